'use client';

import { apiRefs } from '@learnbox/contracts/route-refs';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../api-client/api-client';
import { EditorFrame } from '../studio/frame/editor-frame';
import type { SaveState } from '../studio/frame/save-state';
import { type Draft, emptyDraft, emptyQuestion, withQuestion } from './editor-draft';
import { QuestionFields } from './question-fields';

const INPUT = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-fg';

type Listed = { id: string; slug: string; title: string; published: boolean; question_count: number };

/** /assessmenteditor: an author's assessments in the sidebar, the chosen one as a plain form. */
export function AssessmentEditorScreen() {
  const [mine, setMine] = useState<Listed[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // A new draft has nothing saved yet.
  const [saveState, setSaveState] = useState<SaveState>({ status: 'dirty' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState<string | null>(null);

  const refreshList = useCallback(async () => {
    const reply = await api.call(apiRefs.assessments.editorList);
    if (reply.ok) setMine(reply.data.assessments);
    else setLoadError(reply.errorText);
  }, []);

  useEffect(() => {
    void refreshList();
  }, [refreshList]);

  async function open(id: string) {
    const reply = await api.call(apiRefs.assessments.editorRead, { params: { assessmentId: id } });
    if (!reply.ok) {
      setLoadError(reply.errorText);
      return;
    }
    setSelected(id);
    setDraft(reply.data);
    setErrors({});
    setSaveState({ status: 'saved' });
  }

  function change(next: Draft) {
    setDraft(next);
    setSaveState({ status: 'dirty' });
  }

  async function save() {
    setSaveState({ status: 'saving' });
    const reply = selected
      ? await api.call(apiRefs.assessments.editorSave, { params: { assessmentId: selected }, body: draft })
      : await api.call(apiRefs.assessments.editorCreate, { body: draft });
    if (!reply.ok) {
      setErrors(reply.errors);
      setSaveState({ status: 'error', message: reply.errorText });
      return;
    }
    setErrors({});
    setSelected(reply.data.id);
    setDraft(reply.data);
    setSaveState({ status: 'saved' });
    await refreshList();
  }

  const field = (name: keyof Draft) =>
    errors[name] ? (
      <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
        {errors[name]}
      </p>
    ) : null;

  const sidebar = (
    <nav aria-label="Your assessments" className="space-y-2">
      <button
        type="button"
        className="w-full rounded-lg border border-line px-3 py-2 text-left text-sm text-fg hover:bg-surface-2"
        onClick={() => {
          setSelected(null);
          setDraft(emptyDraft());
          setErrors({});
          setSaveState({ status: 'dirty' });
        }}
      >
        New assessment
      </button>
      <ul className="space-y-1">
        {mine.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === selected ? 'true' : undefined}
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-fg hover:bg-surface-2 aria-[current=true]:bg-surface-2"
              onClick={() => void open(item.id)}
            >
              {item.title} <span className="text-muted">({item.question_count})</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <EditorFrame
      kind="assessment"
      title={draft.title || 'New assessment'}
      role="owner"
      saveState={saveState}
      onSave={() => void save()}
      sidebar={sidebar}
      backLink={{ href: '/assessments', label: 'Skill assessments' }}
    >
      {loadError ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {loadError}
        </p>
      ) : null}
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="text-sm text-fg">
            Title
            <input
              className={INPUT}
              value={draft.title}
              onChange={(e) => change({ ...draft, title: e.target.value })}
            />
            {field('title')}
          </label>
          <label className="text-sm text-fg">
            Address (/assessments/…)
            <input
              className={INPUT}
              value={draft.slug}
              onChange={(e) => change({ ...draft, slug: e.target.value })}
            />
            {field('slug')}
          </label>
          <label className="text-sm text-fg">
            Skill (the catalogue tag for recommendations)
            <input
              className={INPUT}
              value={draft.skill}
              onChange={(e) => change({ ...draft, skill: e.target.value })}
            />
            {field('skill')}
          </label>
          <label className="text-sm text-fg">
            Time limit (minutes)
            <input
              className={INPUT}
              type="number"
              min={1}
              max={180}
              value={draft.time_limit_minutes ?? 20}
              onChange={(e) => change({ ...draft, time_limit_minutes: Number(e.target.value) })}
            />
          </label>
          <label className="text-sm text-fg">
            Questions per attempt at most
            <input
              className={INPUT}
              type="number"
              min={3}
              max={50}
              value={draft.max_questions ?? 12}
              onChange={(e) => change({ ...draft, max_questions: Number(e.target.value) })}
            />
          </label>
          <label className="flex items-center gap-2 self-end text-sm text-fg">
            <input
              type="checkbox"
              checked={draft.published ?? false}
              onChange={(e) => change({ ...draft, published: e.target.checked })}
            />
            Published (listed on /assessments)
          </label>
        </div>
        <label className="block text-sm text-fg">
          Summary
          <textarea
            className={INPUT}
            rows={2}
            value={draft.summary ?? ''}
            onChange={(e) => change({ ...draft, summary: e.target.value })}
          />
        </label>
        {draft.questions.map((question, index) => (
          <QuestionFields
            key={question.id ?? `new-${index}`}
            question={question}
            index={index}
            errors={errors}
            onChange={(changes) => change(withQuestion(draft, index, changes))}
            onRemove={() => change({ ...draft, questions: draft.questions.filter((_, at) => at !== index) })}
          />
        ))}
        <div className="flex gap-3">
          <button
            type="button"
            className="rounded-lg border border-line px-4 py-2 text-sm text-fg hover:bg-surface-2"
            onClick={() => change({ ...draft, questions: [...draft.questions, emptyQuestion()] })}
          >
            Add question
          </button>
          <button
            type="submit"
            className="rounded-lg bg-brand-solid px-4 py-2 text-sm font-semibold text-white"
          >
            Save
          </button>
        </div>
      </form>
    </EditorFrame>
  );
}
