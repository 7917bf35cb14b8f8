import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError, toResult } from './domain-error';

describe('DomainError (DESIGN section 5.4, spec section 8)', () => {
  it('defaults to 400 and carries field errors', () => {
    const plain = new DomainError('Nope');
    expect(plain).toBeInstanceOf(Error);
    expect(plain.name).toBe('DomainError');
    expect(plain.status).toBe(400);
    expect(plain.errors).toBeUndefined();
    const withFields = new DomainError('Bad form', 409, { email: 'taken' });
    expect(withFields.status).toBe(409);
    expect(withFields.errors).toEqual({ email: 'taken' });
  });

  it('tells domain errors apart', () => {
    expect(isDomainError(new DomainError('x'))).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError('x')).toBe(false);
  });

  it('turns a throwing parser into a Result, rethrowing foreign errors', () => {
    expect(toResult(() => 5)).toEqual({ ok: true, value: 5 });
    const failed = toResult(() => {
      throw new DomainError('bad');
    });
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.message).toBe('bad');
    expect(() =>
      toResult(() => {
        throw new TypeError('boom');
      }),
    ).toThrow('boom');
  });
});
