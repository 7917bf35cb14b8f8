import { createHash, timingSafeEqual } from 'node:crypto';
import type { LabHostStart, LabHostState, LabHostTestOutput, LabHostTests } from '@learnbox/contracts';
import type { LabEngine } from '../engine/lab-engine';
import { TerminalSession } from '../terminals/terminal-session';
import type { ImageBuilds } from './image-builds';

export interface LabLimits {
  cpus: number;
  pids: number;
  homeBytes: number;
}

/** An error whose sentence is meant for the caller (answered as { errorText } with its status). */
export class LabHostError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

interface Lab {
  start: LabHostStart;
  image: LabHostState['image'];
  /** Set once the host stopped the lab (DELETE or its expiry); the container is gone, the home kept. */
  stopped: boolean;
  /** Set when its container could not be created or started: the lab reads as stopped (failed). */
  failed: boolean;
  expiry: NodeJS.Timeout | undefined;
  terminals: Map<number, Promise<TerminalSession>>;
}

/** setTimeout's longest delay; a later expiry is checked again when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The labs this host runs, by the api's lab id. It remembers what the api asked for (auth,
 * expiry, image) so terminals can be checked and labs stopped on time.
 */
export class LiveHost {
  private readonly labs = new Map<string, Lab>();

  constructor(
    private readonly engine: LabEngine,
    private readonly builds: ImageBuilds,
    private readonly limits: LabLimits,
    private readonly log: (message: string) => void = () => {},
  ) {}

  async start(start: LabHostStart): Promise<LabHostState> {
    const known = this.labs.get(start.lab_id);
    if (known && !known.stopped) return this.state(start.lab_id);
    const lab: Lab = {
      start,
      image: 'pulling',
      stopped: false,
      failed: false,
      expiry: undefined,
      terminals: new Map(),
    };
    this.labs.set(start.lab_id, lab);
    this.scheduleExpiry(lab);
    if (!this.builds.isBuilding(start.image) && (await this.engine.imageExists(start.image))) {
      lab.image = 'present';
      try {
        await this.run(lab);
      } catch (error) {
        // Forgotten, so the api's next start of the same lab tries again from scratch.
        clearTimeout(lab.expiry);
        this.labs.delete(start.lab_id);
        throw new LabHostError(`Lab ${start.lab_id} could not start: ${(error as Error).message}`, 500);
      }
      return this.state(start.lab_id);
    }
    // The image comes first (minutes): the api polls GET /labs/:labId meanwhile.
    void this.builds.ensure(start.image, start.dockerfile).then(async (built) => {
      lab.image = built ? 'present' : 'failed';
      if (!built || lab.stopped) return;
      await this.run(lab).catch((error) => {
        lab.failed = true;
        this.log(`lab ${start.lab_id} could not start: ${(error as Error).message}`);
      });
    });
    return this.state(start.lab_id);
  }

  private async run(lab: Lab): Promise<void> {
    const { start } = lab;
    const status = await this.engine.inspect(start.lab_id);
    if (status.state === 'missing')
      await this.engine.create({
        labId: start.lab_id,
        image: start.image,
        memoryBytes: start.memory_mb * 1024 * 1024,
        cpus: this.limits.cpus,
        pids: this.limits.pids,
        homeBytes: this.limits.homeBytes,
        homeVolume: start.home_volume,
        env: start.env,
      });
    if (status.state !== 'running') await this.engine.start(start.lab_id);
  }

  private scheduleExpiry(lab: Lab): void {
    const left = Date.parse(lab.start.expires_at) - Date.now();
    lab.expiry = setTimeout(
      () => {
        if (Date.parse(lab.start.expires_at) > Date.now()) return this.scheduleExpiry(lab);
        this.log(`lab ${lab.start.lab_id}: its session ended, stopping it`);
        void this.stop(lab.start.lab_id).catch((error) => this.log(`lab ${lab.start.lab_id}: ${error}`));
      },
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    lab.expiry.unref();
  }

  async state(labId: string): Promise<LabHostState> {
    const lab = this.labs.get(labId);
    if (!lab) {
      // Not started by this copy of the host (it restarted): say what the engine sees.
      const status = await this.engine.inspect(labId);
      return { lab_id: labId, image: 'present', state: status.state };
    }
    if (lab.stopped || lab.failed) return { lab_id: labId, image: lab.image, state: 'stopped' };
    if (lab.image !== 'present') return { lab_id: labId, image: lab.image, state: 'created' };
    const status = await this.engine.inspect(labId);
    return { lab_id: labId, image: lab.image, state: status.state === 'missing' ? 'created' : status.state };
  }

  /** Ends the lab's terminals and container; its home stays for the learner's next session. */
  async stop(labId: string): Promise<void> {
    const lab = this.labs.get(labId);
    if (lab) {
      lab.stopped = true;
      clearTimeout(lab.expiry);
      for (const terminal of lab.terminals.values()) void terminal.then((t) => t.close()).catch(() => {});
      lab.terminals.clear();
    }
    await this.engine.discard(labId);
  }

  async runTests(labId: string, tests: LabHostTests): Promise<LabHostTestOutput> {
    await this.requireRunning(labId);
    const deadline = Date.now() + tests.timeout_ms;
    let output = '';
    for (const runner of tests.runners) {
      const left = deadline - Date.now();
      if (left <= 0) return { output: output.replace(/\r\n/g, '\n'), timed_out: true };
      const terminal = await this.engine.exec(labId, { cmd: ['bash', '-lc', runner.script] });
      const ended = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), left);
        terminal.stream.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        terminal.stream.on('end', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      if (!ended) {
        terminal.stream.destroy();
        return { output: output.replace(/\r\n/g, '\n'), timed_out: true };
      }
    }
    return { output: output.replace(/\r\n/g, '\n'), timed_out: false };
  }

  private async requireRunning(labId: string): Promise<Lab> {
    const lab = this.labs.get(labId);
    if (!lab) throw new LabHostError(`No lab ${labId} runs on this host.`, 404);
    if ((await this.state(labId)).state !== 'running')
      throw new LabHostError(`Lab ${labId} is not running.`, 409);
    return lab;
  }

  /** The browser's proof for terminals: the allocate_auth the api gave it, compared in constant time. */
  checkAuth(labId: string, auth: string): boolean {
    const lab = this.labs.get(labId);
    return lab !== undefined && !lab.stopped && sameSecret(auth, lab.start.auth);
  }

  /** Terminal `n` of a lab: the running shell, or a new bash -l when there is none. */
  async terminal(labId: string, n: number, size?: { cols: number; rows: number }): Promise<TerminalSession> {
    const lab = await this.requireRunning(labId);
    const existing = lab.terminals.get(n);
    if (existing) {
      const session = await existing.catch(() => undefined);
      if (session && !session.isEnded) return session;
    }
    const created = this.engine.exec(labId, { cmd: ['bash', '-l'], ...(size ?? {}) }).then(
      (terminal) =>
        new TerminalSession(terminal, () => {
          // Only this shell's own slot: a newer shell of the same number may have replaced it.
          if (lab.terminals.get(n) === created) lab.terminals.delete(n);
        }),
    );
    lab.terminals.set(n, created);
    return created;
  }

  /** The host is going down: no timers left behind. */
  close(): void {
    for (const lab of this.labs.values()) clearTimeout(lab.expiry);
  }
}
