import { z } from 'zod';

/**
 * CreateWorkflowItemModal (spec section 2): a minimal workflow item, a task with a title, a due
 * date and a linked course, kept per user and listed on /mycourses.
 */
export const workflowItemBodySchema = z.object({
  title: z
    .string({ error: 'The title must be text.' })
    .trim()
    .min(1, 'Give the task a title.')
    .max(200, 'A title is at most 200 characters long.'),
  due_date: z
    .string({ error: 'Choose a due date.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a due date like 2026-12-01.')
    .refine((value) => {
      // Round trip: JavaScript rolls 2026-02-31 over to March instead of refusing it.
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, 'Choose a real date.'),
  course_slug: z
    .string({ error: 'Choose a course.' })
    .trim()
    .min(1, 'Choose a course.')
    .max(200, 'Choose a course.'),
});
export type WorkflowItemBody = z.infer<typeof workflowItemBodySchema>;

export const workflowItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  due_date: z.string(),
  done: z.boolean(),
  course: z.object({ id: z.string(), slug: z.string(), title: z.string(), url: z.string() }),
  created_at: z.string(),
});
export type WorkflowItem = z.infer<typeof workflowItemSchema>;

export const workflowItemListReplySchema = z.object({ items: z.array(workflowItemSchema) });
export const workflowItemIdParams = z.object({ id: z.uuid({ error: 'This task does not exist.' }) });
export const workflowItemUpdateBodySchema = z.object({
  done: z.boolean({ error: 'Say whether the task is done.' }),
});

/** OnboardingModal's answers (spec section 3 "show_onboarding_questionnaire"). */
export const ONBOARDING_GOALS = ['start_career', 'upskill', 'interview'] as const;
export const ONBOARDING_EXPERIENCE = ['new', 'some', 'experienced'] as const;
export const ONBOARDING_LANGUAGES = ['python', 'javascript', 'cpp', 'bash', 'any'] as const;
export type OnboardingGoal = (typeof ONBOARDING_GOALS)[number];
export type OnboardingExperience = (typeof ONBOARDING_EXPERIENCE)[number];
export type OnboardingLanguage = (typeof ONBOARDING_LANGUAGES)[number];

export const onboardingBodySchema = z.object({
  goal: z.enum(ONBOARDING_GOALS, { error: 'Choose a goal.' }),
  experience: z.enum(ONBOARDING_EXPERIENCE, { error: 'Choose your experience.' }),
  language: z.enum(ONBOARDING_LANGUAGES, { error: 'Choose a language.' }),
});
export type OnboardingBody = z.infer<typeof onboardingBodySchema>;
export const onboardingReplySchema = z.object({
  show_onboarding_questionnaire: z.boolean(),
  is_onboarding_completed: z.boolean(),
});
export const workflowStatusReplySchema = z.object({ status: z.literal(true) });
