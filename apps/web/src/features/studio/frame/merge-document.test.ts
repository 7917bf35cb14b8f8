import { describe, expect, it } from 'vitest';
import { fromMergeText, toMergeText } from './merge-document';

const lesson = {
  title: 'Loops',
  summary: '',
  widgets: [{ type: 'Markdown', id: 'intro', markdown: 'Hello $x^2$' }],
};

describe('merge text', () => {
  it('round-trips a document through the text the merge view shows', () => {
    const text = toMergeText(lesson);
    expect(text.split('\n').length).toBeGreaterThan(5);
    expect(fromMergeText(text)).toEqual({ ok: true, document: lesson });
  });

  it('refuses text that is not one JSON object, with a sentence', () => {
    const broken = fromMergeText('{ "title": ');
    expect(broken.ok).toBe(false);
    expect(fromMergeText('[1, 2]')).toEqual({
      ok: false,
      message: 'The merged version must stay one JSON object.',
    });
  });
});
