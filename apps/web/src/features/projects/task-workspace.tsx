'use client';

import type { SubmitProjectTaskReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import type { RunnerFile } from '@learnbox/contracts/runner';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { CodeEditor } from '../code-execution/code-editor';
import { JudgeResult } from '../code-execution/run-output';
import { buttonClasses } from '../layout/button-link';

/**
 * The task screen's editor: the learner's latest code (or the starter), Submit to the api, which
 * judges it on the runner against the task's hidden tests, and the way on once every test passes.
 */
export function TaskWorkspace(props: {
  slug: string;
  taskId: string;
  language: string;
  files: RunnerFile[];
  /** The next task when this one already passed. */
  nextTaskId: string | null;
}) {
  const router = useRouter();
  const [files, setFiles] = useState(props.files);
  const [open, setOpen] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reply, setReply] = useState<SubmitProjectTaskReply | null>(null);
  const file = files[open] ?? files[0];

  const submit = async () => {
    setBusy(true);
    setError(null);
    const result = await api.call(apiRefs.projects.submit, {
      params: { slug: props.slug, taskId: props.taskId },
      body: { files },
    });
    setBusy(false);
    if (!result.ok) return setError(result.errorText);
    setReply(result.data);
    // The overview and the next task read the new progress.
    if (result.data.passed) router.refresh();
  };

  const nextTaskId = reply?.next_task_id ?? props.nextTaskId;
  const outcome = reply
    ? reply.finished
      ? PROJECT_MESSAGES.PROJECT_FINISHED
      : reply.passed
        ? PROJECT_MESSAGES.ALL_TESTS_PASSED
        : PROJECT_MESSAGES.SOME_TESTS_FAILED
    : null;

  return (
    <section className="widget-frame" aria-label="Your code" data-testid="task-workspace">
      <div className="widget-bar flex flex-wrap items-center gap-2">
        {files.length > 1 ? (
          files.map((item, index) => (
            <button
              key={item.name}
              type="button"
              className={index === open ? 'widget-button font-semibold' : 'widget-button'}
              aria-pressed={index === open}
              onClick={() => setOpen(index)}
            >
              {item.name}
            </button>
          ))
        ) : (
          <span className="font-medium text-fg">{file?.name}</span>
        )}
        <button
          type="button"
          className="widget-button ml-auto"
          onClick={submit}
          disabled={busy}
          data-testid="submit-task"
        >
          {busy ? 'Checking…' : 'Submit'}
        </button>
      </div>
      {file ? (
        <CodeEditor
          key={file.name}
          value={file.content}
          language={props.language}
          label={`Code of ${file.name}`}
          onRun={submit}
          onChange={(content) =>
            setFiles((shown) => shown.map((item, index) => (index === open ? { ...item, content } : item)))
          }
          testId="task-editor"
        />
      ) : null}
      <div className="border-t border-line bg-surface-2 pb-3" aria-live="polite" data-testid="task-result">
        {error ? (
          <p role="alert" className="px-4 pt-2 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        {reply ? <JudgeResult result={reply.result} /> : null}
        {outcome ? (
          <p
            className="px-4 pt-2 text-sm font-semibold text-fg"
            data-testid="task-outcome"
            data-passed={reply?.passed}
          >
            {outcome}
          </p>
        ) : null}
        {!reply && !error ? (
          <p className="px-4 pt-2 text-sm text-muted">Submit your code to run the task’s tests.</p>
        ) : null}
        <div className="flex flex-wrap gap-3 px-4 pt-3">
          {nextTaskId ? (
            <Link
              href={`/projects/${props.slug}/tasks/${nextTaskId}`}
              className={buttonClasses()}
              data-testid="next-task"
            >
              Next task
            </Link>
          ) : null}
          {reply?.finished ? (
            <Link href={`/projects/${props.slug}`} className={buttonClasses()}>
              Back to the project
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
