import { z } from 'zod';
import { attributionSnapshotSchema } from './analytics';
import { emailField } from './auth';

/**
 * Marketing pages (spec section 3 "Marketing page settings"), the e-mail capture and forms of
 * their calls to action, and the event calls of spec section 7 "Marketing and events". Messages
 * are written for the person filling in the form (staff in the editor, a visitor on a page).
 */

/** The paths a marketing page may live on besides /m/{slug} (spec section 2). */
export const ACQUISITION_PAGE_PATHS = [
  '/trial',
  '/interview-prep',
  '/upskill',
  '/become-a-developer',
  '/grow-my-skillset',
  '/prepare-for-interview',
  '/learn',
  '/individual-learner',
  '/github-students',
  '/refer-a-friend',
] as const;
export type AcquisitionPagePath = (typeof ACQUISITION_PAGE_PATHS)[number];

/** The page's slug on an acquisition path: the path without its slash (`/trial` → `trial`). */
export const acquisitionSlug = (path: AcquisitionPagePath): string => path.slice(1);

/** Where a page with this slug is served: its acquisition path, else /m/{slug}. */
export function marketingPagePath(slug: string): string {
  const acquisition = ACQUISITION_PAGE_PATHS.find((path) => path === `/${slug}`);
  return acquisition ?? `/m/${slug}`;
}

/** Spec section 9 "Marketing call-to-action defaults". */
export const MARKETING_CTA_DEFAULTS = { button_colour: '#5553FF', height: 'h-11' } as const;

export const MARKETING_VISIBILITIES = ['public', 'unlisted', 'draft'] as const;
export const MARKETING_CTA_TYPES = ['link', 'email_popup', 'marketing_form'] as const;
export const MARKETING_MEDIA_TYPES = ['none', 'video', 'calendar', 'form'] as const;
export const MARKETING_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const MARKETING_CTA_HEIGHTS = ['h-9', 'h-10', 'h-11', 'h-12', 'h-14'] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters long.`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `Enter ${label.toLowerCase()}.`);

/** A link on this site (`/path`) or an https address; never `javascript:` or protocol-relative. */
const linkField = (label: string) =>
  text(label, 2048).refine(
    (value) => value === '' || /^\/(?!\/)/.test(value) || /^https:\/\/[^\s/]+/.test(value),
    `${label} must start with / (a page on this site) or https://.`,
  );

/** A path on this site only: where a redirect may send a visitor. */
const sitePathField = (label: string) =>
  text(label, 2048).refine(
    (value) => value === '' || /^\/(?!\/)[^\s\\]*$/.test(value),
    `${label} must be a path on this site, starting with /.`,
  );

export const MARKETING_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const marketingSlugField = z
  .string({ error: 'The slug must be text.' })
  .trim()
  .min(1, 'Enter a slug.')
  .max(80, 'A slug is at most 80 characters long.')
  .regex(
    MARKETING_SLUG_PATTERN,
    'A slug uses lower-case letters, digits and single hyphens, like spring-sale.',
  );

const colourField = z
  .string({ error: 'The button colour must be text.' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'The button colour is a hex colour like #5553FF.')
  .default(MARKETING_CTA_DEFAULTS.button_colour);

export const emailPopupSchema = z.object({
  title: requiredText('The pop-up title', 120),
  description: text('The pop-up description', 500).default(''),
  button_text: requiredText('The pop-up button text', 60),
  placeholder: text('The pop-up placeholder', 80).default('you@example.com'),
});

export const marketingCtaSchema = z
  .object({
    text: requiredText('The button text', 60),
    type: z.enum(MARKETING_CTA_TYPES, {
      error: 'Choose a call-to-action type: link, e-mail pop-up or form.',
    }),
    url: linkField('The button link').default(''),
    button_colour: colourField,
    height: z.enum(MARKETING_CTA_HEIGHTS, { error: 'Choose a button height.' }).default('h-11'),
    alignment: z
      .enum(MARKETING_ALIGNMENTS, { error: 'Align the button left, center or right.' })
      .default('left'),
    email_popup: emailPopupSchema.nullable().default(null),
    marketing_form: z
      .object({ form_id: requiredText('The form', 80), title: text('The form title', 120).default('') })
      .nullable()
      .default(null),
  })
  .superRefine((cta, ctx) => {
    if (cta.type === 'link' && !cta.url)
      ctx.addIssue({ code: 'custom', message: 'A link button needs a link.', path: ['url'] });
    if (cta.type === 'email_popup' && !cta.email_popup)
      ctx.addIssue({
        code: 'custom',
        message: 'An e-mail button needs its pop-up settings.',
        path: ['email_popup'],
      });
    if (cta.type === 'marketing_form' && !cta.marketing_form)
      ctx.addIssue({ code: 'custom', message: 'A form button needs a form.', path: ['marketing_form'] });
  });
export type MarketingCta = z.infer<typeof marketingCtaSchema>;

export const marketingVideoSchema = z.object({
  url: linkField('The video link').refine((value) => value !== '', 'Enter the video link.'),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  controls: z.boolean().default(true),
});

export const marketingBlockSchema = z
  .object({
    title: text('A block title', 160).default(''),
    body: text('A block text', 4000).default(''),
    bullet_points: z
      .array(requiredText('A bullet point', 300))
      .max(20, 'A block has at most 20 bullet points.')
      .default([]),
    media_type: z
      .enum(MARKETING_MEDIA_TYPES, { error: 'Choose a media type: none, video, calendar or form.' })
      .default('none'),
    video: marketingVideoSchema.nullable().default(null),
    calendar_url: linkField('The calendar link').default(''),
    form_id: text('The form', 80).default(''),
  })
  .superRefine((block, ctx) => {
    if (block.media_type === 'video' && !block.video)
      ctx.addIssue({ code: 'custom', message: 'A video block needs a video link.', path: ['video'] });
    if (block.media_type === 'calendar' && !block.calendar_url)
      ctx.addIssue({
        code: 'custom',
        message: 'A calendar block needs a calendar link.',
        path: ['calendar_url'],
      });
    if (block.media_type === 'form' && !block.form_id)
      ctx.addIssue({ code: 'custom', message: 'A form block needs a form.', path: ['form_id'] });
  });
export type MarketingBlock = z.infer<typeof marketingBlockSchema>;

export const marketingApiKeySchema = z.object({
  id: requiredText('A key id', 80),
  key: z
    .string({ error: 'A key must be text.' })
    .regex(
      /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/,
      'A key is a letter followed by letters, digits or _, like trial_days.',
    ),
  name: text('A key name', 120).default(''),
  value: text('A key value', 2048).default(''),
  urlText: text('A link text', 120).default(''),
  helpText: text('A help text', 300).default(''),
  useAsDefault: z.boolean().default(false),
  isUrl: z.boolean().default(false),
});
export type MarketingApiKey = z.infer<typeof marketingApiKeySchema>;

/** Spec section 3 "Marketing page settings", as staff edit it. */
export const marketingPageSettingsSchema = z
  .object({
    title: requiredText('The title', 160),
    canonical_url: linkField('The canonical link').default(''),
    visibility: z
      .enum(MARKETING_VISIBILITIES, { error: 'Choose public, unlisted or draft.' })
      .default('draft'),
    tags: z.array(requiredText('A tag', 40)).max(20, 'A page has at most 20 tags.').default([]),
    summary: text('The summary', 500).default(''),
    meta_description: text('The meta description', 300).default(''),
    header_title: text('The header title', 200).default(''),
    eyebrow: text('The eyebrow', 80).default(''),
    version: z.enum(['v1', 'v2'], { error: 'Choose version v1 or v2.' }).default('v2'),
    published_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'The published date is a date like 2026-11-24.')
      .nullable()
      .default(null),
    redirect_url: sitePathField('The redirect').default(''),
    cover_image: z
      .object({
        url: linkField('The cover image link').refine((value) => value !== '', 'Enter the cover image link.'),
        alignment: z
          .enum(MARKETING_ALIGNMENTS, { error: 'Align the cover left, center or right.' })
          .default('center'),
        alt_text: text('The cover image text', 300).default(''),
        shadow: z.boolean().default(false),
      })
      .nullable()
      .default(null),
    author: z
      .object({
        name: requiredText("The author's name", 120),
        email: z.union([z.literal(''), emailField]).default(''),
        id: text("The author's id", 80).default(''),
        profile_image: linkField("The author's image link").default(''),
      })
      .nullable()
      .default(null),
    api_keys: z.array(marketingApiKeySchema).max(30, 'A page has at most 30 keys.').default([]),
    top_cta: marketingCtaSchema.nullable().default(null),
    bottom_cta: marketingCtaSchema.nullable().default(null),
    content_blocks: z
      .array(marketingBlockSchema)
      .max(30, 'A page has at most 30 content blocks.')
      .default([]),
  })
  .superRefine((settings, ctx) => {
    const keys = settings.api_keys.map((entry) => entry.key);
    const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
    if (repeated)
      ctx.addIssue({ code: 'custom', message: `The key ${repeated} is there twice.`, path: ['api_keys'] });
  });
export type MarketingPageSettings = z.infer<typeof marketingPageSettingsSchema>;
export type MarketingPageSettingsInput = z.input<typeof marketingPageSettingsSchema>;

/** A form a marketing page embeds (the marketing-form modal and form media). */
export const MARKETING_FORM_FIELD_TYPES = ['text', 'email', 'textarea', 'select', 'number'] as const;
export const marketingFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(MARKETING_FORM_FIELD_TYPES),
  required: z.boolean(),
  max_length: z.number().int(),
  options: z.array(z.string()),
});
export type MarketingFormField = z.infer<typeof marketingFormFieldSchema>;

export const marketingFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  submit_label: z.string(),
  success_text: z.string(),
  fields: z.array(marketingFormFieldSchema),
});
export type MarketingForm = z.infer<typeof marketingFormSchema>;

export const marketingFormIdParams = z.object({
  id: z.string().trim().min(1, 'Name a form.').max(80, 'A form id is at most 80 characters long.'),
});

export const marketingFormSubmissionBodySchema = z.object({
  values: z.record(
    z.string().max(80, 'A field name is at most 80 characters long.'),
    z.string({ error: 'Each answer must be text.' }).max(5000, 'An answer is at most 5000 characters long.'),
    { error: 'Send the answers as { field: text }.' },
  ),
  page_url: sitePathField('The page').default(''),
  /** The browser's attribution snapshot (readAttribution()); the api cleans it before keeping it. */
  attribution: attributionSnapshotSchema.optional(),
});
export type MarketingFormSubmissionBody = z.infer<typeof marketingFormSubmissionBodySchema>;
export const marketingFormSubmissionReplySchema = z.object({ id: z.string(), message: z.string() });

/** The page as a visitor's browser gets it. */
export const marketingPageSchema = z.object({
  slug: z.string(),
  path: z.string(),
  settings: marketingPageSettingsSchema,
  updated_at: z.string(),
});
export type MarketingPage = z.infer<typeof marketingPageSchema>;

export const marketingSlugParams = z.object({ slug: marketingSlugField });

/** A public page as listings show it (the sitemap, a page index): never drafts or unlisted pages. */
export const marketingListingSchema = z.object({
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string(),
  tags: z.array(z.string()),
  published_date: z.string().nullable(),
  updated_at: z.string(),
});
export const marketingListingReplySchema = z.object({ pages: z.array(marketingListingSchema) });

export const marketingPageCreateBodySchema = z.object({
  slug: marketingSlugField,
  settings: marketingPageSettingsSchema,
});
export const marketingPageUpdateBodySchema = z.object({ settings: marketingPageSettingsSchema });
export const marketingPageListReplySchema = z.object({ pages: z.array(marketingPageSchema) });

/** PUT /api/event/marketing/email-capture (spec section 7). */
export const emailCaptureBodySchema = z.object({
  email: emailField,
  marketing_page_url: sitePathField('The page')
    .refine((value) => value !== '', 'Name the page the e-mail was left on.')
    .pipe(z.string().max(512, 'The page is at most 512 characters long.')),
  cta_url: text('The button link', 2048).default(''),
  /** The browser's attribution snapshot (readAttribution()); the api cleans it before keeping it. */
  attribution: attributionSnapshotSchema.optional(),
});
export type EmailCaptureBody = z.infer<typeof emailCaptureBodySchema>;
export const emailCaptureReplySchema = z.object({
  id: z.string(),
  /** False when this address was already on the list for this page (the call is idempotent). */
  created: z.boolean(),
  message: z.string(),
});
export type EmailCaptureReply = z.infer<typeof emailCaptureReplySchema>;

export const emailCaptureListReplySchema = z.object({
  captures: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      marketing_page_url: z.string(),
      cta_url: z.string(),
      /** Where the visitor came from (acquisition source of their attribution). */
      source: z.string(),
      created_at: z.string(),
    }),
  ),
});

export const formSubmissionListReplySchema = z.object({
  submissions: z.array(
    z.object({
      id: z.string(),
      form_id: z.string(),
      form_title: z.string(),
      values: z.record(z.string(), z.string()),
      page_url: z.string(),
      source: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** PUT /api/event/triggered-multi (spec section 7): `events` is a JSON string of a list. */
export const TRIGGERED_EVENTS_MAX = 50;
export const triggeredMultiBodySchema = z.object({
  events: z
    .string({ error: 'Send the events as a JSON string.' })
    .max(64_000, 'The events are at most 64000 characters long.'),
});
export const triggeredEventSchema = z.object({
  event_name: z
    .string({ error: 'Each event needs an event_name.' })
    .regex(/^[a-zA-Z0-9_.:-]{1,100}$/, 'An event_name is 1 to 100 letters, digits, _ . : or -.'),
  event_data: z.record(z.string(), z.unknown()).default({}),
});
export const triggeredMultiReplySchema = z.object({ stored: z.number().int() });

/** The reader's nudges (spec section 7 POST /api/reader/log-nudge-interaction). */
export const NUDGE_TYPES = ['signup_to_save_progress', 'next_lesson'] as const;
export type NudgeType = (typeof NUDGE_TYPES)[number];
export const NUDGE_INTERACTIONS = ['shown', 'clicked', 'dismissed'] as const;
export type NudgeInteraction = (typeof NUDGE_INTERACTIONS)[number];
export const nudgeInteractionBodySchema = z.object({
  nudge_type: z.enum(NUDGE_TYPES, { error: `The nudge_type is one of ${NUDGE_TYPES.join(', ')}.` }),
  interaction: z.enum(NUDGE_INTERACTIONS, {
    error: `The interaction is one of ${NUDGE_INTERACTIONS.join(', ')}.`,
  }),
  text: text('The nudge text', 500).default(''),
});
export type NudgeInteractionBody = z.infer<typeof nudgeInteractionBodySchema>;
export const marketingStatusReplySchema = z.object({ status: z.literal(true) });
