import type { Widget, WidgetType } from '@learnbox/contracts';

/** The spec's default "recently used widgets" (section 3 "Editor widget list"). */
export const DEFAULT_RECENTLY_USED: readonly WidgetType[] = [
  'Code',
  'WebpackBin',
  'RunJS',
  'TabbedCode',
  'Table',
];

/** Every type an author can add, in the order the add menu lists the rest after the recent ones. */
export const ADDABLE_WIDGET_TYPES: readonly WidgetType[] = [
  'Markdown',
  'Code',
  'TabbedCode',
  'RunJS',
  'WebpackBin',
  'Table',
  'Image',
  'Quiz',
  'CodeTest',
  'LiveTerminal',
];

/** Recently used first, then every other type, each once. */
export function addMenuOrder(recent: readonly WidgetType[]): WidgetType[] {
  return [...new Set([...recent, ...ADDABLE_WIDGET_TYPES])];
}

/** Most recent first; at most five, as the spec's default list. */
export function withRecentlyUsed(recent: readonly WidgetType[], type: WidgetType): WidgetType[] {
  return [type, ...recent.filter((other) => other !== type)].slice(0, 5);
}

/** A fresh widget of a type: what the author starts from (the editors show what is still missing). */
export function newWidget(type: WidgetType, id: string): Widget {
  switch (type) {
    case 'Markdown':
      return { type, id, markdown: '' };
    case 'Code':
      return { type, id, language: 'python', files: [{ name: 'main.py', content: '' }] };
    case 'TabbedCode':
      return {
        type,
        id,
        tabs: [{ label: 'Python', language: 'python', files: [{ name: 'main.py', content: '' }] }],
      };
    case 'RunJS':
      return { type, id, code: "console.log('Hello');" };
    case 'WebpackBin':
      return {
        type,
        id,
        files: [
          { name: 'index.html', content: '<h1>Hello</h1>\n<script src="index.js"></script>\n' },
          { name: 'index.js', content: '' },
        ],
      };
    case 'Table':
      return { type, id, columns: ['Column 1', 'Column 2'], rows: [['', '']] };
    case 'Image':
      return { type, id, src: '', alt: '' };
    case 'Quiz':
      return {
        type,
        id,
        questions: [
          {
            id: 'q1',
            prompt: '',
            options: [
              { id: 'a', text: '', correct: true },
              { id: 'b', text: '' },
            ],
            explanation: '',
          },
        ],
      };
    case 'CodeTest':
      return {
        type,
        id,
        language: 'python',
        files: [{ name: 'solution.py', content: 'def add(a, b):\n    return 0\n' }],
        test_file: {
          name: 'test_main.py',
          content:
            'import unittest\nfrom solution import add\n\n\nclass AddTest(unittest.TestCase):\n    def test_adds(self):\n        self.assertEqual(add(2, 3), 5)\n',
        },
      };
    case 'LiveTerminal':
      return { type, id, author_id: 'learnbox-team', work_id: 'lab' };
  }
}

/** A widget id the schema accepts (lowercase, digits, dashes), unique enough within a lesson. */
export function randomWidgetId(type: WidgetType): string {
  const random = Math.random().toString(36).slice(2, 10);
  return `${type.toLowerCase()}-${random}`;
}
