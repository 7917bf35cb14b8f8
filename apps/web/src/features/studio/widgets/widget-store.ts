import type { Widget, WidgetType } from '@learnbox/contracts';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_RECENTLY_USED, newWidget, randomWidgetId, withRecentlyUsed } from './widget-defaults';

/**
 * The editor's widget list (spec section 3 "Editor widget list"): widgets by id in order, the
 * selected one, the recently used types and which widgets changed since the last save. Actions are
 * the spec's (section 4 "Editor widgets"): add, remove, move up or down, mark dirty.
 */
export type WidgetListState = {
  ids: string[];
  entities: Record<string, Widget>;
  /** The selected widget's id (the spec's name: the old editor kept it in the URL hash). */
  selectedHash: string | null;
  recentlyUsedWidgets: WidgetType[];
  dirty: Record<string, boolean>;
  /** A widget was removed or moved: the list itself changed, not one widget. */
  listDirty: boolean;
};

export type WidgetListActions = {
  add: (type: WidgetType, afterId?: string | null) => string;
  remove: (id: string) => void;
  moveUp: (id: string) => void;
  moveDown: (id: string) => void;
  select: (id: string | null) => void;
  update: (id: string, widget: Widget) => void;
  markDirty: (id: string, dirty?: boolean) => void;
  /** Saved: nothing is dirty any more. */
  markClean: () => void;
  /** Replaces the whole list (loaded, merged or restored), keeping the recently used types. */
  reset: (widgets: readonly Widget[]) => void;
  widgets: () => Widget[];
};

export type WidgetListStore = ReturnType<typeof createWidgetListStore>;

function byId(widgets: readonly Widget[]) {
  return {
    ids: widgets.map((widget) => widget.id),
    entities: Object.fromEntries(widgets.map((widget) => [widget.id, widget])),
  };
}

function swap(ids: string[], index: number, other: number): string[] {
  if (index < 0 || other < 0 || index >= ids.length || other >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

export function createWidgetListStore(
  initial: readonly Widget[],
  options: { makeId?: (type: WidgetType) => string; recentlyUsed?: readonly WidgetType[] } = {},
) {
  const makeId = options.makeId ?? randomWidgetId;
  return createStore<WidgetListState & WidgetListActions>()((set, get) => ({
    ...byId(initial),
    selectedHash: null,
    recentlyUsedWidgets: [...(options.recentlyUsed ?? DEFAULT_RECENTLY_USED)],
    dirty: {},
    listDirty: false,

    add: (type, afterId = null) => {
      let id = makeId(type);
      while (get().entities[id]) id = makeId(type);
      set((state) => {
        const at = afterId ? state.ids.indexOf(afterId) + 1 : state.ids.length;
        const ids = [...state.ids];
        ids.splice(at <= 0 ? state.ids.length : at, 0, id);
        return {
          ids,
          entities: { ...state.entities, [id]: newWidget(type, id) },
          selectedHash: id,
          recentlyUsedWidgets: withRecentlyUsed(state.recentlyUsedWidgets, type),
          dirty: { ...state.dirty, [id]: true },
          listDirty: true,
        };
      });
      return id;
    },
    remove: (id) =>
      set((state) => {
        if (!state.entities[id]) return state;
        const { [id]: _removed, ...entities } = state.entities;
        const { [id]: _dirty, ...dirty } = state.dirty;
        return {
          ids: state.ids.filter((other) => other !== id),
          entities,
          dirty,
          selectedHash: state.selectedHash === id ? null : state.selectedHash,
          listDirty: true,
        };
      }),
    moveUp: (id) =>
      set((state) => {
        const index = state.ids.indexOf(id);
        if (index <= 0) return state;
        return { ids: swap(state.ids, index, index - 1), listDirty: true };
      }),
    moveDown: (id) =>
      set((state) => {
        const index = state.ids.indexOf(id);
        if (index < 0 || index === state.ids.length - 1) return state;
        return { ids: swap(state.ids, index, index + 1), listDirty: true };
      }),
    select: (id) => set({ selectedHash: id }),
    update: (id, widget) =>
      set((state) =>
        state.entities[id]
          ? { entities: { ...state.entities, [id]: widget }, dirty: { ...state.dirty, [id]: true } }
          : state,
      ),
    markDirty: (id, dirty = true) => set((state) => ({ dirty: { ...state.dirty, [id]: dirty } })),
    markClean: () => set({ dirty: {}, listDirty: false }),
    reset: (widgets) =>
      set((state) => ({
        ...byId(widgets),
        dirty: {},
        listDirty: false,
        selectedHash: widgets.some((widget) => widget.id === state.selectedHash) ? state.selectedHash : null,
      })),
    widgets: () => {
      const { ids, entities } = get();
      return ids.flatMap((id) => (entities[id] ? [entities[id]] : []));
    },
  }));
}

/** True when anything in the list changed since it was loaded or last saved. */
export const isListDirty = (state: WidgetListState): boolean =>
  state.listDirty || Object.values(state.dirty).some(Boolean);
