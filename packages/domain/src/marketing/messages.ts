/** What marketing pages, their forms and the remaining modals say (spec sections 2 and 3). */
export const MARKETING_MESSAGES = {
  EMAIL_CAPTURED: 'Thanks! We saved your e-mail and will write when there is news.',
  EMAIL_ALREADY_CAPTURED: 'You are already on the list for this page.',
  FORM_SENT: 'Thanks! We received your answers.',
  PAGE_NOT_FOUND: 'We could not find this page. It may have moved, or the link may be mistyped.',
  FORM_NOT_FOUND: 'We could not find this form. It may have been removed.',
  SLUG_TAKEN: 'Another marketing page already uses this slug. Choose another one.',
  FORM_UNKNOWN_FIELD: (name: string) => `This form has no field called ${name}.`,
  FORM_REQUIRED: (label: string) => `Fill in ${label}.`,
  FORM_TOO_LONG: (label: string, max: number) => `${label} is at most ${max} characters long.`,
  FORM_EMAIL: (label: string) => `${label} must be a valid e-mail address.`,
  FORM_NUMBER: (label: string) => `${label} must be a number.`,
  FORM_OPTION: (label: string, options: readonly string[]) => `Choose ${label}: ${options.join(', ')}.`,
  EVENTS_NOT_JSON: 'The events must be a JSON list, like [{"event_name":"cta_click","event_data":{}}].',
  EVENTS_TOO_MANY: (max: number) => `Send at most ${max} events at once.`,
  EVENT_DATA_TOO_LARGE: 'The data of one event is at most 4000 characters of JSON.',
  WORKFLOW_COURSE_NOT_FOUND: 'We could not find this course. Choose one from the list.',
  WORKFLOW_ITEM_NOT_FOUND: 'This task does not exist, or it is not yours.',
  WORKFLOW_NONE: 'No tasks yet. Add one with a due date to keep yourself on track.',
  ONBOARDING_SAVED: 'Saved. Here is where we suggest you start.',
} as const;

/** What the reader's nudges say (POST /api/reader/log-nudge-interaction records them). */
export const NUDGE_TEXTS = {
  signup_to_save_progress: 'Sign up free to save your progress and pick up where you left off.',
  next_lesson: 'Nice work! The next lesson is ready when you are.',
} as const;

/** CodeWidgetSignupModal is offered to a logged-out visitor after this many code runs (once per session). */
export const CODE_WIDGET_SIGNUP_AFTER_RUNS = 3;
