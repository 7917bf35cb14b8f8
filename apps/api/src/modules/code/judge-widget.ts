import type { CodeWidget, JudgeWidgetRequest } from '@learnbox/contracts';
import {
  type JudgeCaseResult,
  type JudgeResponse,
  type JudgeTestCase,
  RUNNER_LANGUAGES,
  type RunnerLanguage,
} from '@learnbox/contracts/runner';
import { DomainError, NO_TESTS_TEXT, STATUS } from '@learnbox/domain';
import { notFound } from '../content';
import type { CodeRequester, CodeService } from './code.service';
import type { PageWidgetReader } from './page-widgets';

const isRunnerLanguage = (language: string): language is RunnerLanguage =>
  (RUNNER_LANGUAGES as readonly string[]).includes(language);

/** The author's example (stdin and expected output) when there is one, then every hidden test. */
function judgeCasesOf(widget: CodeWidget): JudgeTestCase[] {
  const example: JudgeTestCase[] =
    widget.expected_output === undefined
      ? []
      : [
          {
            name: 'Example',
            stdin: widget.stdin ?? '',
            expectedOutput: widget.expected_output,
            hidden: false,
          },
        ];
  const hidden = (widget.hidden_tests ?? []).map((test) => ({
    ...(test.name ? { name: test.name } : {}),
    stdin: test.stdin ?? '',
    expectedOutput: test.expected_output,
    hidden: true,
  }));
  return [...example, ...hidden];
}

/**
 * A hidden case keeps its place, name, verdict and time only. The runner already leaves out its
 * input and outputs; this holds even for a runner that does not, and also drops the exit code,
 * signal, CPU time and memory, which a program could set from the hidden input to read it out.
 */
function withoutHiddenDetails(result: JudgeResponse): JudgeResponse {
  const cases = result.cases.map((item): JudgeCaseResult => {
    if (!item.hidden) return item;
    return {
      index: item.index,
      ...(item.name !== undefined ? { name: item.name } : {}),
      hidden: true,
      verdict: item.verdict,
      exitCode: null,
      signal: null,
      wallTimeMs: item.wallTimeMs,
      cpuTimeMs: null,
      memoryKb: null,
      truncated: item.truncated,
    };
  });
  return { ...result, cases };
}

/**
 * POST /api/code/judge-widget: judges a learner's files against a Code widget's tests, which stay
 * on the server. The page is read with its own access rules (404, locked 403), and the run takes
 * the same path as /api/code/judge (validation, signed token, runner, errors).
 */
export function createWidgetJudge(deps: { code: CodeService; pages: PageWidgetReader }) {
  return {
    async judge(
      request: JudgeWidgetRequest,
      requester: CodeRequester,
      signal?: AbortSignal,
    ): Promise<JudgeResponse> {
      const widgets = await deps.pages.widgetsOf(request, requester.user);
      const widget = widgets.find(
        (item): item is CodeWidget => item.type === 'Code' && item.id === request.widget_id,
      );
      if (!widget || widget.runnable === false || !isRunnerLanguage(widget.language))
        throw notFound(`a runnable code widget “${request.widget_id}” on this page`);
      const testCases = judgeCasesOf(widget);
      if (testCases.length === 0) throw new DomainError(NO_TESTS_TEXT, STATUS.OPERATION_NOT_ALLOWED);
      const result = await deps.code.run(
        'judge',
        {
          language: widget.language,
          files: request.files,
          ...(widget.main_file ? { mainFile: widget.main_file } : {}),
          testCases,
        },
        requester,
        signal,
      );
      return withoutHiddenDetails(result);
    },
  };
}
