import { randomBytes } from 'node:crypto';
import type { LabFileEntry, LabHostFileContent, LabHostFileWritten } from '@learnbox/contracts';
import { LAB_FILE_MAX_BYTES } from '@learnbox/contracts';
import { LAB_FILE_MESSAGES } from '@learnbox/domain';
import type { LabEngine } from '../engine/lab-engine';
import { LabHostError, type LiveHost } from '../host/live-host';
import { LAB_USER } from '../images/base-image';
import { decodePrinted, runLabScript } from './exec-script';
import { READ_SCRIPT, TREE_SCRIPT, WRITE_SCRIPT } from './scripts';

/** How deep and how many entries the tree goes: a panel, not a backup. */
export const TREE_MAX_DEPTH = 4;
export const TREE_MAX_ENTRIES = 1000;
/** Base64 characters per exec argument: well under Linux's 128 KiB limit for one argument. */
const CHUNK_BYTES = 72 * 1024;

/** What the scripts' exit codes mean (scripts.ts), as the caller's status and sentence. */
const EXIT_ERRORS: Record<number, [number, string]> = {
  10: [400, LAB_FILE_MESSAGES.OUTSIDE_HOME],
  11: [404, LAB_FILE_MESSAGES.NOT_FOUND],
  12: [400, LAB_FILE_MESSAGES.NOT_A_FILE],
  13: [413, LAB_FILE_MESSAGES.TOO_LARGE],
};

function failure(exitCode: number | undefined): LabHostError {
  const [status, message] = EXIT_ERRORS[exitCode ?? -1] ?? [500, LAB_FILE_MESSAGES.FAILED];
  return new LabHostError(message, status);
}

/** Same rule as the contracts' labFilePathSchema, checked again where the files are. */
function checkPath(path: string): void {
  if (path === '' || path.startsWith('/') || path.includes('\0') || path.split('/').includes('..'))
    throw new LabHostError(LAB_FILE_MESSAGES.OUTSIDE_HOME, 400);
}

/**
 * The files of a running lab's home, always read and written by scripts inside the container as
 * the learner: a symlink in the home resolves inside the container, never on the host, and the
 * scripts refuse any path whose real location leaves the home.
 */
export class LabFiles {
  constructor(
    private readonly engine: LabEngine,
    private readonly host: LiveHost,
  ) {}

  private async requireRunning(labId: string): Promise<void> {
    if ((await this.host.state(labId)).state !== 'running')
      throw new LabHostError(LAB_FILE_MESSAGES.NOT_RUNNING, 409);
  }

  async tree(labId: string): Promise<LabFileEntry[]> {
    await this.requireRunning(labId);
    const result = await runLabScript(this.engine, labId, TREE_SCRIPT, [
      LAB_USER.home,
      String(TREE_MAX_DEPTH),
      String(TREE_MAX_ENTRIES),
    ]);
    if (result.exitCode !== 0) throw failure(result.exitCode);
    return decodePrinted(result.output)
      .toString('utf8')
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const [type, size, ...path] = record.split('\t');
        return {
          path: path.join('\t'),
          type: type === 'd' ? 'dir' : 'file',
          size: type === 'd' ? 0 : Number(size),
        };
      })
      .sort((a, b) => a.path.localeCompare(b.path)) as LabFileEntry[];
  }

  async read(labId: string, path: string): Promise<LabHostFileContent> {
    checkPath(path);
    await this.requireRunning(labId);
    const result = await runLabScript(this.engine, labId, READ_SCRIPT, [
      LAB_USER.home,
      path,
      String(LAB_FILE_MAX_BYTES),
    ]);
    if (result.exitCode !== 0) throw failure(result.exitCode);
    try {
      return {
        path,
        content: new TextDecoder('utf-8', { fatal: true }).decode(decodePrinted(result.output)),
      };
    } catch {
      throw new LabHostError(LAB_FILE_MESSAGES.NOT_TEXT, 400);
    }
  }

  /** Written to a temporary file beside the target in chunks, then moved over it: never half a file. */
  async write(labId: string, path: string, content: string): Promise<LabHostFileWritten> {
    checkPath(path);
    const bytes = Buffer.from(content, 'utf8');
    if (bytes.length > LAB_FILE_MAX_BYTES) throw new LabHostError(LAB_FILE_MESSAGES.TOO_LARGE, 413);
    await this.requireRunning(labId);
    const token = randomBytes(6).toString('hex');
    const chunks = Math.max(1, Math.ceil(bytes.length / CHUNK_BYTES));
    for (let index = 0; index < chunks; index += 1) {
      const chunk = bytes.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES).toString('base64');
      const last = index === chunks - 1;
      const result = await runLabScript(this.engine, labId, WRITE_SCRIPT, [
        LAB_USER.home,
        path,
        token,
        index === 0 ? '1' : '0',
        last ? '1' : '0',
        chunk,
      ]);
      if (result.exitCode !== 0) throw failure(result.exitCode);
      if (last) return { path, size: Number(result.output.trim()) };
    }
    throw new LabHostError(LAB_FILE_MESSAGES.FAILED, 500);
  }
}
