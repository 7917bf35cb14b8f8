import { type buildCodeService, createWidgetJudge } from '../code';
import type { CheckSolutionRunner } from './authoring-context';

/**
 * The studio's solution check through the code module's widget judge: the draft's widgets stand
 * in for the published page, and the solution files for a learner's, so nothing is judged twice
 * differently.
 */
export function createCheckSolutionRunner(code: ReturnType<typeof buildCodeService>): CheckSolutionRunner {
  return (page, widget, files, requester) =>
    createWidgetJudge({ code, pages: { widgetsOf: async () => page.widgets } }).judge(
      { lesson_id: page.lessonId, widget_id: widget.id, files },
      requester,
    );
}
