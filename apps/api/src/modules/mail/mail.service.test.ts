import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../platform/config/env';
import { createMailRepository } from '../../platform/mail/mail.repository';
import { Mailer } from '../../platform/mail/mail.service';
import type { MailTransport, OutgoingMail } from '../../platform/mail/mail-transport';
import { isDevMailboxOn } from '../auth';
import {
  type AccountsTestApp,
  APP_TIMEOUT_MS,
  buildAccountsTestApp,
} from '../auth/testing/accounts-test-app';

/** A transport that fails until told to work, like an SMTP server that is down for a while. */
function flakyTransport() {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport & { up: boolean; sent: OutgoingMail[] } = {
    kind: 'smtp',
    up: false,
    sent,
    async send(mail) {
      if (!transport.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
  };
  return transport;
}

describe('mail outbox', () => {
  let app: AccountsTestApp;
  beforeAll(async () => {
    app = await buildAccountsTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('keeps a mail the transport refused and delivers it on a later retry, never twice', async () => {
    const transport = flakyTransport();
    const mailer = new Mailer(createMailRepository(app.deps.db), transport, app.log, {
      from: 'Learnbox <x@y.z>',
      retryBaseMs: 0,
    });
    const row = await mailer.send({ to: 'retry@example.com', subject: 'Hello', text: 'Body', kind: 'test' });
    let [stored] = await app.mailTo('retry@example.com');
    expect(stored).toMatchObject({
      id: row.id,
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('ECONNREFUSED'),
    });

    expect(await mailer.deliverDue()).toBe(0);
    transport.up = true;
    expect(await mailer.deliverDue()).toBe(1);
    expect(await mailer.deliverDue()).toBe(0);
    [stored] = await app.mailTo('retry@example.com');
    expect(stored).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(transport.sent).toEqual([
      { from: 'Learnbox <x@y.z>', to: 'retry@example.com', subject: 'Hello', text: 'Body', html: null },
    ]);
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    const mailer = new Mailer(createMailRepository(app.deps.db), flakyTransport(), app.log, {
      from: 'x@y.z',
      retryBaseMs: 0,
      maxAttempts: 2,
    });
    await mailer.send({ to: 'never@example.com', subject: 'S', text: 'T', kind: 'test' });
    await mailer.deliverDue();
    const [stored] = await app.mailTo('never@example.com');
    expect(stored).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('serves the outbox at /api/dev/mailbox in the embedded set-up', async () => {
    await app.browser().post('/api/user/forgot-password', { email: 'learner@example.com' });
    const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({
      to: 'learner@example.com',
      kind: 'reset-password',
      status: 'sent',
    });
  });
});

describe('dev mailbox switch', () => {
  const base = {
    DEV_MAILBOX: 'auto' as const,
    PUBLIC_WEB_ORIGIN: 'http://localhost:3000',
    HOST: '127.0.0.1',
  };
  const on = { ...base, DEV_MAILBOX: 'on' as const };
  it.each([
    [base, 'embedded', true],
    [{ ...base, PUBLIC_WEB_ORIGIN: 'http://127.0.0.1:4321', HOST: '::1' }, 'embedded', true],
    [base, 'smtp', false],
    [on, 'smtp', true],
    [{ ...base, PUBLIC_WEB_ORIGIN: 'https://learnbox.example' }, 'embedded', false],
    // A host name that merely starts with 127. is not loopback.
    [{ ...base, PUBLIC_WEB_ORIGIN: 'http://127.learnbox.example' }, 'embedded', false],
    // Bound to every interface: anyone on the network could read every reset link.
    [{ ...base, HOST: '0.0.0.0' }, 'embedded', false],
    [{ ...base, API_HOST: '192.168.1.20' }, 'embedded', false],
    // Not even when forced.
    [{ ...on, PUBLIC_WEB_ORIGIN: 'https://learnbox.example' }, 'smtp', false],
    [{ ...on, PUBLIC_WEB_ORIGIN: 'https://learnbox.example' }, 'embedded', false],
    [{ ...on, HOST: '0.0.0.0' }, 'embedded', false],
    [{ ...base, DEV_MAILBOX: 'off' as const }, 'embedded', false],
  ] as const)('%j with %s transport -> %s', (config, kind, expected) => {
    expect(isDevMailboxOn(config, kind)).toBe(expected);
  });

  it.each([
    [{ PUBLIC_WEB_ORIGIN: 'https://learnbox.example' }, 'PUBLIC_WEB_ORIGIN is https://learnbox.example'],
    [{ HOST: '0.0.0.0' }, 'HOST is 0.0.0.0'],
    [{ API_HOST: '::' }, 'API_HOST is ::'],
  ])('refuses to start with DEV_MAILBOX=on where others can reach it (%j)', (env, reason) => {
    expect(() => parseApiConfig({ DEV_MAILBOX: 'on', ...env })).toThrow(
      `DEV_MAILBOX: is on, but /dev/mailbox shows every account's mail and is only served when the whole set-up is bound to loopback (${reason}`,
    );
    expect(parseApiConfig({ DEV_MAILBOX: 'auto', ...env }).DEV_MAILBOX).toBe('auto');
  });

  it(
    'answers 404 on a set-up bound to every interface',
    async () => {
      const app = await buildAccountsTestApp({ config: { HOST: '0.0.0.0' } });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      } finally {
        await app.dispose();
      }
    },
    APP_TIMEOUT_MS,
  );

  it(
    'answers 404 when SMTP is configured',
    async () => {
      const app = await buildAccountsTestApp({ config: { SMTP_URL: 'smtp://mail.example:25' } });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      } finally {
        await app.dispose();
      }
    },
    APP_TIMEOUT_MS,
  );
});
