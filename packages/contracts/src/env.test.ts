import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EnvError, envVariableNames, parseEnv } from './env';

const schema = z.object({
  PORT: z.coerce.number().int().max(65535).default(80),
  NAME: z.string().min(2).optional(),
});

describe('parseEnv: every app reads its environment the same way', () => {
  it('returns the parsed values', () => {
    expect(parseEnv('demo', schema, { PORT: '8080' })).toEqual({ PORT: 8080 });
  });

  it('names every wrong variable at once, in one format', () => {
    expect(() => parseEnv('demo', schema, { PORT: '70000', NAME: 'x' })).toThrow(
      /^Invalid demo configuration:\n {2}PORT: .*\n {2}NAME: .*\nSee \.env\.example for every variable\.$/,
    );
  });

  it('adds the problems of rules that span variables, as an EnvError', () => {
    const error = (() => {
      try {
        parseEnv('demo', schema, {}, (env) => (env.NAME ? [] : ['NAME: is required on port 80']));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual(['NAME: is required on port 80']);
  });

  it('lists the variables of a schema', () => {
    expect(envVariableNames(schema)).toEqual(['NAME', 'PORT']);
  });
});
