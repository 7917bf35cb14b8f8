'use client';

import type { LessonDocument, Widget } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { STUDIO_MESSAGES } from '@learnbox/domain';
import { useCallback, useState } from 'react';
import { api } from '../../api-client/api-client';
import { SignInNeeded } from '../../progress/sign-in-needed';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { EditorFrame } from '../frame/editor-frame';
import { HistoryDrawer } from '../frame/history-drawer';
import { StudioMergeView } from '../frame/merge-view';
import { canChange } from '../frame/save-state';
import { useStudioWork } from '../frame/use-studio-work';
import { useUnsavedGuard } from '../frame/use-unsaved-guard';
import { FreehandDrawingDialog } from '../uploads/freehand-drawing-dialog';
import { ImageUploadDialog } from '../uploads/image-upload-dialog';
import { TextAreaField, TextField } from '../widgets/fields';
import type { ImageDialogs } from '../widgets/image-editor';
import { publishBlockers } from '../widgets/solution-checks';
import { WidgetListEditor } from '../widgets/widget-list-editor';
import { LessonOutline } from './lesson-outline';
import { useSolutionChecks } from './use-solution-checks';

/** The studio's image dialogs (studio/uploads): an uploaded or drawn image fills an Image widget. */
const IMAGE_DIALOGS: ImageDialogs = { upload: ImageUploadDialog, draw: FreehandDrawingDialog };

const previewHref = (lessonId: string) => `/pageeditor/${encodeURIComponent(lessonId)}/preview`;

/**
 * /pageeditor/{lessonId} and /editor-page/{lessonId}: a lesson's title, summary and widget list in
 * the studio frame, with save on the revision it started from, a merge view on conflict, history,
 * preview and publish (blocked until every Code solution passed its tests).
 */
export function LessonEditorScreen({ lessonId }: { lessonId: string }) {
  const work = useStudioWork('lesson', lessonId);
  const [query, setQuery] = useState('');
  const [panel, setPanel] = useState<'history' | 'publish' | null>(null);
  const [notice, setNotice] = useState<{ text: string; href?: string } | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const loaded = work.state === 'loaded' ? work : null;
  const mayChange = loaded ? canChange(loaded.meta.role) : false;
  useUnsavedGuard(Boolean(loaded && (loaded.dirty || loaded.conflict)));

  // Saves only when something changed; resolves to the head the api now has.
  const saveIfNeeded = useCallback(async (): Promise<number | null> => {
    if (!loaded) return null;
    if (!loaded.dirty && !loaded.conflict) return loaded.baseRevision;
    return loaded.save();
  }, [loaded]);

  // Images go up through the lesson's signed upload link (spec: /api/author/page/{id}/image/upload/url).
  const uploadUrl = useCallback(
    () => api.call(apiRefs.uploads.authorPageUrl, { params: { id: lessonId } }),
    [lessonId],
  );

  const solution = useSolutionChecks({
    lessonId,
    widgets: loaded?.document.widgets ?? [],
    save: saveIfNeeded,
    mayChange,
  });

  if (work.state === 'loading') return <p className="text-muted">{STUDIO_MESSAGES.LOADING}</p>;
  if (work.state === 'signed-out')
    return <SignInNeeded what={STUDIO_MESSAGES.SIGN_IN_TO_EDIT} title="Log in to edit lessons" />;
  if (work.state === 'failed')
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {work.message}
      </p>
    );

  const { document, meta, conflict } = work;
  const setDocument = (patch: Partial<LessonDocument>) => work.change((shown) => ({ ...shown, ...patch }));
  const blockers = publishBlockers(document.widgets, solution.checks);

  const preview = async () => {
    if (mayChange && (work.dirty || conflict) && (await saveIfNeeded()) === null) return;
    window.open(previewHref(lessonId), '_blank', 'noopener');
  };

  const publish = async () => {
    setPublishing(true);
    setPublishError(null);
    const head = await saveIfNeeded();
    if (head === null) {
      setPublishing(false);
      return setPublishError(STUDIO_MESSAGES.SAVE_FAILED);
    }
    const reply = await api.call(apiRefs.authoring.publish, {
      params: { kind: 'lesson', id: lessonId },
      body: { revision: head },
    });
    setPublishing(false);
    if (!reply.ok) return setPublishError(reply.errorText);
    setPanel(null);
    setNotice({ text: STUDIO_MESSAGES.PUBLISHED, href: reply.data.url });
  };

  return (
    <EditorFrame
      kind="lesson"
      title={document.title || 'Untitled lesson'}
      role={meta.role}
      saveState={work.saveState}
      onSave={() => void work.save()}
      onPreview={() => void preview()}
      onPublish={() => {
        setPublishError(null);
        setPanel('publish');
      }}
      onHistory={() => setPanel('history')}
      onAddCollaborators={
        meta.course_id
          ? () =>
              window.open(
                `/collectioneditor/${encodeURIComponent(meta.course_id ?? '')}`,
                '_blank',
                'noopener',
              )
          : undefined
      }
      backLink={
        meta.course_id
          ? { href: `/collectioneditor/${meta.course_id}`, label: 'Back to the course' }
          : undefined
      }
      sidebar={<LessonOutline widgets={document.widgets} query={query} />}
      search={{ placeholder: 'Search this lesson', onSearch: setQuery }}
    >
      {notice ? (
        <p role="status" className="rounded-xl border border-line bg-surface p-3 text-sm text-fg">
          {notice.text}{' '}
          {notice.href ? (
            <a href={notice.href} className="underline">
              Open it as a learner
            </a>
          ) : null}
        </p>
      ) : null}
      {conflict ? (
        <div className="space-y-3">
          <p
            role="alert"
            data-testid="studio-conflict"
            className="font-medium text-red-700 dark:text-red-300"
          >
            {conflict.message}
          </p>
          {conflict.headDocument ? (
            <StudioMergeView
              key={conflict.headRevision}
              mine={document}
              theirs={conflict.headDocument}
              onResolve={(merged) => void work.acceptMerge(merged)}
            />
          ) : null}
        </div>
      ) : null}
      <section
        aria-label="Lesson details"
        className="grid gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <fieldset disabled={!mayChange} className="grid gap-3">
          <TextField
            label="Lesson title"
            value={document.title}
            onChange={(title) => setDocument({ title })}
            error={work.fieldErrors.title}
          />
          <TextAreaField
            label="Summary"
            value={document.summary}
            onChange={(summary) => setDocument({ summary })}
            error={work.fieldErrors.summary}
            rows={2}
          />
        </fieldset>
      </section>
      <WidgetListEditor
        widgets={document.widgets}
        onChange={(widgets: Widget[]) => setDocument({ widgets })}
        uploadUrl={uploadUrl}
        imageDialogs={IMAGE_DIALOGS}
        solutionChecks={solution.prop}
        savedRevision={work.dirty ? undefined : work.baseRevision}
        readOnly={!mayChange}
      />
      {panel === 'history' ? (
        <HistoryDrawer
          kind="lesson"
          id={lessonId}
          baseRevision={work.baseRevision}
          canRestore={mayChange}
          render={(opened) => (
            <pre className="whitespace-pre-wrap font-mono text-xs text-fg">
              {JSON.stringify(opened, null, 2)}
            </pre>
          )}
          onRestored={() => {
            setPanel(null);
            setNotice({ text: STUDIO_MESSAGES.RESTORED });
            void work.reload();
          }}
          onClose={() => setPanel(null)}
        />
      ) : null}
      {panel === 'publish' ? (
        <ConfirmDialog
          title="Publish this lesson"
          sentence={blockers.length ? STUDIO_MESSAGES.PUBLISH_BLOCKED_TESTS : STUDIO_MESSAGES.PUBLISH_CONFIRM}
          confirmLabel="Publish"
          busy={publishing || blockers.length > 0}
          error={publishError}
          onConfirm={() => void publish()}
          onClose={() => setPanel(null)}
        />
      ) : null}
    </EditorFrame>
  );
}
