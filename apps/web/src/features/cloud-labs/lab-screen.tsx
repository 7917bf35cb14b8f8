'use client';

import type { AllocateLabReply, LabInstancesReply } from '@learnbox/contracts';
import type { LiveContainerStatus, SocketStatus } from '@learnbox/domain';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AllocateProgress,
  allocateLab,
  fetchOpenInstances,
  type LabWork,
  runLabTests,
  type TestsProgress,
} from './lab-calls';
import { labStatusLine } from './lab-status-line';
import { LabTerminal } from './lab-terminal';
import { LabTestsPanel } from './lab-tests-panel';
import { formatTimeLeft } from './lab-time-left';
import { terminalUrl } from './terminal-connection';

/** Terminals a learner may open side by side in one lab; ours. */
const MAX_TERMINALS = 4;

type OpenInstance = LabInstancesReply['instances'][number];

/**
 * A cloud lab: start (or resume) it, its status line, the time left, terminals in tabs, and its
 * tests. The learner's open lab elsewhere is named, since one lab runs at a time.
 */
export function LabScreen({ work }: { work: LabWork }) {
  const [status, setStatus] = useState<LiveContainerStatus>('CONTAINER_OFFLINE');
  const [error, setError] = useState<string | null>(null);
  const [lab, setLab] = useState<AllocateLabReply | null>(null);
  const [elsewhere, setElsewhere] = useState<OpenInstance | null>(null);
  const [terminals, setTerminals] = useState<number[]>([0]);
  const [activeTerminal, setActiveTerminal] = useState(0);
  const [sockets, setSockets] = useState<Record<number, SocketStatus>>({});
  const [reconnectSignal, setReconnectSignal] = useState(0);
  const [tests, setTests] = useState<TestsProgress | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const cancelled = useRef(false);

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
    setLab(null);
    setSockets({});
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
  }, [work, readTimeLeft]);

  useEffect(() => {
    cancelled.current = false;
    // An open session of this lab is resumed at once: the learner comes back to their screen.
    void readTimeLeft().then((mine) => {
      if (mine && !cancelled.current) void start();
    });
    return () => {
      cancelled.current = true;
    };
  }, [readTimeLeft, start]);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const timeLeft = deadline === null ? null : deadline - now;
  const expired = lab !== null && timeLeft !== null && timeLeft <= 0;
  useEffect(() => {
    if (!expired) return;
    setLab(null);
    setStatus('CONTAINER_OFFLINE');
    setDeadline(null);
  }, [expired]);

  const socket = lab ? (sockets[activeTerminal] ?? null) : null;
  const line = labStatusLine(status, socket, error);
  const socketFailed = socket === 'offline' || socket === 'disconnected' || socket === 'terminated';
  const runAgain = () => (lab && socketFailed ? setReconnectSignal((n) => n + 1) : void start());
  const starting = !error && status !== 'CONTAINER_OFFLINE' && !lab;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
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
            {line.text}
          </p>
          {timeLeft !== null && lab ? (
            <p className="ml-auto text-muted" data-testid="lab-time-left">
              Time left: {formatTimeLeft(timeLeft)}
            </p>
          ) : null}
        </div>
        {elsewhere ? (
          <p className="mt-2 text-muted">
            Your open lab is{' '}
            <Link className="underline" href={`/cloudlabs/${elsewhere.author_id}/${elsewhere.work_id}`}>
              another one
            </Link>
            ; one lab runs at a time.
          </p>
        ) : null}
        {!lab && !starting ? (
          <button
            type="button"
            onClick={() => void start()}
            className="mt-4 rounded-full bg-brand px-5 py-2 font-semibold text-white"
          >
            {error ? 'Run again' : 'Start lab'}
          </button>
        ) : null}
        {lab && socketFailed ? (
          <button
            type="button"
            onClick={runAgain}
            className="mt-4 rounded-full bg-brand px-5 py-2 font-semibold text-white"
          >
            Run again
          </button>
        ) : null}
        {lab ? (
          <div className="mt-4">
            <div role="tablist" aria-label="Terminals" className="flex gap-1">
              {terminals.map((term) => (
                <button
                  key={term}
                  type="button"
                  role="tab"
                  aria-selected={term === activeTerminal}
                  onClick={() => setActiveTerminal(term)}
                  className={`rounded-t-lg px-3 py-1 ${term === activeTerminal ? 'bg-black text-white' : 'bg-surface text-fg'}`}
                >
                  Terminal {term + 1}
                </button>
              ))}
              {terminals.length < MAX_TERMINALS ? (
                <button
                  type="button"
                  aria-label="New terminal"
                  onClick={() => {
                    const next = Math.max(...terminals) + 1;
                    setTerminals([...terminals, next]);
                    setActiveTerminal(next);
                  }}
                  className="rounded-t-lg px-3 py-1 text-fg"
                >
                  +
                </button>
              ) : null}
            </div>
            {terminals.map((term) => (
              <LabTerminal
                key={`${lab.allocate_id}-${term}`}
                url={terminalUrl(lab.live_host_url, lab.allocate_id, lab.allocate_auth, term)}
                active={term === activeTerminal}
                reconnectSignal={reconnectSignal}
                onStatus={(next) => setSockets((all) => ({ ...all, [term]: next }))}
              />
            ))}
          </div>
        ) : null}
      </div>
      <LabTestsPanel
        progress={tests}
        canRun={lab !== null}
        onRun={() => void runLabTests(work, setTests, () => cancelled.current)}
      />
    </div>
  );
}
