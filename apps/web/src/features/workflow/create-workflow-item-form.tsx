'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import type { WorkflowItem } from '@learnbox/contracts/workflow';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';

interface CourseOption {
  slug: string;
  title: string;
}

/** Today in the person's own time zone, as the date input wants it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * CreateWorkflowItemModal (spec section 2): a task with a title, a due date and a linked course,
 * kept on the account and listed on /mycourses. `onCreated` (from the modal's props) hears of it.
 */
export function CreateWorkflowItemForm({
  onCreated,
  courseSlug,
}: {
  onCreated?: (item: WorkflowItem) => void;
  courseSlug?: string;
}) {
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(today);
  const [course, setCourse] = useState(courseSlug ?? '');
  const [courses, setCourses] = useState<CourseOption[] | null>(null);
  const [created, setCreated] = useState<WorkflowItem | null>(null);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const courseId = useId();

  useEffect(() => {
    let live = true;
    void api
      .call(apiRefs.catalogue.list, { query: { kind: 'course', page_size: 48, sort: 'title' } })
      .then((reply) => {
        if (!live) return;
        setCourses(reply.ok ? reply.data.items.map((item) => ({ slug: item.slug, title: item.title })) : []);
      });
    return () => {
      live = false;
    };
  }, []);

  if (created)
    return (
      <FormMessage tone="info" testId="workflow-item-created">
        Added “{created.title}”, due {created.due_date}. It is listed on My courses.
      </FormMessage>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const item = await submitWith(() =>
      api.call(apiRefs.workflow.create, { body: { title, due_date: dueDate, course_slug: course } }),
    );
    if (!item) return;
    setCreated(item);
    onCreated?.(item);
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="workflow-item-form" noValidate>
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <Field
        label="Task"
        name="title"
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <Field
        label="Due date"
        name="due_date"
        type="date"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
        error={errors.due_date}
      />
      <div className="space-y-1.5">
        <label htmlFor={courseId} className="block text-sm font-medium text-fg">
          Course
        </label>
        <select
          id={courseId}
          name="course_slug"
          value={course}
          onChange={(event) => setCourse(event.target.value)}
          className="block h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg"
          data-testid="workflow-item-course"
        >
          <option value="">{courses ? 'Choose a course' : 'Loading courses…'}</option>
          {(courses ?? []).map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.title}
            </option>
          ))}
        </select>
        {errors.course_slug ? (
          <p className="text-sm text-red-600 dark:text-red-400">{errors.course_slug}</p>
        ) : null}
      </div>
      <SubmitButton busy={busy} testId="workflow-item-submit">
        Add the task
      </SubmitButton>
    </form>
  );
}
