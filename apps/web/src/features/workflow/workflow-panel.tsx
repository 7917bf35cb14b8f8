'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import type { WorkflowItem } from '@learnbox/contracts/workflow';
import { MARKETING_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { FormMessage } from '../auth/form-parts';
import { buttonClasses } from '../layout/button-link';
import { useModalStore } from '../modal-state/modal-store';

/** The signed-in learner's workflow tasks on /mycourses, with the button that opens CreateWorkflowItemModal. */
export function WorkflowPanel() {
  const [items, setItems] = useState<WorkflowItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = useModalStore((state) => state.open);

  const load = useCallback(async () => {
    const reply = await api.call(apiRefs.workflow.list);
    if (reply.ok) setItems(reply.data.items);
    else setError(reply.errorText);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const toggle = async (item: WorkflowItem) => {
    const reply = await api.call(apiRefs.workflow.update, {
      params: { id: item.id },
      body: { done: !item.done },
    });
    if (reply.ok) await load();
    else setError(reply.errorText);
  };
  const remove = async (item: WorkflowItem) => {
    const reply = await api.call(apiRefs.workflow.remove, { params: { id: item.id } });
    if (reply.ok) await load();
    else setError(reply.errorText);
  };

  return (
    <section className="mt-12 space-y-4" aria-labelledby="workflow-heading" data-testid="workflow-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="workflow-heading" className="text-xl font-semibold text-fg">
          My tasks
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => open('OnboardingModal')}
            data-testid="open-onboarding"
          >
            Where should I start?
          </button>
          <button
            type="button"
            className={buttonClasses()}
            onClick={() => open('CreateWorkflowItemModal', { onCreated: () => void load() })}
            data-testid="open-workflow-item"
          >
            Add a task
          </button>
        </div>
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      {items && items.length === 0 ? (
        <p className="text-sm text-muted">{MARKETING_MESSAGES.WORKFLOW_NONE}</p>
      ) : null}
      {items && items.length > 0 ? (
        <ul className="divide-y divide-line rounded-xl border border-line" data-testid="workflow-items">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 px-4 py-3"
              data-testid="workflow-item"
            >
              <input
                type="checkbox"
                checked={item.done}
                onChange={() => void toggle(item)}
                aria-label={`${item.title} done`}
              />
              <span className={`flex-1 text-sm ${item.done ? 'text-muted line-through' : 'text-fg'}`}>
                {item.title}
              </span>
              <Link href={item.course.url} className="text-sm text-brand hover:underline">
                {item.course.title}
              </Link>
              <span className="text-sm text-muted">due {item.due_date}</span>
              <button
                type="button"
                className="text-sm text-muted hover:text-fg"
                onClick={() => void remove(item)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
