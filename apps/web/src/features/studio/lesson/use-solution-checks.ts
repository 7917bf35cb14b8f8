'use client';

import type { CodeWidget, Widget } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useCallback, useRef, useState } from 'react';
import { api } from '../../api-client/api-client';
import { type SolutionChecks, solutionFingerprint } from '../widgets/solution-checks';
import type { SolutionChecks as ChecksProp } from '../widgets/widget-list-editor';

/**
 * "Run tests against the solution": the api runs the saved draft's widget, so unsaved changes are
 * saved first; the result is kept with the fingerprint of the widget as it was checked.
 */
export function useSolutionChecks({
  lessonId,
  widgets,
  save,
  mayChange,
}: {
  lessonId: string;
  widgets: readonly Widget[];
  /** Saves if needed and resolves to the head revision, or null when the save was refused. */
  save: () => Promise<number | null>;
  mayChange: boolean;
}): { checks: SolutionChecks; prop: ChecksProp } {
  const [checks, setChecks] = useState<SolutionChecks>({});
  const [running, setRunning] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(widgets);
  latest.current = widgets;

  const run = useCallback(
    async (widgetId: string) => {
      const widget = latest.current.find((w): w is CodeWidget => w.id === widgetId && w.type === 'Code');
      if (!widget) return;
      setRunning(widgetId);
      setErrors(({ [widgetId]: _gone, ...rest }) => rest);
      const head = mayChange ? await save() : null;
      if (head === null) {
        setRunning(null);
        setErrors((shown) => ({ ...shown, [widgetId]: STUDIO_MESSAGES.SAVE_BEFORE_CHECK }));
        return;
      }
      const reply = await api.call(apiRefs.authoring.checkSolution, {
        params: { id: lessonId },
        body: { widget_id: widgetId, base_revision: head },
      });
      setRunning(null);
      if (!reply.ok) return setErrors((shown) => ({ ...shown, [widgetId]: reply.errorText }));
      setChecks((shown) => ({
        ...shown,
        [widgetId]: { fingerprint: solutionFingerprint(widget), reply: reply.data },
      }));
    },
    [lessonId, save, mayChange],
  );

  return {
    checks,
    prop: {
      checkerFor: (widgetId) => ({
        check: checks[widgetId],
        running: running === widgetId,
        error: errors[widgetId] ?? null,
        run: () => void run(widgetId),
      }),
    },
  };
}
