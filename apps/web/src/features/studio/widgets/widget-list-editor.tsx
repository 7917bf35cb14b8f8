'use client';

import type { Widget, WidgetType } from '@learnbox/contracts';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { SolutionChecker } from './code-widget-editor';
import { SmallButton } from './fields';
import type { ImageDialogProps, ImageDialogs } from './image-editor';
import { addMenuOrder } from './widget-defaults';
import { WidgetEditor } from './widget-editor';
import { createWidgetListStore } from './widget-store';
import { validateWidget } from './widget-validation';

export type SolutionChecks = {
  checkerFor: (widgetId: string) => SolutionChecker;
};

const NO_CHECKS: SolutionChecker = { check: undefined, running: false, error: null, run: () => undefined };

/**
 * A lesson's or shot's widgets: add (recently used types first), remove, move up and down, select,
 * edit each with its type's editor; the schema's sentences stand beside the fields. The list lives
 * in a Zustand store (spec "Editor widget list"); every change is handed to `onChange` whole.
 */
export function WidgetListEditor({
  widgets,
  onChange,
  uploadUrl,
  imageDialogs,
  solutionChecks,
  savedRevision,
  readOnly = false,
}: {
  widgets: Widget[];
  onChange: (widgets: Widget[]) => void;
  uploadUrl?: ImageDialogProps['uploadUrl'];
  /** The ImageUpload and FreehandDrawing dialogs (studio/uploads); without them Image takes a URL only. */
  imageDialogs?: ImageDialogs;
  solutionChecks?: SolutionChecks;
  /** The revision last saved: when it changes, the "changed" marks clear. */
  savedRevision?: number;
  readOnly?: boolean;
}) {
  const [store] = useState(() => createWidgetListStore(widgets));
  const state = useStore(store);
  const emitted = useRef(widgets);

  // A list set from outside (a merge, a restore, a reload) replaces the store's.
  useEffect(() => {
    if (widgets !== emitted.current) {
      emitted.current = widgets;
      store.getState().reset(widgets);
    }
  }, [widgets, store]);

  useEffect(() => {
    if (savedRevision !== undefined) store.getState().markClean();
  }, [savedRevision, store]);

  const emit = () => {
    const list = store.getState().widgets();
    emitted.current = list;
    onChange(list);
  };
  const act = (action: () => void) => {
    if (readOnly) return;
    action();
    emit();
  };

  const errorsById = useMemo(
    () =>
      Object.fromEntries(
        state.ids.map((id) => [id, state.entities[id] ? validateWidget(state.entities[id]) : {}]),
      ),
    [state.ids, state.entities],
  );
  const menu = addMenuOrder(state.recentlyUsedWidgets);
  const recent = new Set<WidgetType>(state.recentlyUsedWidgets);

  return (
    <div className="space-y-4" data-testid="widget-list-editor">
      {state.ids.length === 0 ? <p className="text-sm text-muted">{STUDIO_MESSAGES.NO_WIDGETS}</p> : null}
      <ol className="space-y-4">
        {state.ids.map((id, index) => {
          const widget = state.entities[id];
          if (!widget) return null;
          const selected = state.selectedHash === id;
          const invalid = Object.keys(errorsById[id] ?? {}).length > 0;
          return (
            <li
              key={id}
              id={`widget-${id}`}
              data-testid={`widget-${index}`}
              data-widget-type={widget.type}
              data-selected={selected ? 'true' : 'false'}
              aria-label={`Widget ${index + 1}: ${widget.type}`}
              onFocusCapture={() => state.selectedHash !== id && state.select(id)}
              className={`rounded-2xl border bg-surface p-4 ${selected ? 'border-brand ring-2 ring-brand/30' : 'border-line'}`}
            >
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-fg">
                  {index + 1}. {widget.type}
                  {state.dirty[id] ? (
                    <span className="ml-2 text-xs font-normal text-muted">(changed)</span>
                  ) : null}
                  {invalid ? (
                    <span className="ml-2 text-xs font-normal text-red-700 dark:text-red-300">
                      (needs fixing)
                    </span>
                  ) : null}
                </h3>
                {readOnly ? null : (
                  <div className="flex gap-1">
                    <SmallButton onClick={() => act(() => state.moveUp(id))} disabled={index === 0}>
                      Move up
                    </SmallButton>
                    <SmallButton
                      onClick={() => act(() => state.moveDown(id))}
                      disabled={index === state.ids.length - 1}
                    >
                      Move down
                    </SmallButton>
                    <SmallButton
                      onClick={() => act(() => state.remove(id))}
                      label={`Remove widget ${index + 1}`}
                    >
                      Remove
                    </SmallButton>
                  </div>
                )}
              </div>
              <fieldset disabled={readOnly} className="min-w-0">
                <WidgetEditor
                  widget={widget}
                  onChange={(next) => act(() => state.update(id, next))}
                  errors={errorsById[id] ?? {}}
                  checker={solutionChecks?.checkerFor(id) ?? NO_CHECKS}
                  imageDialogs={imageDialogs}
                  uploadUrl={uploadUrl}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {readOnly ? null : (
        <section aria-label="Add a widget" className="rounded-2xl border border-dashed border-line p-4">
          <h3 className="text-sm font-semibold text-fg">Add a widget</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {menu.map((type) => (
              <SmallButton
                key={type}
                testId={`widget-add-${type}`}
                onClick={() =>
                  act(() => {
                    const id = state.add(type, state.selectedHash);
                    requestAnimationFrame(() =>
                      document.getElementById(`widget-${id}`)?.scrollIntoView({ block: 'nearest' }),
                    );
                  })
                }
              >
                {recent.has(type) ? `${type} (recent)` : type}
              </SmallButton>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
