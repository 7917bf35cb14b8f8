'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleLine } from './console-output';
import { RUN_JS_LIMITS, runJsDocument } from './run-js-document';
import { isSandboxMessage } from './sandbox-message';

/** Lines reach the screen at most this often: 2,000 quick lines cost a few renders, not 2,000. */
const FLUSH_MS = 50;

/** The iframe ends a run at the time limit itself; this only catches an iframe that never says so. */
const WATCHDOG_GRACE_MS = 2_000;

export type RunNote = 'timeout' | 'stopped' | 'truncated';

/** The widget's own lines in the console, after the program's. */
export function runNote(note: RunNote, limits = RUN_JS_LIMITS): string {
  if (note === 'timeout') return `Execution timed out after ${limits.timeMs / 1000} seconds.`;
  if (note === 'stopped') return 'Execution stopped.';
  return `Output truncated: only the first ${limits.maxLines.toLocaleString('en-US')} lines or ${limits.maxChars.toLocaleString('en-US')} characters are shown.`;
}

type PendingLine = Omit<ConsoleLine, 'id'>;

/**
 * One RunJS run at a time: its iframe document, the console lines it sends, and how it ends
 * (done, timed out, stopped, or replaced by the next run). Ending a run unmounts its iframe,
 * which also ends the worker inside it.
 */
export function useRunJs(widgetId: string) {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [frame, setFrame] = useState<{ id: string; html: string } | null>(null);
  const runIdRef = useRef<string | null>(null);
  const runCountRef = useRef(0);
  const bufferRef = useRef<PendingLine[]>([]);
  const flushTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (flushTimerRef.current !== null) clearTimeout(flushTimerRef.current);
    flushTimerRef.current = null;
    const batch = bufferRef.current;
    if (batch.length === 0) return;
    bufferRef.current = [];
    setLines((previous) => [
      ...previous,
      ...batch.map((line, index) => ({ ...line, id: previous.length + index })),
    ]);
  }, []);

  const push = useCallback(
    (line: PendingLine) => {
      bufferRef.current.push(line);
      flushTimerRef.current ??= setTimeout(flush, FLUSH_MS);
    },
    [flush],
  );

  const end = useCallback(
    (note?: RunNote) => {
      runIdRef.current = null;
      if (note) push({ level: 'system', text: runNote(note) });
      flush();
      setFrame(null);
    },
    [push, flush],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const runId = runIdRef.current;
      if (!runId || !isSandboxMessage(event.data, runId)) return;
      const message = event.data;
      if (message.type === 'console') push({ level: message.level, text: message.text });
      else if (message.status === 'truncated') push({ level: 'system', text: runNote('truncated') });
      else end(message.status === 'timeout' ? 'timeout' : undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [push, end]);

  useEffect(() => {
    if (!frame) return;
    const watchdog = setTimeout(() => end('timeout'), RUN_JS_LIMITS.timeMs + WATCHDOG_GRACE_MS);
    return () => clearTimeout(watchdog);
  }, [frame, end]);

  useEffect(
    () => () => {
      if (flushTimerRef.current !== null) clearTimeout(flushTimerRef.current);
    },
    [],
  );

  const start = useCallback(
    (code: string) => {
      runCountRef.current += 1;
      const id = `${widgetId}-${Date.now().toString(36)}-${runCountRef.current}`;
      runIdRef.current = id;
      bufferRef.current = [];
      setLines([]);
      setFrame({ id, html: runJsDocument(code, id) });
    },
    [widgetId],
  );

  const stop = useCallback(() => end('stopped'), [end]);

  return { lines, frame, running: frame !== null, start, stop };
}
