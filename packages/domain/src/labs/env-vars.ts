/** Environment variable entries of a lab container (spec section 3 "Container build state", section 5). */
export interface EnvVarEntry {
  id: string;
  key: string;
  name: string;
  value: string;
  info: string;
  required: boolean;
  useAsDefault: boolean;
  deleted: boolean;
  defaultValue: string;
}

/**
 * Creates an entry with the spec's defaults: useAsDefault true and required false
 * (spec section 5). Text fields default to '' and deleted to false so a form can bind them.
 */
export function createEnvVarEntry(input: Partial<EnvVarEntry> & { id: string }): EnvVarEntry {
  return {
    key: '',
    name: '',
    value: '',
    info: '',
    defaultValue: '',
    deleted: false,
    ...input,
    useAsDefault: input.useAsDefault ?? true,
    required: input.required ?? false,
  };
}

/**
 * The variables a container starts with: live entries only, each with its value, or its default
 * when the value is empty and the entry is used as default. A required entry with neither is
 * returned in `missing` so the caller can refuse the start with a field error.
 */
export function resolveContainerEnv(entries: readonly EnvVarEntry[]): {
  env: Record<string, string>;
  missing: string[];
} {
  const env: Record<string, string> = {};
  const missing: string[] = [];
  for (const entry of entries) {
    if (entry.deleted || entry.key === '') continue;
    const value = entry.value !== '' ? entry.value : entry.useAsDefault ? entry.defaultValue : '';
    if (value !== '') env[entry.key] = value;
    else if (entry.required) missing.push(entry.key);
  }
  return { env, missing };
}
