import type { WorkflowItemBody } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import { createWorkflowRepository } from './workflow.repository';
import {
  createWorkflowItem,
  deleteWorkflowItem,
  listWorkflowItems,
  setWorkflowItemDone,
} from './workflow-items';

/** The workflow use cases on one database: what the routes call. */
export function workflowServiceFor(db: Database) {
  const store = createWorkflowRepository(db);
  return {
    list: (userId: string) => listWorkflowItems(store, userId),
    create: (userId: string, body: WorkflowItemBody) => createWorkflowItem(store, userId, body),
    setDone: (userId: string, id: string, done: boolean) => setWorkflowItemDone(store, userId, id, done),
    remove: (userId: string, id: string) => deleteWorkflowItem(store, userId, id),
    /** OnboardingModal's answers: the questionnaire is not shown again and onboarding is done. */
    completeOnboarding: (userId: string) => store.completeOnboarding(userId),
    /** OnboardingModal closed unanswered: not offered again. */
    dismissOnboarding: (userId: string) => store.dismissOnboarding(userId),
  };
}
