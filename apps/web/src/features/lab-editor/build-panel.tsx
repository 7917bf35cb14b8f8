'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import {
  type ImageBuildState,
  initialImageBuildState,
  LAB_EDITOR_MESSAGES,
  reduceImageBuild,
} from '@learnbox/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { watchBuild } from './build-watch';

type LabWork = { authorId: string; workId: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What the build line says in each state of spec section 4 "Image build status". */
function statusText(state: ImageBuildState): string {
  if (state.pending) return 'Starting the build…';
  if (state.buildStatus === 'PENDING') return `PENDING: building ${state.imageName ?? 'the image'}…`;
  if (state.buildStatus === 'SUCCESS') return `SUCCESS: ${LAB_EDITOR_MESSAGES.BUILD_SUCCEEDED}`;
  if (state.buildStatus === 'FAILURE') return `FAILURE: ${LAB_EDITOR_MESSAGES.BUILD_FAILED}`;
  return 'No build yet.';
}

/**
 * "Rebuild image": builds the Dockerfile shown (the api saves it first) and shows the build's log
 * line by line as it comes, until SUCCESS or FAILURE. A build still running when the page opens
 * is followed the same way.
 */
export function BuildPanel({
  work,
  dockerfile,
  running,
  onBuilt,
  onRefused,
}: {
  work: LabWork;
  dockerfile: string;
  /** The lab's latest build when it is still PENDING. */
  running: string | null;
  onBuilt: (imageName: string) => void;
  onRefused: (errors: Record<string, string>) => void;
}) {
  const [build, dispatch] = useReducer(reduceImageBuild, initialImageBuildState);
  const [lines, setLines] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** True while a build is being followed: a check refused (a 4xx) ends it with the build unknown. */
  const [following, setFollowing] = useState(false);
  const watching = useRef<{ cancelled: boolean } | null>(null);
  const logBox = useRef<HTMLPreElement>(null);
  const latest = useRef({ onBuilt });
  latest.current = { onBuilt };

  const follow = (imageName: string) => {
    if (watching.current) watching.current.cancelled = true;
    const token = { cancelled: false };
    watching.current = token;
    setFollowing(true);
    const query = { image_name: imageName };
    void watchBuild(
      {
        wait,
        isCancelled: () => token.cancelled,
        status: async () => {
          const reply = await api.call(apiRefs.labs.buildStatus, { params: work, query });
          return reply.ok
            ? { httpStatus: reply.status, buildStatus: reply.data.build_status }
            : { httpStatus: reply.status, errorText: reply.errorText };
        },
        log: async (from) => {
          const reply = await api.call(apiRefs.labs.buildLog, { params: work, query: { ...query, from } });
          return reply.ok ? { ok: true, lines: reply.data.lines, next: reply.data.next } : { ok: false };
        },
      },
      (event) => {
        if (event.type === 'lines') setLines((shown) => [...shown, ...event.lines]);
        else if (event.type === 'status') dispatch({ type: 'statusChecked', buildStatus: event.status });
        else if (event.status) {
          setFollowing(false);
          dispatch({ type: 'statusChecked', buildStatus: event.status });
          if (event.status === 'SUCCESS') latest.current.onBuilt(imageName);
        } else {
          setFollowing(false);
          setError(event.errorText ?? LAB_EDITOR_MESSAGES.BUILD_START_FAILED);
        }
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the build running at load, once
  useEffect(() => {
    if (running) {
      dispatch({ type: 'rebuildAccepted', imageName: running });
      follow(running);
    }
    return () => {
      if (watching.current) watching.current.cancelled = true;
    };
  }, []);

  // The newest line stays in view as the log grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new batch of lines
  useEffect(() => {
    if (logBox.current) logBox.current.scrollTop = logBox.current.scrollHeight;
  }, [lines]);

  const rebuild = async () => {
    setError(null);
    setLines([]);
    dispatch({ type: 'rebuildRequested' });
    const reply = await api.call(apiRefs.labs.rebuildImage, { params: work, body: { dockerfile } });
    if (!reply.ok) {
      dispatch({ type: 'rebuildFailed' });
      setError(reply.errorText);
      onRefused(reply.errors);
      return;
    }
    dispatch({ type: 'rebuildAccepted', imageName: reply.data.image_name });
    follow(reply.data.image_name);
  };

  const busy = build.pending || following;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClasses()} onClick={rebuild} disabled={busy}>
          Rebuild image
        </button>
        <p
          className="text-sm text-fg"
          data-testid="build-status"
          data-build-status={build.buildStatus ?? ''}
          aria-live="polite"
        >
          {statusText(build)}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {lines.length > 0 || busy ? (
        <pre
          ref={logBox}
          role="log"
          aria-label="Build log"
          data-testid="build-log"
          className="max-h-96 overflow-auto rounded-xl bg-surface-2 p-3 font-mono text-xs leading-5 text-fg"
        >
          {lines.join('\n')}
        </pre>
      ) : null}
    </div>
  );
}
