'use client';

import { COLLABORATIVE_WORK_KINDS, type CollaborativeWorkKind, type MyWork } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { formatDisplayDate, WORKS_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { buttonClasses } from '../../layout/button-link';
import { SignInNeeded } from '../../progress/sign-in-needed';
import { ROLE_LABELS } from '../frame/save-state';
import { ReceivedFeedbackList } from './received-feedback';
import { useCreateWork } from './use-create-work';
import { editorUrl, KIND_LABELS } from './work-links';

type Load =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; works: MyWork[] };

function NewWorkForm() {
  const [kind, setKind] = useState<CollaborativeWorkKind>('course');
  const [title, setTitle] = useState('');
  const { busy, error, create } = useCreateWork();
  const titleId = useId();
  const kindId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await create(kind, title);
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-2xl border border-line bg-surface p-4"
      aria-label="Start a new work"
      noValidate
    >
      <h2 className="text-lg font-semibold text-fg">Start something new</h2>
      {error ? <FormMessage tone="error">{error.text}</FormMessage> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={kindId} className="block text-sm font-medium text-fg">
            Kind
          </label>
          <select
            id={kindId}
            value={kind}
            onChange={(event) => setKind(event.target.value as CollaborativeWorkKind)}
            className="h-11 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
            data-testid="new-work-kind"
          >
            {COLLABORATIVE_WORK_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={titleId} className="block text-sm font-medium text-fg">
            Title
          </label>
          <input
            id={titleId}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            maxLength={200}
            data-testid="new-work-title"
            className="h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm text-fg"
          />
        </div>
        <button type="submit" className={buttonClasses()} disabled={busy} data-testid="new-work-create">
          {busy ? 'Creating…' : 'Create'}
        </button>
      </div>
    </form>
  );
}

/** /collectioneditor: the works the signed-in author may edit, a way to start one, and feedback. */
export function MyWorksScreen() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    void api
      .call(apiRefs.authoring.myWorks)
      .then((reply) =>
        setLoad(
          reply.ok
            ? { state: 'loaded', works: reply.data.works }
            : reply.status === 401
              ? { state: 'signed-out' }
              : { state: 'failed', message: reply.errorText },
        ),
      );
  }, []);

  if (load.state === 'loading') return <p className="mt-6 text-muted">Loading your works…</p>;
  if (load.state === 'signed-out')
    return <SignInNeeded title="Log in to write" what={WORKS_MESSAGES.SIGN_IN_FOR_WORKS} />;
  if (load.state === 'failed')
    return (
      <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
        {load.message}
      </p>
    );
  return (
    <div className="mt-6 space-y-8">
      <NewWorkForm />
      <section aria-labelledby="works-heading" className="space-y-3">
        <h2 id="works-heading" className="text-xl font-semibold text-fg">
          Your works
        </h2>
        {load.works.length === 0 ? (
          <p className="text-muted">{WORKS_MESSAGES.NO_WORKS}</p>
        ) : (
          <ul className="space-y-2" data-testid="my-works">
            {load.works.map((work) => (
              <li
                key={`${work.kind}:${work.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-4"
              >
                <div className="min-w-0">
                  <Link href={editorUrl(work.kind, work.id)} className="font-semibold text-fg underline">
                    {work.title}
                  </Link>
                  <p className="text-sm text-muted">
                    {KIND_LABELS[work.kind]} · {work.status === 'published' ? 'Published' : 'Draft'} ·{' '}
                    {ROLE_LABELS[work.role]} · revision {work.head_revision} ·{' '}
                    {formatDisplayDate(work.updated_at)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ReceivedFeedbackList />
    </div>
  );
}
