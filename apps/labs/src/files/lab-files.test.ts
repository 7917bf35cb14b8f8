import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LAB_FILE_MAX_BYTES } from '@learnbox/contracts';
import { LAB_FILE_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageBuilds } from '../host/image-builds';
import { labRecordSchema } from '../host/lab-record';
import { LiveHost } from '../host/live-host';
import type { PodmanLabEngine } from '../podman/podman-engine';
import { JsonRecords } from '../state/json-records';
import { runInLab, startedLab, startTestEngine } from '../testing/lab-fixture';
import { LabFiles } from './lab-files';

/** The file endpoints' work, on a real podman container: what the learner's file panel sees. */

let engine: PodmanLabEngine;
let closeEngine: () => Promise<void>;
let files: LabFiles;
let labId: string;

beforeAll(async () => {
  ({ engine, close: closeEngine } = await startTestEngine());
  const host = new LiveHost(
    engine,
    new ImageBuilds(engine, Promise.resolve()),
    { cpus: 1, pids: 64, homeBytes: 32 * 1024 * 1024 },
    new JsonRecords(mkdtempSync(join(tmpdir(), 'lab-files-records-')), labRecordSchema),
  );
  files = new LabFiles(engine, host);
  labId = await startedLab(engine);
  await runInLab(
    engine,
    labId,
    [
      'mkdir -p src/deep .git/objects node_modules/x',
      'echo hi > src/deep/a.txt',
      'echo obj > .git/objects/o',
      'ln -s /etc/passwd leak',
      'ln -s /tmp out',
      'head -c 1100000 /dev/zero | tr "\\0" a > big.txt',
      "printf '\\xff\\xfe\\x00' > blob.bin",
    ].join(' && '),
  );
}, 120_000);
afterAll(async () => closeEngine?.());

const refusal = async (work: Promise<unknown>) => {
  const error = (await work.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { statusCode: number; message: string } | undefined;
  return error && { status: error.statusCode, message: error.message };
};

describe('lab files inside the container', () => {
  it('writes and reads back text with quotes, shell syntax and non-ASCII, making folders', async () => {
    const content = `echo "$(whoami)" 'it''s' \`ls\` \\ ünï ✓\nline 2\n`;
    expect(await files.write(labId, 'notes/today/plan.sh', content)).toEqual({
      path: 'notes/today/plan.sh',
      size: Buffer.byteLength(content),
    });
    expect(await files.read(labId, 'notes/today/plan.sh')).toEqual({ path: 'notes/today/plan.sh', content });
    const owner = await runInLab(engine, labId, 'stat -c %u notes/today/plan.sh');
    expect(owner.output.trim()).toBe('1000');
  });

  it('writes a file larger than one exec argument in chunks, and replaces it whole', async () => {
    const content = 'x'.repeat(300_000);
    expect((await files.write(labId, 'large.txt', content)).size).toBe(300_000);
    expect((await files.read(labId, 'large.txt')).content).toBe(content);
    await files.write(labId, 'large.txt', 'short');
    expect((await files.read(labId, 'large.txt')).content).toBe('short');
    const leftovers = await runInLab(engine, labId, 'ls -A | grep -c learnbox-save || true');
    expect(leftovers.output.trim()).toBe('0');
  });

  it('lists the home without dot folders, node_modules or lost+found, files with sizes', async () => {
    const entries = await files.tree(labId);
    const paths = entries.map((entry) => entry.path);
    expect(entries).toContainEqual({ path: 'src/deep/a.txt', type: 'file', size: 3 });
    expect(entries).toContainEqual({ path: 'src', type: 'dir', size: 0 });
    expect(paths.some((path) => path.startsWith('.git') || path.startsWith('node_modules'))).toBe(false);
    // The home is an ext4 file system of its own: its lost+found is no learner's file.
    expect(paths.some((path) => path.startsWith('lost+found'))).toBe(false);
    // Symlinks are not followed into the tree.
    expect(paths).not.toContain('leak');
  });

  it('refuses paths whose real location leaves the home, symlinks included', async () => {
    const outside = { status: 400, message: LAB_FILE_MESSAGES.OUTSIDE_HOME };
    expect(await refusal(files.read(labId, 'leak'))).toEqual(outside);
    expect(await refusal(files.write(labId, 'out/planted', 'x'))).toEqual(outside);
    expect(await refusal(files.read(labId, '../learner/src/deep/a.txt'))).toEqual(outside);
    expect(await refusal(files.read(labId, '/etc/passwd'))).toEqual(outside);
    const planted = await runInLab(engine, labId, 'ls /tmp/planted 2>&1 || true');
    expect(planted.output).toContain('No such file');
  });

  it('answers 404, 400 and 413 with their sentences', async () => {
    expect(await refusal(files.read(labId, 'missing.txt'))).toEqual({
      status: 404,
      message: LAB_FILE_MESSAGES.NOT_FOUND,
    });
    expect(await refusal(files.read(labId, 'src'))).toEqual({
      status: 400,
      message: LAB_FILE_MESSAGES.NOT_A_FILE,
    });
    expect(await refusal(files.write(labId, 'src', 'x'))).toEqual({
      status: 400,
      message: LAB_FILE_MESSAGES.NOT_A_FILE,
    });
    expect(await refusal(files.read(labId, 'blob.bin'))).toEqual({
      status: 400,
      message: LAB_FILE_MESSAGES.NOT_TEXT,
    });
    const tooLarge = { status: 413, message: LAB_FILE_MESSAGES.TOO_LARGE };
    expect(await refusal(files.read(labId, 'big.txt'))).toEqual(tooLarge);
    expect(await refusal(files.write(labId, 'huge.txt', 'y'.repeat(LAB_FILE_MAX_BYTES + 1)))).toEqual(
      tooLarge,
    );
  });

  it('refuses a lab that is not running', async () => {
    expect(await refusal(files.tree('no-such-lab'))).toEqual({
      status: 409,
      message: LAB_FILE_MESSAGES.NOT_RUNNING,
    });
  });
});
