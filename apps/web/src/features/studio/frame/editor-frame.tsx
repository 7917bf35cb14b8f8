'use client';

import { STUDIO_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { buttonClasses } from '../../layout/button-link';
import {
  canChange,
  ROLE_LABELS,
  type SaveState,
  type StudioRole,
  saveStateRole,
  saveStateSentence,
} from './save-state';
import { ShortcutHelp } from './shortcut-help';
import { ariaKeyShortcuts, type Shortcut, type ShortcutAction, STUDIO_SHORTCUTS } from './shortcuts';
import { type ShortcutHandlers, useStudioShortcuts } from './use-studio-shortcuts';

export type EditorKind = 'course' | 'lesson' | 'path' | 'shot' | 'lab' | 'project' | 'assessment';

export type EditorFrameProps = {
  kind: EditorKind;
  title: string;
  role: StudioRole;
  saveState: SaveState;
  onSave: () => void;
  onPreview?: () => void;
  onPublish?: () => void;
  onHistory?: () => void;
  /** Opens the collaborators dialog; without it neither the button's shortcut nor its help line shows. */
  onAddCollaborators?: () => void;
  sidebar?: ReactNode;
  search?: { placeholder: string; onSearch: (query: string) => void };
  /** Where "back" goes, e.g. the course of a lesson or the list of the author's works. */
  backLink?: { href: string; label: string };
  /** Extra header buttons a screen needs beside the standard ones. */
  actions?: ReactNode;
  children: ReactNode;
};

const shortcutOf = (action: ShortcutAction): Shortcut | undefined =>
  STUDIO_SHORTCUTS.find((shortcut) => shortcut.action === action && shortcut.mod);

/**
 * The frame every studio editor shares: header (title, role, save state, Save/Preview/Publish/
 * History), a collapsible sidebar, a search box, the spec's editor shortcuts and their help overlay
 * ("?" outside fields, Ctrl/⌘+/ anywhere).
 */
export function EditorFrame(props: EditorFrameProps) {
  const { kind, title, role, saveState, sidebar, search, backLink, actions, children } = props;
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const sidebarId = useId();
  const searchId = useId();
  const mayChange = canChange(role);
  const saving = saveState.status === 'saving';

  const toggleSidebar = useCallback(() => setSidebarOpen((open) => !open), []);
  const focusSearch = useCallback(() => {
    searchRef.current?.focus();
    searchRef.current?.select();
  }, []);

  const handlers: ShortcutHandlers = {
    save: mayChange ? props.onSave : undefined,
    toggleSidebar: sidebar ? toggleSidebar : undefined,
    search: search ? focusSearch : undefined,
    preview: props.onPreview,
    addCollaborators: props.onAddCollaborators,
    help: () => setHelpOpen(true),
  };
  const available = Object.entries(handlers)
    .filter(([, handler]) => handler !== undefined)
    .map(([action]) => action)
    .join(',');
  // Only the shortcuts this screen answers to are handled and listed.
  const table = useMemo(
    () => STUDIO_SHORTCUTS.filter((shortcut) => available.split(',').includes(shortcut.action)),
    [available],
  );
  useStudioShortcuts(table, handlers);

  const keys = (action: ShortcutAction) => {
    const shortcut = shortcutOf(action);
    return shortcut ? ariaKeyShortcuts(shortcut) : undefined;
  };

  return (
    <div className="space-y-4" data-testid="studio-frame" data-kind={kind}>
      <header className="rounded-2xl border border-line bg-surface p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            {backLink ? (
              <Link href={backLink.href} className="text-sm text-muted underline">
                {backLink.label}
              </Link>
            ) : null}
            <h1 className="truncate text-2xl font-bold text-fg">{title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <span className="rounded-full border border-line px-2 py-0.5 text-xs" data-testid="studio-role">
                {ROLE_LABELS[role]}
              </span>
              <span
                role={saveStateRole(saveState)}
                data-testid="studio-save-state"
                data-status={saveState.status}
                className={
                  saveStateRole(saveState) === 'alert' ? 'font-medium text-red-700 dark:text-red-300' : ''
                }
              >
                {saveStateSentence(saveState)}
              </span>
            </p>
            {mayChange ? null : (
              <p className="mt-1 text-sm text-muted">{STUDIO_MESSAGES.REVIEWER_READ_ONLY}</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {actions}
            {props.onHistory ? (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={props.onHistory}
                data-testid="studio-history"
              >
                History
              </button>
            ) : null}
            {props.onAddCollaborators ? (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={props.onAddCollaborators}
                aria-keyshortcuts={keys('addCollaborators')}
              >
                Collaborators
              </button>
            ) : null}
            {props.onPreview ? (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={props.onPreview}
                data-testid="studio-preview"
                aria-keyshortcuts={keys('preview')}
              >
                Preview
              </button>
            ) : null}
            {props.onPublish ? (
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={props.onPublish}
                disabled={!mayChange}
                data-testid="studio-publish"
              >
                Publish
              </button>
            ) : null}
            <button
              type="button"
              className={buttonClasses()}
              onClick={props.onSave}
              disabled={!mayChange || saving}
              data-testid="studio-save"
              aria-keyshortcuts={keys('save')}
            >
              Save
            </button>
            <button
              type="button"
              className="rounded-lg px-2 py-1 text-sm text-muted underline focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => setHelpOpen(true)}
              aria-keyshortcuts="? Control+/ Meta+/"
            >
              Shortcuts
            </button>
          </div>
        </div>
        {search || sidebar ? (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {sidebar ? (
              <button
                type="button"
                className="rounded-lg border border-line px-3 py-1.5 text-sm text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
                onClick={toggleSidebar}
                aria-expanded={sidebarOpen}
                aria-controls={sidebarId}
                aria-keyshortcuts={keys('toggleSidebar')}
              >
                {sidebarOpen ? 'Hide sidebar' : 'Show sidebar'}
              </button>
            ) : null}
            {search ? (
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <label htmlFor={searchId} className="text-sm text-muted">
                  Search
                </label>
                <input
                  id={searchId}
                  ref={searchRef}
                  type="search"
                  placeholder={search.placeholder}
                  onChange={(event) => search.onSearch(event.target.value)}
                  aria-keyshortcuts={keys('search')}
                  data-testid="studio-search"
                  className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
                />
              </div>
            ) : null}
          </div>
        ) : null}
      </header>
      <div className={sidebar && sidebarOpen ? 'grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]' : ''}>
        {sidebar ? (
          <aside
            id={sidebarId}
            hidden={!sidebarOpen}
            aria-label="Editor sidebar"
            data-testid="studio-sidebar"
            className="rounded-2xl border border-line bg-surface p-3 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
          >
            {sidebar}
          </aside>
        ) : null}
        <div className="min-w-0 space-y-6">{children}</div>
      </div>
      {helpOpen ? <ShortcutHelp shortcuts={table} onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}
