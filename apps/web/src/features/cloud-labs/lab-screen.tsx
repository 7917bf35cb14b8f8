'use client';

import type { AllocateLabReply, LabInstancesReply, LabLearnerJob } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { LAB_PAGE_MESSAGES, type LiveContainerStatus, type SocketStatus } from '@learnbox/domain';
import Link from 'next/link';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { useUserInfo } from '../user-info/use-user-info';
import {
  type AllocateProgress,
  allocateLab,
  fetchOpenInstances,
  type LabWork,
  runLabTests,
  type TestsProgress,
} from './lab-calls';
import { LabFilesPanel } from './lab-files-panel';
import { LabJobsPanel } from './lab-jobs-panel';
import { labPath } from './lab-path';
import { LabPreview } from './lab-preview';
import { labStatusLine } from './lab-status-line';
import { LabTerminals } from './lab-terminals';
import { LabTestsPanel } from './lab-tests-panel';
import { formatTimeLeft } from './lab-time-left';
import { diagnoseLabNetwork } from './network-diagnosis';
import { useLabJobs } from './use-lab-jobs';

type OpenInstance = LabInstancesReply['instances'][number];

const BUTTON = 'rounded-full px-4 py-1.5 font-semibold disabled:opacity-50';

/**
 * A cloud lab: its instructions, start (or resume), the status line, the time left, terminals in
 * tabs, the jobs' "Run" buttons, the home's files in an editor, the app preview, the tests, reset
 * and end. One column on a phone; instructions, jobs and tests beside the work from `lg` on. The
 * learner's open lab elsewhere is named, since one lab runs at a time.
 */
export function LabScreen({
  work,
  title,
  instructions,
  jobs,
}: {
  work: LabWork;
  title: string;
  /** The lab's docker jobs, the live-container job first (GET /api/labs/:authorId/:workId). */
  jobs: LabLearnerJob[];
  /** The lab's Markdown instructions, rendered on the server by the lessons' renderer. */
  instructions: ReactNode;
}) {
  const [status, setStatus] = useState<LiveContainerStatus>('CONTAINER_OFFLINE');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lab, setLab] = useState<AllocateLabReply | null>(null);
  const [elsewhere, setElsewhere] = useState<OpenInstance | null>(null);
  const [activeTerminal, setActiveTerminal] = useState(0);
  const [sockets, setSockets] = useState<Record<number, SocketStatus>>({});
  const [reconnectSignal, setReconnectSignal] = useState(0);
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState<'reset' | 'end' | null>(null);
  const [tests, setTests] = useState<TestsProgress | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const cancelled = useRef(false);
  const signedIn = Boolean(useUserInfo().data);
  const labJobs = useLabJobs(setActiveTerminal);
  const { clear: clearJobs, restart: restartJobs } = labJobs;

  const readTimeLeft = useCallback(async () => {
    const open = await fetchOpenInstances();
    if (!open.ok) return null;
    const mine = open.data.instances.find((i) => i.author_id === work.authorId && i.work_id === work.workId);
    setElsewhere(mine ? null : (open.data.instances[0] ?? null));
    if (mine) setDeadline(Date.now() + mine.time_left_ms);
    return mine ?? null;
  }, [work.authorId, work.workId]);

  const start = useCallback(async () => {
    setError(null);
    setNotice(null);
    setLab(null);
    setSockets({});
    clearJobs();
    await allocateLab(
      work,
      (progress: AllocateProgress) => {
        if (progress.state === 'status') setStatus(progress.status);
        else if (progress.state === 'failed') {
          if (progress.status) setStatus(progress.status);
          setError(progress.message);
        } else {
          setStatus('RUNNING');
          setLab(progress.lab);
          void readTimeLeft();
        }
      },
      () => cancelled.current,
    );
  }, [work, readTimeLeft, clearJobs]);

  useEffect(() => {
    cancelled.current = false;
    // An open session of this lab is resumed at once: the learner comes back to their screen.
    // A visitor has none (Start answers them the log-in sentence).
    if (signedIn)
      void readTimeLeft().then((mine) => {
        if (mine && !cancelled.current) void start();
      });
    return () => {
      cancelled.current = true;
    };
  }, [readTimeLeft, start, signedIn]);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const stopped = useCallback(
    (message: string | null) => {
      setLab(null);
      setStatus('CONTAINER_OFFLINE');
      setDeadline(null);
      setSockets({});
      setNotice(message);
      clearJobs();
    },
    [clearJobs],
  );

  const timeLeft = deadline === null ? null : deadline - now;
  const expired = lab !== null && timeLeft !== null && timeLeft <= 0;
  useEffect(() => {
    if (expired) stopped(null);
  }, [expired, stopped]);

  const reset = async () => {
    if (!lab || !window.confirm(LAB_PAGE_MESSAGES.RESET_CONFIRM)) return;
    setBusy('reset');
    const reply = await api.call(apiRefs.labs.reset, { params: { instanceId: lab.allocate_id } });
    setBusy(null);
    if (!reply.ok) return setError(reply.errorText);
    setError(null);
    setSockets({});
    restartJobs();
    setGeneration((n) => n + 1);
  };

  const end = async () => {
    if (!lab || !window.confirm(LAB_PAGE_MESSAGES.END_CONFIRM)) return;
    setBusy('end');
    const reply = await api.call(apiRefs.labs.end, { params: { instanceId: lab.allocate_id } });
    setBusy(null);
    if (!reply.ok) return setError(reply.errorText);
    setError(null);
    stopped(LAB_PAGE_MESSAGES.SESSION_ENDED);
  };

  const socket = lab ? (sockets[activeTerminal] ?? null) : null;
  const line = labStatusLine(status, socket, error);
  const socketFailed = socket === 'offline' || socket === 'disconnected' || socket === 'terminated';
  const starting = !error && status !== 'CONTAINER_OFFLINE' && !lab;
  // A terminal that never connected ('Connection Failed…'): the way to the live host is diagnosed
  // and logged once per session, for the people who run it (spec section 7).
  const diagnosed = useRef<string | null>(null);
  useEffect(() => {
    if (!lab || socket !== 'offline' || diagnosed.current === lab.allocate_id) return;
    diagnosed.current = lab.allocate_id;
    void diagnoseLabNetwork(lab.live_host_url);
  }, [lab, socket]);

  return (
    <div>
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">{title}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p
          role="status"
          data-testid="lab-status"
          className={
            line.tone === 'error'
              ? 'text-red-700 dark:text-red-300'
              : line.tone === 'ready'
                ? 'text-green-700 dark:text-green-300'
                : 'text-muted'
          }
        >
          {notice && status === 'CONTAINER_OFFLINE' && !error ? notice : line.text}
        </p>
        {timeLeft !== null && lab ? (
          <p className="text-muted" data-testid="lab-time-left">
            {LAB_PAGE_MESSAGES.TIME_LEFT}: {formatTimeLeft(timeLeft)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          {!lab && !starting ? (
            <button type="button" onClick={() => void start()} className={`${BUTTON} bg-brand text-white`}>
              {error ? LAB_PAGE_MESSAGES.RUN_AGAIN : LAB_PAGE_MESSAGES.START_LAB}
            </button>
          ) : null}
          {lab && socketFailed ? (
            <button
              type="button"
              onClick={() => setReconnectSignal((n) => n + 1)}
              className={`${BUTTON} bg-brand text-white`}
            >
              {LAB_PAGE_MESSAGES.RUN_AGAIN}
            </button>
          ) : null}
          {lab ? (
            <>
              <button
                type="button"
                onClick={() => void reset()}
                disabled={busy !== null}
                className={`${BUTTON} border border-line text-fg`}
                data-testid="lab-reset"
              >
                {busy === 'reset' ? LAB_PAGE_MESSAGES.RESETTING : LAB_PAGE_MESSAGES.RESET}
              </button>
              <button
                type="button"
                onClick={() => void end()}
                disabled={busy !== null}
                className={`${BUTTON} border border-line text-fg`}
                data-testid="lab-end"
              >
                {LAB_PAGE_MESSAGES.END_SESSION}
              </button>
            </>
          ) : null}
        </div>
      </div>
      {elsewhere ? (
        <p className="mt-2 text-muted">
          {LAB_PAGE_MESSAGES.ELSEWHERE}{' '}
          <Link className="underline" href={labPath(elsewhere)}>
            {LAB_PAGE_MESSAGES.ELSEWHERE_LINK}
          </Link>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <aside className="min-w-0 space-y-6">
          <section
            aria-labelledby="lab-instructions-title"
            className="rounded-2xl border border-line bg-surface p-4"
          >
            <h2 id="lab-instructions-title" className="sr-only">
              {LAB_PAGE_MESSAGES.INSTRUCTIONS}
            </h2>
            {instructions}
          </section>
          <LabJobsPanel jobs={jobs} canRun={lab !== null} notice={labJobs.notice} onRun={labJobs.runJob} />
          <LabTestsPanel
            progress={tests}
            canRun={lab !== null}
            onRun={() => void runLabTests(work, setTests, () => cancelled.current)}
          />
        </aside>
        <div className="min-w-0 space-y-6">
          {lab ? (
            <>
              <LabTerminals
                lab={lab}
                generation={generation}
                activeTerminal={activeTerminal}
                onActiveTerminal={setActiveTerminal}
                reconnectSignal={reconnectSignal}
                onStatus={(term, next) => setSockets((all) => ({ ...all, [term]: next }))}
                terminals={labJobs.tabs.terminals}
                onNewTerminal={labJobs.newTerminal}
                typed={labJobs.typed}
                labels={labJobs.labels}
              />
              <LabFilesPanel
                instanceId={lab.allocate_id}
                generation={generation}
                openRequest={labJobs.openFile}
              />
              {lab.preview_url ? <LabPreview previewUrl={lab.preview_url} auth={lab.allocate_auth} /> : null}
            </>
          ) : (
            <div className="grid h-72 place-items-center rounded-2xl border border-dashed border-line p-6 text-center text-muted">
              {LAB_PAGE_MESSAGES.WORK_WAITING}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
