'use client';

import { WORKS_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { type KeyboardEvent, useId, useState } from 'react';
import { askConfirmation } from '../../modals/confirmation';
import { SmallButton } from '../widgets/fields';
import { editorUrl } from '../works/work-links';
import {
  addModule,
  type CourseModules,
  type LessonPlace,
  moveLesson,
  moveModule,
  removeLesson,
  removeModule,
  renameLesson,
  renameModule,
} from './course-tree';

const titleInput =
  'h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';

/** Alt+↑ / Alt+↓ on a title moves its module or lesson, like the buttons beside it. */
const moveKey = (event: KeyboardEvent): -1 | 1 | null =>
  event.altKey && event.key === 'ArrowUp' ? -1 : event.altKey && event.key === 'ArrowDown' ? 1 : null;

/**
 * The course's modules and lessons as an ordered tree: rename in place, move up and down (buttons
 * or Alt+arrows; a lesson crosses into the next module at the ends), remove (asked first), add a
 * module, add a lesson (created on the server in that module), open a lesson's editor.
 */
export function CourseTreeEditor({
  modules,
  onChange,
  onAddLesson,
  readOnly,
  addingLesson,
}: {
  modules: CourseModules;
  onChange: (modules: CourseModules) => void;
  /** Without a module (the course has none), the api makes "Module 1". */
  onAddLesson: (moduleId: string | undefined, title: string) => void;
  readOnly: boolean;
  addingLesson: boolean;
}) {
  const [newModule, setNewModule] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const newModuleId = useId();

  const focusRef = (key: string) => (element: HTMLInputElement | null) => {
    if (element && focusKey === key) {
      element.focus();
      setFocusKey(null);
    }
  };

  const shiftModule = (index: number, by: -1 | 1) => {
    onChange(moveModule(modules, index, by));
    setFocusKey(`m:${modules[index]?.id}`);
  };
  const shiftLesson = (place: LessonPlace, by: -1 | 1) => {
    const lessonId = modules[place.module]?.lessons[place.lesson]?.id;
    onChange(moveLesson(modules, place, by).modules);
    setFocusKey(`l:${lessonId}`);
  };

  return (
    <section aria-labelledby="tree-heading" className="space-y-3">
      <h2 id="tree-heading" className="text-lg font-semibold text-fg">
        Modules and lessons
      </h2>
      <p className="text-xs text-muted">Alt+↑ and Alt+↓ on a title move it.</p>
      {modules.length === 0 ? <p className="text-sm text-muted">{WORKS_MESSAGES.NO_LESSONS}</p> : null}
      {modules.length === 0 && !readOnly ? (
        <NewLessonForm
          label="New lesson title"
          busy={addingLesson}
          onAdd={(title) => onAddLesson(undefined, title)}
        />
      ) : null}
      <ol className="space-y-3" data-testid="course-tree" aria-label="Course outline">
        {modules.map((module, moduleIndex) => (
          <li
            key={module.id}
            className="rounded-xl border border-line p-3"
            data-testid={`course-module-${moduleIndex}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={focusRef(`m:${module.id}`)}
                aria-label={`Module ${moduleIndex + 1} title`}
                className={`${titleInput} font-semibold`}
                value={module.title}
                readOnly={readOnly}
                onChange={(event) => onChange(renameModule(modules, moduleIndex, event.target.value))}
                onKeyDown={(event) => {
                  const by = moveKey(event);
                  if (by && !readOnly) {
                    event.preventDefault();
                    shiftModule(moduleIndex, by);
                  }
                }}
              />
              {readOnly ? null : (
                <>
                  <SmallButton
                    label={`Move module ${module.title} up`}
                    disabled={moduleIndex === 0}
                    onClick={() => shiftModule(moduleIndex, -1)}
                  >
                    ↑
                  </SmallButton>
                  <SmallButton
                    label={`Move module ${module.title} down`}
                    disabled={moduleIndex === modules.length - 1}
                    onClick={() => shiftModule(moduleIndex, 1)}
                  >
                    ↓
                  </SmallButton>
                  <SmallButton
                    label={`Remove module ${module.title}`}
                    onClick={async () => {
                      if (await askConfirmation(WORKS_MESSAGES.REMOVE_MODULE, 'Remove'))
                        onChange(removeModule(modules, moduleIndex));
                    }}
                  >
                    Remove
                  </SmallButton>
                </>
              )}
            </div>
            <ol className="mt-2 space-y-1 pl-4">
              {module.lessons.map((lesson, lessonIndex) => {
                const place = { module: moduleIndex, lesson: lessonIndex };
                const first = moduleIndex === 0 && lessonIndex === 0;
                const last = moduleIndex === modules.length - 1 && lessonIndex === module.lessons.length - 1;
                return (
                  <li
                    key={lesson.id}
                    className="flex flex-wrap items-center gap-2"
                    data-testid="course-lesson"
                  >
                    <input
                      ref={focusRef(`l:${lesson.id}`)}
                      aria-label={`Lesson ${lessonIndex + 1} of module ${moduleIndex + 1} title`}
                      className={titleInput}
                      value={lesson.title}
                      readOnly={readOnly}
                      onChange={(event) => onChange(renameLesson(modules, place, event.target.value))}
                      onKeyDown={(event) => {
                        const by = moveKey(event);
                        if (by && !readOnly) {
                          event.preventDefault();
                          shiftLesson(place, by);
                        }
                      }}
                    />
                    <Link href={editorUrl('lesson', lesson.id)} className="text-sm text-brand underline">
                      Edit lesson
                    </Link>
                    {readOnly ? null : (
                      <>
                        <SmallButton
                          label={`Move lesson ${lesson.title} up`}
                          disabled={first}
                          onClick={() => shiftLesson(place, -1)}
                        >
                          ↑
                        </SmallButton>
                        <SmallButton
                          label={`Move lesson ${lesson.title} down`}
                          disabled={last}
                          onClick={() => shiftLesson(place, 1)}
                        >
                          ↓
                        </SmallButton>
                        <SmallButton
                          label={`Remove lesson ${lesson.title}`}
                          onClick={async () => {
                            if (await askConfirmation(WORKS_MESSAGES.REMOVE_LESSON, 'Remove'))
                              onChange(removeLesson(modules, place));
                          }}
                        >
                          Remove
                        </SmallButton>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>
            {readOnly ? null : (
              <NewLessonForm
                label={`New lesson title in module ${moduleIndex + 1}`}
                busy={addingLesson}
                onAdd={(title) => onAddLesson(module.id, title)}
              />
            )}
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!newModule.trim()) return;
            onChange(addModule(modules, newModule.trim()));
            setNewModule('');
          }}
        >
          <label htmlFor={newModuleId} className="sr-only">
            New module title
          </label>
          <input
            id={newModuleId}
            placeholder="New module title"
            className={titleInput}
            value={newModule}
            onChange={(event) => setNewModule(event.target.value)}
            data-testid="course-new-module-title"
          />
          <button
            type="submit"
            className="rounded-lg border border-line px-3 py-2 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
            data-testid="course-add-module"
          >
            Add module
          </button>
        </form>
      )}
    </section>
  );
}

function NewLessonForm({
  label,
  busy,
  onAdd,
}: {
  label: string;
  busy: boolean;
  onAdd: (title: string) => void;
}) {
  const [title, setTitle] = useState('');
  return (
    <form
      className="mt-2 flex gap-2 pl-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return;
        onAdd(title.trim());
        setTitle('');
      }}
    >
      <input
        aria-label={label}
        placeholder="New lesson title"
        className={titleInput}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        data-testid="course-new-lesson-title"
      />
      <button
        type="submit"
        disabled={busy}
        className="rounded-lg border border-line px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
        data-testid="course-add-lesson"
      >
        Add lesson
      </button>
    </form>
  );
}
