import { describe, expect, it } from 'vitest';
import { linkLookup, linkToken } from './link-token';

describe('the token of a link segment', () => {
  it('decodes an encoded token and keeps one that does not decode', () => {
    expect(linkToken('abc%2Ddef')).toBe('abc-def');
    expect(linkToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe("a link's lookup", () => {
  it('gives the data of a success', async () => {
    await expect(
      linkLookup(Promise.resolve({ ok: true, status: 200, data: { email: 'a@b.c' } })),
    ).resolves.toEqual({
      email: 'a@b.c',
    });
  });

  it("throws the token's own sentence before the generic one", async () => {
    const failed = (errors: Record<string, string>) =>
      linkLookup(Promise.resolve({ ok: false, status: 400, errorText: 'Something went wrong.', errors }));
    await expect(failed({ token: 'This link is broken.' })).rejects.toThrow('This link is broken.');
    await expect(failed({})).rejects.toThrow('Something went wrong.');
  });
});
