import type { LabSetupReply } from '@learnbox/contracts';
import { createEnvVarEntry } from '@learnbox/domain';
import { buttonClasses } from '../layout/button-link';
import { type FieldErrors, inputClasses, Section } from './field';

type Env = LabSetupReply['envs'][number];

/**
 * Environment variables (spec section 3 "Container build state" envs). New entries take the spec's
 * defaults (section 5: useAsDefault true, required false); removing marks an entry deleted, as the
 * spec's `deleted` field keeps it, and a deleted entry can be brought back.
 */
export function EnvSection({
  envs,
  errors,
  onChange,
}: {
  envs: Env[];
  errors: FieldErrors;
  onChange: (envs: Env[]) => void;
}) {
  const update = (index: number, patch: Partial<Env>) =>
    onChange(envs.map((env, i) => (i === index ? { ...env, ...patch } : env)));
  const add = () => {
    const taken = new Set(envs.map((env) => env.id));
    let n = envs.length + 1;
    while (taken.has(`env-${n}`)) n += 1;
    onChange([...envs, createEnvVarEntry({ id: `env-${n}` })]);
  };
  return (
    <Section
      title="Environment variables"
      actions={
        <button type="button" className={buttonClasses('secondary')} onClick={add}>
          Add variable
        </button>
      }
    >
      {envs.length === 0 ? <p className="text-sm text-muted">No environment variables.</p> : null}
      {envs.map((env, index) => {
        const error = errors[`envs.${index}.key`] ?? errors[`envs.${index}.id`];
        const text = (field: 'key' | 'name' | 'value' | 'defaultValue' | 'info', label: string) => (
          <label className="flex flex-col text-sm text-fg">
            {label}
            <input
              className={inputClasses}
              value={env[field]}
              disabled={env.deleted}
              aria-invalid={field === 'key' && error !== undefined}
              onChange={(e) => update(index, { [field]: e.target.value })}
            />
          </label>
        );
        return (
          <fieldset
            key={env.id}
            className={`min-w-0 rounded-xl border border-line p-4 ${env.deleted ? 'opacity-60' : ''}`}
          >
            <legend className="px-1 text-sm font-medium text-fg">
              {env.key || `Variable ${index + 1}`}
              {env.deleted ? ' (deleted)' : ''}
            </legend>
            <div className="grid gap-3 sm:grid-cols-5">
              {text('key', 'Name in the container')}
              {text('name', 'Label')}
              {text('value', 'Value')}
              {text('defaultValue', 'Default value')}
              {text('info', 'Info')}
            </div>
            {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p> : null}
            <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-fg">
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={env.required}
                  disabled={env.deleted}
                  onChange={(e) => update(index, { required: e.target.checked })}
                />
                Required
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={env.useAsDefault}
                  disabled={env.deleted}
                  onChange={(e) => update(index, { useAsDefault: e.target.checked })}
                />
                Use the default when empty
              </label>
              <button
                type="button"
                className={buttonClasses('secondary')}
                onClick={() => update(index, { deleted: !env.deleted })}
              >
                {env.deleted ? 'Restore' : 'Delete'}
              </button>
            </div>
          </fieldset>
        );
      })}
    </Section>
  );
}
