import type { EditorAssessmentBody, EditorQuestion } from '@learnbox/contracts';

/** The editor's working copy: the save body, with questions and options as the form edits them. */
export type DraftQuestion = EditorQuestion & {
  options: { id?: string; text: string; correct: boolean }[];
  tests: { name?: string; stdin?: string; expected_output: string }[];
};
export type Draft = Omit<EditorAssessmentBody, 'questions'> & { questions: DraftQuestion[] };

export const emptyQuestion = (): DraftQuestion => ({
  skill: 'basics',
  difficulty: 0,
  kind: 'multiple_choice',
  prompt: '',
  options: [
    { text: '', correct: true },
    { text: '', correct: false },
  ],
  language: null,
  starter_code: '',
  tests: [],
  solution: null,
});

export const emptyDraft = (): Draft => ({
  slug: '',
  title: '',
  summary: '',
  skill: '',
  time_limit_minutes: 20,
  max_questions: 12,
  published: false,
  questions: [emptyQuestion()],
});

/** Replaces the question at `index` with the changes. */
export function withQuestion(draft: Draft, index: number, changes: Partial<DraftQuestion>): Draft {
  return {
    ...draft,
    questions: draft.questions.map((question, at) => (at === index ? { ...question, ...changes } : question)),
  };
}
