/**
 * Proficiency levels from a Rasch ability (θ on the same scale as question difficulty: 0 is a
 * question of middling difficulty). A level's lower bound is inclusive.
 */

export const PROFICIENCY_LEVELS = ['Novice', 'Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];

/** Lower bounds of Beginner, Intermediate, Advanced and Expert. */
export const LEVEL_THRESHOLDS = [-1.5, -0.5, 0.5, 1.5] as const;

export function proficiencyLevelOf(ability: number): ProficiencyLevel {
  let level = 0;
  for (const threshold of LEVEL_THRESHOLDS) if (ability >= threshold) level += 1;
  return PROFICIENCY_LEVELS[level] as ProficiencyLevel;
}

/** The course difficulty that suits a level (the catalogue's beginner/intermediate/advanced). */
export function courseDifficultyFor(level: ProficiencyLevel): 'beginner' | 'intermediate' | 'advanced' {
  if (level === 'Novice' || level === 'Beginner') return 'beginner';
  if (level === 'Intermediate') return 'intermediate';
  return 'advanced';
}
