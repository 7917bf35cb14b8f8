import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sniffImageType } from './image-upload';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  );

describe('sniffImageType', () => {
  it('names PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 'PNG\r\n\x1a\n', 0, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('names nothing else: HTML, SVG, a WAV (RIFF but not WebP), GIF-like text, BMP, empty', () => {
    for (const sample of [
      bytes('<!doctype html>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '),
      bytes('GIF8x'),
      bytes('BM', 0, 0),
      bytes(),
      bytes(0x89, 'PNG'),
    ])
      expect(sniffImageType(sample)).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it('sees SVG with or without an XML prolog, a BOM, leading spaces or upper case', () => {
    expect(looksLikeSvg(bytes('<svg><script>alert(1)</script></svg>'))).toBe(true);
    expect(looksLikeSvg(bytes('<?xml version="1.0"?><!-- x --><svg/>'))).toBe(true);
    expect(looksLikeSvg(bytes(0xef, 0xbb, 0xbf, '  \n<SVG/>'))).toBe(true);
    expect(looksLikeSvg(bytes('<html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(bytes('<?xml version="1.0"?><rss/>'))).toBe(false);
  });
});
