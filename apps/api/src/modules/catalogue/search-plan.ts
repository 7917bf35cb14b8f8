import { correctWord, MIN_CORRECTABLE_LENGTH, searchWords } from '@learnbox/domain';
import type { SearchPlan } from './catalogue.repository';

/**
 * Weights of a collection's text anyone may read: title (A), summary and tags (B), open lessons
 * (C). Locked lessons are weight D (packages/db refreshCollectionSearch).
 */
const OPEN_WEIGHTS = 'ABC';

/** A word as tsquery text: letters and digits only, so nothing the person typed is syntax. */
function lexeme(word: string): string {
  return word.replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Turns what a person typed into two tsqueries: every word must match, as a prefix (so
 * "walr" finds "walrus"), and a word with no match in the index may match its nearest
 * spellings instead (so "pyhton" finds "python").
 */
export function planSearch(
  text: string | undefined,
  vocabulary: readonly string[],
): { plan: SearchPlan; words: string[]; corrections: Record<string, string[]> } {
  const words = searchWords(text ?? '')
    .map(lexeme)
    .filter((word) => word.length > 0);
  if (words.length === 0)
    return {
      plan: { english: null, simple: null, openEnglish: null, openSimple: null },
      words: [],
      corrections: {},
    };
  const corrections: Record<string, string[]> = {};
  const groups = words.map((word) => {
    const hasPrefixMatch = vocabulary.some((term) => term.startsWith(word));
    const fixes =
      !hasPrefixMatch && word.length >= MIN_CORRECTABLE_LENGTH ? correctWord(word, vocabulary) : [];
    if (fixes.length > 0) corrections[word] = fixes;
    return [word, ...fixes];
  });
  // `weights` restricts every operand to lexemes of those weights (":*ABC" = prefix, weight A-C).
  const english = (weights: string) => words.map((word) => `${word}:*${weights}`).join(' & ');
  const simple = (weights: string) =>
    groups
      .map(
        ([word, ...fixes]) =>
          `(${[`${word}:*${weights}`, ...fixes.map((fix) => `${fix}${weights ? `:${weights}` : ''}`)].join(' | ')})`,
      )
      .join(' & ');
  return {
    plan: {
      english: english(''),
      simple: simple(''),
      openEnglish: english(OPEN_WEIGHTS),
      openSimple: simple(OPEN_WEIGHTS),
    },
    words,
    corrections,
  };
}
