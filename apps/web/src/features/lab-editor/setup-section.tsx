import type { LabSetupReply } from '@learnbox/contracts';
import { Field, type FieldErrors, inputClasses, Section } from './field';

type Change = (patch: Partial<LabSetupReply>) => void;

/** Title, summary, Markdown instructions, app port, memory, capabilities and the egress allow-list. */
export function SetupSection({
  setup,
  errors,
  change,
}: {
  setup: LabSetupReply;
  errors: FieldErrors;
  change: Change;
}) {
  const capabilityErrors = Object.entries(errors).filter(([path]) => path.startsWith('capabilities.'));
  const egressErrors = Object.entries(errors).filter(([path]) => path.startsWith('egressAllowList.'));
  return (
    <Section title="Setup">
      <Field label="Title" id="lab-title" error={errors.title}>
        {(props) => (
          <input
            {...props}
            className={inputClasses}
            value={setup.title}
            onChange={(e) => change({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label="Summary" id="lab-summary" error={errors.summary}>
        {(props) => (
          <input
            {...props}
            className={inputClasses}
            value={setup.summary}
            onChange={(e) => change({ summary: e.target.value })}
          />
        )}
      </Field>
      <Field label="Instructions (Markdown)" id="lab-instructions" error={errors.instructions}>
        {(props) => (
          <textarea
            {...props}
            rows={10}
            className="mt-1 w-full rounded-xl border border-line bg-surface-2 px-3 py-2 font-mono text-sm text-fg"
            value={setup.instructions}
            onChange={(e) => change({ instructions: e.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="App port (empty: no preview)" id="lab-app-port" error={errors.appPort}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={inputClasses}
              value={setup.app_port ?? ''}
              onChange={(e) =>
                change({ app_port: e.target.value.trim() === '' ? null : Number(e.target.value) })
              }
            />
          )}
        </Field>
        <Field label="Memory (MB)" id="lab-memory" error={errors.memoryMb}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={inputClasses}
              value={setup.memory_mb}
              onChange={(e) => change({ memory_mb: Number(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Track" id="lab-track" error={errors.track}>
          {(props) => (
            <input
              {...props}
              className={inputClasses}
              value={setup.track ?? ''}
              onChange={(e) => change({ track: e.target.value === '' ? null : e.target.value })}
            />
          )}
        </Field>
      </div>
      <fieldset className="text-sm text-fg">
        <legend className="font-medium">Capabilities added back (all others are dropped)</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {setup.allowed_capabilities.map((capability) => (
            <label key={capability} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={setup.capabilities.includes(capability)}
                onChange={(e) =>
                  change({
                    capabilities: e.target.checked
                      ? [...setup.capabilities, capability]
                      : setup.capabilities.filter((c) => c !== capability),
                  })
                }
              />
              {capability}
            </label>
          ))}
        </div>
        {capabilityErrors.map(([path, message]) => (
          <p key={path} className="mt-1 text-red-700 dark:text-red-300">
            {message}
          </p>
        ))}
      </fieldset>
      <Field
        label="Hosts the lab may reach (one per line; none: no network)"
        id="lab-egress"
        error={egressErrors[0]?.[1]}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className="mt-1 w-full rounded-xl border border-line bg-surface-2 px-3 py-2 font-mono text-sm text-fg"
            value={setup.egress_allow_list.join('\n')}
            onChange={(e) => change({ egress_allow_list: e.target.value.split('\n') })}
          />
        )}
      </Field>
    </Section>
  );
}
