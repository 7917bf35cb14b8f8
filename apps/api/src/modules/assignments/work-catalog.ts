import type { AssignmentWork } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  type AssignmentWorkKind,
  isCourseVisibleToEnterpriseSubscriber,
  type OrganizationCatalogue,
} from '@learnbox/domain';
import { createAssessmentFacts } from '../assessments';
import { type CollectionListRow, collectionUrl, createContentRepository, toAccessCourse } from '../content';
import { createCompletionReader } from '../progress';
import { createProjectFacts } from '../projects';

/** A learner's progress in assigned work, whatever its kind; `level` only for assessments. */
export interface AssignedProgress {
  percent: number;
  started: boolean;
  completed: boolean;
  completedAt: Date | null;
  level: string | null;
}

/**
 * The four kinds of assignable work, read through the modules that own them: content (courses
 * and paths, with the enterprise catalogue rule), assessments and projects. Progress comes from
 * progress (lessons), assessments (attempts and levels) and projects (tasks passed).
 */
export function createWorkCatalog(db: Database) {
  const content = createContentRepository(db);
  const completion = createCompletionReader(db);
  const assessments = createAssessmentFacts(db);
  const projects = createProjectFacts(db);

  const fromCollection = (row: CollectionListRow): AssignmentWork => ({
    kind: row.collectionType === 'path' ? 'path' : 'course',
    id: row.id,
    title: row.title,
    link: collectionUrl(row),
  });

  /** A course private to an organization (collections.organization_id) is no other one's to see or assign. */
  const ownedElsewhere = (row: CollectionListRow, organizationId: string | undefined) =>
    organizationId !== undefined && row.organizationId !== null && row.organizationId !== organizationId;

  const visible = (row: CollectionListRow, catalogue: OrganizationCatalogue | null) => {
    if (!catalogue) return true;
    const visibility = toAccessCourse(row, undefined).visibility;
    return visibility ? isCourseVisibleToEnterpriseSubscriber(visibility, catalogue) : true;
  };

  return {
    /**
     * The published work of this kind and id: `missing` when there is none, `hidden` when an
     * enterprise catalogue (passed in) keeps it from the organization's members. Given the
     * organization that assigns, a course private to another organization is `missing`.
     */
    async find(
      kind: AssignmentWorkKind,
      id: string,
      catalogue: OrganizationCatalogue | null,
      forOrganization?: string,
    ): Promise<AssignmentWork | 'missing' | 'hidden'> {
      if (kind === 'course' || kind === 'path') {
        const row = await content.findCollectionById(id);
        const type = kind === 'course' ? 'collection' : 'path';
        if (!row || row.collectionType !== type || row.status !== 'published') return 'missing';
        if (ownedElsewhere(row, forOrganization)) return 'missing';
        return visible(row, catalogue) ? fromCollection(row) : 'hidden';
      }
      if (kind === 'assessment') {
        const found = await assessments.find(id);
        return found ? { kind, id, title: found.title, link: `/assessments/${found.slug}` } : 'missing';
      }
      const found = await projects.find(id);
      return found ? { kind, id, title: found.title, link: `/projects/${found.slug}` } : 'missing';
    },

    /** Everything the organization may assign, courses and paths filtered by its catalogue. */
    async assignable(
      catalogue: OrganizationCatalogue | null,
      organizationId: string,
    ): Promise<AssignmentWork[]> {
      const collections = (await content.publishedCoursesAndPaths())
        .filter((row) => !ownedElsewhere(row, organizationId) && visible(row, catalogue))
        .map(fromCollection);
      const assessmentWorks = (await assessments.published()).map(
        (row): AssignmentWork => ({
          kind: 'assessment',
          id: row.id,
          title: row.title,
          link: `/assessments/${row.slug}`,
        }),
      );
      const projectWorks = (await projects.published()).map(
        (row): AssignmentWork => ({
          kind: 'project',
          id: row.id,
          title: row.title,
          link: `/projects/${row.slug}`,
        }),
      );
      return [...collections, ...assessmentWorks, ...projectWorks];
    },

    /** How far this learner is in the work. */
    async progressOf(userId: string, kind: AssignmentWorkKind, id: string): Promise<AssignedProgress> {
      if (kind === 'course' || kind === 'path')
        return { ...(await completion.progressOf(userId, kind, id)), level: null };
      if (kind === 'assessment') {
        const standing = await assessments.standing(userId, id);
        return { ...standing, percent: standing.completed ? 100 : 0 };
      }
      return { ...(await projects.standing(userId, id)), level: null };
    },
  };
}
export type WorkCatalog = ReturnType<typeof createWorkCatalog>;
