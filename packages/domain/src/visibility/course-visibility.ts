/**
 * Which courses an enterprise subscriber may see (spec section 5 "Course visibility for an
 * enterprise subscriber") and what logged-out users on B2B domains may not see (spec section 5).
 */

/** Documents the organization lists govern: paths and collections (spec section 3 "Course or collection"). */
export const GOVERNED_DOC_TYPES = ['path', 'collection'] as const;

/** A course as the visibility rules see it (spec section 3 "Course or collection"). */
export interface VisibilityCourse {
  author_id: string | number;
  /** collection_id, or id when the document has no collection_id. */
  collection_id?: string | number;
  id?: string | number;
  /** collection_type, or doc_type. */
  collection_type?: string;
  doc_type?: string;
  is_private?: boolean;
  /** Set when the course is private to one organization: only its members see it (issue 16). */
  organization_id?: string | null;
  is_priced?: boolean;
  is_free?: boolean;
  /** Category and topic tags of the course, matched against the category lists. */
  learner_tags?: readonly string[];
}

/** One entry of included_courses_list / excluded_courses_list (spec section 3 "Organization"). */
export interface CourseListEntry {
  author_id: string | number;
  work_id: string | number;
}

/** The organization's catalogue settings (spec section 3 "Organization"). */
export interface OrganizationCatalogue {
  include_all_courses?: boolean;
  included_courses_list?: readonly CourseListEntry[] | null;
  excluded_courses_list?: readonly CourseListEntry[] | null;
  included_categories_list?: readonly string[] | null;
  excluded_categories_list?: readonly string[] | null;
}

function courseWorkId(course: VisibilityCourse): string {
  return String(course.collection_id ?? course.id ?? '');
}

function matchesCourses(course: VisibilityCourse, list: readonly CourseListEntry[]): boolean {
  const workId = courseWorkId(course);
  return list.some(
    (entry) => String(entry.author_id) === String(course.author_id) && String(entry.work_id) === workId,
  );
}

function matchesCategories(course: VisibilityCourse, list: readonly string[]): boolean {
  const tags = new Set((course.learner_tags ?? []).map((tag) => tag.toLowerCase()));
  return list.some((category) => tags.has(category.toLowerCase()));
}

/**
 * Visibility for an enterprise subscriber (spec section 5, all four bullets, in this order):
 * 1. private courses, and documents that are neither path nor collection, are always visible;
 * 2. include-all, or no lists at all, means visible;
 * 3. a match in the included courses or categories means visible;
 * 4. otherwise visible only if there are exclusion lists and no exclusion match.
 * Ids are compared as text (lists and courses come from different tables). Categories match the
 * course's learner_tags case-insensitively; the spec leaves the category field unnamed.
 */
export function isCourseVisibleToEnterpriseSubscriber(
  course: VisibilityCourse,
  catalogue: OrganizationCatalogue,
): boolean {
  const docType = course.collection_type ?? course.doc_type;
  if (course.is_private || !(GOVERNED_DOC_TYPES as readonly (string | undefined)[]).includes(docType))
    return true;
  const included = catalogue.included_courses_list ?? [];
  const excluded = catalogue.excluded_courses_list ?? [];
  const includedCategories = catalogue.included_categories_list ?? [];
  const excludedCategories = catalogue.excluded_categories_list ?? [];
  const hasExclusions = excluded.length > 0 || excludedCategories.length > 0;
  const hasAnyList = included.length > 0 || includedCategories.length > 0 || hasExclusions;
  if (catalogue.include_all_courses || !hasAnyList) return true;
  if (matchesCourses(course, included) || matchesCategories(course, includedCategories)) return true;
  return hasExclusions && !matchesCourses(course, excluded) && !matchesCategories(course, excludedCategories);
}
