import {
  onboardingBodySchema,
  onboardingReplySchema,
  workflowItemBodySchema,
  workflowItemIdParams,
  workflowItemListReplySchema,
  workflowItemSchema,
  workflowItemUpdateBodySchema,
  workflowStatusReplySchema,
} from '../workflow';
import { defineRoute } from './define-route';

const tags = ['workflow'];

/** CreateWorkflowItemModal's tasks and OnboardingModal's answers (spec section 2 modals). */
export const workflowRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/workflow/items',
    tags,
    summary: "The signed-in user's workflow tasks, soonest due first",
    reply: workflowItemListReplySchema,
    errors: [401],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/workflow/items',
    tags,
    summary: 'Create a workflow task: a title, a due date and a linked course',
    body: workflowItemBodySchema,
    reply: workflowItemSchema,
    errors: [400, 401, 404, 429],
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/api/workflow/items/:id',
    tags,
    summary: 'Mark one of your workflow tasks done or not done',
    params: workflowItemIdParams,
    body: workflowItemUpdateBodySchema,
    reply: workflowItemSchema,
    errors: [400, 401, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/workflow/items/:id',
    tags,
    summary: 'Delete one of your workflow tasks',
    params: workflowItemIdParams,
    reply: workflowStatusReplySchema,
    errors: [400, 401, 404],
  }),
  onboarding: defineRoute({
    method: 'POST',
    path: '/api/user/onboarding',
    tags,
    summary: "Save the onboarding questionnaire's answers and mark onboarding done in user info",
    body: onboardingBodySchema,
    reply: onboardingReplySchema,
    errors: [400, 401],
  }),
  dismissOnboarding: defineRoute({
    method: 'POST',
    path: '/api/user/onboarding/dismiss',
    tags,
    summary: 'Close the onboarding questionnaire unanswered: user info stops offering it',
    reply: onboardingReplySchema,
    errors: [401],
  }),
};
