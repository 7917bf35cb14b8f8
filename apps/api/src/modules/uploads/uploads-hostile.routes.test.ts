import { crc32, deflateSync } from 'node:zlib';
import { uploadedImages } from '@learnbox/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADA,
  buildUploadsTestApp,
  multipartBody,
  sampleImage,
  TEAM,
  type UploadsTestApp,
} from './testing/uploads-test-app';

/**
 * Hostile uploads (issue 14 "Done when"): wrong types behind right names, polyglots, oversize and
 * pixel bombs, SVG with script, path tricks in names, forged/expired/borrowed links, others' works.
 */
let app: UploadsTestApp;
beforeAll(async () => {
  app = await buildUploadsTestApp();
}, 60_000);
afterAll(() => app?.dispose());

const LESSON_URL = '/api/author/page/lsn-python-hello/image/upload/url';
const errorOf = (reply: { statusCode: number; json(): { errorText: string } }) => [
  reply.statusCode,
  reply.json().errorText,
];
const NOT_AN_IMAGE =
  'This file is not a PNG, JPEG, GIF or WebP image. Choose an image in one of those formats.';

/** A PNG whose IHDR claims `width` x `height`, with a valid CRC and a tiny IDAT. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('wrong content behind a right name', () => {
  it('refuses HTML, JavaScript and a GIF/JS polyglot sent as image/png with a .png name', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const js = Buffer.from('fetch("/api/user/info").then(r=>r.text()).then(alert)');
    for (const bytes of [html, js]) {
      const reply = await app.upload(LESSON_URL, { bytes, name: 'cat.png', type: 'image/png' });
      expect(errorOf(reply)).toEqual([400, NOT_AN_IMAGE]);
    }
    // Starts like a GIF, is really a script: not decodable as an image, so not stored.
    const gifar = Buffer.from('GIF89a/*\x00\x00*/=alert(1);//');
    expect(errorOf(await app.upload(LESSON_URL, { bytes: gifar, name: 'x.gif' }))).toEqual([
      400,
      'This image could not be read. It may be damaged; try saving it again.',
    ]);
  });

  it('drops a ZIP or HTML payload appended to a real PNG or JPEG (the re-encode keeps pixels only)', async () => {
    const payload = '<html><script>alert("polyglot")</script></html>PK\x03\x04zip-entry-secret';
    for (const format of ['png', 'jpeg'] as const) {
      const polyglot = Buffer.concat([await sampleImage(format), Buffer.from(payload, 'latin1')]);
      const reply = await app.upload(LESSON_URL, { bytes: polyglot, name: `poly.${format}` });
      expect(reply.statusCode).toBe(200);
      const stored = (await app.call({ method: 'GET', url: reply.json().url })).rawPayload;
      expect(stored.includes('polyglot')).toBe(false);
      expect(stored.includes('zip-entry-secret')).toBe(false);
      expect(stored.includes('PK\x03\x04', 0, 'latin1')).toBe(false);
    }
  });

  it('refuses SVG with a script, with or without an XML prolog, whatever it is called', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>';
    for (const text of [svg, `<?xml version="1.0"?>\n${svg}`, `\uFEFF  ${svg}`]) {
      for (const name of ['drawing.svg', 'drawing.png']) {
        const reply = await app.upload(LESSON_URL, { bytes: Buffer.from(text), name, type: 'image/svg+xml' });
        expect(errorOf(reply)).toEqual([
          400,
          'SVG images cannot be uploaded because they can contain scripts. Export the drawing as PNG and upload that.',
        ]);
      }
    }
  });
});

describe('broken multipart bodies', () => {
  it("answers 400 'Invalid file!' for a truncated body, a missing boundary and a part with no name", async () => {
    const link = (await app.call({ method: 'GET', url: LESSON_URL }, TEAM)).json().upload_url;
    const whole = multipartBody({ bytes: await sampleImage('png') });
    const bodies = [
      { payload: whole.payload.subarray(0, 120), headers: whole.headers },
      { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
      {
        payload: Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n'),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      },
    ];
    for (const body of bodies) {
      const reply = await app.call({ method: 'POST', url: link, ...body }, TEAM);
      expect(errorOf(reply)).toEqual([400, 'Invalid file!']);
    }
  });
});

describe('size', () => {
  it('refuses a file over 5 MB and a small file that claims too many pixels', async () => {
    const oversize = Buffer.concat([await sampleImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    expect(errorOf(await app.upload(LESSON_URL, { bytes: oversize }))).toEqual([
      400,
      'This image is larger than 5 MB. Choose a smaller image.',
    ]);
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(errorOf(await app.upload(LESSON_URL, { bytes: bomb }))).toEqual([
      400,
      'This image has too many pixels (at most 40 megapixels). Choose a smaller image.',
    ]);
  });
});

describe('path tricks in file names', () => {
  it('stores under a key of our own whatever the name says', async () => {
    const names = [
      '../../etc/passwd.png',
      '..\\..\\windows\\win.ini.png',
      'a\u0000.png',
      `${'x'.repeat(5000)}.png`,
      '/abs.png',
    ];
    for (const name of names) {
      const reply = await app.upload(LESSON_URL, { bytes: await sampleImage('png'), name });
      expect(reply.statusCode, name.slice(0, 30)).toBe(200);
      expect(reply.json().url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    }
    const keys = (await app.deps.db.select({ key: uploadedImages.key }).from(uploadedImages)).map(
      (row) => row.key,
    );
    expect(keys.every((key) => /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(key))).toBe(true);
  });

  it('serves nothing for keys that are not ours (400 or 404, never a file)', async () => {
    for (const url of [
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/%2e%2e',
      '/api/uploads/secrets.json',
      `/api/uploads/${'0'.repeat(32)}.svg`,
      `/api/uploads/${'0'.repeat(32)}.png`,
    ]) {
      const reply = await app.call({ method: 'GET', url });
      expect([400, 404], url).toContain(reply.statusCode);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('signed links', () => {
  const linkOf = async (caller = TEAM) =>
    new URL((await app.call({ method: 'GET', url: LESSON_URL }, caller)).json().upload_url, 'http://x');
  const post = async (url: URL, caller = TEAM) =>
    app.call(
      {
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        ...multipartBody({ bytes: await sampleImage('png') }),
      },
      caller,
    );
  const LINK_INVALID = 'This upload link is not valid or has expired. Ask for a new one and try again.';

  it('refuses an expired link, a forged signature, a changed work and a link without its parts (403)', async () => {
    const expired = await linkOf();
    app.clock.now = new Date(app.clock.now.getTime() + 10 * 60_000 + 1000);
    expect(errorOf(await post(expired))).toEqual([403, LINK_INVALID]);
    app.clock.now = new Date('2026-05-04T10:00:00Z');

    const forged = await linkOf();
    const signature = forged.searchParams.get('signature') ?? '';
    forged.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
    expect(errorOf(await post(forged))).toEqual([403, LINK_INVALID]);

    const moved = await linkOf();
    moved.searchParams.set('id', 'lsn-bash-functions');
    expect(errorOf(await post(moved))).toEqual([403, LINK_INVALID]);
    const later = await linkOf();
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect(errorOf(await post(later))).toEqual([403, LINK_INVALID]);

    for (const query of ['', '?kind=lesson', '?signature=zz&expires=1e9&id=..%2F&kind=lesson'])
      expect(errorOf(await post(new URL(`http://x/api/uploads${query}`)))).toEqual([403, LINK_INVALID]);
  });

  it("refuses another user's link (403) and an upload URL for a work the user cannot edit (404)", async () => {
    expect(errorOf(await post(await linkOf(TEAM), ADA))).toEqual([403, LINK_INVALID]);
    for (const [url, caller] of [
      [LESSON_URL, ADA],
      ['/api/edpresso/shot/shot-git-stash/image/upload/url', TEAM],
      ['/api/author/collection/crs-bash-essentials/cover/upload/url', TEAM],
      ['/api/author/page/lsn-bash-functions/image/upload/url', TEAM],
    ] as const) {
      const reply = await app.call({ method: 'GET', url }, caller);
      expect(errorOf(reply), url).toEqual([404, 'This work does not exist or you cannot edit it.']);
    }
  });
});

describe('an editor removed after getting a link', () => {
  it('gets 404 on the upload: the right to edit is checked again when the file arrives', async () => {
    const editors = new Set(['team']);
    const revocable = await buildUploadsTestApp({}, { canEdit: async (user) => editors.has(user.id) });
    try {
      const link = (await revocable.call({ method: 'GET', url: LESSON_URL }, TEAM)).json().upload_url;
      editors.delete('team');
      const reply = await revocable.call(
        { method: 'POST', url: link, ...multipartBody({ bytes: await sampleImage('png') }) },
        TEAM,
      );
      expect(errorOf(reply)).toEqual([404, 'This work does not exist or you cannot edit it.']);
    } finally {
      await revocable.dispose();
    }
  }, 60_000);
});

describe('rate limit', () => {
  it('answers 429 once a user has spent the upload budget', async () => {
    const limited = await buildUploadsTestApp({}, { perUser: { max: 2, windowMs: 60_000 } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await limited.upload(LESSON_URL, { bytes: await sampleImage('png') })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.dispose();
    }
  }, 60_000);
});
