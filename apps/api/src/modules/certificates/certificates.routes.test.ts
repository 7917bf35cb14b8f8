import { CERTIFICATE_MESSAGES, CERTIFICATE_PRICE_CENTS } from '@learnbox/domain';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, WEB_ORIGIN } from '../auth/testing/accounts-test-app';
import {
  type BillingTestApp,
  buildBillingTestApp,
  GOOD_CARD,
  newKey,
  settleTransactionByKey,
} from '../commerce/testing';
import { completeLessons } from './testing/complete-course';

const COURSE = {
  id: 'crs-python-basics',
  slug: 'python-basics',
  title: 'Python Basics: Your First Real Programs',
};

/** The text of a one-page PDF (a certificate never spills onto a second page). */
async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    const result = await parser.getText();
    expect(result.total).toBe(1);
    return result.text;
  } finally {
    await parser.destroy();
  }
}

describe('certificates', { timeout: APP_TIMEOUT_MS }, () => {
  let app: BillingTestApp;
  beforeAll(async () => {
    app = await buildBillingTestApp();
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('a subscriber gets the certificate of a completed course, not before', async () => {
    const subscriber = await app.login('subscriber@example.com');
    await completeLessons(subscriber, COURSE.slug, 5);
    const early = await subscriber.post('/api/certificates/claim', { kind: 'course', item_id: COURSE.id });
    expect(early.statusCode).toBe(400);
    expect(early.json().errorText).toBe(CERTIFICATE_MESSAGES.NOT_COMPLETED);
    expect((await subscriber.get(`/api/certificates/offer?item_id=${COURSE.id}`)).json()).toEqual({
      completed: false,
      certificate_id: null,
      included_in_plan: true,
      price_cents: CERTIFICATE_PRICE_CENTS,
    });

    await completeLessons(subscriber, COURSE.slug);
    const claimed = await subscriber.post('/api/certificates/claim', { kind: 'course', item_id: COURSE.id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const certificate = claimed.json();
    expect(certificate).toMatchObject({
      holder_name: 'Sam Subscriber',
      kind: 'course',
      item_id: COURSE.id,
      item_title: COURSE.title,
      earned_by: 'plan',
      hidden: false,
      status: { state: 'valid', revoked_at: null, reason: null },
      verification_url: `${WEB_ORIGIN}/certificates/${certificate.id}`,
    });
    expect(certificate.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(certificate.linkedin_url).toContain('startTask=CERTIFICATION_NAME');
    // A path's certificate needs every course of the path.
    const path = await subscriber.post('/api/certificates/claim', {
      kind: 'path',
      item_id: 'path-software-developer',
    });
    expect(path.statusCode).toBe(400);
    expect(path.json().errorText).toBe(CERTIFICATE_MESSAGES.PATH_NOT_COMPLETED);
    expect(
      (await subscriber.post('/api/certificates/claim', { kind: 'course', item_id: 'crs-nope' })).statusCode,
    ).toBe(404);
    // Claiming again returns the same certificate.
    const again = await subscriber.post('/api/certificates/claim', { kind: 'course', item_id: COURSE.id });
    expect(again.json().id).toBe(certificate.id);
    const mine = (await subscriber.get('/api/certificates')).json();
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([certificate.id]);

    // The public verification page's data, logged out.
    const visitor = app.browser();
    const page = await visitor.get(`/api/certificates/${certificate.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      id: certificate.id,
      holder_name: 'Sam Subscriber',
      kind: 'course',
      item_id: COURSE.id,
      item_title: COURSE.title,
      issued_at: certificate.issued_at,
      status: { state: 'valid', revoked_at: null, reason: null },
      verification_url: certificate.verification_url,
    });
    expect((await visitor.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);

    // The PDF, read back.
    const pdf = await visitor.get(`/api/certificates/${certificate.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Sam Subscriber');
    expect(text).toContain(COURSE.title);
    expect(text).toContain(certificate.verification_url);
    expect(text).not.toContain('REVOKED');
  });

  it('a learner without a subscription is refused the claim and sees the price', async () => {
    const learner = await app.login('learner@example.com');
    await completeLessons(learner, COURSE.slug);
    const claim = await learner.post('/api/certificates/claim', { kind: 'course', item_id: COURSE.id });
    expect(claim.statusCode).toBe(403);
    expect(claim.json().errorText).toBe(CERTIFICATE_MESSAGES.NOT_IN_PLAN);
    expect((await learner.get(`/api/certificates/offer?item_id=${COURSE.id}`)).json()).toMatchObject({
      completed: true,
      included_in_plan: false,
      price_cents: CERTIFICATE_PRICE_CENTS,
    });
    expect((await app.browser().get('/api/certificates')).statusCode).toBe(401);
  });

  it('the certificate-purchase checkout refuses an incomplete course and issues exactly once when paid', async () => {
    const buyer = await app.login('owner@example.com');
    await completeLessons(buyer, COURSE.slug, 2);
    const refused = await buyer.post('/api/checkout/certificate-purchase/quote', { course_id: COURSE.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorText).toBe(CERTIFICATE_MESSAGES.NOT_COMPLETED);
    const refusedCharge = await buyer.post('/api/checkout/certificate-purchase', {
      course_id: COURSE.id,
      idempotency_key: newKey(),
      card: GOOD_CARD,
    });
    expect(refusedCharge.statusCode).toBe(400);
    expect((await buyer.get('/api/certificates')).json().items).toEqual([]);

    await completeLessons(buyer, COURSE.slug);
    const key = newKey();
    const order = { course_id: COURSE.id, idempotency_key: key, card: GOOD_CARD };
    const paid = await buyer.post('/api/checkout/certificate-purchase', order);
    expect(paid.statusCode, paid.body).toBe(200);
    // The browser retries the same confirmation: the same transaction, no second charge.
    const retried = await buyer.post('/api/checkout/certificate-purchase', order);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().transaction.transaction_id).toBe(paid.json().transaction.transaction_id);
    // A crash after fulfilment left the row 'fulfilling'; the payment webhook then settles it,
    // which runs fulfilment again: still one certificate.
    const txnId = paid.json().transaction.transaction_id;
    expect(
      await app.commerce.transactions.moveTransaction(txnId, ['succeeded'], { status: 'fulfilling' }),
    ).not.toBeNull();
    await settleTransactionByKey(app.commerce, txnId);
    expect((await app.commerce.transactions.getTransaction(txnId))?.status).toBe('succeeded');

    const mine = (await buyer.get('/api/certificates')).json().items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ item_id: COURSE.id, earned_by: 'purchase', holder_name: 'Olive Owner' });
    const again = await buyer.post('/api/checkout/certificate-purchase/quote', { course_id: COURSE.id });
    expect(again.statusCode).toBe(409);
  });

  it('only the owner hides a certificate; hidden ones are 404 to everyone else', async () => {
    const owner = await app.login('subscriber@example.com');
    const [certificate] = (await owner.get('/api/certificates')).json().items;
    const other = await app.login('learner@example.com');
    const hideByOther = await other.request({
      method: 'PUT',
      url: `/api/certificates/${certificate.id}/hidden`,
      payload: { hidden: true },
    });
    expect(hideByOther.statusCode).toBe(404);
    expect(
      (
        await app.browser().request({
          method: 'PUT',
          url: `/api/certificates/${certificate.id}/hidden`,
          payload: { hidden: true },
        })
      ).statusCode,
    ).toBe(401);

    const hidden = await owner.request({
      method: 'PUT',
      url: `/api/certificates/${certificate.id}/hidden`,
      payload: { hidden: true },
    });
    expect(hidden.json().hidden).toBe(true);
    for (const browser of [app.browser(), other])
      for (const url of [`/api/certificates/${certificate.id}`, `/api/certificates/${certificate.id}/pdf`])
        expect((await browser.get(url)).statusCode, url).toBe(404);
    expect((await owner.get(`/api/certificates/${certificate.id}`)).statusCode).toBe(200);

    await owner.request({
      method: 'PUT',
      url: `/api/certificates/${certificate.id}/hidden`,
      payload: { hidden: false },
    });
    expect((await app.browser().get(`/api/certificates/${certificate.id}`)).statusCode).toBe(200);
  });

  it('only staff revoke; the page and the PDF then say revoked with the reason', async () => {
    const owner = await app.login('subscriber@example.com');
    const [certificate] = (await owner.get('/api/certificates')).json().items;
    const url = `/api/certificates/${certificate.id}/revoke`;
    const reason = 'The lessons were completed by a script.';
    expect((await app.browser().post(url, { reason })).statusCode).toBe(401);
    const byOwner = await owner.post(url, { reason });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json().errorText).toBe(CERTIFICATE_MESSAGES.STAFF_ONLY);

    const staff = await app.login('staff@learnbox.dev');
    expect((await staff.post(url, { reason: '  ' })).statusCode).toBe(400);
    expect(
      (await staff.post('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/revoke', { reason })).statusCode,
    ).toBe(404);
    const revoked = await staff.post(url, { reason });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await staff.post(url, { reason })).statusCode).toBe(409);

    const page = (await app.browser().get(`/api/certificates/${certificate.id}`)).json();
    expect(page.status).toMatchObject({ state: 'revoked', reason });
    const text = await pdfText(
      (await app.browser().get(`/api/certificates/${certificate.id}/pdf`)).rawPayload,
    );
    expect(text).toContain(CERTIFICATE_MESSAGES.PDF_REVOKED);
    expect(text).toContain(reason);
  });
});
