'use client';

import { DIFFICULTIES, type ShotDocument, type Widget } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { useModalStore } from '../../modal-state/modal-store';
import { parseTags, tagsError, tagsText } from '../course/course-form';
import { canChange } from '../frame/save-state';
import { useStudioWork } from '../frame/use-studio-work';
import { useUnsavedGuard } from '../frame/use-unsaved-guard';
import { WorkNotLoaded } from '../frame/work-not-loaded';
import { FreehandDrawingDialog } from '../uploads/freehand-drawing-dialog';
import { ImageUploadDialog } from '../uploads/image-upload-dialog';
import { SelectField, TextField } from '../widgets/fields';
import type { ImageDialogs } from '../widgets/image-editor';
import { WidgetListEditor } from '../widgets/widget-list-editor';
import { TitleSummaryFields } from '../works/title-summary-fields';
import { WorkEditorShell } from '../works/work-editor-shell';
import { AttributionsEditor, cleanAttributions } from './attributions-editor';

/** /answereditor/{shotId}: a shot's fields, attributions, licence, tags and widgets. */
export function ShotEditorScreen({ shotId }: { shotId: string }) {
  const work = useStudioWork('shot', shotId);
  if (work.state !== 'loaded') return <WorkNotLoaded work={work} />;
  return <LoadedShotEditor work={work} shotId={shotId} />;
}

const IMAGE_DIALOGS: ImageDialogs = { upload: ImageUploadDialog, draw: FreehandDrawingDialog };

type LoadedWork = Extract<ReturnType<typeof useStudioWork<'shot'>>, { state: 'loaded' }>;
type TagField = 'tags' | 'programming_tags' | 'topic_tags';
const TAG_FIELDS: [TagField, string][] = [
  ['tags', 'Tags'],
  ['programming_tags', 'Programming tags'],
  ['topic_tags', 'Topic tags'],
];

function LoadedShotEditor({ work, shotId }: { work: LoadedWork; shotId: string }) {
  const document = work.document as ShotDocument;
  const [tagInputs, setTagInputs] = useState(() =>
    Object.fromEntries(TAG_FIELDS.map(([field]) => [field, tagsText(document[field])])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attributionsNote, setAttributionsNote] = useState<{ tone: 'error' | 'info'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const role = work.meta.role;
  useUnsavedGuard(work.dirty);
  const mayChange = canChange(role);
  const set = <K extends keyof ShotDocument>(key: K, value: ShotDocument[K]) =>
    work.change((current) => ({ ...(current as ShotDocument), [key]: value }));

  const save = async () => {
    const next: Record<string, string> = {};
    if (document.title.trim() === '') next.title = WORKS_MESSAGES.TITLE_REQUIRED;
    for (const [field] of TAG_FIELDS) {
      const error = tagsError(document[field]);
      if (error) next[field] = error;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    return work.save();
  };

  // The spec's attributions call writes a new draft revision: unsaved edits go first, then the head is reloaded.
  const saveAttributions = async () => {
    setBusy(true);
    setAttributionsNote(null);
    if (work.dirty && (await save()) === null) {
      setBusy(false);
      return;
    }
    const reply = await api.call(apiRefs.authoring.updateAttributions, {
      params: { id: shotId },
      body: { attributions: cleanAttributions(document.attributions) },
    });
    setAttributionsNote(
      reply.ok
        ? { tone: 'info', text: WORKS_MESSAGES.ATTRIBUTIONS_SAVED }
        : { tone: 'error', text: reply.errorText },
    );
    if (reply.ok) await work.reload();
    setBusy(false);
  };

  const preview = async () => {
    if (work.dirty && (await save()) === null) return;
    window.open(`/answereditor/${encodeURIComponent(shotId)}/preview`, '_blank', 'noopener');
  };

  const shown = { ...work.fieldErrors, ...errors };
  return (
    <WorkEditorShell
      kind="shot"
      id={shotId}
      work={work}
      title={document.title || 'Untitled shot'}
      save={save}
      onPreview={() => void preview()}
      onAddCollaborators={() =>
        useModalStore.getState().open('ShotContributors', { shotId, isOwner: role === 'owner' })
      }
    >
      <section aria-label="Shot details" className="grid gap-4 rounded-2xl border border-line bg-surface p-4">
        <TitleSummaryFields
          title={document.title}
          summary={document.summary}
          onTitle={(v) => set('title', v)}
          onSummary={(v) => set('summary', v)}
          errors={shown}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {TAG_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={`${label} (comma-separated)`}
              value={tagInputs[field] ?? ''}
              onChange={(text) => {
                setTagInputs((all) => ({ ...all, [field]: text }));
                set(field, parseTags(text));
              }}
              error={shown[field]}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Level"
            value={document.difficulty}
            options={DIFFICULTIES}
            onChange={(v) => set('difficulty', v)}
          />
          <TextField
            label="Licence"
            value={document.license}
            onChange={(v) => set('license', v)}
            error={shown.license}
          />
        </div>
      </section>
      {attributionsNote ? (
        <FormMessage tone={attributionsNote.tone}>{attributionsNote.text}</FormMessage>
      ) : null}
      <AttributionsEditor
        attributions={document.attributions}
        onChange={(list) => set('attributions', list)}
        onSave={() => void saveAttributions()}
        readOnly={!mayChange}
        busy={busy}
        errors={shown}
      />
      <WidgetListEditor
        widgets={document.widgets as Widget[]}
        onChange={(widgets) => set('widgets', widgets)}
        uploadUrl={() => api.call(apiRefs.uploads.shotUrl, { params: { id: shotId } })}
        imageDialogs={IMAGE_DIALOGS}
        savedRevision={work.baseRevision}
        readOnly={!mayChange}
      />
    </WorkEditorShell>
  );
}
