import type { LabSetupReply } from '@learnbox/contracts';
import { buttonClasses } from '../layout/button-link';
import { Field, type FieldErrors, inputClasses, Section } from './field';
import { ScriptEditor } from './script-editor';

type Runner = LabSetupReply['test_runners'][number];

/**
 * Test runners (spec section 3): id, name, testScript. The script runs in the learner's container
 * and prints the live test result as its last line (total_tests, passed_tests, failure_description).
 */
export function RunnersSection({
  runners,
  errors,
  onChange,
}: {
  runners: Runner[];
  errors: FieldErrors;
  onChange: (runners: Runner[]) => void;
}) {
  const update = (index: number, patch: Partial<Runner>) =>
    onChange(runners.map((runner, i) => (i === index ? { ...runner, ...patch } : runner)));
  return (
    <Section
      title="Test runners"
      actions={
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() =>
            onChange([...runners, { id: `tests-${runners.length + 1}`, name: '', testScript: '#!/bin/sh\n' }])
          }
        >
          Add test runner
        </button>
      }
    >
      {runners.length === 0 ? (
        <p className="text-sm text-muted">No test runners: learners see no tests.</p>
      ) : null}
      {runners.map((runner, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: ids are edited in place, the position is the identity
        <fieldset key={index} className="min-w-0 space-y-3 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-medium text-fg">Test runner {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Id" id={`runner-${index}-id`} error={errors[`testRunners.${index}.id`]}>
              {(props) => (
                <input
                  {...props}
                  className={inputClasses}
                  value={runner.id}
                  onChange={(e) => update(index, { id: e.target.value })}
                />
              )}
            </Field>
            <Field label="Name" id={`runner-${index}-name`} error={errors[`testRunners.${index}.name`]}>
              {(props) => (
                <input
                  {...props}
                  className={inputClasses}
                  value={runner.name}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
              )}
            </Field>
          </div>
          <ScriptEditor
            label={`Test script of ${runner.name || `test runner ${index + 1}`}`}
            language="bash"
            value={runner.testScript}
            onChange={(testScript) => update(index, { testScript })}
          />
          {errors[`testRunners.${index}.testScript`] ? (
            <p className="text-sm text-red-700 dark:text-red-300">
              {errors[`testRunners.${index}.testScript`]}
            </p>
          ) : null}
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => onChange(runners.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </fieldset>
      ))}
    </Section>
  );
}
