import { describe, expect, it } from 'vitest';
import { createEnvVarEntry } from './env-vars';

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
