import { describe, expect, it } from 'vitest';
import { parseLabsEnv } from '../config/env';
import { PreviewOrigins } from './preview-origin';

describe('PreviewOrigins', () => {
  const origins = new PreviewOrigins('http://{lab}.preview.localhost:4200');

  it("reads the lab from a preview Host header, whatever the port, and nothing from the host's own", () => {
    expect(origins.labOf('0b7c-lab-1.preview.localhost:4200')).toBe('0b7c-lab-1');
    expect(origins.labOf('0B7C-LAB-1.Preview.Localhost')).toBe('0b7c-lab-1');
    for (const host of [
      undefined,
      '127.0.0.1:4200',
      'localhost:4200',
      'preview.localhost:4200',
      '.preview.localhost',
      'a.b.preview.localhost',
      'x.preview.localhost.evil.com',
      'x.previewXlocalhost',
      `${'a'.repeat(64)}.preview.localhost`,
    ])
      expect(origins.labOf(host), host).toBeUndefined();
    expect(origins.originOf('lab-1')).toBe('http://lab-1.preview.localhost:4200');
  });

  it('needs {lab} in the host name', () => {
    expect(() => new PreviewOrigins('http://preview.localhost:4200/{lab}')).toThrow(/\{lab\}/);
    expect(new PreviewOrigins('https://{lab}-preview.labs.example').labOf('abc-preview.labs.example')).toBe(
      'abc',
    );
  });

  it('defaults to *.preview.localhost on the live host port, and refuses a template without {lab}', () => {
    const secret = 'x'.repeat(32);
    expect(parseLabsEnv({ LABS_INTERNAL_SECRET: secret, LABS_PORT: '4210' }).previewOrigin).toBe(
      'http://{lab}.preview.localhost:4210',
    );
    expect(() =>
      parseLabsEnv({ LABS_INTERNAL_SECRET: secret, LABS_PREVIEW_ORIGIN: 'http://preview.localhost' }),
    ).toThrow(/LABS_PREVIEW_ORIGIN/);
  });
});
