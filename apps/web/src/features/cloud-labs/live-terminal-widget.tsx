'use client';

import type { AllocateLabReply, LiveTerminalWidget as LiveTerminalWidgetData } from '@learnbox/contracts';
import { LAB_PAGE_MESSAGES, type LiveContainerStatus, type SocketStatus } from '@learnbox/domain';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { allocateLab } from './lab-calls';
import { labPath } from './lab-path';
import { labStatusLine } from './lab-status-line';
import { LabTerminal } from './lab-terminal';
import { terminalUrl } from './terminal-connection';

/**
 * A lesson's live terminal (widget type LiveTerminal): a lab's machine inside the lesson. Nothing
 * is allocated until the reader presses Start, since a lab counts against their plan and one runs
 * at a time; it is the same session as the lab's own page, linked for the files and tests.
 */
export function LiveTerminalWidget({ widget }: { widget: LiveTerminalWidgetData }) {
  const work = { authorId: widget.author_id, workId: widget.work_id };
  const [status, setStatus] = useState<LiveContainerStatus>('CONTAINER_OFFLINE');
  const [error, setError] = useState<string | null>(null);
  const [lab, setLab] = useState<AllocateLabReply | null>(null);
  const [socket, setSocket] = useState<SocketStatus | null>(null);
  const [reconnectSignal, setReconnectSignal] = useState(0);
  const cancelled = useRef(false);
  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
    };
  }, []);

  const start = () => {
    setError(null);
    setSocket(null);
    void allocateLab(
      work,
      (progress) => {
        if (progress.state === 'status') setStatus(progress.status);
        else if (progress.state === 'failed') {
          if (progress.status) setStatus(progress.status);
          setError(progress.message);
        } else {
          setStatus('RUNNING');
          setLab(progress.lab);
        }
      },
      () => cancelled.current,
    );
  };

  const line = labStatusLine(status, lab ? socket : null, error);
  const starting = !error && status !== 'CONTAINER_OFFLINE' && !lab;
  const socketFailed = socket === 'offline' || socket === 'disconnected' || socket === 'terminated';
  return (
    <figure
      className="widget-frame p-4"
      data-widget="LiveTerminal"
      data-testid={`live-terminal-${widget.id}`}
      aria-label={widget.title ?? LAB_PAGE_MESSAGES.LIVE_TERMINAL_LABEL}
    >
      <div className="flex flex-wrap items-center gap-3">
        {widget.title ? <figcaption className="font-semibold text-fg">{widget.title}</figcaption> : null}
        <p role="status" className={line.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-muted'}>
          {line.text}
        </p>
        <Link className="ml-auto text-sm underline" href={labPath(widget)}>
          {LAB_PAGE_MESSAGES.OPEN_FULL_LAB}
        </Link>
      </div>
      {!lab && !starting ? (
        <button
          type="button"
          onClick={start}
          className="mt-3 rounded-full bg-brand px-5 py-2 font-semibold text-white"
        >
          {error ? LAB_PAGE_MESSAGES.RUN_AGAIN : LAB_PAGE_MESSAGES.START_TERMINAL}
        </button>
      ) : null}
      {lab && socketFailed ? (
        <button
          type="button"
          onClick={() => setReconnectSignal((n) => n + 1)}
          className="mt-3 rounded-full bg-brand px-5 py-2 font-semibold text-white"
        >
          {LAB_PAGE_MESSAGES.RUN_AGAIN}
        </button>
      ) : null}
      {lab ? (
        <div className="mt-3">
          <LabTerminal
            url={terminalUrl(lab.live_host_url, lab.allocate_id, lab.allocate_auth, 0)}
            active
            reconnectSignal={reconnectSignal}
            onStatus={setSocket}
            height="h-80"
          />
        </div>
      ) : null}
    </figure>
  );
}
