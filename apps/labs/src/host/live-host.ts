import { createHash, timingSafeEqual } from 'node:crypto';
import type { LabHostStart, LabHostState, LabHostTestOutput, LabHostTests } from '@learnbox/contracts';
import { LAB_NETWORK_MESSAGES } from '@learnbox/domain';
import type { LabEngine } from '../engine/lab-engine';
import { GRANTABLE_CAPABILITIES, sortCapabilities } from '../network/capabilities';
import type { JsonRecords } from '../state/json-records';
import { TerminalSession } from '../terminals/terminal-session';
import type { ImageBuilds } from './image-builds';
import { type LabRecord, recordOf, startOf } from './lab-record';

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
  /** What the api asked for, without the browser's secret (only its digest is kept). */
  start: Omit<LabHostStart, 'auth'>;
  authDigest: Buffer;
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

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The labs this host runs, by the api's lab id. It remembers what the api asked for (auth,
 * expiry, image) so terminals can be checked and labs stopped on time, and writes it down
 * (records) so a restarted host adopts the labs still running (adopt()).
 */
export class LiveHost {
  private readonly labs = new Map<string, Lab>();
  /** Set by close(): labs whose image is still building then start nothing. */
  private closed = false;

  constructor(
    private readonly engine: LabEngine,
    private readonly builds: ImageBuilds,
    private readonly limits: LabLimits,
    private readonly records: JsonRecords<LabRecord>,
    private readonly log: (message: string) => void = () => {},
  ) {}

  async start(start: LabHostStart): Promise<LabHostState> {
    const { refused } = sortCapabilities(start.capabilities);
    if (refused.length > 0)
      throw new LabHostError(LAB_NETWORK_MESSAGES.capabilitiesRefused(refused, GRANTABLE_CAPABILITIES), 400);
    const known = this.labs.get(start.lab_id);
    if (known && !known.stopped) return this.state(start.lab_id);
    const { auth, ...rest } = start;
    const lab = this.track(rest, digest(auth));
    if (!this.builds.isBuilding(start.image) && (await this.engine.imageExists(start.image))) {
      lab.image = 'present';
      try {
        await this.run(lab);
      } catch (error) {
        // Forgotten, so the api's next start of the same lab tries again from scratch.
        this.forget(lab);
        throw new LabHostError(`Lab ${start.lab_id} could not start: ${(error as Error).message}`, 500);
      }
      return this.state(start.lab_id);
    }
    // The image comes first (minutes): the api polls GET /labs/:labId meanwhile.
    this.runOnceBuilt(lab);
    return this.state(start.lab_id);
  }

  /** A lab this host answers for from now on, written down so a restarted host still knows it. */
  private track(start: Lab['start'], authDigest: Buffer): Lab {
    const lab: Lab = {
      start,
      authDigest,
      image: 'pulling',
      stopped: false,
      failed: false,
      expiry: undefined,
      terminals: new Map(),
    };
    try {
      this.records.write(start.lab_id, recordOf(start, authDigest));
    } catch (error) {
      throw new LabHostError(`Lab ${start.lab_id} cannot be recorded: ${(error as Error).message}`, 400);
    }
    this.labs.set(start.lab_id, lab);
    this.scheduleExpiry(lab);
    return lab;
  }

  private forget(lab: Lab): void {
    clearTimeout(lab.expiry);
    this.labs.delete(lab.start.lab_id);
    this.records.delete(lab.start.lab_id);
  }

  private runOnceBuilt(lab: Lab): void {
    const { start } = lab;
    void this.builds.ensure(start.image, start.dockerfile).then(async (built) => {
      lab.image = built ? 'present' : 'failed';
      // A host closing meanwhile starts nothing: its engine is going away with it.
      if (!built || lab.stopped || this.closed) return;
      await this.run(lab).catch((error) => {
        lab.failed = true;
        this.log(`lab ${start.lab_id} could not start: ${(error as Error).message}`);
      });
    });
  }

  /**
   * After a restart of the host: the labs of its records whose sessions go on are its own again
   * (terminals, tests, expiry), started again if their container stopped meanwhile; the expired
   * ones are stopped. The api never noticed the restart.
   */
  async adopt(): Promise<void> {
    for (const [labId, record] of this.records.all()) {
      if (this.labs.has(labId)) continue;
      // One lab the engine cannot answer for must not keep the host from starting.
      await this.adoptOne(labId, record).catch((error) => this.log(`lab ${labId} not adopted: ${error}`));
    }
  }

  private async adoptOne(labId: string, record: LabRecord): Promise<void> {
    const { start, authDigest } = startOf(record);
    if (Date.parse(start.expires_at) <= Date.now()) {
      this.log(`lab ${labId}: its session ended while the host was down, stopping it`);
      this.records.delete(labId);
      await this.engine.discard(labId);
      return;
    }
    const lab = this.track(start, authDigest);
    const status = await this.engine.inspect(labId);
    if (status.state === 'running') {
      lab.image = 'present';
      // Idempotent for a running lab; the engine readies it again (see run()).
      await this.engine.start(labId);
    } else this.runOnceBuilt(lab);
    this.log(`lab ${labId}: adopted (${status.state})`);
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
        egress: start.egress_allow_list.length > 0,
        capabilities: start.capabilities,
        appPort: start.app_port,
      });
    // Even when running (a warm container from the pool): start is idempotent and is where the
    // engine readies what a running lab needs besides its processes (its home's mount).
    await this.engine.start(start.lab_id);
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
      this.closeTerminals(lab);
      this.records.delete(labId);
    }
    await this.engine.discard(labId);
  }

  private closeTerminals(lab: Lab): void {
    for (const terminal of lab.terminals.values()) void terminal.then((t) => t.close()).catch(() => {});
    lab.terminals.clear();
  }

  /**
   * The learner's reset: the home goes back to the author's state (a new home seeded from the
   * image) in a new container; the terminals end and the browser's reconnect opens new shells.
   */
  async reset(labId: string): Promise<LabHostState> {
    const lab = await this.requireRunning(labId);
    this.closeTerminals(lab);
    await this.engine.discard(labId);
    await this.engine.removeHome(lab.start.home_volume);
    try {
      await this.run(lab);
    } catch (error) {
      lab.failed = true;
      throw new LabHostError(`Lab ${labId} could not start again: ${(error as Error).message}`, 500);
    }
    return this.state(labId);
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
    return lab !== undefined && !lab.stopped && timingSafeEqual(digest(auth), lab.authDigest);
  }

  /** What the api asked for a lab this host runs (its preview port, its egress allow-list). */
  runningStart(labId: string): Omit<LabHostStart, 'auth'> | undefined {
    const lab = this.labs.get(labId);
    return lab && !lab.stopped && !lab.failed ? lab.start : undefined;
  }

  /**
   * What stands for a running lab's allocate_auth where a proof is derived from it (the preview's
   * cookie): its digest, since the host keeps no browser secret itself.
   */
  authProof(labId: string): string | undefined {
    const lab = this.labs.get(labId);
    return lab && !lab.stopped && !lab.failed ? lab.authDigest.toString('base64url') : undefined;
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
    this.closed = true;
    for (const lab of this.labs.values()) clearTimeout(lab.expiry);
  }
}
