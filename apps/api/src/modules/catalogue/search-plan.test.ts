import { describe, expect, it } from 'vitest';
import { planSearch } from './search-plan';

const vocabulary = ['python', 'walrus', 'operator', 'javascript', 'nullish'];

describe('planSearch', () => {
  it('matches every word as a prefix', () => {
    expect(planSearch('Walr oper', vocabulary).plan).toEqual({
      english: 'walr:* & oper:*',
      simple: '(walr:*) & (oper:*)',
      openEnglish: 'walr:*ABC & oper:*ABC',
      openSimple: '(walr:*ABC) & (oper:*ABC)',
    });
  });

  it('adds the nearest spelling of a word the index does not have', () => {
    const { plan, corrections } = planSearch('pyhton', vocabulary);
    expect(corrections).toEqual({ pyhton: ['python'] });
    expect(plan.simple).toBe('(pyhton:* | python)');
    expect(plan.openSimple).toBe('(pyhton:*ABC | python:ABC)');
  });

  it('turns SQL and tsquery syntax into plain words', () => {
    expect(planSearch("'); drop table collections; -- !:*&|", vocabulary).words).toEqual([
      'drop',
      'table',
      'collections',
    ]);
    expect(planSearch('   ', vocabulary).plan).toEqual({
      english: null,
      simple: null,
      openEnglish: null,
      openSimple: null,
    });
    expect(planSearch('c++', vocabulary).words).toEqual(['c']);
  });
});
