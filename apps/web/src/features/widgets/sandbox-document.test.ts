import { describe, expect, it } from 'vitest';
import { previewDocument } from './sandbox-document';

describe('previewDocument', () => {
  it('inlines the stylesheets and scripts index.html names', () => {
    const html = previewDocument(
      [
        {
          name: 'index.html',
          content:
            '<html><head><link rel="stylesheet" href="style.css" /></head><body><script src="index.js"></script></body></html>',
        },
        { name: 'style.css', content: 'body { color: red }' },
        { name: 'index.js', content: 'console.log(1)' },
      ],
      'r2',
    );
    expect(html).toContain('<style>body { color: red }</style>');
    expect(html).toContain('<script>console.log(1)</script>');
    expect(html).not.toContain('href="style.css"');
    expect(html.indexOf('learnbox-sandbox')).toBeLessThan(html.indexOf('<style>'));
    // Console lines are typed like RunJS's, so the page's isSandboxMessage accepts them.
    expect(html).toContain("type: 'console'");
  });

  it('explains a project without index.html', () => {
    expect(previewDocument([{ name: 'a.js', content: '' }], 'r3')).toContain('Add an index.html');
  });
});
