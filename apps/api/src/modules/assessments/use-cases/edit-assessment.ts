import { randomUUID } from 'node:crypto';
import type { EditorAssessmentReply, editorAssessmentBodySchema } from '@learnbox/contracts';
import { ASSESSMENT_MESSAGES, DomainError, questionProblems, STATUS } from '@learnbox/domain';
import type { z } from 'zod';
import type { CurrentUser } from '../../../platform/http/current-user';
import { authorize } from '../../../platform/policies';
import type { AssessmentsContext } from '../assessment-context';
import type { AssessmentRow, NewQuestion, QuestionRow } from '../assessments.repository';
import { requireAssessmentAuthor } from './list-my-assessments';

type SaveBody = z.output<typeof editorAssessmentBodySchema>;

function editorReply(row: AssessmentRow, questions: QuestionRow[]): EditorAssessmentReply {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    skill: row.skill,
    time_limit_minutes: row.timeLimitMinutes,
    max_questions: row.maxQuestions,
    published: row.published,
    questions: questions.map((question) => ({
      id: question.id,
      skill: question.skill,
      difficulty: question.difficulty,
      kind: question.kind,
      prompt: question.prompt,
      options: question.options,
      language: (question.language as 'python' | 'javascript' | null) ?? null,
      starter_code: question.starterCode,
      tests: question.tests,
      solution: question.solution,
    })),
  };
}

/** The assessment for its creator (anyone else: 403; unknown or someone's draft: 404). */
async function ownedAssessment(ctx: AssessmentsContext, user: CurrentUser | null, id: string) {
  const author = requireAssessmentAuthor(user);
  const row = await ctx.repo.byId(id);
  authorize(author, 'edit', {
    kind: 'assessment',
    exists: row !== null,
    published: row?.published ?? false,
    ownerUserId: row?.ownerUserId ?? null,
  });
  return row as AssessmentRow;
}

export async function readAssessmentForEditing(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  id: string,
) {
  const row = await ownedAssessment(ctx, user, id);
  return editorReply(row, await ctx.repo.questionsOf(row.id));
}

/**
 * Creates (id null) or saves an assessment whole. Question ids that are not this assessment's
 * get new ones, so a save can never move another assessment's question.
 */
export async function saveAssessment(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  id: string | null,
  body: SaveBody,
): Promise<EditorAssessmentReply> {
  const author = requireAssessmentAuthor(user);
  const existing = id ? await ownedAssessment(ctx, author, id) : null;
  const problems: Record<string, string> = {};
  body.questions.forEach((question, index) => {
    Object.assign(problems, questionProblems(question, `questions.${index}`));
    if (question.kind === 'coding' && !question.language)
      problems[`questions.${index}.language`] = 'Choose the language of a coding question.';
  });
  const first = Object.values(problems)[0];
  if (first) throw new DomainError(first, STATUS.OPERATION_NOT_ALLOWED, problems);
  const sameSlug = await ctx.repo.bySlug(body.slug);
  if (sameSlug && sameSlug.id !== existing?.id)
    throw new DomainError(ASSESSMENT_MESSAGES.SLUG_TAKEN, STATUS.ALREADY_EXISTS, {
      slug: ASSESSMENT_MESSAGES.SLUG_TAKEN,
    });
  const assessmentId = existing?.id ?? randomUUID();
  const ownIds = new Set((existing ? await ctx.repo.questionsOf(assessmentId) : []).map((q) => q.id));
  const questions: NewQuestion[] = body.questions.map((question, index) => ({
    id: question.id && ownIds.has(question.id) ? question.id : randomUUID(),
    skill: question.skill,
    difficulty: question.difficulty,
    kind: question.kind,
    prompt: question.prompt,
    options:
      question.kind === 'multiple_choice'
        ? question.options.map((option) => ({
            id: option.id || randomUUID(),
            text: option.text,
            correct: option.correct,
          }))
        : [],
    language: question.kind === 'coding' ? question.language : null,
    starterCode: question.starter_code,
    tests: question.kind === 'coding' ? question.tests : [],
    solution: question.solution,
    position: index,
  }));
  await ctx.repo.saveWhole(
    assessmentId,
    {
      slug: body.slug,
      title: body.title,
      summary: body.summary,
      skill: body.skill.toLowerCase(),
      timeLimitMinutes: body.time_limit_minutes,
      maxQuestions: body.max_questions,
      published: body.published,
      ownerUserId: existing?.ownerUserId ?? author.id,
    },
    questions,
    ctx.now(),
  );
  return readAssessmentForEditing(ctx, author, assessmentId);
}
