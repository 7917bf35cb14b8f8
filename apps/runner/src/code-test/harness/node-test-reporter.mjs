// A node:test reporter that prints one line per test and reports the spec's live test result
// (total_tests, passed_tests, failure_description) as JSON on descriptor 4.
import { writeSync } from 'node:fs';

function reason(error) {
  const cause = error?.cause ?? error;
  const message = cause?.message ?? String(cause ?? 'failed');
  return message.split('\n')[0];
}

export default async function* reporter(source) {
  let total = 0;
  let passed = 0;
  const failures = [];
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite' || data.skip || data.todo) continue;
    total += 1;
    if (event.type === 'test:pass') {
      passed += 1;
      yield `ok ${data.name}\n`;
    } else {
      failures.push(`${data.name}: ${reason(data.details?.error)}`);
      yield `not ok ${data.name}\n`;
    }
  }
  writeSync(
    4,
    JSON.stringify({
      total_tests: total,
      passed_tests: passed,
      failure_description: failures.join('\n') || null,
    }),
  );
}
