'use client';

import type { MarketingPage } from '@learnbox/contracts/marketing';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { api } from '../api-client/api-client';
import { Field, FormMessage, SubmitButton } from '../auth/form-parts';
import { useApiForm } from '../auth/use-api-form';
import { buttonClasses } from '../layout/button-link';
import { askConfirmation } from '../modals/confirmation';

/** The api's field errors as "where: what" lines (paths like content_blocks.0.video). */
function FieldErrors({ errors }: { errors: Record<string, string> }) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <ul
      className="list-disc space-y-1 pl-6 text-sm text-red-700 dark:text-red-300"
      data-testid="marketing-editor-errors"
    >
      {entries.map(([path, message]) => (
        <li key={path}>
          <code>{path}</code>: {message}
        </li>
      ))}
    </ul>
  );
}

/**
 * One page's settings (spec section 3 "Marketing page settings") as a JSON document: every
 * setting, checked by the api's schema on save; defaults come back filled in.
 */
function PageSettingsEditor({ page, onSaved }: { page: MarketingPage; onSaved: () => void }) {
  const [json, setJson] = useState(() => JSON.stringify(page.settings, null, 2));
  const [parseError, setParseError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { busy, errorText, errors, submitWith } = useApiForm();
  const textId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    let settings: unknown;
    try {
      settings = JSON.parse(json);
    } catch {
      setParseError('The settings are not valid JSON: check commas and quotes.');
      return;
    }
    setParseError(null);
    const reply = await submitWith(() =>
      api.call(apiRefs.marketing.staffUpdate, {
        params: { slug: page.slug },
        body: { settings: settings as never },
      }),
    );
    if (!reply) return;
    setJson(JSON.stringify(reply.settings, null, 2));
    setSaved(true);
    onSaved();
  };

  const remove = async () => {
    if (!(await askConfirmation(`Delete the page ${page.path}? Visitors will get a 404.`, 'Delete'))) return;
    const reply = await api.call(apiRefs.marketing.staffDelete, { params: { slug: page.slug } });
    if (reply.ok) onSaved();
  };

  return (
    <form onSubmit={save} className="space-y-3" data-testid="marketing-settings-form">
      {parseError ? <FormMessage tone="error">{parseError}</FormMessage> : null}
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <FieldErrors errors={errors} />
      {saved ? <FormMessage tone="info">Saved. The page shows the new settings now.</FormMessage> : null}
      <label htmlFor={textId} className="block text-sm font-medium text-fg">
        Settings of {page.path}
      </label>
      <textarea
        id={textId}
        value={json}
        onChange={(event) => setJson(event.target.value)}
        rows={28}
        spellCheck={false}
        className="block w-full rounded-lg border border-line bg-surface px-3 py-2 font-mono text-xs text-fg"
        data-testid="marketing-settings-json"
      />
      <div className="flex flex-wrap gap-2">
        <div className="w-40">
          <SubmitButton busy={busy} testId="marketing-settings-save">
            Save
          </SubmitButton>
        </div>
        <a href={page.path} target="_blank" rel="noreferrer" className={buttonClasses('secondary')}>
          Open the page
        </a>
        <button type="button" className={buttonClasses('secondary')} onClick={remove}>
          Delete
        </button>
      </div>
    </form>
  );
}

function NewPageForm({ onCreated }: { onCreated: (slug: string) => void }) {
  const [slug, setSlug] = useState('');
  const [title, setTitle] = useState('');
  const { busy, errorText, errors, submitWith } = useApiForm();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reply = await submitWith(() =>
      api.call(apiRefs.marketing.staffCreate, { body: { slug, settings: { title, visibility: 'draft' } } }),
    );
    if (reply) onCreated(reply.slug);
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3 rounded-xl border border-line p-4"
      data-testid="marketing-new-page"
    >
      <h3 className="font-semibold text-fg">New page (a draft until you make it public)</h3>
      {errorText ? <FormMessage tone="error">{errorText}</FormMessage> : null}
      <Field
        label="Slug (the page is /m/slug)"
        name="slug"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={errors.slug}
      />
      <Field
        label="Title"
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors['settings.title']}
      />
      <SubmitButton busy={busy}>Create the page</SubmitButton>
    </form>
  );
}

/** /staff/marketing: marketing pages (create, edit, delete) and the e-mails left on them. */
export function StaffMarketingEditor() {
  const [pages, setPages] = useState<MarketingPage[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [captures, setCaptures] = useState<
    { id: string; email: string; marketing_page_url: string; source: string; created_at: string }[]
  >([]);
  const [submissions, setSubmissions] = useState<
    {
      id: string;
      form_title: string;
      values: Record<string, string>;
      page_url: string;
      source: string;
      created_at: string;
    }[]
  >([]);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    const [list, captured, answered] = await Promise.all([
      api.call(apiRefs.marketing.staffList),
      api.call(apiRefs.marketing.staffEmailCaptures),
      api.call(apiRefs.marketing.staffFormSubmissions),
    ]);
    if (list.ok) setPages(list.data.pages);
    else setError(list.errorText);
    if (captured.ok) setCaptures(captured.data.captures);
    if (answered.ok) setSubmissions(answered.data.submissions);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const page = pages?.find((entry) => entry.slug === selected) ?? null;
  return (
    <div className="mt-8 space-y-10" data-testid="staff-marketing">
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <div className="space-y-4">
          <ul className="space-y-1" data-testid="marketing-page-list">
            {(pages ?? []).map((entry) => (
              <li key={entry.slug}>
                <button
                  type="button"
                  onClick={() => setSelected(entry.slug)}
                  aria-current={entry.slug === selected ? 'true' : undefined}
                  className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2 aria-[current=true]:bg-surface-2"
                >
                  <span className="block font-medium text-fg">{entry.settings.title}</span>
                  <span className="block text-xs text-muted">
                    {entry.path} · {entry.settings.visibility}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <NewPageForm
            onCreated={(slug) => {
              setSelected(slug);
              void load();
            }}
          />
        </div>
        <div>
          {page ? (
            // Keyed by page only: a save reloads the list (new updated_at), and remounting then
            // would drop the "Saved." notice the editor just showed.
            <PageSettingsEditor key={page.slug} page={page} onSaved={() => void load()} />
          ) : (
            <p className="text-sm text-muted">Pick a page to edit its settings.</p>
          )}
        </div>
      </div>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-fg">E-mails left on marketing pages</h2>
        {captures.length === 0 ? (
          <p className="text-sm text-muted">No e-mails yet.</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="marketing-captures">
            <thead>
              <tr className="text-muted">
                <th className="py-1">E-mail</th>
                <th className="py-1">Page</th>
                <th className="py-1">Source</th>
                <th className="py-1">When</th>
              </tr>
            </thead>
            <tbody>
              {captures.map((capture) => (
                <tr key={capture.id} className="border-t border-line">
                  <td className="py-1">{capture.email}</td>
                  <td className="py-1">{capture.marketing_page_url}</td>
                  <td className="py-1" data-testid="marketing-capture-source">
                    {capture.source}
                  </td>
                  <td className="py-1">{new Date(capture.created_at).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-fg">Answers to marketing forms</h2>
        {submissions.length === 0 ? (
          <p className="text-sm text-muted">No answers yet.</p>
        ) : (
          <ul className="space-y-2 text-sm" data-testid="marketing-submissions">
            {submissions.map((submission) => (
              <li key={submission.id} className="rounded-lg border border-line p-3">
                <p className="font-medium text-fg">
                  {submission.form_title} · {submission.page_url || 'no page'} · {submission.source} ·{' '}
                  {new Date(submission.created_at).toLocaleString()}
                </p>
                <dl className="mt-1 grid grid-cols-[10rem_1fr] gap-x-3 text-muted">
                  {Object.entries(submission.values).map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt>{name}</dt>
                      <dd className="text-fg">{value || '—'}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
