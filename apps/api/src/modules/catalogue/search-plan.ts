import { correctWord, MIN_CORRECTABLE_LENGTH, searchWords } from '@learnbox/domain';
import type { SearchPlan } from './catalogue.repository';

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
  if (words.length === 0) return { plan: { english: null, simple: null }, words: [], corrections: {} };
  const corrections: Record<string, string[]> = {};
  const groups = words.map((word) => {
    const hasPrefixMatch = vocabulary.some((term) => term.startsWith(word));
    const fixes =
      !hasPrefixMatch && word.length >= MIN_CORRECTABLE_LENGTH ? correctWord(word, vocabulary) : [];
    if (fixes.length > 0) corrections[word] = fixes;
    return [`${word}:*`, ...fixes].join(' | ');
  });
  return {
    plan: {
      english: words.map((word) => `${word}:*`).join(' & '),
      simple: groups.map((group) => `(${group})`).join(' & '),
    },
    words,
    corrections,
  };
}
