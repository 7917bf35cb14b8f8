import type { CheckSolutionReply, CodeWidget, Widget } from '@learnbox/contracts';

/**
 * "Run tests against the solution" before publishing: each Code widget with a solution must have
 * passed its visible and hidden tests, and nothing the check depended on may have changed since.
 */

export type SolutionCheck = { fingerprint: string; reply: CheckSolutionReply };
export type SolutionChecks = Record<string, SolutionCheck>;

/** Everything a check's verdict depends on: change any of it and the check is stale. */
export function solutionFingerprint(widget: CodeWidget): string {
  return JSON.stringify([
    widget.language,
    widget.files,
    widget.main_file ?? null,
    widget.stdin ?? null,
    widget.expected_output ?? null,
    widget.hidden_tests ?? [],
    widget.solution ?? null,
  ]);
}

export type CheckStatus = 'none' | 'passed' | 'failed' | 'stale' | 'unchecked';

/** Where one Code widget stands: no solution (nothing to check), never checked, passed, failed, stale. */
export function checkStatus(widget: CodeWidget, check: SolutionCheck | undefined): CheckStatus {
  if (!widget.solution) return 'none';
  if (!check) return 'unchecked';
  if (check.fingerprint !== solutionFingerprint(widget)) return 'stale';
  return check.reply.passed ? 'passed' : 'failed';
}

/** The Code widgets that stop a publish: a solution not (or no longer) shown to pass. */
export function publishBlockers(widgets: readonly Widget[], checks: SolutionChecks): string[] {
  return widgets.flatMap((widget) => {
    if (widget.type !== 'Code') return [];
    const status = checkStatus(widget, checks[widget.id]);
    return status === 'none' || status === 'passed' ? [] : [widget.id];
  });
}
