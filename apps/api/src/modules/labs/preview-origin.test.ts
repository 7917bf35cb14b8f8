import { describe, expect, it } from 'vitest';
import { parseApiConfig } from '../../platform/config/env';
import { previewOriginTemplate, previewUrlOf } from './preview-origin';

describe('lab preview origins', () => {
  it("defaults to {lab}.preview.localhost on the live host's public port", () => {
    expect(previewOriginTemplate(undefined, 'http://127.0.0.1:4200')).toBe(
      'http://{lab}.preview.localhost:4200',
    );
    expect(previewOriginTemplate(undefined, 'https://labs.example')).toBe('http://{lab}.preview.localhost');
    expect(previewOriginTemplate('https://{lab}.labs.example', 'http://127.0.0.1:4200')).toBe(
      'https://{lab}.labs.example',
    );
  });

  it('gives each lab with an app port its own origin, none without', () => {
    const template = 'http://{lab}.preview.localhost:4200';
    expect(previewUrlOf(template, 'A1B2-c3', 3000)).toBe('http://a1b2-c3.preview.localhost:4200');
    expect(previewUrlOf(template, 'a1', null)).toBeNull();
  });

  it('takes LABS_PREVIEW_ORIGIN only as an origin with {lab} in its host', () => {
    expect(() =>
      parseApiConfig({ LABS_PREVIEW_ORIGIN: 'http://{lab}.preview.localhost:4200' }),
    ).not.toThrow();
    expect(() => parseApiConfig({ LABS_PREVIEW_ORIGIN: 'http://preview.localhost:4200' })).toThrow();
    expect(() => parseApiConfig({ LABS_PREVIEW_ORIGIN: 'http://{lab}.x/path' })).toThrow();
  });
});
