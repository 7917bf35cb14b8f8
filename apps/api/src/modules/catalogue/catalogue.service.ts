import type { CatalogueQuery, CatalogueReply, SitemapReply } from '@learnbox/contracts';
import { toCatalogueItem } from '../content/collection-mapper';
import type { ContentRepository } from '../content/content.repository';
import type { CatalogueRepository } from './catalogue.repository';
import { planSearch } from './search-plan';

/** The index's words change only when content is imported; a minute of staleness is fine. */
const VOCABULARY_TTL_MS = 60_000;

export function createCatalogueService(catalogue: CatalogueRepository, content: ContentRepository) {
  let vocabulary: { words: string[]; at: number } | null = null;
  const words = async () => {
    if (!vocabulary || Date.now() - vocabulary.at > VOCABULARY_TTL_MS) {
      vocabulary = { words: await catalogue.vocabulary(), at: Date.now() };
    }
    return vocabulary.words;
  };

  return {
    async list(query: CatalogueQuery): Promise<CatalogueReply> {
      const searching = Boolean(query.q?.trim());
      const { plan, words: searched, corrections } = planSearch(query.q, searching ? await words() : []);
      const { rows, total } = await catalogue.list({
        search: plan,
        tag: query.tag,
        kind: query.kind,
        sort: query.sort,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const ids = rows.map((row) => row.id);
      const [authors, counts, matches] = await Promise.all([
        content.authorsByIds(rows.map((row) => row.authorId)),
        content.lessonCounts(ids),
        plan.simple ? catalogue.matchingLessons(ids, plan.simple) : Promise.resolve([]),
      ]);
      const items = rows.map((row) => {
        const lessonTitles = matches.filter((match) => match.courseId === row.id).map((match) => match.title);
        const headline = lessonTitles.length
          ? `Matches in ${lessonTitles.length === 1 ? 'the lesson' : 'lessons'} ${lessonTitles
              .slice(0, 3)
              .map((title) => `“${title}”`)
              .join(', ')}`
          : null;
        return toCatalogueItem(row, authors.get(row.authorId), counts.get(row.id) ?? 0, headline);
      });
      // Searches with an empty plan (only punctuation) list everything, like no search at all.
      return {
        items,
        total,
        page: query.page,
        page_size: query.page_size,
        page_count: Math.max(1, Math.ceil(total / query.page_size)),
        search: { words: searched, corrections },
      };
    },

    tags: () => catalogue.tagCounts(),

    async sitemap(): Promise<SitemapReply> {
      const data = await catalogue.sitemap();
      return {
        courses: data.items
          .filter((item) => item.type === 'collection')
          .map((item) => ({
            slug: item.slug,
            updated_at: item.updatedAt.toISOString(),
            lessons: data.lessons
              .filter((lesson) => lesson.courseId === item.id)
              .map((lesson) => lesson.slug),
          })),
        paths: data.items
          .filter((item) => item.type === 'path')
          .map((item) => ({ slug: item.slug, updated_at: item.updatedAt.toISOString() })),
        shots: data.shots.map((shot) => ({ slug: shot.slug, updated_at: shot.updatedAt.toISOString() })),
      };
    },
  };
}
