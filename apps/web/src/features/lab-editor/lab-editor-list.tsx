'use client';

import type { LabEditorListReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { LAB_EDITOR_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { SignInNeeded } from '../progress/sign-in-needed';

type State =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; reply: LabEditorListReply };

/** /cloudlabeditor: the labs the signed-in author may edit, and a form for a new draft lab. */
export function LabEditorList() {
  const [result, setResult] = useState<State>({ state: 'loading' });
  useEffect(() => {
    void api
      .call(apiRefs.labEditor.list)
      .then((reply) =>
        setResult(
          reply.ok
            ? { state: 'loaded', reply: reply.data }
            : reply.status === 401
              ? { state: 'signed-out' }
              : { state: 'failed', message: reply.errorText },
        ),
      );
  }, []);

  if (result.state === 'loading') return <p className="mt-6 text-muted">Loading your labs…</p>;
  if (result.state === 'signed-out')
    return (
      <SignInNeeded
        what="Log in with your author account to edit your cloud labs."
        title="Log in to edit labs"
      />
    );
  if (result.state === 'failed')
    return (
      <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
        {result.message}
      </p>
    );
  const { labs, authors } = result.reply;
  return (
    <div className="mt-6 space-y-8">
      {labs.length === 0 ? (
        <p className="text-muted">{LAB_EDITOR_MESSAGES.NO_LABS}</p>
      ) : (
        <ul className="space-y-3" aria-label="Your labs">
          {labs.map((lab) => (
            <li
              key={lab.work_id}
              className="flex items-center justify-between rounded-2xl border border-line bg-surface p-4"
            >
              <div>
                <Link
                  className="font-semibold text-fg underline"
                  href={`/cloudlabeditor/${encodeURIComponent(lab.author_id)}/${encodeURIComponent(lab.work_id)}`}
                >
                  {lab.title}
                </Link>
                <p className="text-sm text-muted">
                  {lab.published ? 'Published' : 'Draft'} · {lab.image_name ?? 'no image built yet'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {authors.length > 0 ? <NewLabForm authors={authors} /> : null}
    </div>
  );
}

function NewLabForm({ authors }: { authors: LabEditorListReply['authors'] }) {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [authorId, setAuthorId] = useState(authors[0]?.author_id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const reply = await api.call(apiRefs.labEditor.create, { body: { author_id: authorId, title } });
    setBusy(false);
    if (!reply.ok) {
      setError(Object.values(reply.errors)[0] ?? reply.errorText);
      return;
    }
    router.push(
      `/cloudlabeditor/${encodeURIComponent(reply.data.author_id)}/${encodeURIComponent(reply.data.work_id)}`,
    );
  };

  return (
    <form onSubmit={submit} className="rounded-2xl border border-line bg-surface p-4" aria-label="New lab">
      <h2 className="text-lg font-semibold text-fg">New lab</h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm text-fg">
          Title
          <input
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className="mt-1 h-11 rounded-xl border border-line bg-surface-2 px-3"
          />
        </label>
        {authors.length > 1 ? (
          <label className="flex flex-col text-sm text-fg">
            Author
            <select
              value={authorId}
              onChange={(event) => setAuthorId(event.target.value)}
              className="mt-1 h-11 rounded-xl border border-line bg-surface-2 px-3"
            >
              {authors.map((author) => (
                <option key={author.author_id} value={author.author_id}>
                  {author.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClasses()}>
          Create draft lab
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
