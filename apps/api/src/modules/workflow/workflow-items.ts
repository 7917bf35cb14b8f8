import type { WorkflowItem, WorkflowItemBody } from '@learnbox/contracts';
import { DomainError, MARKETING_MESSAGES, STATUS } from '@learnbox/domain';
import type { LinkedCourse, WorkflowItemRow, WorkflowRepository } from './workflow.repository';
import { WORKFLOW_ITEMS_MAX } from './workflow.repository';

const itemNotFound = () => new DomainError(MARKETING_MESSAGES.WORKFLOW_ITEM_NOT_FOUND, STATUS.NOT_FOUND);

const toItem = (item: WorkflowItemRow, course: LinkedCourse): WorkflowItem => ({
  id: item.id,
  title: item.title,
  due_date: item.dueDate,
  done: item.done,
  course: { ...course, url: `/courses/${course.slug}` },
  created_at: item.createdAt.toISOString(),
});

export async function listWorkflowItems(store: WorkflowRepository, userId: string) {
  const rows = await store.itemsOf(userId);
  return { items: rows.map((row) => toItem(row.item, row.course)) };
}

/** CreateWorkflowItemModal: a task linked to a course the user can open. */
export async function createWorkflowItem(
  store: WorkflowRepository,
  userId: string,
  body: WorkflowItemBody,
): Promise<WorkflowItem> {
  const course = await store.listedCourseBySlug(body.course_slug);
  if (!course) throw new DomainError(MARKETING_MESSAGES.WORKFLOW_COURSE_NOT_FOUND, STATUS.NOT_FOUND);
  if ((await store.countOf(userId)) >= WORKFLOW_ITEMS_MAX)
    throw new DomainError(
      `You have ${WORKFLOW_ITEMS_MAX} tasks: delete some you finished before adding more.`,
      STATUS.OPERATION_NOT_ALLOWED,
    );
  const item = await store.insert({ userId, title: body.title, dueDate: body.due_date, courseId: course.id });
  return toItem(item, course);
}

export async function setWorkflowItemDone(
  store: WorkflowRepository,
  userId: string,
  id: string,
  done: boolean,
): Promise<WorkflowItem> {
  const item = await store.setDone(userId, id, done);
  if (!item) throw itemNotFound();
  const course = await store.courseById(item.courseId);
  if (!course) throw itemNotFound();
  return toItem(item, course);
}

export async function deleteWorkflowItem(store: WorkflowRepository, userId: string, id: string) {
  if (!(await store.remove(userId, id))) throw itemNotFound();
  return { status: true as const };
}
