import { randomUUID } from 'node:crypto';
import type { DeployEnvironment } from '@learnbox/domain';
import { OpenFeature } from '@openfeature/server-sdk';
import { describe, expect, it } from 'vitest';
import { DatabaseFlagProvider } from './database-flag-provider';
import { contextOf } from './feature-flags.service';
import { createCachedFlagLevels } from './flag-levels';

const learner = { id: 'usr_learner', isInternalStaff: false };
const staff = { id: 'usr_staff', isInternalStaff: true };

/** An OpenFeature client on our provider over a fixed table of levels. */
function clientFor(levels: Record<string, number>, environment: DeployEnvironment = 'production') {
  const domain = `test-${randomUUID()}`;
  OpenFeature.setProvider(
    domain,
    new DatabaseFlagProvider({ levels: async () => new Map(Object.entries(levels)) }, environment),
  );
  return OpenFeature.getClient(domain);
}

describe('DatabaseFlagProvider through OpenFeature (spec section 4 rollout levels)', () => {
  const levels = { l0: 0, l1: 1, l2: 2, l3: 3, l4: 4 };

  // Per environment and user type: which of levels 0..4 are on.
  const table: [DeployEnvironment, string, typeof learner | null, boolean[]][] = [
    ['production', 'logged out', null, [false, false, false, false, true]],
    ['production', 'learner', learner, [false, false, false, false, true]],
    ['production', 'staff', staff, [false, false, false, true, true]],
    ['beta', 'learner', learner, [false, false, true, true, true]],
    ['beta', 'staff', staff, [false, false, true, true, true]],
    ['local', 'logged out', null, [false, true, true, true, true]],
    ['dev', 'learner', learner, [false, true, true, true, true]],
  ];
  for (const [environment, who, user, expected] of table) {
    it(`${environment}, ${who}: levels 0-4 -> ${expected.join(',')}`, async () => {
      const client = clientFor(levels, environment);
      const values = await Promise.all(
        [0, 1, 2, 3, 4].map((level) => client.getBooleanValue(`l${level}`, false, contextOf(user))),
      );
      expect(values).toEqual(expected);
    });
  }

  it('reports the level and why', async () => {
    const client = clientFor(levels);
    const details = await client.getBooleanDetails('l3', false, contextOf(staff));
    expect(details).toMatchObject({ value: true, variant: 'on', reason: 'TARGETING_MATCH' });
    expect(details.flagMetadata).toEqual({ rolloutLevel: 3 });
    const off = await client.getBooleanDetails('l0', true, contextOf(staff));
    expect(off).toMatchObject({ value: false, reason: 'DISABLED' });
  });

  it('answers the default with FLAG_NOT_FOUND for an unknown flag', async () => {
    const details = await clientFor(levels).getBooleanDetails('nope', false, contextOf(staff));
    expect(details).toMatchObject({ value: false, errorCode: 'FLAG_NOT_FOUND' });
  });

  it('answers the default for a flag read as another type', async () => {
    const details = await clientFor(levels).getStringDetails('l4', 'x', contextOf(learner));
    expect(details).toMatchObject({ value: 'x', errorCode: 'TYPE_MISMATCH' });
  });

  it('a staff flag never reads as staff without the staff claim in the context', async () => {
    const client = clientFor(levels);
    expect(await client.getBooleanValue('l3', false, { targetingKey: 'x', isInternalStaff: 'true' })).toBe(
      false,
    );
  });
});

describe('cached flag levels', () => {
  it('reads the table at most once per TTL, and again after invalidate()', async () => {
    let reads = 0;
    let level = 3;
    const cached = createCachedFlagLevels(
      {
        levels: async () => {
          reads++;
          return new Map([['f', level]]);
        },
      },
      60_000,
    );
    expect((await cached.levels()).get('f')).toBe(3);
    level = 4;
    expect((await cached.levels()).get('f')).toBe(3);
    expect(reads).toBe(1);
    cached.invalidate();
    expect((await cached.levels()).get('f')).toBe(4);
    expect(reads).toBe(2);
  });

  it('with TTL 0 reads on every evaluation', async () => {
    let reads = 0;
    const cached = createCachedFlagLevels({ levels: async () => new Map([['f', reads++]]) }, 0);
    await cached.levels();
    await cached.levels();
    expect(reads).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const cached = createCachedFlagLevels(
      {
        levels: async () => {
          if (fail) throw new Error('database down');
          return new Map([['f', 4]]);
        },
      },
      60_000,
    );
    await expect(cached.levels()).rejects.toThrow('database down');
    fail = false;
    expect((await cached.levels()).get('f')).toBe(4);
  });
});
