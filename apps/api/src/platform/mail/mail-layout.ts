/** Mail bodies are HTML: anything a user typed (a name) must not become markup. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The one look of every mail: greeting, paragraphs, an optional button, the signature. */
export function layout(
  greeting: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#5553ff;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or open this link: ${escapeHtml(action.url)}</p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;max-width:520px"><p>${escapeHtml(greeting)}</p>${body}${button}<p style="color:#666">The Learnbox team</p></div>`;
}

export const greet = (name: string) => `Hi ${name || 'there'},`;
