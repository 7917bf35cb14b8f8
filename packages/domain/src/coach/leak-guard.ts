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

/** The spans of the reply that give something away, merged and in order. */
export function secretSpans(
  reply: string,
  secrets: ExerciseSecrets,
  secret = secretGrams(secrets),
): [number, number][] {
  const list = tokens(reply);
  const covered: [number, number][] = [];
  for (let i = 0; i + LEAK_RUN_TOKENS <= list.length; i++) {
    const key = list
      .slice(i, i + LEAK_RUN_TOKENS)
      .map((t) => t.text)
      .join('\u0001');
    const first = list[i];
    const last = list[i + LEAK_RUN_TOKENS - 1];
    if (first && last && secret.has(key)) covered.push([first.start, last.end]);
  }
  const visibleCollapsed = collapse(secrets.visible.join('\n'));
  for (const hidden of hiddenNeedles(secrets, visibleCollapsed)) {
    // Matched with any whitespace between its words, as a reply may re-wrap it.
    const words = hidden.split(' ').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    for (const match of reply.matchAll(new RegExp(words.join('\\s+'), 'g')))
      covered.push([match.index, match.index + match[0].length]);
  }
  covered.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of covered) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

function hiddenNeedles(secrets: ExerciseSecrets, visibleCollapsed: string): string[] {
  return secrets.hidden
    .map(collapse)
    .filter((needle) => needle.length >= LEAK_MIN_HIDDEN_CHARS && !visibleCollapsed.includes(needle));
}

function render(reply: string, spans: [number, number][], from: number, to: number): string {
  let text = '';
  let at = from;
  for (const [start, end] of spans) {
    if (end <= from || start >= to) continue;
    // A span that began in text already let out grows: its mark is out already.
    if (start < from) {
      at = Math.max(at, end);
      continue;
    }
    text += `${reply.slice(at, start)}${REDACTED_MARK}`;
    at = end;
  }
  return text + reply.slice(at, Math.max(at, to));
}

/**
 * Cuts every span of the reply covered by a secret token run, and every hidden input or output
 * that the learner cannot see, replacing each with REDACTED_MARK.
 */
export function guardReply(reply: string, secrets: ExerciseSecrets): GuardResult {
  const spans = secretSpans(reply, secrets);
  return { text: render(reply, spans, 0, reply.length), redacted: spans.length > 0 };
}

/**
 * The guard for a reply that arrives in pieces (a streaming model). Text is let out only once
 * no later piece can turn it into part of a leak: the last LEAK_RUN_TOKENS tokens, and as many
 * characters as the longest hidden value, are held back until more arrives or the reply ends.
 */
export function createStreamGuard(secrets: ExerciseSecrets) {
  const secret = secretGrams(secrets);
  const holdChars = Math.max(
    0,
    ...hiddenNeedles(secrets, collapse(secrets.visible.join('\n'))).map((n) => n.length * 2),
  );
  let raw = '';
  let sent = 0;
  let redacted = false;
  const emit = (final: boolean): string => {
    const spans = secretSpans(raw, secrets, secret);
    if (spans.length > 0) redacted = true;
    let until = raw.length;
    if (!final) {
      const list = tokens(raw);
      until = list.at(-LEAK_RUN_TOKENS)?.start ?? 0;
      until = Math.max(0, Math.min(until, raw.length - holdChars));
      for (const [start, end] of spans) if (start < until && end > until) until = end;
    }
    if (until <= sent) return '';
    const out = render(raw, spans, sent, until);
    sent = until;
    return out;
  };
  return {
    push(piece: string): string {
      raw += piece;
      return emit(false);
    },
    end(): string {
      return emit(true);
    },
    get redacted() {
      return redacted;
    },
  };
}
