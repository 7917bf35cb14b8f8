import type { SeedProject } from './seed-project';

const JS = 'main.js';
const readInput = "const text = require('node:fs').readFileSync(0, 'utf8');\n";

/** Counting words, lines and the most frequent word of a text read from standard input. */
export const TEXT_STATS_JAVASCRIPT_PROJECT: SeedProject = {
  id: 'prj-javascript-text-stats',
  slug: 'javascript-text-stats',
  title: 'Text statistics in JavaScript',
  summary:
    'Write a Node.js program that reads a text from standard input and reports its words, lines, characters and most frequent word.',
  language: 'javascript',
  tasks: [
    {
      id: 'prj-javascript-text-stats-1',
      title: 'Count the words',
      instructions: `The program reads the whole text from standard input (the starter does that for you). A word is a run of characters between spaces, tabs or line breaks. Print \`Words: N\`.

Example input:

\`\`\`
the quick brown fox
jumps over the lazy dog
\`\`\`

Expected output:

\`\`\`
Words: 9
\`\`\``,
      starterFiles: [
        { name: JS, content: `${readInput}// Count the words of text.\nconsole.log('Words: 0');\n` },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'the quick brown fox\njumps over the lazy dog\n',
          expected_output: 'Words: 9\n',
        },
        { name: 'Extra spaces', stdin: '  hello   world \t again  \n\n', expected_output: 'Words: 3\n' },
        { name: 'Empty text', stdin: '', expected_output: 'Words: 0\n' },
      ],
      solution: [
        {
          name: JS,
          content: `${readInput}const words = text.split(/\\s+/).filter(Boolean);\nconsole.log(\`Words: \${words.length}\`);\n`,
        },
      ],
    },
    {
      id: 'prj-javascript-text-stats-2',
      title: 'Lines and characters',
      instructions: `Print three lines: \`Lines: L\`, \`Words: W\` and \`Characters: C\`.

- Lines: how many lines the text has; a final line break does not start a new line, and an empty text has 0 lines.
- Characters: every character except line breaks.

Example input:

\`\`\`
one two
three
\`\`\`

Expected output:

\`\`\`
Lines: 2
Words: 3
Characters: 12
\`\`\``,
      starterFiles: [
        {
          name: JS,
          content: `${readInput}const words = text.split(/\\s+/).filter(Boolean);\nconsole.log(\`Words: \${words.length}\`);\n`,
        },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'one two\nthree\n',
          expected_output: 'Lines: 2\nWords: 3\nCharacters: 12\n',
        },
        {
          name: 'No final line break',
          stdin: 'a b\nc d e\nf',
          expected_output: 'Lines: 3\nWords: 6\nCharacters: 9\n',
        },
        { name: 'Empty text', stdin: '', expected_output: 'Lines: 0\nWords: 0\nCharacters: 0\n' },
      ],
      solution: [
        {
          name: JS,
          content: `${readInput}const body = text.endsWith('\\n') ? text.slice(0, -1) : text;\nconst lines = body === '' ? [] : body.split('\\n');\nconst words = text.split(/\\s+/).filter(Boolean);\nconsole.log(\`Lines: \${lines.length}\`);\nconsole.log(\`Words: \${words.length}\`);\nconsole.log(\`Characters: \${lines.join('').length}\`);\n`,
        },
      ],
    },
    {
      id: 'prj-javascript-text-stats-3',
      title: 'The most frequent word',
      instructions: `Print only \`Top word: WORD (N)\`: the word used most often and how many times. Compare words in lower case and without the punctuation \`.,;:!?\` around them. When two words are used equally often, choose the one first in alphabetical order. An empty text prints \`Top word: none\`.

Example input:

\`\`\`
The cat saw the dog. The dog ran!
\`\`\`

Expected output:

\`\`\`
Top word: the (3)
\`\`\``,
      starterFiles: [
        {
          name: JS,
          content: `${readInput}const words = text.split(/\\s+/).filter(Boolean);\n// Count each word and print the most frequent one.\n`,
        },
      ],
      tests: [
        {
          name: 'Example',
          stdin: 'The cat saw the dog. The dog ran!\n',
          expected_output: 'Top word: the (3)\n',
        },
        { name: 'A tie', stdin: 'pear apple\nPear, APPLE; kiwi\n', expected_output: 'Top word: apple (2)\n' },
        { name: 'Empty text', stdin: '\n', expected_output: 'Top word: none\n' },
      ],
      solution: [
        {
          name: JS,
          content: `${readInput}const counts = new Map();\nfor (const raw of text.split(/\\s+/)) {\n  const word = raw.toLowerCase().replace(/^[.,;:!?]+|[.,;:!?]+$/g, '');\n  if (word) counts.set(word, (counts.get(word) ?? 0) + 1);\n}\nconst ranked = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));\nconst top = ranked[0];\nconsole.log(top ? \`Top word: \${top[0]} (\${top[1]})\` : 'Top word: none');\n`,
        },
      ],
    },
  ],
};
