import type { AssessmentSummary } from '@learnbox/contracts';
import type { AssessmentsContext } from '../assessment-context';
import type { AssessmentRow } from '../assessments.repository';

export function summaryOf(row: AssessmentRow, questionCount: number): AssessmentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    skill: row.skill,
    question_count: questionCount,
    max_questions: row.maxQuestions,
    time_limit_minutes: row.timeLimitMinutes,
  };
}

export async function listAssessments(ctx: AssessmentsContext) {
  const rows = await ctx.repo.published();
  return { assessments: rows.map((row) => summaryOf(row, row.questionCount)) };
}
