import type { HighlightAnchor } from '@learnbox/contracts';
import { anchorAt, locateQuote } from '@learnbox/domain';

/**
 * Between the rendered text of a Markdown widget (its text nodes, joined) and the normalised text
 * anchors speak of (runs of whitespace as one space, leading whitespace dropped, as the api
 * normalises lesson text). Pure string work, so it is tested without a DOM.
 */
export interface NormalisedText {
  text: string;
  /** Raw offset of each normalised character, plus one entry for the end. */
  toRaw: number[];
}

export function normaliseWithMap(raw: string): NormalisedText {
  let text = '';
  const toRaw: number[] = [];
  let inSpace = true; // true at the start, so leading whitespace is dropped
  for (let i = 0; i < raw.length; i += 1) {
    const isSpace = /\s/.test(raw[i] as string);
    if (isSpace && inSpace) continue;
    toRaw.push(i);
    text += isSpace ? ' ' : raw[i];
    inSpace = isSpace;
  }
  toRaw.push(raw.length);
  return { text, toRaw };
}

/** The normalised offset a raw offset falls on (a raw offset inside a space run maps to it). */
export function toNormalised(map: NormalisedText, rawOffset: number): number {
  let index = 0;
  while (index < map.text.length && (map.toRaw[index] as number) < rawOffset) index += 1;
  return index;
}

export interface WidgetRef {
  widget_id: string;
  widget_index: number;
}

/**
 * The anchor of a selection that starts and ends at raw offsets of one widget's text, trimmed of
 * the spaces at its ends; null when nothing but whitespace is selected.
 */
export function anchorFromSelection(
  widget: WidgetRef,
  raw: string,
  rawStart: number,
  rawEnd: number,
): HighlightAnchor | null {
  const map = normaliseWithMap(raw);
  let start = toNormalised(map, Math.min(rawStart, rawEnd));
  let end = toNormalised(map, Math.max(rawStart, rawEnd));
  while (start < end && map.text[start] === ' ') start += 1;
  while (end > start && map.text[end - 1] === ' ') end -= 1;
  if (start >= end) return null;
  return anchorAt({ ...widget, text: map.text }, start, end);
}

/**
 * Where a stored anchor's quote is in a widget's rendered text now, as raw offsets to wrap in a
 * <mark>; null when it is not in this widget.
 */
export function rawRangeOfAnchor(
  widget: WidgetRef,
  raw: string,
  anchor: HighlightAnchor,
): { start: number; end: number } | null {
  const map = normaliseWithMap(raw);
  const match = locateQuote([{ ...widget, text: map.text }], { ...anchor, ...widget });
  if (!match) return null;
  return { start: map.toRaw[match.start] as number, end: (map.toRaw[match.end - 1] as number) + 1 };
}
