import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from './api-call';

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));

describe('apiCall', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the data of a 2xx reply', async () => {
    respond(200, { status: 'logged_in' });
    expect(await apiCall('/api/user/login', { body: {} })).toEqual({
      ok: true,
      status: 200,
      data: { status: 'logged_in' },
    });
  });

  it('keeps errorText and the field errors of a failure', async () => {
    respond(400, {
      errorText: 'Some fields are invalid.',
      errors: { email: 'Enter a valid e-mail address.' },
    });
    expect(await apiCall('/api/user/signup', { body: {} })).toEqual({
      ok: false,
      status: 400,
      errorText: 'Some fields are invalid.',
      errors: { email: 'Enter a valid e-mail address.' },
    });
  });

  it('joins field errors when there is no errorText, and survives the network failing', async () => {
    respond(409, { errors: { email: 'Taken.' } });
    expect(await apiCall('/x', { body: {} })).toMatchObject({ errorText: 'Taken.' });
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(await apiCall('/x')).toMatchObject({ ok: false, status: 0 });
  });
});
