import { describe, expect, it } from 'vitest';
import { RUN_JS_LIMITS, runJsDocument } from './run-js-document';
import { runInFakeSandbox } from './run-js-harness';
import type { SandboxMessage } from './sandbox-message';
import { runNote } from './use-run-js';

const LIMITS = { ...RUN_JS_LIMITS, timeMs: 1_000 };

/** The console lines as "level text", and the statuses as "[status]". */
function transcript(messages: SandboxMessage[]): string[] {
  return messages.map((message) =>
    message.type === 'console' ? `${message.level} ${message.text}` : `[${message.status}]`,
  );
}

describe('runJsDocument', () => {
  it('embeds the code as a string, so a </script> or <!-- in it cannot end the script', () => {
    const html = runJsDocument('await 1;\nconsole.log("</script><b><!--")', 'r1');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<!--');
    expect(html).toContain('\\u003c/script>\\u003cb>');
  });

  it('starts the worker from a blob: URL and carries the run id on every message', async () => {
    const run = runInFakeSandbox('console.log("hi")', LIMITS);
    const messages = await run.ended();
    expect(run.workers).toEqual([{ kind: 'blob', terminated: true }]);
    expect(
      messages.every((message) => message.source === 'learnbox-sandbox' && message.runId === 'run-1'),
    ).toBe(true);
    expect(transcript(messages)).toEqual(['log hi', '[done]']);
  });

  it('falls back to a data: URL when a blob: worker cannot be created', async () => {
    const run = runInFakeSandbox('console.info("from data")', LIMITS, { blobFails: true });
    expect(transcript(await run.ended())).toEqual(['info from data', '[done]']);
    expect(run.workers.map((worker) => worker.kind)).toEqual(['data']);
  });
});

describe('the RunJS worker', () => {
  it('formats console values with the seed tests’ rules', async () => {
    const code = [
      'console.log("text", 1, { a: [1, "b"] }, undefined, null, true);',
      'console.warn(function named() {}, () => 1, 10n, new TypeError("bad"));',
      'const loop = {}; loop.self = loop; console.error(loop, Symbol("s"));',
    ].join('\n');
    const run = runInFakeSandbox(code, LIMITS);
    expect(transcript(await run.ended())).toEqual([
      'log text 1 {"a":[1,"b"]} undefined null true',
      'warn [Function named] [Function anonymous] 10n TypeError: bad',
      'error [object Object] Symbol(s)',
      '[done]',
    ]);
  });

  it('supports top-level await and ends the run only after the timers the code started', async () => {
    const code = [
      'setTimeout(() => console.log("timer"), 40);',
      'Promise.resolve().then(() => console.log("microtask"));',
      'const id = setInterval(() => { console.log("tick"); clearInterval(id); }, 10);',
      'await new Promise((resolve) => setTimeout(resolve, 5));',
      'console.log("after await");',
    ].join('\n');
    const run = runInFakeSandbox(code, LIMITS);
    expect(transcript(await run.ended())).toEqual([
      'log microtask',
      'log after await',
      'log tick',
      'log timer',
      '[done]',
    ]);
  });

  it('reports thrown errors, errors in callbacks and syntax errors, then ends', async () => {
    const thrown = runInFakeSandbox('console.log(1);\nthrow new RangeError("too far");', LIMITS);
    expect(transcript(await thrown.ended())).toEqual(['log 1', 'error RangeError: too far', '[done]']);

    const inTimer = runInFakeSandbox('setTimeout(() => { throw new Error("later"); }, 5);', LIMITS);
    expect(transcript(await inTimer.ended())).toEqual(['error Uncaught Error: later', '[done]']);

    const syntax = runInFakeSandbox('console.log("never"', LIMITS);
    const messages = transcript(await syntax.ended());
    expect(messages[0]).toMatch(/^error Uncaught SyntaxError: /);
    expect(messages.slice(1)).toEqual(['[done]']);
  });

  it('caps the output by lines and by characters, says so once, and keeps running', async () => {
    const lines = runInFakeSandbox(
      'for (let i = 0; i < 50; i++) console.log(i);\nawait null;\nconsole.log("end");',
      { ...LIMITS, maxLines: 3 },
    );
    expect(transcript(await lines.ended())).toEqual(['log 0', 'log 1', 'log 2', '[truncated]', '[done]']);

    const chars = runInFakeSandbox('console.log("abcdef"); console.log("ghijkl"); console.log("x");', {
      ...LIMITS,
      maxChars: 8,
    });
    expect(transcript(await chars.ended())).toEqual(['log abcdef', 'log gh', '[truncated]', '[done]']);
  });

  it('the iframe also caps lines when the code posts messages itself', async () => {
    const code = 'for (let i = 0; i < 20; i++) postMessage({ t: "line", level: "log", text: "forged" });';
    const run = runInFakeSandbox(code, { ...LIMITS, maxLines: 2 });
    expect(transcript(await run.ended())).toEqual(['log forged', 'log forged', '[truncated]', '[done]']);
  });

  it('terminates the worker at the time limit, and nothing arrives after the timeout', async () => {
    const code = 'setInterval(() => console.log("tick"), 20);';
    const run = runInFakeSandbox(code, { ...LIMITS, timeMs: 70 });
    const messages = transcript(await run.ended());
    expect(messages.at(-1)).toBe('[timeout]');
    expect(messages.slice(0, -1).every((line) => line === 'log tick')).toBe(true);
    expect(run.workers[0]?.terminated).toBe(true);
  });
});

describe('runNote', () => {
  it('words the widget’s own lines with the limits', () => {
    expect(runNote('timeout')).toBe('Execution timed out after 10 seconds.');
    expect(runNote('stopped')).toBe('Execution stopped.');
    expect(runNote('truncated')).toBe(
      'Output truncated: only the first 2,000 lines or 200,000 characters are shown.',
    );
  });
});
