import type {
  QuizAnswerReply,
  QuizAnswerRequest,
  QuizScoreReply,
  QuizVerdict,
  Widget,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { DomainError, QUIZ_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { createPageWidgetReader, type PageWidgetReader } from '../code';
import { createContentRepository, loadReader, readableLessonWidgets } from '../content';
import { createEntitlementsRepository } from '../entitlements';
import { createProgressRepository } from '../progress';
import { checkChoice, findQuestion, isRight, verdictOf } from './grade-question';
import { createQuizRepository } from './quiz.repository';
import { latestVerdicts, quizScores, quizzesPassed } from './quiz-scores';

/**
 * A studio draft's widgets for collaborators (the authoring module, app.ts): the studio's preview
 * grades against the draft it shows. Anyone else gets the studio's 404.
 */
export interface DraftWidgetReader {
  widgetsOf(kind: 'lesson' | 'shot', id: string, user: CurrentUser | null): Promise<Widget[]>;
}

export function createQuizService(db: Database, drafts?: DraftWidgetReader) {
  const content = createContentRepository(db);
  const entitlements = createEntitlementsRepository(db);
  const pages: PageWidgetReader = createPageWidgetReader(db);
  const attempts = createQuizRepository(db);
  const progress = createProgressRepository(db);

  async function widgetsOf(request: QuizAnswerRequest, user: CurrentUser | null): Promise<Widget[]> {
    if (request.preview && drafts) {
      const kind = request.lesson_id !== undefined ? 'lesson' : 'shot';
      return drafts.widgetsOf(kind, request.lesson_id ?? request.shot_id ?? '', user);
    }
    return pages.widgetsOf(request, user);
  }

  /** A lesson counts as completed once all its quizzes are passed; nothing else is undone. */
  async function completeWhenPassed(userId: string, lessonId: string, widgets: Widget[]): Promise<boolean> {
    if (!quizzesPassed(widgets, await attempts.attempts(userId, lessonId))) return false;
    const lesson = await content.findLessonById(lessonId);
    if (!lesson) return false;
    await progress.setCompleted(userId, lesson, true);
    return true;
  }

  return {
    /**
     * POST /api/quiz/answer. The page is read with its own rules (404 for a page one may not see,
     * the lesson's 403 when locked), so a quiz is gradable exactly when it is readable. Visitors
     * and previews get the verdict without anything stored.
     */
    async answer(request: QuizAnswerRequest, user: CurrentUser | null): Promise<QuizAnswerReply> {
      const widgets = await widgetsOf(request, user);
      const { question } = findQuestion(widgets, request.widget_id, request.question_id);
      const chosen = checkChoice(question, request.chosen);
      const right = isRight(question, chosen);
      const verdict = verdictOf(request.widget_id, question, chosen, right);
      const lessonId = request.preview ? undefined : request.lesson_id;
      if (!user || lessonId === undefined) return { ...verdict, stored: false, lesson_completed: false };
      await attempts.record({
        userId: user.id,
        lessonId,
        widgetId: request.widget_id,
        questionId: question.id,
        chosen,
        right,
      });
      const completed = right && (await completeWhenPassed(user.id, lessonId, widgets));
      return { ...verdict, stored: true, lesson_completed: completed };
    },

    /** GET /api/quiz/score: the signed-in learner's score on each quiz of a lesson they may read. */
    async score(lessonId: string, user: CurrentUser | null): Promise<QuizScoreReply> {
      if (!user) throw new DomainError(QUIZ_MESSAGES.SIGN_IN_FOR_SCORE, STATUS.UNAUTHORIZED);
      const widgets = await readableLessonWidgets(content, lessonId, await loadReader(user, entitlements));
      const tried = await attempts.attempts(user.id, lessonId);
      return {
        lesson_id: lessonId,
        quizzes: quizScores(widgets, tried),
        passed: quizzesPassed(widgets, tried),
      };
    },
  };
}

/** The learner's latest verdicts for the reader's lesson reply (content asks through app.ts). */
export function createQuizVerdictStore(db: Database) {
  const attempts = createQuizRepository(db);
  return {
    async verdicts(userId: string, lessonId: string, widgets: readonly Widget[]): Promise<QuizVerdict[]> {
      if (!widgets.some((widget) => widget.type === 'Quiz')) return [];
      return latestVerdicts(widgets, await attempts.attempts(userId, lessonId));
    },
  };
}

/** Completion facts for other modules (certificates): are a lesson's quizzes all passed? */
export async function isLessonQuizPassed(db: Database, userId: string, lessonId: string): Promise<boolean> {
  const widgets = ((await createContentRepository(db).lessonWidgets(lessonId)) ?? []) as Widget[];
  return quizzesPassed(widgets, await createQuizRepository(db).attempts(userId, lessonId));
}
