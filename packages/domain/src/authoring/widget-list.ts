import { DEFAULT_RECENTLY_USED_WIDGETS } from './content-types';

/**
 * The editor widget list as a pure reducer (spec section 3 "Editor widget list", section 4
 * "Editor widgets: can be added, removed, moved up or down, and marked dirty").
 */

/** How many widget types the recently used list keeps: as many as the default has. */
export const RECENTLY_USED_LIMIT = DEFAULT_RECENTLY_USED_WIDGETS.length;

/** One widget on a page; its hash is its id in `ids`. */
export interface EditorWidget {
  hash: string;
  /** Widget type, e.g. 'Code' or 'Table'. */
  type: string;
  content?: unknown;
  dirty?: boolean;
}

/** Editor widget list: ids, entities, selectedHash, recentlyUsedWidgets (spec section 3). */
export interface WidgetListState {
  ids: readonly string[];
  entities: Readonly<Record<string, EditorWidget>>;
  selectedHash: string | null;
  recentlyUsedWidgets: readonly string[];
}

/** An empty page with the default recently used widgets (spec section 3). */
export const initialWidgetListState: WidgetListState = {
  ids: [],
  entities: {},
  selectedHash: null,
  recentlyUsedWidgets: DEFAULT_RECENTLY_USED_WIDGETS,
};

/** Add, remove, move up/down, mark dirty, select (spec section 4 "Editor widgets"). */
export type WidgetListAction =
  | { type: 'add'; widget: EditorWidget; index?: number }
  | { type: 'remove'; hash: string }
  | { type: 'moveUp'; hash: string }
  | { type: 'moveDown'; hash: string }
  | { type: 'markDirty'; hash: string; dirty?: boolean }
  | { type: 'select'; hash: string | null };

function swap(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

function noteRecentlyUsed(recent: readonly string[], type: string): string[] {
  return [type, ...recent.filter((t) => t !== type)].slice(0, RECENTLY_USED_LIMIT);
}

/**
 * Reduces a widget action (spec section 4 "Editor widgets"). Choices the spec leaves open:
 * - add inserts at `index` (clamped; default end), selects the new widget, and moves its type
 *   to the front of the recently used list (capped at 5); a hash already present is ignored;
 * - remove selects the widget that took its place (or the one before) when it was selected;
 * - moving the first widget up or the last one down changes nothing;
 * - unknown hashes change nothing, so stale UI events are harmless.
 */
export function reduceWidgetList(state: WidgetListState, action: WidgetListAction): WidgetListState {
  switch (action.type) {
    case 'add': {
      const { widget } = action;
      if (state.entities[widget.hash]) return state;
      const index = Math.min(Math.max(action.index ?? state.ids.length, 0), state.ids.length);
      const ids = [...state.ids.slice(0, index), widget.hash, ...state.ids.slice(index)];
      return {
        ids,
        entities: { ...state.entities, [widget.hash]: widget },
        selectedHash: widget.hash,
        recentlyUsedWidgets: noteRecentlyUsed(state.recentlyUsedWidgets, widget.type),
      };
    }
    case 'remove': {
      const index = state.ids.indexOf(action.hash);
      if (index === -1) return state;
      const ids = state.ids.filter((id) => id !== action.hash);
      const { [action.hash]: _removed, ...entities } = state.entities;
      const selectedHash =
        state.selectedHash === action.hash ? (ids[index] ?? ids[index - 1] ?? null) : state.selectedHash;
      return { ...state, ids, entities, selectedHash };
    }
    case 'moveUp':
    case 'moveDown': {
      const index = state.ids.indexOf(action.hash);
      const target = action.type === 'moveUp' ? index - 1 : index + 1;
      if (index === -1 || target < 0 || target >= state.ids.length) return state;
      return { ...state, ids: swap(state.ids, index, target) };
    }
    case 'markDirty': {
      const widget = state.entities[action.hash];
      if (!widget) return state;
      return {
        ...state,
        entities: { ...state.entities, [action.hash]: { ...widget, dirty: action.dirty ?? true } },
      };
    }
    case 'select':
      if (action.hash !== null && !state.entities[action.hash]) return state;
      return { ...state, selectedHash: action.hash };
  }
}

/** Widgets in page order (spec section 3). */
export function listWidgets(state: WidgetListState): EditorWidget[] {
  return state.ids.flatMap((id) => {
    const widget = state.entities[id];
    return widget ? [widget] : [];
  });
}

/** True when any widget has unsaved changes (spec section 4 "marked dirty"). */
export function hasDirtyWidgets(state: WidgetListState): boolean {
  return Object.values(state.entities).some((widget) => widget.dirty === true);
}
