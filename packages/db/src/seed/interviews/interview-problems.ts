import type { InterviewFollowUp, InterviewTest } from '../../schema/index';

/** A coding problem of the mock-interview bank, as this file writes it. */
export interface SeedCodingProblem {
  id: string;
  title: string;
  prompt: string;
  language: string;
  starterCode: string;
  solution: string;
  tests: InterviewTest[];
  followUps: InterviewFollowUp[];
  /** The lesson widget it was taken from, when it was. */
  source: string | null;
}

/** The scripted interviewer's two questions after coding: cost, then edge cases. */
export function codingFollowUps(complexity: string[], edges: string[]): InterviewFollowUp[] {
  return [
    { question: 'What is the time complexity of your solution, and why?', keywords: complexity },
    {
      question: 'Which edge cases did you think about, and how does your code handle them?',
      keywords: edges,
    },
  ];
}

/**
 * Interview problems written for the bank (Python, read stdin, print the answer). Each solution
 * passes its tests and each starter fails one (interview-problems.seed.test.ts runs them).
 */
export const AUTHORED_CODING_PROBLEMS: SeedCodingProblem[] = [
  {
    id: 'iv-reverse-words',
    title: 'Reverse the words',
    prompt: 'Read one line and print its words in reverse order, separated by single spaces.',
    language: 'python',
    starterCode: 'line = input()\nprint(line)\n',
    solution: 'print(" ".join(reversed(input().split())))\n',
    tests: [
      { name: 'two words', stdin: 'hello world\n', expected_output: 'world hello\n' },
      { name: 'extra spaces', stdin: '  one   two three \n', expected_output: 'three two one\n' },
      { name: 'one word', stdin: 'solo\n', expected_output: 'solo\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'linear'], ['spaces', 'empty', 'single']),
    source: null,
  },
  {
    id: 'iv-fizzbuzz',
    title: 'FizzBuzz up to n',
    prompt:
      'Read n and print the numbers 1 to n, one per line, but Fizz for multiples of 3, Buzz for multiples of 5 and FizzBuzz for multiples of both.',
    language: 'python',
    starterCode: 'n = int(input())\nfor i in range(1, n + 1):\n    print(i)\n',
    solution:
      'n = int(input())\nfor i in range(1, n + 1):\n    print("FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else i)\n',
    tests: [
      {
        name: 'fifteen',
        stdin: '15\n',
        expected_output: '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n',
      },
      { name: 'one', stdin: '1\n', expected_output: '1\n' },
      { name: 'five', stdin: '5\n', expected_output: '1\n2\nFizz\n4\nBuzz\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'linear'], ['zero', 'one', '15']),
    source: null,
  },
  {
    id: 'iv-two-sum',
    title: 'Two numbers that add up',
    prompt:
      'The first line holds whole numbers, the second a target. Print the positions i j (0-based, i < j) of the first pair, in reading order, that adds up to the target, or none.',
    language: 'python',
    starterCode: 'numbers = [int(w) for w in input().split()]\ntarget = int(input())\nprint("none")\n',
    solution:
      'numbers = [int(w) for w in input().split()]\ntarget = int(input())\nseen = {}\nbest = None\nfor j, n in enumerate(numbers):\n    if target - n in seen:\n        pair = (seen[target - n], j)\n        if best is None or pair[1] < best[1] or (pair[1] == best[1] and pair[0] < best[0]):\n            best = pair\n        break\n    seen.setdefault(n, j)\nprint(f"{best[0]} {best[1]}" if best else "none")\n',
    tests: [
      { name: 'a pair', stdin: '2 7 11 15\n9\n', expected_output: '0 1\n' },
      { name: 'no pair', stdin: '1 2 3\n100\n', expected_output: 'none\n' },
      { name: 'same value twice', stdin: '3 3 4\n6\n', expected_output: '0 1\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'hash', 'dictionary'], ['none', 'duplicate', 'negative']),
    source: null,
  },
  {
    id: 'iv-palindrome',
    title: 'Palindrome sentence',
    prompt:
      'Read one line. Print yes when its letters read the same backwards (ignoring case and anything that is not a letter), else no.',
    language: 'python',
    starterCode: 'line = input()\nprint("no")\n',
    solution:
      'line = input()\nletters = [c.lower() for c in line if c.isalpha()]\nprint("yes" if letters == letters[::-1] else "no")\n',
    tests: [
      { name: 'a classic', stdin: 'A man, a plan, a canal: Panama\n', expected_output: 'yes\n' },
      { name: 'not one', stdin: 'hello\n', expected_output: 'no\n' },
      { name: 'mixed case', stdin: 'Racecar\n', expected_output: 'yes\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'two pointers'], ['case', 'punctuation', 'empty']),
    source: null,
  },
  {
    id: 'iv-anagram',
    title: 'Anagrams',
    prompt:
      'Read two lines. Print yes when they use the same letters the same number of times (ignoring case and spaces), else no.',
    language: 'python',
    starterCode: 'a = input()\nb = input()\nprint("yes" if a == b else "no")\n',
    solution:
      'a = input().replace(" ", "").lower()\nb = input().replace(" ", "").lower()\nprint("yes" if sorted(a) == sorted(b) else "no")\n',
    tests: [
      { name: 'listen silent', stdin: 'listen\nsilent\n', expected_output: 'yes\n' },
      { name: 'different counts', stdin: 'aab\nabb\n', expected_output: 'no\n' },
      { name: 'with spaces', stdin: 'Dormitory\ndirty room\n', expected_output: 'yes\n' },
    ],
    followUps: codingFollowUps(['O(n log n)', 'sort', 'count'], ['case', 'spaces', 'length']),
    source: null,
  },
  {
    id: 'iv-vowels',
    title: 'Count the vowels',
    prompt: 'Read one line and print how many vowels (a, e, i, o, u, either case) it has.',
    language: 'python',
    starterCode: 'line = input()\nprint(0)\n',
    solution: 'line = input()\nprint(sum(1 for c in line.lower() if c in "aeiou"))\n',
    tests: [
      { name: 'a sentence', stdin: 'Hello World\n', expected_output: '3\n' },
      { name: 'no vowels', stdin: 'rhythm\n', expected_output: '0\n' },
      { name: 'capitals', stdin: 'AEIOU aeiou\n', expected_output: '10\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'linear'], ['case', 'empty', 'y']),
    source: null,
  },
  {
    id: 'iv-max-subarray',
    title: 'Largest sum of a run',
    prompt:
      'Read whole numbers on one line and print the largest sum of a non-empty run of consecutive numbers.',
    language: 'python',
    starterCode: 'numbers = [int(w) for w in input().split()]\nprint(sum(numbers))\n',
    solution:
      'numbers = [int(w) for w in input().split()]\nbest = current = numbers[0]\nfor n in numbers[1:]:\n    current = max(n, current + n)\n    best = max(best, current)\nprint(best)\n',
    tests: [
      { name: 'mixed', stdin: '-2 1 -3 4 -1 2 1 -5 4\n', expected_output: '6\n' },
      { name: 'all negative', stdin: '-3 -1 -2\n', expected_output: '-1\n' },
      { name: 'one number', stdin: '5\n', expected_output: '5\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'Kadane'], ['negative', 'single', 'all']),
    source: null,
  },
  {
    id: 'iv-first-unique',
    title: 'First letter that appears once',
    prompt:
      'Read one word and print the position (0-based) of its first character that appears only once, or -1.',
    language: 'python',
    starterCode: 'word = input()\nprint(0)\n',
    solution:
      'from collections import Counter\nword = input()\ncounts = Counter(word)\nprint(next((i for i, c in enumerate(word) if counts[c] == 1), -1))\n',
    tests: [
      { name: 'leetcode', stdin: 'leetcode\n', expected_output: '0\n' },
      { name: 'loveleetcode', stdin: 'loveleetcode\n', expected_output: '2\n' },
      { name: 'none', stdin: 'aabb\n', expected_output: '-1\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'count', 'hash'], ['-1', 'repeated', 'empty']),
    source: null,
  },
  {
    id: 'iv-brackets-py',
    title: 'Balanced brackets',
    prompt:
      'Read one line and print balanced when every (, [ and { is closed by the matching bracket in the right order, else not balanced.',
    language: 'python',
    starterCode: 'line = input()\nprint("balanced")\n',
    solution:
      'line = input()\npairs = {")": "(", "]": "[", "}": "{"}\nstack = []\nok = True\nfor c in line:\n    if c in "([{":\n        stack.append(c)\n    elif c in pairs:\n        if not stack or stack.pop() != pairs[c]:\n            ok = False\n            break\nprint("balanced" if ok and not stack else "not balanced")\n',
    tests: [
      { name: 'nested', stdin: '{[()]}\n', expected_output: 'balanced\n' },
      { name: 'crossed', stdin: '([)]\n', expected_output: 'not balanced\n' },
      { name: 'left open', stdin: '((\n', expected_output: 'not balanced\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'stack'], ['empty', 'unclosed', 'order']),
    source: null,
  },
  {
    id: 'iv-merge-sorted',
    title: 'Merge two sorted lists',
    prompt:
      'Read two lines of whole numbers, each sorted from small to large, and print all the numbers in one sorted line.',
    language: 'python',
    starterCode: 'a = input().split()\nb = input().split()\nprint(" ".join(a + b))\n',
    solution:
      'a = [int(w) for w in input().split()]\nb = [int(w) for w in input().split()]\nout = []\ni = j = 0\nwhile i < len(a) and j < len(b):\n    if a[i] <= b[j]:\n        out.append(a[i]); i += 1\n    else:\n        out.append(b[j]); j += 1\nout += a[i:] + b[j:]\nprint(" ".join(map(str, out)))\n',
    tests: [
      { name: 'interleaved', stdin: '1 3 5\n2 4 6\n', expected_output: '1 2 3 4 5 6\n' },
      { name: 'one after the other', stdin: '1 2\n3 4\n', expected_output: '1 2 3 4\n' },
      { name: 'repeats', stdin: '1 1 2\n1 3\n', expected_output: '1 1 1 2 3\n' },
    ],
    followUps: codingFollowUps(['O(n + m)', 'two pointers', 'linear'], ['empty', 'duplicate', 'length']),
    source: null,
  },
  {
    id: 'iv-binary-search',
    title: 'Find it in a sorted list',
    prompt:
      'Read sorted whole numbers on one line and a target on the next. Print the position (0-based) of the target, or -1.',
    language: 'python',
    starterCode: 'numbers = [int(w) for w in input().split()]\ntarget = int(input())\nprint(-1)\n',
    solution:
      'numbers = [int(w) for w in input().split()]\ntarget = int(input())\nlo, hi = 0, len(numbers) - 1\nfound = -1\nwhile lo <= hi:\n    mid = (lo + hi) // 2\n    if numbers[mid] == target:\n        found = mid\n        break\n    if numbers[mid] < target:\n        lo = mid + 1\n    else:\n        hi = mid - 1\nprint(found)\n',
    tests: [
      { name: 'in the middle', stdin: '1 3 5 7 9\n7\n', expected_output: '3\n' },
      { name: 'missing', stdin: '2 4 6\n5\n', expected_output: '-1\n' },
      { name: 'first', stdin: '10 20 30\n10\n', expected_output: '0\n' },
    ],
    followUps: codingFollowUps(['O(log n)', 'binary search'], ['missing', 'first', 'last']),
    source: null,
  },
  {
    id: 'iv-run-length',
    title: 'Run-length encoding',
    prompt:
      'Read one word and print each run of the same letter as the letter followed by the run length, e.g. aaab becomes a3b1.',
    language: 'python',
    starterCode: 'word = input()\nprint(word)\n',
    solution:
      'word = input()\nout = []\ni = 0\nwhile i < len(word):\n    j = i\n    while j < len(word) and word[j] == word[i]:\n        j += 1\n    out.append(f"{word[i]}{j - i}")\n    i = j\nprint("".join(out))\n',
    tests: [
      { name: 'runs', stdin: 'aaabccdddd\n', expected_output: 'a3b1c2d4\n' },
      { name: 'no repeats', stdin: 'abc\n', expected_output: 'a1b1c1\n' },
      { name: 'one run', stdin: 'zzzz\n', expected_output: 'z4\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'linear'], ['single', 'empty', 'long']),
    source: null,
  },
  {
    id: 'iv-second-largest',
    title: 'Second largest',
    prompt: 'Read whole numbers on one line and print the second largest distinct value, or none.',
    language: 'python',
    starterCode: 'numbers = [int(w) for w in input().split()]\nprint(max(numbers))\n',
    solution:
      'numbers = sorted(set(int(w) for w in input().split()))\nprint(numbers[-2] if len(numbers) > 1 else "none")\n',
    tests: [
      { name: 'plain', stdin: '4 1 9 7\n', expected_output: '7\n' },
      { name: 'repeated top', stdin: '9 9 8\n', expected_output: '8\n' },
      { name: 'all equal', stdin: '5 5 5\n', expected_output: 'none\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'set'], ['duplicate', 'none', 'negative']),
    source: null,
  },
  {
    id: 'iv-word-frequency',
    title: 'Most frequent word',
    prompt:
      'Read one line of lower-case words and print the most frequent word and its count; on a tie, the word that comes first alphabetically.',
    language: 'python',
    starterCode: 'words = input().split()\nprint(words[0], 1)\n',
    solution:
      'from collections import Counter\ncounts = Counter(input().split())\nword = min(counts, key=lambda w: (-counts[w], w))\nprint(word, counts[word])\n',
    tests: [
      { name: 'a winner', stdin: 'the cat and the hat and the bat\n', expected_output: 'the 3\n' },
      { name: 'a tie', stdin: 'b a b a\n', expected_output: 'a 2\n' },
      { name: 'one word', stdin: 'solo\n', expected_output: 'solo 1\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'hash', 'Counter'], ['tie', 'single', 'case']),
    source: null,
  },
  {
    id: 'iv-rotate',
    title: 'Rotate a list',
    prompt: 'Read whole numbers on one line and k on the next. Print the list rotated k places to the right.',
    language: 'python',
    starterCode: 'numbers = input().split()\nk = int(input())\nprint(" ".join(numbers))\n',
    solution:
      'numbers = input().split()\nk = int(input()) % len(numbers)\nprint(" ".join(numbers[-k:] + numbers[:-k] if k else numbers))\n',
    tests: [
      { name: 'by two', stdin: '1 2 3 4 5\n2\n', expected_output: '4 5 1 2 3\n' },
      { name: 'more than the length', stdin: '1 2 3\n4\n', expected_output: '3 1 2\n' },
      { name: 'by zero', stdin: '7 8\n0\n', expected_output: '7 8\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'slice', 'modulo'], ['zero', 'larger', 'length']),
    source: null,
  },
  {
    id: 'iv-missing-number',
    title: 'The missing number',
    prompt:
      'Read distinct whole numbers from 0 to n with exactly one missing (n numbers in all) and print the missing one.',
    language: 'python',
    starterCode: 'numbers = [int(w) for w in input().split()]\nprint(0)\n',
    solution:
      'numbers = [int(w) for w in input().split()]\nn = len(numbers)\nprint(n * (n + 1) // 2 - sum(numbers))\n',
    tests: [
      { name: 'in the middle', stdin: '3 0 1\n', expected_output: '2\n' },
      { name: 'the last', stdin: '0 1 2 3\n', expected_output: '4\n' },
      { name: 'the first', stdin: '1 2\n', expected_output: '0\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'sum', 'formula'], ['first', 'last', 'zero']),
    source: null,
  },
  {
    id: 'iv-fibonacci',
    title: 'The nth Fibonacci number',
    prompt: 'Read n and print the nth Fibonacci number, counting F(0) = 0 and F(1) = 1.',
    language: 'python',
    starterCode: 'n = int(input())\nprint(n)\n',
    solution: 'n = int(input())\na, b = 0, 1\nfor _ in range(n):\n    a, b = b, a + b\nprint(a)\n',
    tests: [
      { name: 'ten', stdin: '10\n', expected_output: '55\n' },
      { name: 'zero', stdin: '0\n', expected_output: '0\n' },
      { name: 'large', stdin: '90\n', expected_output: '2880067194370816120\n' },
    ],
    followUps: codingFollowUps(['O(n)', 'iterative', 'loop'], ['zero', 'one', 'large']),
    source: null,
  },
  {
    id: 'iv-digital-root',
    title: 'Digital root',
    prompt: 'Read a whole number and add up its digits again and again until one digit is left; print it.',
    language: 'python',
    starterCode: 'n = input().strip()\nprint(sum(int(d) for d in n))\n',
    solution: 'n = input().strip()\nwhile len(n) > 1:\n    n = str(sum(int(d) for d in n))\nprint(n)\n',
    tests: [
      { name: 'two rounds', stdin: '9875\n', expected_output: '2\n' },
      { name: 'one digit', stdin: '7\n', expected_output: '7\n' },
      { name: 'long', stdin: '99999999999\n', expected_output: '9\n' },
    ],
    followUps: codingFollowUps(['O(log n)', 'digits', 'loop'], ['single', 'zero', 'large']),
    source: null,
  },
];
