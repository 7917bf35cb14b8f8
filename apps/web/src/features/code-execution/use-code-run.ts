'use client';

import type { CodeEndpointRequest, JudgeWidgetRequest } from '@learnbox/contracts/code';
import { needsExecutionAuthToken } from '@learnbox/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModalStore } from '../modal-state/modal-store';
import { useUserInfo } from '../user-info/use-user-info';
import { browserSessionStorage, countRunAndShouldOffer } from './code-widget-signup-offer';
import type { CodeExecutionClient, RunOptions, RunOutcome } from './execution-client';
import type { InteractionContext } from './interaction-log';

/** A widget's run: nothing yet, under way (Cancel possible), or finished with its outcome. */
export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; kind: 'execute' | 'judge' }
  | { phase: 'done'; kind: 'execute'; outcome: RunOutcome<'execute'> }
  | { phase: 'done'; kind: 'judge'; outcome: RunOutcome<'judge'> };

/** Where the widget is, for the interaction log: the course and lesson come from the URL. */
export function interactionContext(compId: string, compType: string): InteractionContext {
  const { pathname, search } = window.location;
  const lesson = /^\/courses\/([^/]+)\/([^/]+)/.exec(pathname);
  return {
    comp_id: compId,
    comp_type: compType,
    work_id: lesson?.[1] ?? null,
    work_type: lesson ? 'collection' : null,
    page_id: lesson?.[2] ?? pathname,
    is_draft_page: new URLSearchParams(search).get('content_revision') === 'draft',
  };
}

export function useCodeRun(compId: string, compType: string) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const { data: user } = useUserInfo();
  // Only Premium and Premium Plus plans carry an execution token; everyone else (logged out, or
  // user info not loaded yet) runs through the proxy without asking for one.
  const tokenEligible = user ? needsExecutionAuthToken(user) : false;
  const loggedOut = user === null;
  const current = useRef<AbortController | null>(null);

  // Leaving the page mid-run cancels it, so the runner's answer is not awaited for nothing.
  useEffect(() => () => current.current?.abort(), []);

  /** Runs `call` as the widget's current run: a newer run, a Reset or leaving the page abort it. */
  const begin = useCallback(
    async <K extends 'execute' | 'judge'>(
      kind: K,
      call: (client: CodeExecutionClient, options: RunOptions) => Promise<RunOutcome<K>>,
    ) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ phase: 'running', kind });
      const options = {
        signal: controller.signal,
        context: interactionContext(compId, compType),
        tokenEligible,
      };
      // The client (and the schemas it checks replies with) loads on the first run, not with the lesson.
      const client = (await import('./browser-client')).browserCodeExecutionClient();
      const outcome = await call(client, options);
      // A newer run (or a Reset) took over: this answer is stale.
      if (current.current !== controller) return;
      current.current = null;
      setState({ phase: 'done', kind, outcome } as RunState);
      // A logged-out visitor (user info answered null, not still loading) is offered an account.
      if (loggedOut && countRunAndShouldOffer(browserSessionStorage()) && !useModalStore.getState().name)
        useModalStore.getState().open('CodeWidgetSignupModal');
    },
    [compId, compType, tokenEligible, loggedOut],
  );

  const start = useCallback(
    (kind: 'execute' | 'judge', payload: CodeEndpointRequest<'execute'> | CodeEndpointRequest<'judge'>) =>
      kind === 'execute'
        ? begin('execute', (client, options) =>
            client.run('execute', payload as CodeEndpointRequest<'execute'>, options),
          )
        : begin('judge', (client, options) =>
            client.run('judge', payload as CodeEndpointRequest<'judge'>, options),
          ),
    [begin],
  );

  /** Check on a widget whose tests only the api holds (hidden tests). */
  const judgeWidget = useCallback(
    (request: JudgeWidgetRequest) =>
      begin('judge', (client, options) => client.judgeWidget(request, options)),
    [begin],
  );

  const cancel = useCallback(() => current.current?.abort(), []);
  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, judgeWidget, cancel, clear };
}
