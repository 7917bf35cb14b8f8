import type { OnboardingExperience, OnboardingGoal, OnboardingLanguage } from '@learnbox/contracts/workflow';

export interface OnboardingAnswers {
  goal: OnboardingGoal;
  experience: OnboardingExperience;
  language: OnboardingLanguage;
}

/** What the recommender reads of a catalogue item (GET /api/catalogue). */
export interface Recommendable {
  slug: string;
  title: string;
  kind: 'course' | 'path';
  path_type: string | null;
  tags: string[];
  difficulty: string;
  url: string;
}

const INTERVIEW_TAGS = ['interview-prep', 'interview', 'algorithms', 'data-structures'];
const CAREER_TAGS = ['career'];

/** How well one item fits the answers; higher is better. Each rule says why it scores. */
export function fitScore(answers: OnboardingAnswers, item: Recommendable): number {
  let score = 0;
  // The language asked for is the strongest signal: a path counts when it teaches it too.
  if (answers.language !== 'any' && item.tags.includes(answers.language)) score += 4;
  if (answers.goal === 'start_career') {
    if (item.path_type === 'learning_plan' || item.tags.some((tag) => CAREER_TAGS.includes(tag))) score += 4;
  } else if (answers.goal === 'interview') {
    if (item.path_type === 'interview_prep') score += 4;
    if (item.tags.some((tag) => INTERVIEW_TAGS.includes(tag))) score += 3;
  } else if (item.kind === 'course') {
    // Upskilling is one skill at a time: a single course beats a whole plan.
    score += 2;
  }
  const beginner = item.difficulty === 'beginner';
  if (answers.experience === 'new') score += beginner ? 2 : -1;
  else if (answers.experience === 'experienced') score += beginner ? -1 : 2;
  else if (!beginner) score += 1;
  // A learning path is what the questionnaire offers first when the fit is otherwise equal.
  if (item.kind === 'path') score += 1;
  return score;
}

/**
 * OnboardingModal's recommendation: the catalogue's path or course that fits the answers best
 * (ties go to paths, then by title, so the same answers always give the same item); null when
 * the catalogue is empty.
 */
export function recommendPath(
  answers: OnboardingAnswers,
  items: readonly Recommendable[],
): Recommendable | null {
  const ranked = items
    .map((item) => ({ item, score: fitScore(answers, item) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.item.kind === 'path') - Number(a.item.kind === 'path') ||
        a.item.title.localeCompare(b.item.title),
    );
  return ranked[0]?.item ?? null;
}
