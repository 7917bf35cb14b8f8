/**
 * Typo tolerance for catalogue search without database extensions (PGlite and PostgreSQL 15
 * both lack pg_trgm by default): the search service corrects each query word against the
 * index's vocabulary with a bounded edit distance, then searches for the word and its
 * corrections together.
 */

/** Words this short are never corrected: "go" must not become "do". */
export const MIN_CORRECTABLE_LENGTH = 4;

/** Edits allowed for a word: 1 up to 7 letters, 2 from 8 on (long words collect more typos). */
export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTABLE_LENGTH) return 0;
  return word.length >= 8 ? 2 : 1;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insert, delete, substitute, swap two
 * neighbours), stopping early once it must exceed `max`; returns max + 1 then.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * Vocabulary words close enough to `word` to be what the person meant, nearest first (ties
 * alphabetical), at most `limit`. A word that is itself in the vocabulary needs no correction.
 */
export function correctWord(word: string, vocabulary: Iterable<string>, limit = 3): string[] {
  const max = allowedEdits(word);
  if (max === 0) return [];
  const scored: { term: string; distance: number }[] = [];
  for (const term of vocabulary) {
    if (term === word) return [];
    // Corrections keep the first letter: people rarely mistype it, and it keeps results focused.
    if (term[0] !== word[0]) continue;
    const distance = editDistance(word, term, max);
    if (distance <= max) scored.push({ term, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.term.localeCompare(y.term));
  return scored.slice(0, limit).map((entry) => entry.term);
}

/** Most words of a query that are searched; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * Splits free text into lowercase search words: letters and digits only (so SQL or tsquery
 * syntax typed into the box is just text), at most MAX_SEARCH_WORDS, duplicates dropped.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}+#]+/u)
    .map((word) => word.replace(/^[+#]+/, ''))
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
