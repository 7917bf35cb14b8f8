import {
  createLabBodySchema,
  createLabReplySchema,
  labEditorListReplySchema,
  labSetupBodySchema,
  labSetupReplySchema,
  publishLabBodySchema,
} from '../lab-editor';
import { labWorkParamsSchema } from '../labs';
import { defineRoute } from './define-route';

const tags = ['lab-editor'];
const errors = [400, 401, 403, 404, 409, 429] as const;

/**
 * The lab editor (/cloudlabeditor): authors only (the api's lab policy). The rebuild, build-status
 * and build-log calls stay in the labs table (the spec's rebuild and build status urls).
 */
export const labEditorRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/lab-editor/labs',
    tags,
    summary: 'The labs the signed-in author may edit, and the authors they may create labs as',
    reply: labEditorListReplySchema,
    errors: [401, 429],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/lab-editor/labs',
    tags,
    summary: 'Creates an unpublished lab with a starter Dockerfile',
    body: createLabBodySchema,
    reply: createLabReplySchema,
    errors,
  }),
  setup: defineRoute({
    method: 'GET',
    path: '/api/lab-editor/labs/:authorId/:workId',
    tags,
    summary: "A lab's setup: text, Dockerfile, limits, docker jobs, test runners, environment variables",
    params: labWorkParamsSchema,
    reply: labSetupReplySchema,
    errors,
  }),
  saveSetup: defineRoute({
    method: 'PUT',
    path: '/api/lab-editor/labs/:authorId/:workId',
    tags,
    summary: "Saves a lab's whole setup; each broken rule is named under its field",
    params: labWorkParamsSchema,
    body: labSetupBodySchema,
    reply: labSetupReplySchema,
    errors,
  }),
  publish: defineRoute({
    method: 'PUT',
    path: '/api/lab-editor/labs/:authorId/:workId/published',
    tags,
    summary: 'Publishes a lab (it needs a built image) or takes it back to draft',
    params: labWorkParamsSchema,
    body: publishLabBodySchema,
    reply: labSetupReplySchema,
    errors,
  }),
};
