/**
 * The coach never hands over a judged exercise's solution (issue 18). Every reply, from the model
 * or the hint ladder, passes this guard before it leaves the api: runs of code tokens shared with
 * the author's solution, and the hidden tests' inputs and outputs, are cut out. What the learner
 * can already see (the starter files, the example, their own code) is not a secret, so quoting it
 * is allowed.
 */

/** A run of this many tokens shared with the solution (and not visible to the learner) is a leak. */
export const LEAK_RUN_TOKENS = 6;
/** Hidden inputs and outputs shorter than this (collapsed) are too common to be a giveaway. */
export const LEAK_MIN_HIDDEN_CHARS = 6;
export const REDACTED_MARK = '[left out: this would give away the answer]';

export interface ExerciseSecrets {
  /** The author's solution files' contents. */
  solution: string[];
  /** Hidden tests' stdin and expected output. */
  hidden: string[];
  /** What the learner can already see: starter files, example input and output, their own code. */
  visible: string[];
}

const TOKEN = /[A-Za-z_][A-Za-z0-9_]*|\d+|[^\sA-Za-z0-9_]/g;

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

function grams(list: string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= list.length; i++) out.add(list.slice(i, i + n).join('\u0001'));
  return out;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface GuardResult {
  text: string;
  /** True when something was cut out. */
  redacted: boolean;
}

/** The secret token runs of an exercise, computed once per exercise. */
export function secretGrams(secrets: ExerciseSecrets): Set<string> {
  const visible = new Set<string>();
  for (const text of secrets.visible)
    for (const gram of grams(
      tokens(text).map((t) => t.text),
      LEAK_RUN_TOKENS,
    ))
      visible.add(gram);
  const secret = new Set<string>();
  for (const text of secrets.solution)
    for (const gram of grams(
      tokens(text).map((t) => t.text),
      LEAK_RUN_TOKENS,
    ))
      if (!visible.has(gram)) secret.add(gram);
  return secret;
}

/** True when the text still holds a secret run or a hidden test's data. */
export function leaksSecret(text: string, secrets: ExerciseSecrets): boolean {
  return guardReply(text, secrets).redacted;
}

/**
 * Cuts every span of the reply covered by a secret token run, and every hidden input or output
 * that the learner cannot see, replacing each with REDACTED_MARK.
 */
export function guardReply(reply: string, secrets: ExerciseSecrets): GuardResult {
  const secret = secretGrams(secrets);
  const list = tokens(reply);
  const covered: [number, number][] = [];
  for (let i = 0; i + LEAK_RUN_TOKENS <= list.length; i++) {
    const key = list
      .slice(i, i + LEAK_RUN_TOKENS)
      .map((t) => t.text)
      .join('\u0001');
    if (secret.has(key)) covered.push([list[i].start, list[i + LEAK_RUN_TOKENS - 1].end]);
  }
  const visibleCollapsed = collapse(secrets.visible.join('\n'));
  const replyCollapsedIndex = reply;
  for (const hidden of secrets.hidden) {
    const needle = collapse(hidden);
    if (needle.length < LEAK_MIN_HIDDEN_CHARS || visibleCollapsed.includes(needle)) continue;
    // Match it with any whitespace between its words, as a reply may re-wrap it.
    const words = needle.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    for (const match of replyCollapsedIndex.matchAll(new RegExp(words.join('\\s+'), 'g')))
      covered.push([match.index, match.index + match[0].length]);
  }
  if (covered.length === 0) return { text: reply, redacted: false };
  covered.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of covered) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  let text = '';
  let at = 0;
  for (const [start, end] of merged) {
    text += `${reply.slice(at, start)}${REDACTED_MARK}`;
    at = end;
  }
  text += reply.slice(at);
  return { text, redacted: true };
}
