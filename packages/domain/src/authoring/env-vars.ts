/** Environment variable entries of a container (spec section 3 "Container build state", section 5). */
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
