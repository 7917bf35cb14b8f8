'use client';

import type { LabFileEntry } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { LAB_PAGE_MESSAGES } from '@learnbox/domain';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { CodeEditor } from '../code-execution/code-editor';
import '../widgets/widgets.css';
import { labFileLanguage } from './lab-file-language';
import { fileTreeRows } from './lab-file-tree';
import type { OpenFileRequest } from './lab-job-run';

type OpenFile = {
  path: string;
  /** What the lab's disk holds, as last read or saved. */
  saved: string;
  content: string;
  state: 'idle' | 'saving' | 'saved';
};

/** Ctrl+S (Cmd+S on a Mac) saves, as in every editor; the browser's "save page" never opens. */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) {
  return event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.altKey;
}

/**
 * The lab's home folder: its tree and a CodeMirror editor (the code widget's) for one file at a
 * time, saved with the Save button or Ctrl/Cmd+S into the running container as the learner.
 * `generation` changes when the home changed under it (a reset): the tree and file are read again.
 * `openRequest` opens a file from outside (a job's input file), as choosing it in the tree would.
 */
export function LabFilesPanel({
  instanceId,
  generation,
  openRequest = null,
}: {
  instanceId: string;
  generation: number;
  openRequest?: OpenFileRequest | null;
}) {
  const [entries, setEntries] = useState<LabFileEntry[] | null>(null);
  const [file, setFile] = useState<OpenFile | null>(null);
  const [loadingPath, setLoadingPath] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { instanceId };
  const openPath = useRef<string | null>(null);
  openPath.current = file?.path ?? null;

  const refresh = useCallback(async () => {
    const reply = await api.call(apiRefs.labs.files, { params: { instanceId } });
    if (reply.ok) setEntries(reply.data.entries);
    else setError(reply.errorText);
  }, [instanceId]);

  const open = useCallback(
    async (path: string) => {
      setLoadingPath(path);
      setError(null);
      const reply = await api.call(apiRefs.labs.readFile, { params: { instanceId }, query: { path } });
      setLoadingPath(null);
      if (!reply.ok) return setError(reply.errorText);
      setFile({ path, saved: reply.data.content, content: reply.data.content, state: 'idle' });
    },
    [instanceId],
  );

  // A new session or a reset: read the tree again, and the open file from the new disk.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation is the signal to read again
  useEffect(() => {
    void refresh();
    if (openPath.current) void open(openPath.current);
  }, [refresh, open, generation]);

  const unsaved = file !== null && file.content !== file.saved;
  const choose = (path: string) => {
    if (path === file?.path) return;
    if (unsaved && !window.confirm(LAB_PAGE_MESSAGES.DISCARD_UNSAVED)) return;
    void open(path);
  };

  const chooseRef = useRef(choose);
  chooseRef.current = choose;
  const lastRequest = useRef<number | null>(null);
  useEffect(() => {
    if (!openRequest || openRequest.id === lastRequest.current) return;
    lastRequest.current = openRequest.id;
    chooseRef.current(openRequest.path);
  }, [openRequest]);

  const save = async () => {
    if (!file || file.state === 'saving') return;
    const { path, content } = file;
    setError(null);
    setFile({ ...file, state: 'saving' });
    const reply = await api.call(apiRefs.labs.writeFile, { params, body: { path, content } });
    setFile((current) => {
      if (!current || current.path !== path) return current;
      if (!reply.ok) return { ...current, state: 'idle' };
      return { ...current, saved: content, state: current.content === content ? 'saved' : 'idle' };
    });
    if (!reply.ok) setError(reply.errorText);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isSaveShortcut(event)) return;
    event.preventDefault();
    void save();
  };

  const rows = entries ? fileTreeRows(entries) : [];
  return (
    <section
      aria-labelledby="lab-files-title"
      className="grid min-h-72 overflow-hidden rounded-2xl border border-line bg-surface sm:grid-cols-[13rem_1fr]"
      data-testid="lab-files"
    >
      <div className="border-b border-line p-3 sm:border-r sm:border-b-0">
        <div className="flex items-center justify-between gap-2">
          <h2 id="lab-files-title" className="font-semibold text-fg">
            {LAB_PAGE_MESSAGES.FILES}
          </h2>
          <button
            type="button"
            onClick={() => void refresh()}
            aria-label={LAB_PAGE_MESSAGES.REFRESH_FILES}
            title={LAB_PAGE_MESSAGES.REFRESH_FILES}
            className="rounded px-2 text-muted hover:text-fg"
          >
            ↻
          </button>
        </div>
        {entries && rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{LAB_PAGE_MESSAGES.NO_FILES}</p>
        ) : null}
        <ul
          className="mt-2 max-h-40 overflow-auto text-sm sm:max-h-[26rem]"
          aria-label={LAB_PAGE_MESSAGES.FILES}
        >
          {rows.map((row) => (
            <li key={row.path} style={{ paddingLeft: `${row.depth * 0.75}rem` }}>
              {row.type === 'dir' ? (
                <span className="block truncate py-0.5 text-muted">{row.name}/</span>
              ) : (
                <button
                  type="button"
                  onClick={() => choose(row.path)}
                  aria-current={row.path === file?.path ? 'true' : undefined}
                  data-path={row.path}
                  className={`block w-full truncate rounded px-1 py-0.5 text-left ${
                    row.path === file?.path ? 'bg-brand text-white' : 'text-fg hover:bg-surface-2'
                  }`}
                >
                  {row.name}
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: catches Ctrl/Cmd+S from the editor inside */}
      <div className="min-w-0 p-3" onKeyDown={onKeyDown}>
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 truncate font-mono text-sm text-fg" data-testid="lab-open-file">
            {file?.path ?? (loadingPath ? LAB_PAGE_MESSAGES.LOADING_FILE : LAB_PAGE_MESSAGES.PICK_FILE)}
          </p>
          {unsaved ? (
            <span className="text-sm text-amber-700 dark:text-amber-300" data-testid="lab-unsaved">
              ● {LAB_PAGE_MESSAGES.UNSAVED}
            </span>
          ) : file?.state === 'saved' ? (
            <span className="text-sm text-green-700 dark:text-green-300" role="status">
              {LAB_PAGE_MESSAGES.SAVED}
            </span>
          ) : null}
          <button
            type="button"
            onClick={() => void save()}
            disabled={!file || file.state === 'saving'}
            className="ml-auto rounded-full bg-brand px-4 py-1 font-semibold text-white disabled:opacity-50"
            data-testid="lab-save"
          >
            {file?.state === 'saving' ? LAB_PAGE_MESSAGES.SAVING : LAB_PAGE_MESSAGES.SAVE}
          </button>
        </div>
        {error ? (
          <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        {file ? (
          <div className="mt-2 max-h-[26rem] overflow-auto">
            <CodeEditor
              key={file.path}
              value={file.content}
              onChange={(content) => setFile((current) => current && { ...current, content, state: 'idle' })}
              language={labFileLanguage(file.path)}
              label={file.path}
              // The code editor's run key (Ctrl/Cmd+Enter) saves here too: a lab file has nothing to run.
              onRun={() => void save()}
              testId="lab-editor"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
