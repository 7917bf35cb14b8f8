import { describe, expect, it } from 'vitest';
import { allowedEdits, correctWord, editDistance, searchWords } from './typo-tolerance';

describe('editDistance', () => {
  it.each([
    ['python', 'python', 0],
    ['pyhton', 'python', 1],
    ['pythn', 'python', 1],
    ['pythonn', 'python', 1],
    ['javscript', 'javascript', 1],
    ['recursoin', 'recursion', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s -> %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('stops early past the maximum', () => {
    expect(editDistance('abcdefgh', 'zzzzzzzz', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('correctWord', () => {
  const vocabulary = ['python', 'pythonic', 'javascript', 'java', 'walrus', 'recursion', 'go', 'do'];

  it('finds the word a typo meant', () => {
    expect(correctWord('pyhton', vocabulary)).toEqual(['python']);
    expect(correctWord('javasript', vocabulary)).toEqual(['javascript']);
    expect(correctWord('walrsu', vocabulary)).toEqual(['walrus']);
    expect(correctWord('recurison', vocabulary)).toEqual(['recursion']);
  });

  it('leaves known, short and hopeless words alone', () => {
    expect(correctWord('python', vocabulary)).toEqual([]);
    expect(correctWord('gx', vocabulary)).toEqual([]);
    expect(correctWord('zzzzzz', vocabulary)).toEqual([]);
    expect(allowedEdits('abc')).toBe(0);
    expect(allowedEdits('abcd')).toBe(1);
    expect(allowedEdits('abcdefgh')).toBe(2);
  });
});

describe('searchWords', () => {
  it('keeps letters and digits only, lowercased and unique', () => {
    expect(searchWords("Python's  LISTS, lists!")).toEqual(['python', 's', 'lists']);
    expect(searchWords("'; DROP TABLE courses; --")).toEqual(['drop', 'table', 'courses']);
    expect(searchWords('c++ and c#')).toEqual(['c++', 'and', 'c#']);
    expect(searchWords('a:* & b | !c')).toEqual(['a', 'b', 'c']);
    expect(searchWords('café')).toEqual(['cafe']);
    expect(searchWords('one two three four five six seven eight nine')).toHaveLength(8);
  });
});
