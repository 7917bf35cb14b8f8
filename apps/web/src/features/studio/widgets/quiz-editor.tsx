'use client';

import type { QuizWidget } from '@learnbox/contracts';
import { optional, type WidgetEditorProps } from './editor-props';
import { CheckboxField, GroupError, SmallButton, TextAreaField, TextField } from './fields';

type Question = QuizWidget['questions'][number];
type Option = Question['options'][number];

const LETTERS = 'abcdefgh';

/** The first id of `prefix`+n not used yet (ids stay stable: learners' answers refer to them). */
function freshId(prefix: string, used: readonly string[]): string {
  for (let n = used.length + 1; ; n++) if (!used.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

function freshOptionId(options: readonly Option[]): string {
  const used = options.map((option) => option.id);
  return [...LETTERS].find((letter) => !used.includes(letter)) ?? freshId('o', used);
}

/**
 * Questions, options, which are correct and the explanations. The answers stay in the draft and go
 * to the api only; learners get the quiz without them (the reader's renderQuizView).
 */
export function QuizEditor({ widget, onChange, errors }: WidgetEditorProps<QuizWidget>) {
  const setQuestion = (index: number, question: Question) =>
    onChange({ ...widget, questions: widget.questions.map((q, at) => (at === index ? question : q)) });
  return (
    <div className="space-y-4">
      <TextField
        label="Title"
        value={widget.title ?? ''}
        onChange={(title) => onChange({ ...widget, title: optional(title) })}
        error={errors.title}
      />
      <GroupError error={errors.questions} />
      {widget.questions.map((question, q) => {
        const setOption = (o: number, option: Option) =>
          setQuestion(q, {
            ...question,
            options: question.options.map((other, at) => (at === o ? option : other)),
          });
        return (
          <fieldset key={question.id} className="space-y-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-fg">Question {q + 1}</legend>
            <TextAreaField
              label={`Question ${q + 1}: prompt`}
              value={question.prompt}
              onChange={(prompt) => setQuestion(q, { ...question, prompt })}
              error={errors[`questions.${q}.prompt`]}
              rows={2}
            />
            <CheckboxField
              label="More than one option may be correct"
              checked={question.multiple ?? false}
              onChange={(multiple) => setQuestion(q, { ...question, multiple: multiple || undefined })}
            />
            <GroupError error={errors[`questions.${q}.options`]} />
            {question.options.map((option, o) => (
              <div key={option.id} className="flex flex-wrap items-end gap-2">
                <div className="min-w-48 flex-1">
                  <TextField
                    label={`Question ${q + 1}, option ${o + 1}`}
                    value={option.text}
                    onChange={(text) => setOption(o, { ...option, text })}
                    error={errors[`questions.${q}.options.${o}.text`]}
                  />
                </div>
                <CheckboxField
                  label="Correct"
                  checked={option.correct ?? false}
                  onChange={(correct) => setOption(o, { ...option, correct: correct || undefined })}
                />
                <SmallButton
                  onClick={() =>
                    setQuestion(q, { ...question, options: question.options.filter((_, at) => at !== o) })
                  }
                  disabled={question.options.length <= 2}
                >
                  Remove option {o + 1}
                </SmallButton>
              </div>
            ))}
            <SmallButton
              onClick={() =>
                setQuestion(q, {
                  ...question,
                  options: [...question.options, { id: freshOptionId(question.options), text: '' }],
                })
              }
              disabled={question.options.length >= 8}
            >
              Add option
            </SmallButton>
            <TextAreaField
              label={`Question ${q + 1}: explanation`}
              value={question.explanation}
              onChange={(explanation) => setQuestion(q, { ...question, explanation })}
              error={errors[`questions.${q}.explanation`]}
              rows={2}
            />
            <SmallButton
              onClick={() => onChange({ ...widget, questions: widget.questions.filter((_, at) => at !== q) })}
              disabled={widget.questions.length <= 1}
            >
              Remove question {q + 1}
            </SmallButton>
          </fieldset>
        );
      })}
      <SmallButton
        onClick={() =>
          onChange({
            ...widget,
            questions: [
              ...widget.questions,
              {
                id: freshId(
                  'q',
                  widget.questions.map((question) => question.id),
                ),
                prompt: '',
                options: [
                  { id: 'a', text: '', correct: true },
                  { id: 'b', text: '' },
                ],
                explanation: '',
              },
            ],
          })
        }
        disabled={widget.questions.length >= 20}
      >
        Add question
      </SmallButton>
    </div>
  );
}
