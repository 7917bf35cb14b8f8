import { courseDifficultyFor, type ProficiencyLevel } from './levels';

/** A published course or path of the catalogue, as the recommender needs it. */
export interface CatalogueWork {
  kind: 'course' | 'path';
  slug: string;
  title: string;
  tags: readonly string[];
  difficulty: string;
}

const DIFFICULTY_ORDER = ['beginner', 'intermediate', 'advanced'];

/**
 * Works tagged with the skill, those whose difficulty suits the level first, then the nearest
 * difficulties, courses before paths, then by title. At most `limit`.
 */
export function recommendWorks<W extends CatalogueWork>(
  works: readonly W[],
  skillTag: string,
  level: ProficiencyLevel,
  limit = 4,
): W[] {
  const target = DIFFICULTY_ORDER.indexOf(courseDifficultyFor(level));
  const distance = (work: W) => {
    const index = DIFFICULTY_ORDER.indexOf(work.difficulty);
    return index === -1 ? DIFFICULTY_ORDER.length : Math.abs(index - target);
  };
  const tag = skillTag.toLowerCase();
  return works
    .filter((work) => work.tags.some((item) => item.toLowerCase() === tag))
    .sort(
      (a, b) =>
        distance(a) - distance(b) ||
        (a.kind === b.kind ? 0 : a.kind === 'course' ? -1 : 1) ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit);
}
