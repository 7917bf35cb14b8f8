import type {
  CatalogueEntry,
  CatalogueQuery,
  CatalogueReply,
  SitemapReply,
  TagsQuery,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { hasFullAccess } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { ContentRepository } from '../content';
import {
  createContentRepository,
  loadReader,
  type Reader,
  toAccessCourse,
  toCatalogueItem,
} from '../content';
import type { EntitlementsRepository } from '../entitlements';
import { createEntitlementsRepository } from '../entitlements';
import type { ShotsRepository } from '../shots';
import { createShotsRepository, toShotSummary } from '../shots';
import type { CatalogueEntryRef, CatalogueRepository } from './catalogue.repository';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueVisibility } from './catalogue-visibility';
import { planSearch } from './search-plan';

/** The index's words change only when content is imported; a minute of staleness is fine. */
const VOCABULARY_TTL_MS = 60_000;

export function createCatalogueService(
  catalogue: CatalogueRepository,
  content: ContentRepository,
  shots: ShotsRepository,
  entitlements: EntitlementsRepository,
) {
  const visibility = createCatalogueVisibility(catalogue, content);
  let vocabulary: { words: string[]; at: number } | null = null;
  const words = async () => {
    if (!vocabulary || Date.now() - vocabulary.at > VOCABULARY_TTL_MS) {
      vocabulary = { words: await catalogue.vocabulary(), at: Date.now() };
    }
    return vocabulary.words;
  };

  /**
   * Of the listed courses whose lessons may be locked, the ones this reader opens in full (owned,
   * subscribed, a seat, authored): only their locked lessons' words may match or be named.
   */
  async function fullTextCourseIds(reader: Reader | null): Promise<string[]> {
    if (!reader) return [];
    const rows = await content.collectionsByIds(await catalogue.lockableCourseIds());
    const authors = await content.authorsByIds(rows.map((row) => row.authorId));
    return rows
      .filter((row) => hasFullAccess(toAccessCourse(row, authors.get(row.authorId)), reader))
      .map((row) => row.id);
  }

  /**
   * “Matches in the lesson …”: where a course matched, since its lessons are not results
   * themselves; only lessons the caller may open are named.
   */
  async function lessonHeadlines(courseIds: string[], openCourseIds: string[], simple: string | null) {
    const matches = simple ? await catalogue.matchingLessons(courseIds, openCourseIds, simple) : [];
    return (courseId: string) => {
      const titles = matches.filter((match) => match.courseId === courseId).map((match) => match.title);
      if (titles.length === 0) return null;
      return `Matches in ${titles.length === 1 ? 'the lesson' : 'lessons'} ${titles
        .slice(0, 3)
        .map((title) => `“${title}”`)
        .join(', ')}`;
    };
  }

  return {
    /** `b2bVisitor`: a logged-out visitor on an organization's host (spec section 5). */
    async list(query: CatalogueQuery, user: CurrentUser | null, b2bVisitor = false): Promise<CatalogueReply> {
      const searching = Boolean(query.q?.trim());
      const { plan, words: searched, corrections } = planSearch(query.q, searching ? await words() : []);
      const reader = await loadReader(user, entitlements);
      const fullText = plan.simple ? await fullTextCourseIds(reader) : [];
      const { entries, total } = await catalogue.list({
        search: plan,
        fullTextCourseIds: fullText,
        hiddenIds: await visibility.hiddenFor(reader),
        tag: query.tag,
        kind: query.kind,
        sort: query.sort,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
        b2bVisitor,
      });
      const idsOf = (source: CatalogueEntryRef['source']) =>
        entries.filter((entry) => entry.source === source).map((entry) => entry.id);
      const [collectionRows, shotRows] = await Promise.all([
        content.collectionsByIds(idsOf('collection')),
        shots.summariesByIds(idsOf('shot')),
      ]);
      const courseIds = collectionRows.map((row) => row.id);
      const [authors, counts, headline] = await Promise.all([
        content.authorsByIds([...collectionRows, ...shotRows].map((row) => row.authorId)),
        content.lessonCounts(courseIds),
        lessonHeadlines(
          courseIds,
          [...fullText, ...collectionRows.filter((row) => row.isFree).map((row) => row.id)],
          plan.simple,
        ),
      ]);
      // Keyed by table too: ids are unique per table, not across collections and shots.
      const key = (source: CatalogueEntryRef['source'], id: string) => `${source}:${id}`;
      const loaded = new Map<string, CatalogueEntry>([
        ...collectionRows.map((row): [string, CatalogueEntry] => [
          key('collection', row.id),
          toCatalogueItem(row, authors.get(row.authorId), counts.get(row.id) ?? 0, headline(row.id)),
        ]),
        ...shotRows.map((row): [string, CatalogueEntry] => [
          key('shot', row.id),
          { ...toShotSummary(row, authors.get(row.authorId)), kind: 'shot', headline: null },
        ]),
      ]);
      // Searches with an empty plan (only punctuation) list everything, like no search at all.
      return {
        items: entries.flatMap((entry) => loaded.get(key(entry.source, entry.id)) ?? []),
        total,
        page: query.page,
        page_size: query.page_size,
        page_count: Math.max(1, Math.ceil(total / query.page_size)),
        search: { words: searched, corrections },
      };
    },

    tags: (query: TagsQuery, b2bVisitor = false) => catalogue.tagCounts(query.kind, b2bVisitor),

    async sitemap(b2bVisitor = false): Promise<SitemapReply> {
      const data = await catalogue.sitemap(b2bVisitor);
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

/** The catalogue over the database: its own listing, and content's, shots' and entitlements' reads. */
export function catalogueServiceFor(db: Database) {
  return createCatalogueService(
    createCatalogueRepository(db),
    createContentRepository(db),
    createShotsRepository(db),
    createEntitlementsRepository(db),
  );
}
