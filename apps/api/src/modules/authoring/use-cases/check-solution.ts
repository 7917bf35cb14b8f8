import type { CheckSolutionReply, CodeWidget, LessonDocument } from '@learnbox/contracts';
import { AUTHORING_MESSAGES, DomainError, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AuthoringContext } from '../authoring-context';
import { documentAt } from '../documents';
import { openWork } from '../work-access';

/**
 * POST /api/author/works/lesson/:id/check-solution: the draft Code widget's solution against its
 * example and hidden tests, so an author knows the exercise can be passed before publishing.
 * The author wrote the hidden tests, so their expected and actual outputs are shown when known.
 */
export async function checkSolution(
  ctx: AuthoringContext,
  user: CurrentUser | null,
  ip: string,
  lessonId: string,
  body: { widget_id: string; base_revision: number },
): Promise<CheckSolutionReply> {
  const opened = await openWork(ctx, user, 'lesson', lessonId, 'read');
  const doc = (await documentAt(ctx, opened.work, body.base_revision)) as LessonDocument;
  const widget = doc.widgets.find(
    (item): item is CodeWidget => item.type === 'Code' && item.id === body.widget_id,
  );
  if (!widget) throw new DomainError(AUTHORING_MESSAGES.WIDGET_NOT_FOUND, STATUS.NOT_FOUND);
  if (widget.runnable === false)
    throw new DomainError(AUTHORING_MESSAGES.NOT_RUNNABLE, STATUS.OPERATION_NOT_ALLOWED);
  if (!widget.solution?.length)
    throw new DomainError(AUTHORING_MESSAGES.NO_SOLUTION, STATUS.OPERATION_NOT_ALLOWED);
  if (widget.expected_output === undefined && !widget.hidden_tests?.length)
    throw new DomainError(AUTHORING_MESSAGES.NO_TESTS, STATUS.OPERATION_NOT_ALLOWED);
  const judged = await ctx.judge({ lessonId, widgets: doc.widgets }, widget, widget.solution, {
    user: opened.user,
    ip,
  });
  const hiddenTests = widget.hidden_tests ?? [];
  let hiddenIndex = 0;
  const results = judged.cases.map((item) => {
    const passed = item.verdict === 'passed';
    if (!item.hidden)
      return {
        name: item.name ?? 'Example',
        passed,
        hidden: false,
        ...(widget.expected_output !== undefined ? { expected: widget.expected_output } : {}),
        ...(item.stdout !== undefined ? { actual: item.stdout } : {}),
      };
    const test = hiddenTests[hiddenIndex];
    hiddenIndex += 1;
    return {
      name: item.name ?? `Hidden test ${hiddenIndex}`,
      passed,
      hidden: true,
      ...(test ? { expected: test.expected_output } : {}),
    };
  });
  return { passed: judged.status === 'accepted', results };
}
