import type { CatalogueChoice } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { type AccessReader, isListedForReader, type OrganizationCatalogue } from '@learnbox/domain';
import { type ContentRepository, createContentRepository, toAccessCourse } from '../content';
import { type CatalogueRepository, createCatalogueRepository } from './catalogue.repository';

/**
 * Which listed courses and paths a reader's catalogue shows. The member's lists, search and
 * explore, and the admin's preview in the dashboard all go through `isListedForReader`, so the
 * preview is what members get, not a second reading of the rules.
 */
export function createCatalogueVisibility(catalogue: CatalogueRepository, content: ContentRepository) {
  async function listed() {
    const rows = await content.collectionsByIds(await catalogue.listedCollectionIds());
    const authors = await content.authorsByIds(rows.map((row) => row.authorId));
    return rows
      .map((row) => ({ row, access: toAccessCourse(row, authors.get(row.authorId)) }))
      .sort((a, b) => a.row.title.localeCompare(b.row.title) || a.row.id.localeCompare(b.row.id));
  }
  const toChoice = ({ row }: Awaited<ReturnType<typeof listed>>[number]): CatalogueChoice => ({
    author_id: row.authorId,
    work_id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.collectionType === 'path' ? 'path' : 'course',
    categories: row.learnerTags,
  });

  return {
    /** Ids of listed collections the reader's catalogue leaves out. */
    async hiddenFor(reader: AccessReader | null): Promise<string[]> {
      return (await listed())
        .filter(({ access }) => !isListedForReader(access, reader))
        .map(({ row }) => row.id);
    },

    /** Courses and paths anyone may see: what an organization's lists can name. */
    async choices(): Promise<CatalogueChoice[]> {
      return (await listed()).filter(({ row }) => row.organizationId === null).map(toChoice);
    },

    /**
     * What a member of this organization with a seat sees: a reader who holds only that seat
     * (null for a team plan, whose members see everything) and belongs to that organization.
     */
    async previewFor(organizationId: string, seat: OrganizationCatalogue | null): Promise<CatalogueChoice[]> {
      const member: AccessReader = {
        email: '',
        emailVerified: false,
        hasActiveSubscription: false,
        ownedCourseIds: [],
        organizationSeats: [seat],
        organizationIds: [organizationId],
      };
      return (await listed()).filter(({ access }) => isListedForReader(access, member)).map(toChoice);
    },
  };
}
export type CatalogueVisibility = ReturnType<typeof createCatalogueVisibility>;

export function catalogueVisibilityFor(db: Database): CatalogueVisibility {
  return createCatalogueVisibility(createCatalogueRepository(db), createContentRepository(db));
}
