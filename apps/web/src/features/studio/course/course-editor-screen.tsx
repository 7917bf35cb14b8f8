'use client';

import type { CourseDocument } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { WORKS_MESSAGES } from '@learnbox/domain';
import { useState } from 'react';
import { api } from '../../api-client/api-client';
import { FormMessage } from '../../auth/form-parts';
import { StudioPrivateCourse } from '../../org-admin/studio-private-course';
import { canChange } from '../frame/save-state';
import { useStudioWork } from '../frame/use-studio-work';
import { useUnsavedGuard } from '../frame/use-unsaved-guard';
import { WorkNotLoaded } from '../frame/work-not-loaded';
import { WorkEditorShell } from '../works/work-editor-shell';
import { CourseFields } from './course-fields';
import { courseFormErrors, priceText, tagsText } from './course-form';
import { CourseTreeEditor } from './course-tree-editor';

/** /collectioneditor/{courseId}: a course's details and its module/lesson tree. */
export function CourseEditorScreen({ courseId }: { courseId: string }) {
  const work = useStudioWork('course', courseId);
  if (work.state !== 'loaded') return <WorkNotLoaded work={work} />;
  return <LoadedCourseEditor work={work} courseId={courseId} />;
}

type LoadedWork = Extract<ReturnType<typeof useStudioWork<'course'>>, { state: 'loaded' }>;

function LoadedCourseEditor({ work, courseId }: { work: LoadedWork; courseId: string }) {
  const document = work.document as CourseDocument;
  const [tagsInput, setTagsInput] = useState(() => tagsText(document.tags));
  const [priceInput, setPriceInput] = useState(() =>
    document.pricing.kind === 'priced' ? priceText(document.pricing.price_cents) : '',
  );
  const [formErrors, setFormErrors] = useState<Record<string, string>>({});
  const [addingLesson, setAddingLesson] = useState(false);
  const [lessonError, setLessonError] = useState<string | null>(null);
  useUnsavedGuard(work.dirty);
  const mayChange = canChange(work.meta.role);

  const change = (next: CourseDocument) => {
    work.change(() => next);
    if (Object.keys(formErrors).length > 0) setFormErrors(courseFormErrors(next, priceInput));
  };

  const save = async (): Promise<number | null> => {
    const errors = courseFormErrors(document, priceInput);
    setFormErrors(errors);
    if (Object.keys(errors).length > 0) return null;
    return work.save();
  };

  // A new lesson is written into the saved draft by the api, so unsaved edits go first.
  const addLesson = async (moduleId: string | undefined, title: string) => {
    setLessonError(null);
    setAddingLesson(true);
    if (work.dirty && (await save()) === null) {
      setAddingLesson(false);
      setLessonError(WORKS_MESSAGES.SAVE_BEFORE_LESSON);
      return;
    }
    const reply = await api.call(apiRefs.authoring.createPage, {
      body: { course_id: courseId, ...(moduleId ? { module_id: moduleId } : {}), title },
    });
    if (!reply.ok) setLessonError(reply.errorText);
    await work.reload();
    setAddingLesson(false);
  };

  // The preview shows the saved draft: unsaved edits are saved first.
  const preview = async () => {
    if (work.dirty && (await save()) === null) return;
    window.open(`/collectioneditor/${encodeURIComponent(courseId)}/preview`, '_blank', 'noopener');
  };

  const errors = { ...work.fieldErrors, ...formErrors };
  return (
    <WorkEditorShell
      kind="course"
      id={courseId}
      work={work}
      title={document.title || 'Untitled course'}
      save={save}
      onPreview={() => void preview()}
    >
      {errors.modules ? <FormMessage tone="error">{errors.modules}</FormMessage> : null}
      <CourseFields
        document={document}
        onChange={change}
        tagsInput={tagsInput}
        onTagsInput={setTagsInput}
        priceInput={priceInput}
        onPriceInput={setPriceInput}
        errors={errors}
        coverUploadUrl={
          mayChange ? () => api.call(apiRefs.uploads.courseCoverUrl, { params: { id: courseId } }) : undefined
        }
      />
      {mayChange ? <StudioPrivateCourse kind="course" id={courseId} /> : null}
      {lessonError ? <FormMessage tone="error">{lessonError}</FormMessage> : null}
      <CourseTreeEditor
        modules={document.modules}
        onChange={(modules) => change({ ...document, modules })}
        onAddLesson={(moduleId, title) => void addLesson(moduleId, title)}
        readOnly={!mayChange}
        addingLesson={addingLesson}
      />
    </WorkEditorShell>
  );
}
