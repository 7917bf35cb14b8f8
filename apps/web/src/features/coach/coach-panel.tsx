'use client';

import type { CoachExplainReply, CoachHintReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { COACH_PANEL_TEXT } from '@learnbox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { streamApi } from '../api-client/api-stream';

export interface CoachRunFailure {
  stderr: string;
  compile_output: string | null;
  signal: string | null;
}

export interface CoachPanelProps {
  mode: 'hint' | 'explain';
  lessonId: string;
  widgetId: string;
  files: { name: string; content: string }[];
  /** The failed run to explain (explain mode). */
  failure: CoachRunFailure | null;
  onClose: () => void;
}

type Shown = { id: number } & (
  | { kind: 'hint'; reply: CoachHintReply }
  | { kind: 'explain'; reply: CoachExplainReply }
);

let shownCount = 0;

function Citation({ citation }: { citation: CoachHintReply['citation'] }) {
  return (
    <p className="mt-1 text-xs text-muted">
      <a href={citation.href} className="underline">
        {citation.text}
      </a>
    </p>
  );
}

/**
 * The coach beside a code widget (issue 18): the hint ladder one step per click, streamed as it
 * is written, or the explanation of a failed run. Loaded only when opened (React.lazy), so the
 * lesson's first-load JavaScript does not carry it.
 */
export default function CoachPanel({ mode, lessonId, widgetId, files, failure, onClose }: CoachPanelProps) {
  const [shown, setShown] = useState<Shown[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const started = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const askHint = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setError(null);
    setDraft('');
    const result = await streamApi(
      apiRefs.coach.hintStream,
      { body: { lesson_id: lessonId, widget_id: widgetId, files } },
      (event) => {
        if (event.event === 'delta') setDraft((text) => text + (event.data as { text: string }).text);
        if (event.event === 'hint') {
          setShown((list) => [
            ...list,
            { id: ++shownCount, kind: 'hint', reply: event.data as CoachHintReply },
          ]);
          setDraft('');
        }
        if (event.event === 'error') setError((event.data as { errorText: string }).errorText);
      },
      abort.signal,
    );
    if (!result.ok && !abort.signal.aborted) setError(result.errorText);
    setBusy(false);
  }, [lessonId, widgetId, files]);

  const explain = useCallback(async () => {
    if (!failure) return;
    setBusy(true);
    const main = files[0]?.content ?? '';
    const result = await api.call(apiRefs.coach.explain, {
      body: { lesson_id: lessonId, widget_id: widgetId, ...failure, code: main },
    });
    if (result.ok) setShown((list) => [...list, { id: ++shownCount, kind: 'explain', reply: result.data }]);
    else setError(result.errorText);
    setBusy(false);
  }, [failure, files, lessonId, widgetId]);

  // Opening the panel is the first request.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (mode === 'hint' ? askHint() : explain());
  }, [mode, askHint, explain]);

  const last = shown.at(-1);
  const lastHint = last?.kind === 'hint' ? last.reply : null;
  return (
    <section
      className="border-t border-line bg-surface-2 px-4 py-3 text-sm"
      aria-label={mode === 'hint' ? COACH_PANEL_TEXT.ASK : COACH_PANEL_TEXT.EXPLAIN}
      data-testid="coach-panel"
    >
      <div className="flex items-start gap-2">
        <p className="text-xs text-muted">
          {mode === 'hint' ? COACH_PANEL_TEXT.INTRO : COACH_PANEL_TEXT.EXPLAIN}
        </p>
        <button
          type="button"
          className="widget-button-secondary ml-auto"
          onClick={onClose}
          data-testid="coach-close"
        >
          Close
        </button>
      </div>
      <ol className="mt-2 space-y-3" aria-live="polite">
        {shown.map((item) =>
          item.kind === 'hint' ? (
            <li key={item.id} data-testid="coach-hint" data-step={item.reply.step}>
              <p className="text-xs font-semibold text-muted">
                Step {item.reply.step_number} of 4 · {item.reply.label}
              </p>
              <p className="whitespace-pre-wrap text-fg" data-testid="coach-hint-text">
                {item.reply.text}
              </p>
              <Citation citation={item.reply.citation} />
            </li>
          ) : (
            <li key={item.id} data-testid="coach-explanation">
              {item.reply.title ? (
                <p className="text-xs font-semibold text-muted">{item.reply.title}</p>
              ) : null}
              <p className="whitespace-pre-wrap text-fg">{item.reply.text}</p>
              <Citation citation={item.reply.citation} />
            </li>
          ),
        )}
        {draft ? (
          <li className="whitespace-pre-wrap text-fg" data-testid="coach-draft">
            {draft}
          </li>
        ) : null}
      </ol>
      {error ? (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300" data-testid="coach-error">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {mode === 'hint' && lastHint && !lastHint.last_step ? (
          <button
            type="button"
            className="widget-button-secondary"
            onClick={() => void askHint()}
            disabled={busy}
            data-testid="coach-next"
          >
            {COACH_PANEL_TEXT.NEXT_HINT}
          </button>
        ) : null}
        {lastHint?.last_step ? <p className="text-xs text-muted">{COACH_PANEL_TEXT.LAST_STEP}</p> : null}
        {last ? (
          <p className="ml-auto text-xs text-muted" data-testid="coach-remaining">
            {COACH_PANEL_TEXT.remaining(last.reply.remaining)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
