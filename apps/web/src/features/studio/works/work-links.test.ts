import { describe, expect, it } from 'vitest';
import { editorUrl } from './work-links';

describe('editor links', () => {
  it('opens each kind in its own editor', () => {
    expect(editorUrl('course', 'crs-a')).toBe('/collectioneditor/crs-a');
    expect(editorUrl('lesson', 'l-1')).toBe('/pageeditor/l-1');
    expect(editorUrl('path', 'p')).toBe('/patheditor/p');
    expect(editorUrl('shot', 'a/b')).toBe('/answereditor/a%2Fb');
  });
});
