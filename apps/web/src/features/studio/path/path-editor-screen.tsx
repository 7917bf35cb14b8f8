'use client';

import type { PathDocument } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { isPathType, PATH_TYPE_LABELS, PATH_TYPES, WORKS_MESSAGES } from '@learnbox/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api-client/api-client';
import { askConfirmation } from '../../modals/confirmation';
import { StudioPrivateCourse } from '../../org-admin/studio-private-course';
import { parseTags, tagsError, tagsText } from '../course/course-form';
import { canChange } from '../frame/save-state';
import { useStudioWork } from '../frame/use-studio-work';
import { useUnsavedGuard } from '../frame/use-unsaved-guard';
import { WorkNotLoaded } from '../frame/work-not-loaded';
import { SmallButton, TextField } from '../widgets/fields';
import { TitleSummaryFields } from '../works/title-summary-fields';
import { WorkEditorShell } from '../works/work-editor-shell';
import { CoursePicker } from './course-picker';
import { addCourse, moveCourse, removeCourse } from './path-courses';

/** /patheditor/{pathId}: a path's title, summary, tags, type and ordered courses. */
export function PathEditorScreen({ pathId }: { pathId: string }) {
  const work = useStudioWork('path', pathId);
  if (work.state !== 'loaded') return <WorkNotLoaded work={work} />;
  return <LoadedPathEditor work={work} pathId={pathId} />;
}

type LoadedWork = Extract<ReturnType<typeof useStudioWork<'path'>>, { state: 'loaded' }>;

function LoadedPathEditor({ work, pathId }: { work: LoadedWork; pathId: string }) {
  const document = work.document as PathDocument;
  const [tagsInput, setTagsInput] = useState(() => tagsText(document.tags));
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedGuard(work.dirty);
  const mayChange = canChange(work.meta.role);
  const set = <K extends keyof PathDocument>(key: K, value: PathDocument[K]) =>
    work.change((current) => ({ ...(current as PathDocument), [key]: value }));

  // The draft holds course ids; the preview names them.
  useEffect(() => {
    void api
      .call(apiRefs.authoring.preview, { params: { kind: 'path', id: pathId }, query: {} })
      .then((reply) => {
        if (reply.ok && reply.data.kind === 'path')
          setTitles(Object.fromEntries(reply.data.courses.map((course) => [course.id, course.title])));
      });
  }, [pathId]);

  const save = async () => {
    const next: Record<string, string> = {};
    if (document.title.trim() === '') next.title = WORKS_MESSAGES.TITLE_REQUIRED;
    const tags = tagsError(document.tags);
    if (tags) next.tags = tags;
    setErrors(next);
    return Object.keys(next).length > 0 ? null : work.save();
  };
  const shown = { ...work.fieldErrors, ...errors };
  const pathType = isPathType(document.path_type) ? document.path_type : 'regular';

  return (
    <WorkEditorShell
      kind="path"
      id={pathId}
      work={work}
      title={document.title || 'Untitled path'}
      save={save}
    >
      <section aria-label="Path details" className="grid gap-4 rounded-2xl border border-line bg-surface p-4">
        <TitleSummaryFields
          title={document.title}
          summary={document.summary}
          onTitle={(v) => set('title', v)}
          onSummary={(v) => set('summary', v)}
          errors={shown}
        />
        <TextField
          label="Tags (comma-separated)"
          value={tagsInput}
          onChange={(text) => {
            setTagsInput(text);
            set('tags', parseTags(text));
          }}
          error={shown.tags}
        />
        <label className="text-sm font-medium text-fg">
          Path type
          <select
            value={pathType}
            onChange={(event) => set('path_type', event.target.value)}
            className="mt-1 block h-9 w-full rounded-lg border border-line bg-surface-2 px-2 text-sm text-fg"
          >
            {PATH_TYPES.map((type) => (
              <option key={type} value={type}>
                {PATH_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
      </section>
      <section
        aria-labelledby="path-courses-heading"
        className="space-y-3 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="path-courses-heading" className="text-lg font-semibold text-fg">
          Courses, in order
        </h2>
        {document.course_ids.length === 0 ? (
          <p className="text-sm text-muted">{WORKS_MESSAGES.NO_COURSES_IN_PATH}</p>
        ) : (
          <ol className="space-y-1" data-testid="path-courses">
            {document.course_ids.map((id, index) => (
              <li key={id} className="flex items-center justify-between gap-2 text-sm">
                <span className="text-fg">
                  {index + 1}. {titles[id] ?? id}
                </span>
                {mayChange ? (
                  <span className="flex gap-1">
                    <SmallButton
                      label={`Move ${titles[id] ?? id} up`}
                      disabled={index === 0}
                      onClick={() => set('course_ids', moveCourse(document.course_ids, index, -1))}
                    >
                      ↑
                    </SmallButton>
                    <SmallButton
                      label={`Move ${titles[id] ?? id} down`}
                      disabled={index === document.course_ids.length - 1}
                      onClick={() => set('course_ids', moveCourse(document.course_ids, index, 1))}
                    >
                      ↓
                    </SmallButton>
                    <SmallButton
                      label={`Remove ${titles[id] ?? id}`}
                      onClick={async () => {
                        if (await askConfirmation(WORKS_MESSAGES.REMOVE_COURSE_FROM_PATH, 'Remove'))
                          set('course_ids', removeCourse(document.course_ids, id));
                      }}
                    >
                      Remove
                    </SmallButton>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {shown.course_ids ? (
          <p className="text-sm text-red-700 dark:text-red-300">{shown.course_ids}</p>
        ) : null}
        {mayChange ? (
          <CoursePicker
            chosen={document.course_ids}
            onPick={(course) => {
              setTitles((all) => ({ ...all, [course.id]: course.title }));
              set('course_ids', addCourse(document.course_ids, course.id));
            }}
          />
        ) : null}
      </section>
      {mayChange ? <StudioPrivateCourse kind="path" id={pathId} /> : null}
    </WorkEditorShell>
  );
}
