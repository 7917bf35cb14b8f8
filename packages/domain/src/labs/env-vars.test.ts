import { describe, expect, it } from 'vitest';
import { createEnvVarEntry, type EnvVarEntry, resolveContainerEnv } from './env-vars';

describe('environment variable entries (spec section 5)', () => {
  it('default to useAsDefault true and required false', () => {
    expect(createEnvVarEntry({ id: 'e1', key: 'PORT' })).toEqual({
      id: 'e1',
      key: 'PORT',
      name: '',
      value: '',
      info: '',
      defaultValue: '',
      deleted: false,
      useAsDefault: true,
      required: false,
    });
  });

  it('keeps explicit choices', () => {
    expect(createEnvVarEntry({ id: 'e2', useAsDefault: false, required: true })).toMatchObject({
      useAsDefault: false,
      required: true,
    });
  });

  it('treats undefined as not given', () => {
    expect(createEnvVarEntry({ id: 'e3', useAsDefault: undefined, required: undefined })).toMatchObject({
      useAsDefault: true,
      required: false,
    });
  });
});

describe('container environment', () => {
  const entry = (input: Partial<EnvVarEntry> & { id: string }) => createEnvVarEntry(input);

  it('takes values, falls back to defaults used as default, and skips deleted or unnamed entries', () => {
    const result = resolveContainerEnv([
      entry({ id: '1', key: 'PORT', value: '3000', defaultValue: '8080' }),
      entry({ id: '2', key: 'HOST', defaultValue: '0.0.0.0' }),
      entry({ id: '3', key: 'NO_DEFAULT', defaultValue: 'x', useAsDefault: false }),
      entry({ id: '4', key: 'GONE', value: 'y', deleted: true }),
      entry({ id: '5', value: 'orphan' }),
    ]);
    expect(result).toEqual({ env: { PORT: '3000', HOST: '0.0.0.0' }, missing: [] });
  });

  it('reports required entries without a value', () => {
    expect(resolveContainerEnv([entry({ id: '1', key: 'TOKEN', required: true })]).missing).toEqual([
      'TOKEN',
    ]);
  });
});
