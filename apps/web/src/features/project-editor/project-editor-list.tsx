'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { RUNNER_LANGUAGES } from '@learnbox/contracts/runner';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { buttonClasses } from '../layout/button-link';
import { SignInNeeded } from '../progress/sign-in-needed';
import { languageName } from '../projects/language-name';

type Listed = { id: string; slug: string; title: string; published: boolean };
type State =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; projects: Listed[] };

const FIELD = 'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg';

/** /projecteditor: the author's projects and a form for a new draft one. */
export function ProjectEditorList() {
  const [result, setResult] = useState<State>({ state: 'loading' });
  useEffect(() => {
    void api
      .call(apiRefs.projects.editorList)
      .then((reply) =>
        setResult(
          reply.ok
            ? { state: 'loaded', projects: reply.data.projects }
            : reply.status === 401
              ? { state: 'signed-out' }
              : { state: 'failed', message: reply.errorText },
        ),
      );
  }, []);

  if (result.state === 'loading') return <p className="mt-6 text-muted">Loading your projects…</p>;
  if (result.state === 'signed-out')
    return <SignInNeeded what="Log in to create and edit projects." title="Log in to edit projects" />;
  if (result.state === 'failed')
    return (
      <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
        {result.message}
      </p>
    );
  return (
    <div className="mt-6 space-y-8">
      {result.projects.length === 0 ? (
        <p className="text-muted">You have not created a project yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Your projects">
          {result.projects.map((project) => (
            <li key={project.id} className="rounded-2xl border border-line bg-surface p-4">
              <Link className="font-semibold text-fg underline" href={`/projecteditor/${project.id}`}>
                {project.title}
              </Link>
              <p className="text-sm text-muted">
                {project.published ? 'Published' : 'Draft'} · /projects/{project.slug}
              </p>
            </li>
          ))}
        </ul>
      )}
      <NewProjectForm />
    </div>
  );
}

function NewProjectForm() {
  const router = useRouter();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState<(typeof RUNNER_LANGUAGES)[number]>('python');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await api.call(apiRefs.projects.editorCreate, { body: { title, slug, language } });
    if (!reply.ok) return setError(Object.values(reply.errors)[0] ?? reply.errorText);
    router.push(`/projecteditor/${reply.data.id}`);
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-2xl border border-line bg-surface p-5">
      <h2 className="text-xl font-semibold text-fg">New project</h2>
      <label className="block text-sm font-medium text-fg">
        Title
        <input className={FIELD} value={title} onChange={(event) => setTitle(event.target.value)} required />
      </label>
      <label className="block text-sm font-medium text-fg">
        Address (/projects/…)
        <input
          className={FIELD}
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          required
        />
      </label>
      <label className="block text-sm font-medium text-fg">
        Language
        <select
          className={FIELD}
          value={language}
          onChange={(event) => setLanguage(event.target.value as typeof language)}
        >
          {RUNNER_LANGUAGES.map((item) => (
            <option key={item} value={item}>
              {languageName(item)}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClasses()}>
        Create the project
      </button>
    </form>
  );
}
