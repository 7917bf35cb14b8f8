import { describe, expect, it } from 'vitest';
import { renderInlineMarkdown, renderMarkdown } from './markdown-html';

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured Markdown', () => {
    const html = renderMarkdown('# Title\n\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~');
    expect(html).toContain('<h1');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<th scope="col">a</th>');
    expect(html).toContain('<del>old</del>');
  });

  it('renders math as MathML and leaves prices alone', () => {
    expect(renderMarkdown('It is $O(n \\log n)$.')).toContain('<math');
    expect(renderMarkdown('$$\nn^2\n$$')).toContain('display="block"');
    expect(renderMarkdown('It costs $5 and $6 today.')).not.toContain('<math');
  });

  it('turns "> [!TIP]" into a callout', () => {
    const html = renderMarkdown('> [!TIP]\n> Run it **again**.');
    expect(html).toContain('class="callout callout-tip"');
    expect(html).toContain('<strong>again</strong>');
    expect(html).not.toContain('[!TIP]');
  });

  it('highlights code on the server', () => {
    expect(renderMarkdown('```python\ndef f():\n    return 1\n```')).toContain('hljs-keyword');
  });

  it('shows raw HTML as text and drops unsafe links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|<img src=x|href="javascript/);
    expect(html).toContain('&#60;script&#62;');
    expect(renderMarkdown('[docs](https://example.com)')).toContain('rel="noopener noreferrer"');
  });

  it('renders inline Markdown without a paragraph', () => {
    expect(renderInlineMarkdown('What does `print()` do?')).toBe('What does <code>print()</code> do?');
  });
});
