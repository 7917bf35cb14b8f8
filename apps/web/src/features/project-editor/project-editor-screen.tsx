'use client';

import type {
  CheckProjectSolutionsReply,
  EditableProject,
  EditableProjectReply,
  EditableTask,
} from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { PROJECT_MESSAGES } from '@learnbox/domain';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { JudgeResult } from '../code-execution/run-output';
import { buttonClasses } from '../layout/button-link';
import { SignInNeeded } from '../progress/sign-in-needed';
import { EditorFrame } from '../studio/frame/editor-frame';
import { formSaveState, type SaveNotice } from '../studio/frame/save-state';
import { TaskFields } from './task-fields';

type Load =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'failed'; message: string }
  | { state: 'loaded' };

const FIELD = 'mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg';
const MAIN_FILES: Record<string, string> = {
  python: 'main.py',
  javascript: 'main.js',
  typescript: 'main.ts',
};

function newTask(language: string): EditableTask {
  const name = MAIN_FILES[language] ?? 'main.txt';
  return {
    id: null,
    title: '',
    instructions: '',
    starter_files: [{ name, content: '' }],
    main_file: null,
    tests: [{ name: 'Example', stdin: '', expected_output: '' }],
    solution: [{ name, content: '' }],
  };
}

const bodyOf = ({ id: _id, ...project }: EditableProjectReply): EditableProject => project;

/** /projecteditor/{id}: a project and its tasks as one form in the studio's frame; Save sends it whole. */
export function ProjectEditorScreen({ projectId }: { projectId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [project, setProject] = useState<EditableProjectReply | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<CheckProjectSolutionsReply | null>(null);
  const [checking, setChecking] = useState(false);
  const current = useRef<EditableProjectReply | null>(null);
  current.current = project;

  useEffect(() => {
    void api.call(apiRefs.projects.editorGet, { params: { projectId } }).then((reply) => {
      if (reply.ok) {
        setProject(reply.data);
        setLoad({ state: 'loaded' });
      } else
        setLoad(
          reply.status === 401 ? { state: 'signed-out' } : { state: 'failed', message: reply.errorText },
        );
    });
  }, [projectId]);

  const change = (patch: Partial<EditableProjectReply>) => {
    setProject((shown) => (shown ? { ...shown, ...patch } : shown));
    setDirty(true);
  };

  const save = async (published?: boolean) => {
    const shown = current.current;
    if (!shown) return;
    setSaving(true);
    const body = { ...bodyOf(shown), ...(published === undefined ? {} : { published }) };
    const reply = await api.call(apiRefs.projects.editorSave, { params: { projectId }, body });
    setSaving(false);
    if (!reply.ok) {
      setErrors(reply.errors);
      return setNotice({ kind: 'error', text: reply.errorText });
    }
    setErrors({});
    setProject(reply.data);
    setDirty(false);
    setNotice({ kind: 'ok', text: PROJECT_MESSAGES.EDITOR_SAVED });
  };

  /** Runs the saved solutions: unsaved changes are saved first, so what is checked is what is shown. */
  const check = async () => {
    if (dirty) await save();
    setChecking(true);
    const reply = await api.call(apiRefs.projects.editorCheck, { params: { projectId } });
    setChecking(false);
    if (!reply.ok) return setNotice({ kind: 'error', text: reply.errorText });
    setChecked(reply.data);
  };

  if (load.state === 'loading') return <p className="text-muted">Loading the project…</p>;
  if (load.state === 'signed-out')
    return <SignInNeeded what="Log in to edit this project." title="Log in to edit projects" />;
  if (load.state === 'failed' || !project)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {load.state === 'failed' ? load.message : ''}
      </p>
    );

  const saveState = formSaveState(saving, dirty, notice);
  const fileName = MAIN_FILES[project.language] ?? 'main.txt';

  return (
    <EditorFrame
      kind="project"
      title={project.title || project.slug}
      role="owner"
      saveState={saveState}
      onSave={() => void save()}
      backLink={{ href: '/projecteditor', label: 'All my projects' }}
      actions={
        <>
          <span className="text-sm text-muted">{project.published ? 'Published' : 'Draft'}</span>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void check()}
            disabled={checking || project.tasks.length === 0}
            data-testid="check-solutions"
          >
            {checking ? 'Checking…' : 'Check solutions'}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => void save(!project.published)}
          >
            {project.published ? 'Unpublish' : 'Publish'}
          </button>
        </>
      }
    >
      <div className="space-y-4 rounded-2xl border border-line bg-surface p-5">
        <label className="block text-sm font-medium text-fg">
          Title
          <input
            className={FIELD}
            value={project.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        </label>
        <label className="block text-sm font-medium text-fg">
          Address (/projects/…)
          <input
            className={FIELD}
            value={project.slug}
            onChange={(event) => change({ slug: event.target.value })}
          />
        </label>
        {errors.slug ? <p className="text-sm text-red-700 dark:text-red-300">{errors.slug}</p> : null}
        <label className="block text-sm font-medium text-fg">
          Summary
          <textarea
            className={FIELD}
            rows={3}
            value={project.summary}
            onChange={(event) => change({ summary: event.target.value })}
          />
        </label>
      </div>
      {project.tasks.map((task, position) => (
        <TaskFields
          key={task.id ?? `new-${position}`}
          task={task}
          position={position}
          fileName={fileName}
          errors={errors}
          onChange={(next) =>
            change({ tasks: project.tasks.map((item, at) => (at === position ? next : item)) })
          }
          onRemove={() => change({ tasks: project.tasks.filter((_, at) => at !== position) })}
        />
      ))}
      {checked ? (
        <section
          aria-label="Solution check"
          className="space-y-3 rounded-2xl border border-line bg-surface py-3"
        >
          {checked.tasks.map((task) => (
            <div key={task.id}>
              <h3 className="px-4 font-semibold text-fg">{task.title}</h3>
              <JudgeResult result={task.result} />
            </div>
          ))}
        </section>
      ) : null}
      <button
        type="button"
        className={buttonClasses('secondary')}
        onClick={() => change({ tasks: [...project.tasks, newTask(project.language)] })}
      >
        Add a task
      </button>
    </EditorFrame>
  );
}
