import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabTerminal } from '../engine/lab-engine';
import { baseImageName } from '../images/base-image';
import { runInLab, startedLab, startTestEngine, testLabSpec } from '../testing/lab-fixture';
import type { PodmanLabEngine } from './podman-engine';

let engine: PodmanLabEngine;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ engine, close } = await startTestEngine());
});
afterAll(() => close());

/** Resolves with the screen output once `pattern` has appeared on it. */
function screenUntil(terminal: LabTerminal, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let screen = '';
    const timer = setTimeout(
      () => reject(new Error(`never saw ${pattern}: ${JSON.stringify(screen)}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      screen += chunk.toString();
      if (!pattern.test(screen)) return;
      clearTimeout(timer);
      terminal.stream.off('data', onData);
      resolve(screen);
    };
    terminal.stream.on('data', onData);
  });
}

describe('podman lab engine', () => {
  it('creates and starts a lab, then a PTY terminal echoes what is typed', async () => {
    const spec = testLabSpec();
    const created = performance.now();
    expect(await engine.create(spec)).toEqual({ labId: spec.labId, state: 'created' });
    expect(await engine.start(spec.labId)).toEqual({ labId: spec.labId, state: 'running' });
    const createStartMs = performance.now() - created;

    const opened = performance.now();
    const terminal = await engine.exec(spec.labId, { cmd: ['bash', '--norc', '-i'], cols: 80, rows: 24 });
    await screenUntil(terminal, /\$ $/);
    const promptMs = performance.now() - opened;
    const typed = performance.now();
    // Bash's bracketed-paste codes put \r (not \r\n) before the answer.
    const answer = screenUntil(terminal, /[\r\n]hello\r\n/);
    terminal.stream.write('echo hello\n');
    await answer;
    const roundTripMs = performance.now() - typed;

    await terminal.resize(120, 40);
    const size = screenUntil(terminal, /[\r\n]40 120\r\n/);
    terminal.stream.write('stty size\n');
    await size;

    terminal.stream.write('exit 3\n');
    await new Promise((resolve) => terminal.stream.on('end', resolve));
    expect(await terminal.exitCode()).toBe(3);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `labs: create+start ${ms(createStartMs)}, exec to prompt ${ms(promptMs)}, echo ${ms(roundTripMs)}`,
    );
  });

  it('runs as the unprivileged learner in its home', async () => {
    const labId = await startedLab(engine);
    const { output, exitCode } = await runInLab(engine, labId, 'id -un; id -u; pwd; echo "$HOME"');
    expect(output.trim().split('\n')).toEqual(['learner', '1000', '/home/learner', '/home/learner']);
    expect(exitCode).toBe(0);
  });

  it('keeps the home directory across stop and start', async () => {
    const labId = await startedLab(engine);
    await runInLab(engine, labId, 'mkdir -p ~/project && echo "my work" > ~/project/notes.txt');
    expect((await engine.stop(labId)).state).toBe('stopped');
    expect((await engine.start(labId)).state).toBe('running');
    expect((await runInLab(engine, labId, 'cat ~/project/notes.txt')).output).toBe('my work\n');
  });

  it('refuses to create a lab that exists, and leaves its home alone', async () => {
    const spec = testLabSpec();
    await engine.create(spec);
    await engine.start(spec.labId);
    await runInLab(engine, spec.labId, 'echo kept > ~/work.txt');
    await expect(engine.create(spec)).rejects.toThrow(/already exists/);
    expect((await runInLab(engine, spec.labId, 'cat ~/work.txt')).output).toBe('kept\n');
  });

  it('lists its labs, and a removed lab is missing with its home gone', async () => {
    const labId = await startedLab(engine);
    expect(await engine.list()).toContainEqual({ labId, state: 'running' });
    await engine.remove(labId);
    expect(await engine.inspect(labId)).toEqual({ labId, state: 'missing' });
    expect((await engine.list()).map((lab) => lab.labId)).not.toContain(labId);
    // A new home again: only the image's own (the base's skeleton), nothing of the removed one.
    const again = testLabSpec({ labId });
    await engine.create(again);
    await engine.start(labId);
    expect((await runInLab(engine, labId, "ls -A ~ | grep -v lost+found | tr '\\n' ' '")).output).toBe(
      '.bash_logout .bashrc .profile ',
    );
  });

  it('gives no lab a network, not even one that declares egress: its proxy is on its own loopback', async () => {
    const labId = await startedLab(engine, { egress: true });
    const script =
      "tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' ' | sort | tr '\\n' ' '; echo \"$https_proxy\"";
    expect((await runInLab(engine, labId, script)).output).toBe('lo http://127.0.0.1:3128\n');
  });

  it('builds a lab image FROM the base and reports SUCCESS, or FAILURE with the log', async () => {
    const image = 'localhost/learnbox-lab-test:built';
    const log: string[] = [];
    const started = performance.now();
    const dockerfile = `FROM ${baseImageName()}\nUSER root\nRUN echo built > /etc/lab-marker\nUSER learner\n`;
    expect(await engine.build(image, dockerfile, (line) => log.push(line))).toEqual({
      status: 'SUCCESS',
      image,
    });
    console.log(`labs: image build ${Math.round(performance.now() - started)} ms`);
    expect(log.join('\n')).toContain('RUN echo built');
    const labId = await startedLab(engine, { image });
    expect((await runInLab(engine, labId, 'cat /etc/lab-marker')).output).toBe('built\n');

    const failed = await engine.build(
      'localhost/learnbox-lab-test:broken',
      `FROM ${baseImageName()}\nRUN exit 7\n`,
      () => {},
    );
    expect(failed.status).toBe('FAILURE');
  });
});
