import { describe, expect, it } from 'vitest';
import { nextBadge } from './author-profile-screen';

describe('next author badge', () => {
  it('names the next badge of spec section 6', () => {
    expect(nextBadge(0)).toEqual({ badge: 'Emerging Star', at: 1 });
    expect(nextBadge(1)).toEqual({ badge: 'Illuminator', at: 3 });
    expect(nextBadge(99)).toEqual({ badge: 'Professor', at: 100 });
    expect(nextBadge(500)).toBeNull();
  });
});
