import { apiRefs } from '@learnbox/contracts/route-refs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { apiPath } from './api-path';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('api.call', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the data of a 2xx reply', async () => {
    const fetchSpy = respond(200, { status: 'logged_in' });
    expect(await api.call(apiRefs.auth.login, { body: { email: 'a@b.c', password: 'x' } as never })).toEqual({
      ok: true,
      status: 200,
      data: { status: 'logged_in' },
    });
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/user/login');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
  });

  it('keeps errorText and the field errors of a failure', async () => {
    respond(400, {
      errorText: 'Some fields are invalid.',
      errors: { email: 'Enter a valid e-mail address.' },
    });
    expect(await api.call(apiRefs.auth.signup, { body: {} as never })).toEqual({
      ok: false,
      status: 400,
      errorText: 'Some fields are invalid.',
      errors: { email: 'Enter a valid e-mail address.' },
    });
  });

  it('joins field errors when there is no errorText, and survives the network failing', async () => {
    respond(409, { errors: { email: 'Taken.' } });
    expect(await api.call(apiRefs.auth.sessions)).toMatchObject({ errorText: 'Taken.' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(await api.call(apiRefs.auth.sessions)).toMatchObject({ ok: false, status: 0 });
  });
});

describe('apiPath', () => {
  it('encodes each path parameter and leaves undefined query fields out', () => {
    expect(
      apiPath(apiRefs.content.lesson, {
        params: { slug: 'a b', lesson: 'x/y' },
        query: { work_type: 'collection', content_revision: undefined },
      }),
    ).toBe('/api/collection/a%20b/page/x%2Fy?work_type=collection');
    expect(apiPath(apiRefs.catalogue.sitemap)).toBe('/api/catalogue/sitemap');
  });
});
