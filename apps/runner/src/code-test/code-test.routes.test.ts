import { codeTestResponseSchema } from '@learnbox/contracts/runner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestRunner, type TestRunner } from '../testing/test-runner';

let runner: TestRunner;
beforeAll(async () => {
  runner = await startTestRunner();
});
afterAll(() => runner?.close());

const codeTest = async (payload: Record<string, unknown>) => {
  const reply = await runner.post('/code_test/execute', payload);
  expect(reply.statusCode).toBe(200);
  return codeTestResponseSchema.parse(reply.json());
};

describe('POST /code_test/execute', () => {
  it('runs a Python unittest script against the learner files', async () => {
    const result = await codeTest({
      language: 'python',
      files: [
        {
          name: 'solution.py',
          content: 'def add(a, b):\n    return a + b\n\ndef sub(a, b):\n    return a + b\n',
        },
      ],
      testScript: [
        'import unittest',
        'from solution import add, sub',
        'class T(unittest.TestCase):',
        '    def test_add(self):',
        '        self.assertEqual(add(2, 3), 5)',
        '    def test_sub(self):',
        '        self.assertEqual(sub(5, 3), 2)',
      ].join('\n'),
    });
    expect(result).toMatchObject({ status: 'ok', total_tests: 2, passed_tests: 1 });
    expect(result.failure_description).toMatch(/test_sub.*AssertionError: 8 != 2/);
  });

  it('runs a node:test file against JavaScript learner files', async () => {
    const result = await codeTest({
      language: 'javascript',
      files: [{ name: 'solution.js', content: 'exports.double = (x) => x * 2;' }],
      testScript: [
        "const test = require('node:test');",
        "const assert = require('node:assert');",
        "const { double } = require('./solution.js');",
        "test('doubles', () => assert.strictEqual(double(2), 4));",
        "test('doubles zero', () => assert.strictEqual(double(0), 0));",
      ].join('\n'),
    });
    expect(result).toEqual(
      expect.objectContaining({ status: 'ok', total_tests: 2, passed_tests: 2, failure_description: null }),
    );
  });

  it('runs a node:test file against TypeScript learner files, failures described', async () => {
    const result = await codeTest({
      language: 'typescript',
      files: [
        { name: 'solution.ts', content: "export const greet = (name: string): string => 'hi ' + name;" },
      ],
      testScript: [
        "import { test } from 'node:test';",
        "import assert from 'node:assert';",
        "import { greet } from './solution';",
        "test('greets', () => assert.strictEqual(greet('ada'), 'hi ada'));",
        "test('greets loudly', () => assert.strictEqual(greet('ada'), 'HI ADA'));",
      ].join('\n'),
    });
    expect(result).toMatchObject({ status: 'ok', total_tests: 2, passed_tests: 1 });
    expect(result.failure_description).toMatch(/greets loudly/);
  });

  it('reports a test script that cannot even load', async () => {
    const result = await codeTest({
      language: 'python',
      files: [{ name: 'solution.py', content: 'x = 1' }],
      testScript: 'import nope',
    });
    expect(result.total_tests).toBe(1);
    expect(result.passed_tests).toBe(0);
    expect(result.failure_description).toMatch(/nope/);
  });

  it('refuses a learner file named like the test script', async () => {
    const reply = await runner.post('/code_test/execute', {
      language: 'python',
      files: [{ name: 'test_main.py', content: '' }],
      testScript: 'pass',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errorText).toMatch(/more than once/);
  });
});
