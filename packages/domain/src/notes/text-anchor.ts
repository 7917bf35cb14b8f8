/**
 * Anchors that survive lesson edits: the W3C Web Annotation TextQuoteSelector idea. A highlight
 * stores the quoted text, a little text before and after it, and the widget it sat in; finding it
 * again searches the quote in the current text instead of trusting character offsets. The same
 * functions run on the server (re-anchoring a stored highlight on a new revision) and in the
 * browser (placing <mark>s on the rendered lesson), so both agree on what "found" means.
 */

export interface TextQuoteAnchor {
  /** The widget the quote sat in when it was made (its id survives reordering). */
  widget_id: string;
  widget_index: number;
  exact: string;
  prefix: string;
  suffix: string;
}

/** One searchable block of a lesson: a widget's text, whitespace normalised. */
export interface AnchorText {
  widget_id: string;
  widget_index: number;
  text: string;
}

export interface QuoteMatch {
  widget_id: string;
  widget_index: number;
  /** Offsets into the widget's normalised text. */
  start: number;
  end: number;
  /** How it was found: the quote itself, or only the text around it (the quote was edited). */
  by: 'exact' | 'context';
}

/** How much context a new anchor keeps on each side. */
export const ANCHOR_CONTEXT_LENGTH = 32;

/** Runs of whitespace become one space: rendered HTML and Markdown differ in line breaks. */
export function normalizeAnchorText(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Characters that agree, counted from the end of `a` backwards and the start of `b` onwards. */
function commonSuffixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}
function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

function occurrences(text: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) found.push(at);
  return found;
}

/** The anchor of the text between `start` and `end` of a widget's normalised text. */
export function anchorAt(block: AnchorText, start: number, end: number): TextQuoteAnchor {
  return {
    widget_id: block.widget_id,
    widget_index: block.widget_index,
    exact: block.text.slice(start, end),
    prefix: block.text.slice(Math.max(0, start - ANCHOR_CONTEXT_LENGTH), start),
    suffix: block.text.slice(end, end + ANCHOR_CONTEXT_LENGTH),
  };
}

/** The anchor's own widget first (by id, then by index), then the others in order. */
function searchOrder(blocks: AnchorText[], anchor: TextQuoteAnchor): AnchorText[] {
  const home =
    blocks.find((block) => block.widget_id === anchor.widget_id) ??
    blocks.find((block) => block.widget_index === anchor.widget_index);
  return home ? [home, ...blocks.filter((block) => block !== home)] : blocks;
}

/**
 * Where the anchor's quote is now, or null when it is gone. First the quote itself (among several
 * occurrences, the one whose surroundings best match the stored context, preferring the original
 * widget); then, when the quote was edited, the stored prefix and suffix with a similar-sized
 * stretch of text between them.
 */
export function locateQuote(blocks: AnchorText[], anchor: TextQuoteAnchor): QuoteMatch | null {
  const exact = normalizeAnchorText(anchor.exact).trim();
  if (!exact) return null;
  const prefix = normalizeAnchorText(anchor.prefix);
  const suffix = normalizeAnchorText(anchor.suffix);
  const ordered = searchOrder(blocks, anchor);

  let best: (QuoteMatch & { score: number }) | null = null;
  ordered.forEach((block, order) => {
    for (const start of occurrences(block.text, exact)) {
      const end = start + exact.length;
      const score =
        commonSuffixLength(block.text.slice(0, start), prefix) +
        commonPrefixLength(block.text.slice(end), suffix) +
        (order === 0 ? 0.5 : 0);
      if (!best || score > best.score)
        best = {
          widget_id: block.widget_id,
          widget_index: block.widget_index,
          start,
          end,
          by: 'exact',
          score,
        };
    }
  });
  if (best) {
    const { score: _score, ...match } = best as QuoteMatch & { score: number };
    return match;
  }
  return locateByContext(ordered, exact, prefix.trim(), suffix.trim());
}

/** The quote was edited: its old surroundings, both still there, close together. */
function locateByContext(
  ordered: AnchorText[],
  exact: string,
  prefix: string,
  suffix: string,
): QuoteMatch | null {
  // Too little context would match anywhere; eight characters on each side is a real sentence part.
  if (prefix.length < 8 || suffix.length < 8) return null;
  for (const block of ordered) {
    for (const before of occurrences(block.text, prefix)) {
      const from = before + prefix.length;
      const after = block.text.indexOf(suffix, from);
      if (after === -1) continue;
      const between = block.text.slice(from, after);
      const start = from + (between.length - between.trimStart().length);
      const end = after - (between.length - between.trimEnd().length);
      const length = end - start;
      if (length > 0 && length >= exact.length / 2 && length <= exact.length * 2)
        return { widget_id: block.widget_id, widget_index: block.widget_index, start, end, by: 'context' };
    }
  }
  return null;
}

export type ReanchorResult =
  | { orphaned: false; anchor: TextQuoteAnchor; start: number; end: number; changed: boolean }
  | { orphaned: true; anchor: TextQuoteAnchor };

/**
 * A stored highlight on the current revision of its lesson: its new anchor and position, or the
 * old anchor flagged orphaned when the passage is gone (the highlight and its note are kept).
 */
export function reanchor(blocks: AnchorText[], anchor: TextQuoteAnchor): ReanchorResult {
  const match = locateQuote(blocks, anchor);
  if (!match) return { orphaned: true, anchor };
  const block = blocks.find((item) => item.widget_id === match.widget_id) as AnchorText;
  const next = anchorAt(block, match.start, match.end);
  const changed =
    next.widget_id !== anchor.widget_id ||
    next.widget_index !== anchor.widget_index ||
    next.exact !== anchor.exact ||
    next.prefix !== anchor.prefix ||
    next.suffix !== anchor.suffix;
  return { orphaned: false, anchor: next, start: match.start, end: match.end, changed };
}
