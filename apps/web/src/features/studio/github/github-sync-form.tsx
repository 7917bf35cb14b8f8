'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useState } from 'react';
import { api } from '../../api-client/api-client';
import { Field, inputClasses } from '../../lab-editor/field';

type Outcome =
  | { kind: 'done'; text: string }
  | { kind: 'error'; text: string; errors: Record<string, string> };

const REPOSITORY_FIELDS = [
  { name: 'github_repo_owner', label: 'Owner', placeholder: 'your-name' },
  { name: 'github_repo_name', label: 'Repository', placeholder: 'my-courses' },
  { name: 'github_repo_branch', label: 'Branch', placeholder: 'main' },
] as const;

function repositoryOf(form: FormData) {
  const value = (name: string) => String(form.get(name) ?? '');
  return {
    github_repo_owner: value('github_repo_owner'),
    github_repo_name: value('github_repo_name'),
    github_repo_branch: value('github_repo_branch'),
    github_pat: value('github_pat'),
  };
}

/**
 * Import a repository in the content-folder format, or export one's works back to it as a commit
 * on a branch (POST /api/github/import and /export). The token is sent once and never kept.
 */
export function GithubSyncForm() {
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const action = submitter?.value === 'export' ? 'export' : 'import';
    const form = new FormData(event.currentTarget);
    setBusy(action);
    setOutcome(null);
    if (action === 'import') {
      const result = await api.call(apiRefs.github.import, { body: repositoryOf(form) });
      setOutcome(
        result.ok
          ? {
              kind: 'done',
              text: `Imported commit ${result.data.commit.slice(0, 7)}: ${result.data.courses} courses, ${result.data.paths} paths, ${result.data.shots} shots.`,
            }
          : { kind: 'error', text: result.errorText, errors: result.errors },
      );
    } else {
      const body = {
        ...repositoryOf(form),
        branch: String(form.get('branch') ?? ''),
        message: String(form.get('message') ?? ''),
      };
      const result = await api.call(apiRefs.github.export, { body });
      setOutcome(
        result.ok
          ? {
              kind: 'done',
              text: `Branch ${result.data.branch} is at commit ${result.data.commit.slice(0, 7)}.`,
            }
          : { kind: 'error', text: result.errorText, errors: result.errors },
      );
    }
    setBusy(null);
  };

  const errors = outcome?.kind === 'error' ? outcome.errors : {};
  return (
    <form className="mt-6 grid gap-4" onSubmit={(event) => void submit(event)}>
      {REPOSITORY_FIELDS.map((field) => (
        <Field key={field.name} label={field.label} id={field.name} error={errors[field.name]}>
          {(props) => (
            <input
              {...props}
              name={field.name}
              className={inputClasses}
              placeholder={field.placeholder}
              required
            />
          )}
        </Field>
      ))}
      <Field label="Personal access token" id="github_pat" error={errors.github_pat}>
        {(props) => (
          <input
            {...props}
            name="github_pat"
            type="password"
            autoComplete="off"
            className={inputClasses}
            required
          />
        )}
      </Field>
      <fieldset className="grid gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium text-fg">Export only</legend>
        <Field label="Commit on branch" id="branch" error={errors.branch}>
          {(props) => <input {...props} name="branch" className={inputClasses} placeholder="studio-edits" />}
        </Field>
        <Field label="Commit message" id="message" error={errors.message}>
          {(props) => <input {...props} name="message" className={inputClasses} placeholder="Edit lessons" />}
        </Field>
      </fieldset>
      <div className="flex gap-3">
        <button type="submit" value="import" className="widget-button" disabled={busy !== null}>
          {busy === 'import' ? 'Importing…' : 'Import from the repository'}
        </button>
        <button type="submit" value="export" className="widget-button" disabled={busy !== null}>
          {busy === 'export' ? 'Exporting…' : 'Export my works as a commit'}
        </button>
      </div>
      {outcome ? (
        <p role="status" className={outcome.kind === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}
