import {
  emailCaptureBodySchema,
  emailCaptureListReplySchema,
  emailCaptureReplySchema,
  marketingFormIdParams,
  marketingFormSchema,
  marketingFormSubmissionBodySchema,
  marketingFormSubmissionReplySchema,
  marketingPageCreateBodySchema,
  marketingPageListReplySchema,
  marketingPageSchema,
  marketingPageUpdateBodySchema,
  marketingSlugParams,
  marketingStatusReplySchema,
  nudgeInteractionBodySchema,
  triggeredMultiBodySchema,
  triggeredMultiReplySchema,
} from '../marketing';
import { defineRoute } from './define-route';

const tags = ['marketing'];

/** Marketing pages, their forms and e-mail capture, and the event calls of spec section 7. */
export const marketingRoutes = {
  page: defineRoute({
    method: 'GET',
    path: '/api/marketing/pages/:slug',
    tags,
    summary: 'A public or unlisted marketing page by slug (spec section 3 "Marketing page settings")',
    params: marketingSlugParams,
    reply: marketingPageSchema,
    errors: [400, 404],
  }),
  staffList: defineRoute({
    method: 'GET',
    path: '/api/staff/marketing/pages',
    tags,
    summary: 'Every marketing page, drafts included (staff)',
    reply: marketingPageListReplySchema,
    errors: [401, 404],
  }),
  staffCreate: defineRoute({
    method: 'POST',
    path: '/api/staff/marketing/pages',
    tags,
    summary: 'Create a marketing page (staff)',
    body: marketingPageCreateBodySchema,
    reply: marketingPageSchema,
    errors: [400, 401, 404, 409],
  }),
  staffUpdate: defineRoute({
    method: 'PUT',
    path: '/api/staff/marketing/pages/:slug',
    tags,
    summary: "Replace a marketing page's settings (staff)",
    params: marketingSlugParams,
    body: marketingPageUpdateBodySchema,
    reply: marketingPageSchema,
    errors: [400, 401, 404],
  }),
  staffDelete: defineRoute({
    method: 'DELETE',
    path: '/api/staff/marketing/pages/:slug',
    tags,
    summary: 'Delete a marketing page (staff)',
    params: marketingSlugParams,
    reply: marketingStatusReplySchema,
    errors: [400, 401, 404],
  }),
  staffEmailCaptures: defineRoute({
    method: 'GET',
    path: '/api/staff/marketing/email-captures',
    tags,
    summary: 'The newest e-mails left on marketing pages (staff)',
    reply: emailCaptureListReplySchema,
    errors: [401, 404],
  }),
  /** Spec section 7: PUT /api/event/marketing/email-capture. */
  emailCapture: defineRoute({
    method: 'PUT',
    path: '/api/event/marketing/email-capture',
    tags,
    summary: "Keep an e-mail left in a marketing page's call to action (idempotent per page)",
    body: emailCaptureBodySchema,
    reply: emailCaptureReplySchema,
    errors: [400, 429],
  }),
  /** Spec section 7: GET /api/{forms service}/forms/{id}; the forms service is `marketing-forms`. */
  form: defineRoute({
    method: 'GET',
    path: '/api/marketing-forms/forms/:id',
    tags,
    summary: "A marketing form's fields",
    params: marketingFormIdParams,
    reply: marketingFormSchema,
    errors: [400, 404],
  }),
  submitForm: defineRoute({
    method: 'POST',
    path: '/api/marketing-forms/forms/:id/submissions',
    tags,
    summary: "Submit a marketing form: answers are checked against the form's fields and stored",
    params: marketingFormIdParams,
    body: marketingFormSubmissionBodySchema,
    reply: marketingFormSubmissionReplySchema,
    errors: [400, 404, 429],
  }),
  /** Spec section 7: PUT /api/event/triggered-multi. */
  triggeredMulti: defineRoute({
    method: 'PUT',
    path: '/api/event/triggered-multi',
    tags,
    summary:
      'Store several triggered events at once; `events` is a JSON string of [{event_name, event_data}]',
    body: triggeredMultiBodySchema,
    reply: triggeredMultiReplySchema,
    errors: [400, 429],
  }),
  /** Spec section 7: POST /api/reader/log-nudge-interaction. */
  logNudgeInteraction: defineRoute({
    method: 'POST',
    path: '/api/reader/log-nudge-interaction',
    tags,
    summary: "Record how a reader met one of the reader's nudges (shown, clicked, dismissed)",
    body: nudgeInteractionBodySchema,
    reply: marketingStatusReplySchema,
    errors: [400, 429],
  }),
};
