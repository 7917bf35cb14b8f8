import {
  ACQUISITION_PAGE_PATHS,
  marketingPageListReplySchema,
  marketingPageSchema,
} from '@learnbox/contracts';
import {
  marketingEmailCaptures,
  marketingFormSubmissions,
  nudgeInteractions,
  productEvents,
  triggeredEvents,
} from '@learnbox/db';
import { MARKETING_MESSAGES, PRODUCT_EVENTS } from '@learnbox/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';
import { DEFAULT_EMAIL_CAPTURE_LIMIT } from './marketing.routes';

const STAFF = 'staff@learnbox.dev';
const settings = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring sale',
  visibility: 'public',
  top_cta: {
    text: 'Tell me',
    type: 'email_popup',
    email_popup: { title: 'Stay posted', button_text: 'Keep me posted' },
  },
  content_blocks: [{ title: 'Why', bullet_points: ['Runnable code', 'Judged exercises'] }],
  ...overrides,
});

describe('marketing pages, e-mail capture, forms and events', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  let address = 0;
  /** A visitor from a fresh address: each test gets its own rate-limit budget. */
  const visitor = () => {
    address += 1;
    const remoteAddress = `203.0.113.${address}`;
    return (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, remoteAddress });
  };
  beforeAll(async () => {
    app = await buildContentTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('serves every seeded acquisition page and /m/learn-to-code to a visitor, with defaults filled in', async () => {
    const as = visitor();
    for (const path of [...ACQUISITION_PAGE_PATHS, '/m/learn-to-code']) {
      const slug = path.replace(/^\/(m\/)?/, '');
      const res = await as('GET', `/api/marketing/pages/${slug}`);
      expect(res.statusCode, path).toBe(200);
      const page = marketingPageSchema.parse(res.json());
      expect(page.path).toBe(path);
      expect(page.settings.title.length).toBeGreaterThan(0);
    }
    const page = marketingPageSchema.parse((await as('GET', '/api/marketing/pages/learn-to-code')).json());
    expect(page.settings.top_cta).toMatchObject({
      type: 'email_popup',
      button_colour: '#5553FF',
      height: 'h-11',
    });
  });

  it('never promises an AI coach or mock interviews on the interview pages', async () => {
    const as = visitor();
    for (const slug of ['interview-prep', 'prepare-for-interview']) {
      const text = JSON.stringify((await as('GET', `/api/marketing/pages/${slug}`)).json()).toLowerCase();
      expect(text).not.toMatch(/ai coach|mock interview|coming soon/);
      expect(text).toContain('assessment');
    }
  });

  it('answers 404 for an unknown page and a draft, and 400 for a bad slug', async () => {
    const as = visitor();
    expect((await as('GET', '/api/marketing/pages/no-such-page')).statusCode).toBe(404);
    const staff = await app.as(STAFF);
    const created = await staff.post('/api/staff/marketing/pages', {
      slug: 'draft-page',
      settings: settings({ visibility: 'draft' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const listing = (await as('GET', '/api/marketing/pages')).json();
    const listed = listing.pages.map((entry: { slug: string }) => entry.slug);
    expect(listed).toContain('learn-to-code');
    expect(listed).not.toContain('draft-page');
    const draft = await as('GET', '/api/marketing/pages/draft-page');
    expect(draft.statusCode).toBe(404);
    expect(draft.json().errorText).toBe(MARKETING_MESSAGES.PAGE_NOT_FOUND);
    const bad = await as('GET', '/api/marketing/pages/Not_A_Slug');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('lower-case letters');
  });

  it('lets only staff list, create, change and delete pages: others get 404 or 401', async () => {
    const learner = await app.as('learner@example.com');
    const as = visitor();
    expect((await as('GET', '/api/staff/marketing/pages')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/staff/marketing/pages'],
      ['POST', '/api/staff/marketing/pages'],
      ['PUT', '/api/staff/marketing/pages/trial'],
      ['DELETE', '/api/staff/marketing/pages/trial'],
      ['GET', '/api/staff/marketing/email-captures'],
      ['GET', '/api/staff/marketing/form-submissions'],
    ] as const) {
      const payload =
        method === 'POST'
          ? { slug: 'x', settings: settings() }
          : method === 'PUT'
            ? { settings: settings() }
            : undefined;
      const res = await learner.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as('GET', '/api/marketing/pages/trial')).statusCode).toBe(200);

    const staff = await app.as(STAFF);
    const created = await staff.post('/api/staff/marketing/pages', {
      slug: 'spring-sale',
      settings: settings(),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(marketingPageSchema.parse(created.json()).path).toBe('/m/spring-sale');
    const again = await staff.post('/api/staff/marketing/pages', {
      slug: 'spring-sale',
      settings: settings(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorText).toBe(MARKETING_MESSAGES.SLUG_TAKEN);

    const changed = await staff.request({
      method: 'PUT',
      url: '/api/staff/marketing/pages/spring-sale',
      payload: { settings: settings({ title: 'Autumn sale' }) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as('GET', '/api/marketing/pages/spring-sale')).json().settings.title).toBe('Autumn sale');
    const list = marketingPageListReplySchema.parse((await staff.get('/api/staff/marketing/pages')).json());
    expect(list.pages.map((page) => page.slug)).toContain('spring-sale');

    const removed = await staff.request({ method: 'DELETE', url: '/api/staff/marketing/pages/spring-sale' });
    expect(removed.statusCode).toBe(200);
    expect((await as('GET', '/api/marketing/pages/spring-sale')).statusCode).toBe(404);
    const missing = await staff.request({ method: 'DELETE', url: '/api/staff/marketing/pages/spring-sale' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses settings that break the rules with a sentence', async () => {
    const staff = await app.as(STAFF);
    const cases: [Record<string, unknown>, string][] = [
      [settings({ title: '' }), 'Enter the title'],
      [settings({ redirect_url: 'https://evil.example' }), 'path on this site'],
      [settings({ top_cta: { text: 'Go', type: 'link' } }), 'A link button needs a link'],
      [settings({ top_cta: { text: 'Go', type: 'link', url: 'javascript:alert(1)' } }), 'must start with /'],
      [settings({ top_cta: { text: 'Go', type: 'link', url: '/x', button_colour: 'red' } }), 'hex colour'],
      [settings({ content_blocks: [{ media_type: 'video' }] }), 'A video block needs a video link'],
      [settings({ content_blocks: [{ media_type: 'calendar' }] }), 'A calendar block needs a calendar link'],
      [settings({ version: 'v3' }), 'v1 or v2'],
      [
        settings({
          api_keys: [
            { id: '1', key: 'days' },
            { id: '2', key: 'days' },
          ],
        }),
        'The key days is there twice',
      ],
    ];
    for (const [body, sentence] of cases) {
      const res = await staff.post('/api/staff/marketing/pages', { slug: 'bad-page', settings: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
  });

  it('keeps a captured e-mail once per page (idempotent), case and spaces aside', async () => {
    const as = visitor();
    const body = {
      email: 'Ann@Example.org ',
      marketing_page_url: '/m/learn-to-code?utm_source=x',
      cta_url: '',
    };
    const first = await as('PUT', '/api/event/marketing/email-capture', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: true, message: MARKETING_MESSAGES.EMAIL_CAPTURED });
    const second = await as('PUT', '/api/event/marketing/email-capture', {
      ...body,
      email: 'ann@example.org',
    });
    expect(second.json()).toMatchObject({ id: first.json().id, created: false });
    const other = await as('PUT', '/api/event/marketing/email-capture', {
      ...body,
      marketing_page_url: '/trial',
    });
    expect(other.json().created).toBe(true);
    const rows = await app.deps.db.select().from(marketingEmailCaptures);
    expect(
      rows
        .filter((row) => row.email === 'ann@example.org')
        .map((row) => row.marketingPageUrl)
        .sort(),
    ).toEqual(['/m/learn-to-code', '/trial']);
    const staff = await app.as(STAFF);
    const listed = (await staff.get('/api/staff/marketing/email-captures')).json();
    expect(listed.captures.some((row: { email: string }) => row.email === 'ann@example.org')).toBe(true);
  });

  it('refuses a bad e-mail or page, and limits captures per address', async () => {
    const as = visitor();
    const bad = await as('PUT', '/api/event/marketing/email-capture', {
      email: 'not-an-email',
      marketing_page_url: '/trial',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Enter a valid e-mail address.');
    const offSite = await as('PUT', '/api/event/marketing/email-capture', {
      email: 'a@example.org',
      marketing_page_url: 'https://evil.example/',
    });
    expect(offSite.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let sent = 0; sent <= DEFAULT_EMAIL_CAPTURE_LIMIT.max; sent += 1)
      statuses.push(
        (
          await as('PUT', '/api/event/marketing/email-capture', {
            email: `p${sent}@example.org`,
            marketing_page_url: '/learn',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address has its own budget.
    const next = visitor();
    expect(
      (
        await next('PUT', '/api/event/marketing/email-capture', {
          email: 'q@example.org',
          marketing_page_url: '/learn',
        })
      ).statusCode,
    ).toBe(200);
  });

  it("serves a form and stores answers only when they fit the form's fields", async () => {
    const as = visitor();
    const form = await as('GET', '/api/marketing-forms/forms/course-advice');
    expect(form.statusCode).toBe(200);
    expect(form.json().fields.map((field: { name: string }) => field.name)).toEqual([
      'name',
      'email',
      'goal',
      'message',
    ]);
    expect((await as('GET', '/api/marketing-forms/forms/nothing')).statusCode).toBe(404);

    const url = '/api/marketing-forms/forms/course-advice/submissions';
    const refused = await as('POST', url, { values: { name: '', email: 'nope', goal: 'Fame', extra: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      extra: MARKETING_MESSAGES.FORM_UNKNOWN_FIELD('extra'),
      name: MARKETING_MESSAGES.FORM_REQUIRED('Your name'),
      email: MARKETING_MESSAGES.FORM_EMAIL('E-mail'),
      goal: MARKETING_MESSAGES.FORM_OPTION('Your goal', [
        'First job in software',
        'Better at my current job',
        'Interview practice',
      ]),
    });
    const tooLong = await as('POST', url, {
      values: { name: 'x'.repeat(121), email: 'a@b.org', goal: 'Interview practice' },
    });
    expect(tooLong.json().errors.name).toBe(MARKETING_MESSAGES.FORM_TOO_LONG('Your name', 120));
    expect((await as('POST', url, { values: 'text' })).statusCode).toBe(400);
    expect(
      (await as('POST', '/api/marketing-forms/forms/nothing/submissions', { values: {} })).statusCode,
    ).toBe(404);

    const sent = await as('POST', url, {
      values: { name: ' Ann ', email: 'Ann@Example.org', goal: 'Interview practice' },
      page_url: '/m/learn-to-code',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const rows = await app.deps.db.select().from(marketingFormSubmissions);
    expect(rows.map((row) => row.values)).toEqual([
      { name: 'Ann', email: 'ann@example.org', goal: 'Interview practice', message: '' },
    ]);
    const staff = await app.as(STAFF);
    const listed = (await staff.get('/api/staff/marketing/form-submissions')).json();
    expect(listed.submissions).toMatchObject([
      { form_id: 'course-advice', form_title: 'Which course fits me?', page_url: '/m/learn-to-code' },
    ]);
  });

  it("keeps the visitor's attribution with a capture and an answer, cleaned as at sign-up, and records the events", async () => {
    const as = visitor();
    const attribution = {
      utm_source: 'spring-news',
      affiliate: '42',
      // The browser's name is never believed: the api names the affiliate from its table.
      affiliate_name: 'Someone Else',
      referral_site: `https://ref.example/${'x'.repeat(600)}`,
      unknown_key: 'dropped',
    };
    const captured = await as('PUT', '/api/event/marketing/email-capture', {
      email: 'sourced@example.org',
      marketing_page_url: '/m/learn-to-code',
      attribution,
    });
    expect(captured.statusCode, captured.body).toBe(200);
    const [capture] = await app.deps.db
      .select()
      .from(marketingEmailCaptures)
      .where(eq(marketingEmailCaptures.email, 'sourced@example.org'));
    expect(capture?.source).toBe('affiliate:DevNewsletter');
    expect(capture?.attribution).toMatchObject({
      utm_source: 'spring-news',
      affiliate: '42',
      affiliate_name: 'DevNewsletter',
      encoded_affiliate_id: 'aff_dn_8c1f2a',
    });
    expect(capture?.attribution.referral_site).toHaveLength(512);
    expect(capture?.attribution).not.toHaveProperty('unknown_key');

    const sent = await as('POST', '/api/marketing-forms/forms/course-advice/submissions', {
      values: { name: 'Sourced', email: 'sourced@example.org', goal: 'Interview practice' },
      page_url: '/trial',
      attribution: { utm_source: 'spring-news', affiliate: '999999' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [submission] = await app.deps.db
      .select()
      .from(marketingFormSubmissions)
      .where(eq(marketingFormSubmissions.id, sent.json().id));
    // An affiliate we do not know is dropped; the UTM source is what remains.
    expect(submission?.attribution).toEqual({ utm_source: 'spring-news' });
    expect(submission?.source).not.toBe('direct');

    const events = await app.deps.db
      .select()
      .from(productEvents)
      .where(inArray(productEvents.name, [PRODUCT_EVENTS.EMAIL_CAPTURED, PRODUCT_EVENTS.FORM_SUBMITTED]));
    expect(events.find((event) => event.props.capture_id === captured.json().id)?.props).toMatchObject({
      source: 'affiliate:DevNewsletter',
      page_url: '/m/learn-to-code',
    });
    expect(events.find((event) => event.props.submission_id === sent.json().id)?.props).toMatchObject({
      form_id: 'course-advice',
    });

    // A repeat capture is no new event.
    await as('PUT', '/api/event/marketing/email-capture', {
      email: 'sourced@example.org',
      marketing_page_url: '/m/learn-to-code',
    });
    const again = await app.deps.db
      .select()
      .from(productEvents)
      .where(eq(productEvents.name, PRODUCT_EVENTS.EMAIL_CAPTURED));
    expect(again.filter((event) => event.props.capture_id === captured.json().id)).toHaveLength(1);

    const staff = await app.as(STAFF);
    const listed = (await staff.get('/api/staff/marketing/email-captures')).json();
    expect(
      listed.captures.find((row: { email: string }) => row.email === 'sourced@example.org')?.source,
    ).toBe('affiliate:DevNewsletter');
  });

  it('stores a batch of triggered events, or none of a batch with one bad event', async () => {
    const as = visitor();
    const url = '/api/event/triggered-multi';
    const events = [
      { event_name: 'cta_click', event_data: { page: '/trial' } },
      { event_name: 'email_popup_open' },
    ];
    const ok = await as('PUT', url, { events: JSON.stringify(events) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ stored: 2 });
    const cases: [unknown, string][] = [
      ['not json', 'must be a JSON list'],
      [JSON.stringify({ event_name: 'x' }), 'must be a JSON list'],
      [JSON.stringify([{ event_name: 'ok' }, { event_name: 'bad name!' }]), 'An event_name is'],
      [JSON.stringify(Array.from({ length: 51 }, () => ({ event_name: 'x' }))), 'at most 50 events'],
      [
        JSON.stringify([{ event_name: 'big', event_data: { blob: 'x'.repeat(5000) } }]),
        'at most 4000 characters',
      ],
      [42, 'JSON string'],
    ];
    for (const [body, sentence] of cases) {
      const res = await as('PUT', url, { events: body } as object);
      expect(res.statusCode, String(body).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(sentence);
    }
    const rows = await app.deps.db.select().from(triggeredEvents);
    expect(rows.map((row) => row.eventName).sort()).toEqual(['cta_click', 'email_popup_open']);
  });

  it("logs the reader's nudge interactions, with the reader when signed in", async () => {
    const learner = await app.as('learner@example.com');
    const res = await learner.post('/api/reader/log-nudge-interaction', {
      nudge_type: 'next_lesson',
      interaction: 'clicked',
      text: 'Nice work!',
    });
    expect(res.statusCode, res.body).toBe(200);
    const as = visitor();
    expect(
      (
        await as('POST', '/api/reader/log-nudge-interaction', {
          nudge_type: 'signup_to_save_progress',
          interaction: 'shown',
        })
      ).statusCode,
    ).toBe(200);
    const bad = await as('POST', '/api/reader/log-nudge-interaction', {
      nudge_type: 'popup',
      interaction: 'shown',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('The nudge_type is one of');
    const rows = await app.deps.db.select().from(nudgeInteractions);
    expect(rows.map((row) => [row.nudgeType, row.interaction, row.userId])).toEqual([
      ['next_lesson', 'clicked', 'usr_demo_learner'],
      ['signup_to_save_progress', 'shown', null],
    ]);
  });
});
