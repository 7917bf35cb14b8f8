import { describe, expect, it } from 'vitest';
import { appendImage } from './markdown-editor';

const image = { url: '/api/uploads/ab/cd.png', width: 2, height: 2, alt: 'Two [red] squares' };

describe('appendImage', () => {
  it('makes an empty Markdown the image alone', () => {
    expect(appendImage('  ', image)).toBe('![Two red squares](/api/uploads/ab/cd.png)');
  });

  it('puts the image in its own paragraph after the text', () => {
    expect(appendImage('Squares grow fast:\n\n', image)).toBe(
      'Squares grow fast:\n\n![Two red squares](/api/uploads/ab/cd.png)',
    );
  });
});
