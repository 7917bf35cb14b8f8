import type { LabSetupReply } from '@learnbox/contracts';
import { copyDockerJob } from '@learnbox/domain';
import { buttonClasses } from '../layout/button-link';
import { Field, type FieldErrors, inputClasses, Section } from './field';
import { ScriptEditor } from './script-editor';

type Job = LabSetupReply['jobs'][number];

/** Docker jobs (spec section 3): key, name, runScript, inputFileName, runInLiveContainer; copies by the spec's rule. */
export function JobsSection({
  jobs,
  errors,
  onChange,
}: {
  jobs: Job[];
  errors: FieldErrors;
  onChange: (jobs: Job[]) => void;
}) {
  const update = (index: number, patch: Partial<Job>) =>
    onChange(jobs.map((job, i) => (i === index ? { ...job, ...patch } : job)));
  const add = () =>
    onChange([
      ...jobs,
      { key: `job-${jobs.length + 1}`, name: '', runScript: '', runInLiveContainer: false },
    ]);
  return (
    <Section
      title="Docker jobs"
      actions={
        <button type="button" className={buttonClasses('secondary')} onClick={add}>
          Add job
        </button>
      }
    >
      {jobs.length === 0 ? <p className="text-sm text-muted">No jobs.</p> : null}
      {jobs.map((job, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: keys are edited in place, the position is the identity
        <fieldset key={index} className="min-w-0 space-y-3 rounded-xl border border-line p-4">
          <legend className="px-1 text-sm font-medium text-fg">Job {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label="Key" id={`job-${index}-key`} error={errors[`jobs.${index}.key`]}>
              {(props) => (
                <input
                  {...props}
                  className={inputClasses}
                  value={job.key}
                  onChange={(e) => update(index, { key: e.target.value })}
                />
              )}
            </Field>
            <Field label="Name" id={`job-${index}-name`} error={errors[`jobs.${index}.name`]}>
              {(props) => (
                <input
                  {...props}
                  className={inputClasses}
                  value={job.name}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
              )}
            </Field>
            <Field
              label="Input file (in the home folder)"
              id={`job-${index}-input`}
              error={errors[`jobs.${index}.inputFileName`]}
            >
              {(props) => (
                <input
                  {...props}
                  className={inputClasses}
                  value={job.inputFileName ?? ''}
                  onChange={(e) => update(index, { inputFileName: e.target.value })}
                />
              )}
            </Field>
          </div>
          <ScriptEditor
            label={`Run script of job ${index + 1}`}
            language="bash"
            value={job.runScript}
            onChange={(runScript) => update(index, { runScript })}
          />
          {errors[`jobs.${index}.runScript`] ? (
            <p className="text-sm text-red-700 dark:text-red-300">{errors[`jobs.${index}.runScript`]}</p>
          ) : null}
          <label className="flex items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              checked={job.runInLiveContainer ?? false}
              onChange={(e) => update(index, { runInLiveContainer: e.target.checked })}
            />
            Run in the live container
          </label>
          {errors[`jobs.${index}.runInLiveContainer`] ? (
            <p className="text-sm text-red-700 dark:text-red-300">
              {errors[`jobs.${index}.runInLiveContainer`]}
            </p>
          ) : null}
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() =>
                onChange([
                  ...jobs.slice(0, index + 1),
                  copyDockerJob(job, jobs, Math.random),
                  ...jobs.slice(index + 1),
                ])
              }
            >
              Duplicate
            </button>
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => onChange(jobs.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        </fieldset>
      ))}
    </Section>
  );
}
