import type { PrivateCoursesReply } from '@learnbox/contracts';
import {
  DomainError,
  managesPrivateContent,
  NOT_PRIVATE_TO_ORGANIZATION_MESSAGE,
  PRIVATE_CONTENT_ROLE_MESSAGE,
  PRIVATE_COURSE_NOT_FOUND_MESSAGE,
  PRIVATE_COURSE_OTHER_ORGANIZATION_MESSAGE,
  privateContentRefusal,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationsContext } from './organizations-context';
import { requireOrganization } from './require-admin';

type CourseRef = { kind: 'course' | 'path'; id: string };

/**
 * The list as this caller may see it: `canCreate` whether they may add to it, `withDrafts` whether
 * they look after it (admins and managers see drafts; members only what is published).
 */
async function listFor(
  ctx: OrganizationsContext,
  organizationId: string,
  { canCreate, withDrafts }: { canCreate: boolean; withDrafts: boolean },
): Promise<PrivateCoursesReply> {
  const rows = await ctx.repo.privateCollections(organizationId, { withDrafts });
  return {
    can_create: canCreate,
    courses: rows.map((row) => ({
      kind: row.collectionType === 'path' ? 'path' : 'course',
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
    })),
  };
}

/** The organization, once the caller may make its courses private (404 non-members, 403 others). */
async function requirePrivateContent(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
  course: CourseRef,
) {
  const { organization, membership } = await requireOrganization(ctx, organizationId, user, 'view');
  const refusal = privateContentRefusal(organization, membership);
  if (refusal) throw new DomainError(refusal, STATUS.ACCESS_DENIED);
  // Only the course's own authors and editors decide where it is seen, as the studio's rule.
  if (!(await ctx.canChangeWork(user, course)))
    throw new DomainError(PRIVATE_COURSE_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  const row = await ctx.repo.collectionOrganization(course.id);
  if (!row) throw new DomainError(PRIVATE_COURSE_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  return row;
}

/**
 * GET …/private-courses: any member may see the list, members only its published courses (a draft's
 * title is not theirs to read yet); can_create says whether they may add.
 */
export async function listPrivateCourses(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<PrivateCoursesReply> {
  const { organization, membership } = await requireOrganization(ctx, organizationId, user, 'view');
  return listFor(ctx, organizationId, {
    canCreate: privateContentRefusal(organization, membership) === null,
    withDrafts: managesPrivateContent(membership),
  });
}

/**
 * PUT …/private-courses/:kind/:id: from now on only the organization's members see the course,
 * on every read path (catalogue, search, sitemap, course page, lessons): content's access rule
 * reads collections.organization_id.
 */
export async function makeCoursePrivate(
  ctx: OrganizationsContext,
  organizationId: string,
  course: CourseRef,
  user: CurrentUser,
): Promise<PrivateCoursesReply> {
  const row = await requirePrivateContent(ctx, organizationId, user, course);
  if (row.organizationId && row.organizationId !== organizationId)
    throw new DomainError(PRIVATE_COURSE_OTHER_ORGANIZATION_MESSAGE, STATUS.OPERATION_NOT_ALLOWED);
  await ctx.repo.setCollectionOrganization(course.id, organizationId);
  return listFor(ctx, organizationId, { canCreate: true, withDrafts: true });
}

/**
 * DELETE …/private-courses/:kind/:id: everyone sees the course again. Allowed to the same people
 * even when the organization has lost the flag since, so content never stays stuck as private.
 */
export async function makeCoursePublic(
  ctx: OrganizationsContext,
  organizationId: string,
  course: CourseRef,
  user: CurrentUser,
): Promise<PrivateCoursesReply> {
  const { organization, membership } = await requireOrganization(ctx, organizationId, user, 'view');
  const refusal = privateContentRefusal({ canCreatePrivateContent: true }, membership);
  if (refusal) throw new DomainError(PRIVATE_CONTENT_ROLE_MESSAGE, STATUS.ACCESS_DENIED);
  if (!(await ctx.canChangeWork(user, course)))
    throw new DomainError(PRIVATE_COURSE_NOT_FOUND_MESSAGE, STATUS.NOT_FOUND);
  const row = await ctx.repo.collectionOrganization(course.id);
  if (row?.organizationId !== organizationId)
    throw new DomainError(NOT_PRIVATE_TO_ORGANIZATION_MESSAGE, STATUS.NOT_FOUND);
  await ctx.repo.setCollectionOrganization(course.id, null);
  return listFor(ctx, organizationId, {
    canCreate: privateContentRefusal(organization, membership) === null,
    withDrafts: true,
  });
}
