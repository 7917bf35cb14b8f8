import { z } from 'zod';
import { contentIdSchema } from './content';
import { memberParamsSchema, organizationParamsSchema } from './organizations';

/**
 * Organization administration (issue 16 "Admin"): role changes, the catalogue lists with their
 * preview, and what a member sees of them (spec sections 3 "Organization", 5, 6).
 */

export const roleParamsSchema = memberParamsSchema;
export const catalogueParamsSchema = organizationParamsSchema;

export const changeRoleBodySchema = z
  .object({
    role: z.enum(['admin', 'manager', 'member'], { error: 'Choose admin, manager or member.' }),
    admin_level: z
      .union([z.literal(1), z.literal(2)], { error: 'admin_level is 1 (owner) or 2 (admin).' })
      .optional(),
  })
  .strict();
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;

const refId = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, { error: `Give the ${what}.` })
    .max(100, { error: `This ${what} is too long.` })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: `This ${what} is not valid.` });

/** One course or path in an include or exclude list (spec section 3: author_id and work_id). */
export const catalogueCourseRefSchema = z
  .object({ author_id: refId('author id'), work_id: refId('course id') })
  .strict();

const category = z
  .string({ error: 'A category is a word such as "python".' })
  .trim()
  .min(1, { error: 'A category cannot be empty.' })
  .max(60, { error: 'This category is too long.' });

/** Most entries a list may hold: more than the catalogue has courses. */
export const MAX_CATALOGUE_LIST = 500;

const courseList = z
  .array(catalogueCourseRefSchema, { error: 'A course list is a list of courses.' })
  .max(MAX_CATALOGUE_LIST, { error: `A list holds at most ${MAX_CATALOGUE_LIST} courses.` });
const categoryList = z
  .array(category, { error: 'A category list is a list of categories.' })
  .max(100, { error: 'A list holds at most 100 categories.' });

/** The organization's catalogue settings (spec section 3 "Organization"). */
export const catalogueSettingsSchema = z
  .object({
    include_all_courses: z.boolean({ error: 'Say whether members see every course (true or false).' }),
    included_courses_list: courseList,
    excluded_courses_list: courseList,
    included_categories_list: categoryList,
    excluded_categories_list: categoryList,
  })
  .strict();
export type CatalogueSettings = z.infer<typeof catalogueSettingsSchema>;

/** A course or path the lists can name, as the picker shows it. */
export const catalogueChoiceSchema = z.object({
  author_id: z.string(),
  work_id: z.string(),
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['course', 'path']),
  categories: z.array(z.string()),
});
export type CatalogueChoice = z.infer<typeof catalogueChoiceSchema>;

/** GET and PUT /api/organizations/{id}/catalogue. */
export const catalogueSettingsReplySchema = z.object({
  settings: catalogueSettingsSchema,
  courses: z.array(catalogueChoiceSchema),
  categories: z.array(z.string()),
});
export type CatalogueSettingsReply = z.infer<typeof catalogueSettingsReplySchema>;

/** GET /api/organizations/{id}/catalogue/preview: the courses and paths a member sees. */
export const cataloguePreviewReplySchema = z.object({ items: z.array(catalogueChoiceSchema) });
export type CataloguePreviewReply = z.infer<typeof cataloguePreviewReplySchema>;

/** Days the team home's activity counts look back. */
export const TEAM_ACTIVITY_DAYS = 7;

/** GET /api/organizations/{id}/overview: the team home of admins and managers (spec section 4 mode). */
export const teamOverviewReplySchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }),
  seats: z.object({ seats: z.number().int(), used: z.number().int(), pending: z.number().int() }),
  people: z.object({ members: z.number().int(), admins: z.number().int(), managers: z.number().int() }),
  activity: z.object({
    days: z.number().int(),
    lessons_completed: z.number().int(),
    active_learners: z.number().int(),
  }),
});
export type TeamOverviewReply = z.infer<typeof teamOverviewReplySchema>;

/** A course or path of the studio made private to an organization (issue 16 "Private content"). */
export const privateCourseParamsSchema = organizationParamsSchema.extend({
  kind: z.enum(['course', 'path'], { error: 'Only courses and paths can be private to an organization.' }),
  id: contentIdSchema,
});

export const privateCourseSchema = z.object({
  kind: z.enum(['course', 'path']),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['published', 'draft']),
});

/** GET/PUT/DELETE /api/organizations/{id}/private-courses…: the organization's private courses. */
export const privateCoursesReplySchema = z.object({
  /** Whether the caller may make courses private to this organization. */
  can_create: z.boolean(),
  courses: z.array(privateCourseSchema),
});
export type PrivateCoursesReply = z.infer<typeof privateCoursesReplySchema>;

/** Most free onboarding seats staff may give one organization (spec section 3). */
export const MAX_FREE_ONBOARDING_SEATS = 1000;

/** One organization as the staff page lists it, with the two switches only staff turn. */
export const staffOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.number().int(),
  can_create_private_content: z.boolean(),
  free_onboarding_seats: z.number().int(),
});
export type StaffOrganization = z.infer<typeof staffOrganizationSchema>;

/** GET /api/staff/organizations and the reply of a change. */
export const staffOrganizationsReplySchema = z.object({ organizations: z.array(staffOrganizationSchema) });
export type StaffOrganizationsReply = z.infer<typeof staffOrganizationsReplySchema>;

/** PATCH /api/staff/organizations/{id}: the private-content flag, the free onboarding seats, or both. */
export const staffOrganizationBodySchema = z
  .object({
    can_create_private_content: z
      .boolean({ error: 'Say whether the organization may make courses private (true or false).' })
      .optional(),
    free_onboarding_seats: z
      .number({ error: 'Free onboarding seats are a whole number, 0 to turn them off.' })
      .int({ error: 'Free onboarding seats are a whole number, 0 to turn them off.' })
      .min(0, { error: 'Free onboarding seats cannot be below 0.' })
      .max(MAX_FREE_ONBOARDING_SEATS, {
        error: `Give at most ${MAX_FREE_ONBOARDING_SEATS} free onboarding seats.`,
      })
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.can_create_private_content !== undefined || body.free_onboarding_seats !== undefined,
    {
      error: 'Change can_create_private_content or free_onboarding_seats.',
    },
  );
export type StaffOrganizationBody = z.infer<typeof staffOrganizationBodySchema>;
