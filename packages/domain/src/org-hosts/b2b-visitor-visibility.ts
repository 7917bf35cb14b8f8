/**
 * Spec section 5: "On B2B domains, logged-out users cannot see free, unpriced or
 * 'prepare-for-interview' courses." An organization's host shows visitors what its members
 * would buy seats for, not the free or interview-preparation catalogue.
 */

/** The path type of interview-preparation paths (spec section 9 "Path types"). */
export const INTERVIEW_PREP_PATH_TYPE = 'interview_prep';

/**
 * Tags that mark a course as interview preparation. The spec names the kind
 * 'prepare-for-interview' (also its landing page path); the content folder tags such courses
 * 'interview-prep'. Both count.
 */
export const INTERVIEW_PREP_TAGS = ['prepare-for-interview', 'interview-prep'] as const;

/** A course or path as this rule sees it. */
export interface B2bVisibilityCourse {
  is_free: boolean;
  is_priced: boolean;
  path_type?: string | null;
  tags?: readonly string[];
}

export function isInterviewPrep(course: B2bVisibilityCourse): boolean {
  if (course.path_type === INTERVIEW_PREP_PATH_TYPE) return true;
  const tags = new Set((course.tags ?? []).map((tag) => tag.toLowerCase()));
  return INTERVIEW_PREP_TAGS.some((tag) => tags.has(tag));
}

/** Whether a logged-out visitor on a B2B host must not see this course or path at all. */
export function isHiddenFromB2bVisitor(course: B2bVisibilityCourse): boolean {
  return course.is_free || !course.is_priced || isInterviewPrep(course);
}
