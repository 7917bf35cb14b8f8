/**
 * The addresses typed or pasted into the invite box: separated by commas, semicolons, spaces or
 * new lines, lower-cased, each once. The api checks each address and says which one is wrong.
 */
export function parseEmails(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(parts)];
}
