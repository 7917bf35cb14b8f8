import { describe, expect, it } from 'vitest';
import { isSandboxMessage, previewDocument, runJsDocument } from './sandbox-document';

describe('runJsDocument', () => {
  it('wraps the code so top-level await works and a </script> in it cannot end the script', () => {
    const html = runJsDocument('await 1;\nconsole.log("</script><b>")', 'r1');
    expect(html).toContain('(async function () {');
    expect(html).toContain('<\\/script><b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});

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
  });

  it('explains a project without index.html', () => {
    expect(previewDocument([{ name: 'a.js', content: '' }], 'r3')).toContain('Add an index.html');
  });
});

describe('isSandboxMessage', () => {
  it('accepts only messages of the current run', () => {
    const message = { source: 'learnbox-sandbox', runId: 'a', level: 'log', text: 'hi' };
    expect(isSandboxMessage(message, 'a')).toBe(true);
    expect(isSandboxMessage(message, 'b')).toBe(false);
    expect(isSandboxMessage('hi', 'a')).toBe(false);
  });
});
