import type { AttemptResultReply } from '@learnbox/contracts';
import {
  ASSESSMENT_MESSAGES,
  DomainError,
  estimateAbility,
  type ProficiencyLevel,
  proficiencyLevelOf,
  recommendWorks,
  retakeAllowedAt,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { AssessmentsContext } from '../assessment-context';
import { advanceAttempt, loadAttempt } from './attempt-state';

/** A finished attempt: overall and per-skill levels, every answer, and catalogue recommendations. */
export async function attemptResult(
  ctx: AssessmentsContext,
  user: CurrentUser | null,
  attemptId: string,
): Promise<AttemptResultReply> {
  // Reading the result after the time ran out ends the attempt, as reading its state would.
  const { attempt, assessment, questions, answers } = await advanceAttempt(
    ctx,
    await loadAttempt(ctx, user, attemptId),
  );
  if (!attempt.finishedAt) throw new DomainError(ASSESSMENT_MESSAGES.NOT_FINISHED, STATUS.ALREADY_EXISTS);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const skills = new Map<string, { difficulty: number; correct: boolean }[]>();
  for (const answer of answers) {
    const skill = byId.get(answer.questionId)?.skill ?? assessment.skill;
    skills.set(skill, [...(skills.get(skill) ?? []), answer]);
  }
  const level = (attempt.level ?? proficiencyLevelOf(attempt.ability ?? 0)) as ProficiencyLevel;
  const works = (await ctx.repo.catalogueWorksTagged(assessment.skill)).map((work) => ({
    kind: work.collectionType === 'path' ? ('path' as const) : ('course' as const),
    slug: work.slug,
    title: work.title,
    tags: work.tags,
    difficulty: work.difficulty,
  }));
  const allowedAt = retakeAllowedAt(attempt.finishedAt, ctx.now());
  return {
    attempt_id: attempt.id,
    assessment: { slug: assessment.slug, title: assessment.title, skill: assessment.skill },
    started_at: attempt.startedAt.toISOString(),
    finished_at: attempt.finishedAt.toISOString(),
    end_reason: attempt.endReason ?? 'length',
    level,
    ability: attempt.ability ?? 0,
    standard_error: attempt.standardError ?? 1,
    skills: [...skills.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([skill, responses]) => ({
        skill,
        level: proficiencyLevelOf(estimateAbility(responses).ability),
        answered: responses.length,
        correct: responses.filter((response) => response.correct).length,
      })),
    evidence: answers.map((answer) => {
      const question = byId.get(answer.questionId);
      const options = question?.options ?? [];
      const chosen = options.find((option) => option.id === answer.answer);
      return {
        position: answer.position,
        question_id: answer.questionId,
        skill: question?.skill ?? assessment.skill,
        kind: question?.kind ?? 'multiple_choice',
        prompt: question?.prompt ?? '',
        difficulty: answer.difficulty,
        answer: question?.kind === 'coding' ? answer.answer : (chosen?.text ?? answer.answer),
        correct: answer.correct,
        seconds: Math.max(0, Math.round((answer.answeredAt.getTime() - answer.askedAt.getTime()) / 1000)),
      };
    }),
    recommendations: recommendWorks(works, assessment.skill, level).map((work) => ({
      kind: work.kind,
      slug: work.slug,
      title: work.title,
      difficulty: work.difficulty,
      url: work.kind === 'path' ? `/path/${work.slug}` : `/courses/${work.slug}`,
    })),
    retake_allowed_at: allowedAt?.toISOString() ?? null,
  };
}
