'use client';

import type { CatalogueSettings, CatalogueSettingsReply } from '@learnbox/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardSectionProps } from '../team/dashboard-types';
import { orgAdminApi } from './org-admin-api';

const SECTION = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const FIELD =
  'h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';
const BUTTON =
  'h-10 rounded-lg bg-brand-solid px-4 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60';

type Choice = 'include' | 'exclude' | 'none';
const refKey = (ref: { author_id: string; work_id: string }) => `${ref.author_id}/${ref.work_id}`;

const settingsKey = (organizationId: string) => ['org-catalogue', organizationId] as const;
const previewKey = (organizationId: string) => ['org-catalogue-preview', organizationId] as const;

async function unwrap<T>(
  call: Promise<{ ok: true; data: T } | { ok: false; errorText: string }>,
): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(result.errorText);
  return result.data;
}

/** Include, exclude or neither, for one course or category. */
function ChoiceSelect(props: {
  id: string;
  label: string;
  value: Choice;
  onChange: (value: Choice) => void;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        data-testid={props.id}
        className={FIELD}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Choice)}
      >
        <option value="none">Not listed</option>
        <option value="include">Include</option>
        <option value="exclude">Exclude</option>
      </select>
    </>
  );
}

/** The editable form of the saved settings: one choice per course and per category. */
function draftOf(reply: CatalogueSettingsReply) {
  const { settings } = reply;
  const courses = new Map<string, Choice>();
  for (const ref of settings.included_courses_list) courses.set(refKey(ref), 'include');
  for (const ref of settings.excluded_courses_list) courses.set(refKey(ref), 'exclude');
  const categories = new Map<string, Choice>();
  for (const category of settings.included_categories_list) categories.set(category, 'include');
  for (const category of settings.excluded_categories_list) categories.set(category, 'exclude');
  return { includeAll: settings.include_all_courses, courses, categories };
}

function CatalogueEditor({
  organizationId,
  reply,
}: {
  organizationId: string;
  reply: CatalogueSettingsReply;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(reply));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const setCourse = (key: string, value: Choice) =>
    setDraft((old) => ({ ...old, courses: new Map(old.courses).set(key, value) }));
  const setCategory = (key: string, value: Choice) =>
    setDraft((old) => ({ ...old, categories: new Map(old.categories).set(key, value) }));

  const save = async () => {
    const refs = (choice: Choice) =>
      reply.courses
        .filter((course) => draft.courses.get(refKey(course)) === choice)
        .map(({ author_id, work_id }) => ({ author_id, work_id }));
    const categories = (choice: Choice) =>
      reply.categories.filter((category) => draft.categories.get(category) === choice);
    const body: CatalogueSettings = {
      include_all_courses: draft.includeAll,
      included_courses_list: refs('include'),
      excluded_courses_list: refs('exclude'),
      included_categories_list: categories('include'),
      excluded_categories_list: categories('exclude'),
    };
    setBusy(true);
    setNotice(null);
    const result = await orgAdminApi.saveCatalogue(organizationId, body);
    setBusy(false);
    if (!result.ok) {
      setNotice({ tone: 'error', text: result.errorText });
      return;
    }
    queryClient.setQueryData(settingsKey(organizationId), result.data);
    await queryClient.invalidateQueries({ queryKey: previewKey(organizationId) });
    setNotice({ tone: 'info', text: 'Saved. Your members see the catalogue below from now on.' });
  };

  return (
    <section className={SECTION} aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="text-lg font-semibold text-fg">
        What your members see
      </h2>
      <fieldset className="mt-4 grid gap-2">
        <legend className="sr-only">Catalogue</legend>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="radio"
            name="catalogue-mode"
            data-testid="catalogue-include-all"
            checked={draft.includeAll}
            onChange={() => setDraft((old) => ({ ...old, includeAll: true }))}
          />
          Every course and path
        </label>
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="radio"
            name="catalogue-mode"
            data-testid="catalogue-use-lists"
            checked={!draft.includeAll}
            onChange={() => setDraft((old) => ({ ...old, includeAll: false }))}
          />
          Only what the lists below allow
        </label>
      </fieldset>
      {draft.includeAll ? null : (
        <>
          <p className="mt-4 text-sm text-muted">
            Included courses and categories are always shown. With exclusions, everything else not excluded is
            shown too; with only inclusions, nothing else is. Courses private to your organization are always
            shown.
          </p>
          <h3 className="mt-6 text-sm font-semibold text-fg">Courses and paths</h3>
          <ul className="mt-2 divide-y divide-line">
            {reply.courses.map((course) => (
              <li
                key={refKey(course)}
                data-testid={`catalogue-course-${course.slug}`}
                className="flex flex-wrap items-center justify-between gap-3 py-2"
              >
                <span className="text-sm text-fg">
                  {course.title} <span className="text-muted">({course.kind})</span>
                </span>
                <ChoiceSelect
                  id={`catalogue-course-select-${course.slug}`}
                  label={`${course.title} in the lists`}
                  value={draft.courses.get(refKey(course)) ?? 'none'}
                  onChange={(value) => setCourse(refKey(course), value)}
                />
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-sm font-semibold text-fg">Categories</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {reply.categories.map((category) => (
              <li
                key={category}
                data-testid={`catalogue-category-${category}`}
                className="flex items-center justify-between gap-3"
              >
                <span className="text-sm text-fg">{category}</span>
                <ChoiceSelect
                  id={`catalogue-category-select-${category}`}
                  label={`Category ${category} in the lists`}
                  value={draft.categories.get(category) ?? 'none'}
                  onChange={(value) => setCategory(category, value)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={BUTTON}
          disabled={busy}
          onClick={() => void save()}
          data-testid="catalogue-save"
        >
          Save catalogue
        </button>
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm ${notice.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-fg'}`}
            data-testid="catalogue-notice"
          >
            {notice.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The saved lists applied: what a member with a seat sees, as the server computes it. */
function CataloguePreview({ organizationId }: { organizationId: string }) {
  const preview = useQuery({
    queryKey: previewKey(organizationId),
    queryFn: () => unwrap(orgAdminApi.preview(organizationId)),
  });
  return (
    <section className={SECTION} aria-labelledby="catalogue-preview-title">
      <h2 id="catalogue-preview-title" className="text-lg font-semibold text-fg">
        Preview: your members' catalogue
      </h2>
      {preview.isPending ? (
        <p className="mt-2 text-sm text-muted">Loading…</p>
      ) : preview.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {preview.error.message}
        </p>
      ) : preview.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-muted" data-testid="catalogue-preview">
          Your members see no courses or paths with these lists.
        </p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="catalogue-preview">
          {preview.data.items.map((item) => (
            <li
              key={`${item.author_id}/${item.work_id}`}
              data-testid={`catalogue-preview-${item.slug}`}
              className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-fg"
            >
              {item.title} <span className="text-muted">({item.kind})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The dashboard's Catalogue tab: include-all or lists (spec section 3), with a live preview. */
export function CatalogueSection({ organizationId }: DashboardSectionProps) {
  const settings = useQuery({
    queryKey: settingsKey(organizationId),
    queryFn: () => unwrap(orgAdminApi.catalogue(organizationId)),
  });
  if (settings.isPending) return <p className="mt-8 text-muted">Loading the catalogue…</p>;
  if (settings.isError)
    return (
      <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
        {settings.error.message}
      </p>
    );
  return (
    <div className="mt-8 grid gap-6" data-testid="catalogue-panel">
      <CatalogueEditor organizationId={organizationId} reply={settings.data} />
      <CataloguePreview organizationId={organizationId} />
    </div>
  );
}
