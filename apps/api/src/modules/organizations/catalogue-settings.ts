import type { CatalogueChoice, CatalogueSettings, CatalogueSettingsReply } from '@learnbox/contracts';
import {
  CATALOGUE_BOTH_LISTS_MESSAGE,
  CATALOGUE_UNKNOWN_CATEGORY_MESSAGE,
  CATALOGUE_UNKNOWN_COURSE_MESSAGE,
  DomainError,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { OrganizationRow } from './organizations.repository';
import type { OrganizationsContext } from './organizations-context';
import { requireOrganization } from './require-admin';

/** Categories are compared without case, as the visibility rule matches them. */
const categoryKey = (category: string) => category.trim().toLowerCase();

function settingsOf(organization: OrganizationRow): CatalogueSettings {
  return {
    include_all_courses: organization.includeAllCourses,
    included_courses_list: organization.includedCoursesList,
    excluded_courses_list: organization.excludedCoursesList,
    included_categories_list: organization.includedCategoriesList,
    excluded_categories_list: organization.excludedCategoriesList,
  };
}

async function reply(
  ctx: OrganizationsContext,
  organization: OrganizationRow,
): Promise<CatalogueSettingsReply> {
  const courses = await ctx.catalogue.choices();
  const categories = [...new Set(courses.flatMap((course) => course.categories))].sort();
  return { settings: settingsOf(organization), courses, categories };
}

/** Every named course and category must exist, and nothing may be both included and excluded. */
function validate(settings: CatalogueSettings, courses: CatalogueChoice[]): CatalogueSettings {
  const known = new Set(courses.map((course) => `${course.author_id}/${course.work_id}`));
  for (const ref of [...settings.included_courses_list, ...settings.excluded_courses_list])
    if (!known.has(`${ref.author_id}/${ref.work_id}`))
      throw new DomainError(CATALOGUE_UNKNOWN_COURSE_MESSAGE(ref.work_id), STATUS.OPERATION_NOT_ALLOWED);
  const categories = new Map(
    courses.flatMap((course) => course.categories).map((category) => [categoryKey(category), category]),
  );
  for (const category of [...settings.included_categories_list, ...settings.excluded_categories_list])
    if (!categories.has(categoryKey(category)))
      throw new DomainError(CATALOGUE_UNKNOWN_CATEGORY_MESSAGE(category), STATUS.OPERATION_NOT_ALLOWED);
  const excluded = new Set(settings.excluded_courses_list.map((ref) => `${ref.author_id}/${ref.work_id}`));
  const both = settings.included_courses_list.find((ref) => excluded.has(`${ref.author_id}/${ref.work_id}`));
  if (both) throw new DomainError(CATALOGUE_BOTH_LISTS_MESSAGE(both.work_id), STATUS.OPERATION_NOT_ALLOWED);
  const excludedCategories = new Set(settings.excluded_categories_list.map(categoryKey));
  const bothCategory = settings.included_categories_list.find((c) => excludedCategories.has(categoryKey(c)));
  if (bothCategory)
    throw new DomainError(CATALOGUE_BOTH_LISTS_MESSAGE(bothCategory), STATUS.OPERATION_NOT_ALLOWED);
  // Stored as the catalogue spells them, once each.
  const unique = <T>(items: T[], key: (item: T) => string) => [
    ...new Map(items.map((item) => [key(item), item])).values(),
  ];
  const refKey = (ref: { author_id: string; work_id: string }) => `${ref.author_id}/${ref.work_id}`;
  const spell = (list: string[]) =>
    unique(
      list.map((category) => categories.get(categoryKey(category)) ?? category),
      categoryKey,
    );
  return {
    include_all_courses: settings.include_all_courses,
    included_courses_list: unique(settings.included_courses_list, refKey),
    excluded_courses_list: unique(settings.excluded_courses_list, refKey),
    included_categories_list: spell(settings.included_categories_list),
    excluded_categories_list: spell(settings.excluded_categories_list),
  };
}

/** GET …/catalogue: the lists and what they can name (admins: 'configure'). */
export async function getCatalogueSettings(
  ctx: OrganizationsContext,
  organizationId: string,
  user: CurrentUser,
): Promise<CatalogueSettingsReply> {
  const { organization } = await requireOrganization(ctx, organizationId, user, 'configure');
  return reply(ctx, organization);
}

/**
 * PUT …/catalogue: replaces the lists. Members' catalogues and reading access follow on their next
 * request: both read the organization row (entitlements/organization-seats.repository.ts).
 */
export async function saveCatalogueSettings(
  ctx: OrganizationsContext,
  organizationId: string,
  body: CatalogueSettings,
  user: CurrentUser,
): Promise<CatalogueSettingsReply> {
  await requireOrganization(ctx, organizationId, user, 'configure');
  const settings = validate(body, await ctx.catalogue.choices());
  await ctx.repo.saveCatalogue(organizationId, {
    includeAllCourses: settings.include_all_courses,
    includedCoursesList: settings.included_courses_list,
    excludedCoursesList: settings.excluded_courses_list,
    includedCategoriesList: settings.included_categories_list,
    excludedCategoriesList: settings.excluded_categories_list,
  });
  const saved = await ctx.repo.getOrganization(organizationId);
  if (!saved) throw new DomainError('This organization no longer exists.', STATUS.NOT_FOUND);
  return reply(ctx, saved);
}
