import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type Docker from 'dockerode';
import type {
  BuildResult,
  ExecOptions,
  LabEngine,
  LabSpec,
  LabState,
  LabStatus,
  LabTerminal,
} from '../engine/lab-engine';
import { type LabNetns, NetnsRelays } from '../network/netns-relays';
import { containerName, containerSpec, EGRESS_LABEL, HOME_LABEL, LAB_LABEL } from './container-spec';
import { removeStaleSeeds } from './home-seed';
import { HomeTemplates } from './home-template';
import { HomeVolumes } from './home-volume';
import { startPodmanService } from './podman-service';
import { POOL_LABEL, WarmPool, type WarmPoolOptions } from './warm-pool';

/** dockerode reports any non-200 as an error; podman answers some successes (exec resize) with 201. */
function isCreatedAnswer(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 201;
}

function isNotFound(error: unknown): boolean {
  return (error as { statusCode?: number }).statusCode === 404;
}

function stateOf(status: string | undefined): LabState {
  if (status === 'running') return 'running';
  if (status === 'created' || status === 'configured') return 'created';
  return 'stopped';
}

export interface PodmanEngineOptions {
  /** Warm containers per popular image; size 0 (the default) turns the pool off. */
  pool?: WarmPoolOptions;
  log?: (message: string) => void;
}

/** The embedded engine: podman's Docker-compatible API on a socket the live host starts itself. */
export class PodmanLabEngine implements LabEngine {
  private constructor(
    private readonly docker: Docker,
    private readonly homes: HomeVolumes,
    private readonly templates: HomeTemplates,
    readonly pool: WarmPool,
    private readonly closeService: () => Promise<void>,
    private readonly relays: NetnsRelays,
  ) {}

  static async start(stateDir: string, options: PodmanEngineOptions = {}): Promise<PodmanLabEngine> {
    const service = await startPodmanService(stateDir);
    try {
      await removeStaleSeeds(service.docker);
      const pool = await WarmPool.open(
        service.docker,
        stateDir,
        options.pool ?? { size: 0, keys: 0 },
        options.log,
      );
      return new PodmanLabEngine(
        service.docker,
        new HomeVolumes(join(stateDir, 'homes')),
        new HomeTemplates(service.docker, join(stateDir, 'home-templates')),
        pool,
        service.close,
        new NetnsRelays(join(stateDir, 'net')),
      );
    } catch (error) {
      await service.close();
      throw error;
    }
  }

  /** Drains the warm pool (labs stay) and stops podman's service. */
  async close(): Promise<void> {
    this.relays.close();
    await this.pool.drain();
    await this.closeService();
  }

  private container(labId: string): Docker.Container {
    return this.docker.getContainer(containerName(labId));
  }

  /**
   * A lab's container with the learner's home: a warm one from the pool when it has one (already
   * running), else created here (the caller starts it). A NEW home starts as the author's state:
   * a copy of the image's seeded home template.
   */
  async create(spec: LabSpec): Promise<LabStatus> {
    if ((await this.inspect(spec.labId)).state !== 'missing')
      throw new Error(`Lab ${spec.labId} already exists`);
    // The build the tag names now: a rebuilt image must not be served by the old one's templates
    // or warm containers, so both are keyed by the id.
    const imageId = (await this.docker.getImage(spec.image).inspect()).Id.replace(/^sha256:/, '');
    const name = spec.homeVolume ?? spec.labId;
    // A named home is the learner's across sessions: reuse it. An unnamed one must be new: an
    // existing one (EEXIST) was left without its container and is still someone's work.
    const fresh = spec.homeVolume === undefined || !this.homes.exists(name);
    const mount = fresh
      ? await this.homes.createFrom(name, await this.templates.ensure(spec, imageId))
      : await this.homes.ensureMounted(name);
    try {
      if (!(await this.pool.claim({ ...spec, image: imageId }, { name, mount })))
        await this.docker.createContainer(containerSpec(spec, mount));
    } catch (error) {
      // Only a home made here, holding nothing but the author's files, goes with the failure.
      if (fresh) await this.homes.remove(name);
      throw error;
    }
    return this.inspect(spec.labId);
  }

  private async homeOf(labId: string): Promise<string> {
    const claim = this.pool.claimOf(labId);
    if (claim) return claim.home;
    const info = await this.container(labId).inspect();
    return info.Config.Labels?.[HOME_LABEL] ?? labId;
  }

  async start(labId: string): Promise<LabStatus> {
    const home = await this.homes.ensureMounted(await this.homeOf(labId));
    await this.pool.bindHome(labId, home);
    try {
      await this.container(labId).start();
    } catch (error) {
      // Already running (a warm container from the pool): nothing to do.
      if ((error as { statusCode?: number }).statusCode !== 304) throw error;
    }
    // Before any terminal: the egress port is then the relay's, not a learner's program's.
    await this.attachNetwork(labId);
    return this.inspect(labId);
  }

  async attachNetwork(labId: string): Promise<void> {
    await this.relays.ensure(labId, () => this.netns(labId));
  }

  private async netns(labId: string): Promise<LabNetns> {
    const info = await this.container(labId).inspect();
    if (!info.State.Running || !info.State.Pid) throw new Error(`Lab ${labId} is not running`);
    return { pid: info.State.Pid, egress: info.Config.Labels?.[EGRESS_LABEL] === 'true' };
  }

  connect(labId: string, port: number): Promise<Duplex> {
    return this.relays.connect(labId, port, () => this.netns(labId));
  }

  onEgress(handler: (labId: string, socket: Duplex) => void): void {
    this.relays.onEgress(handler);
  }

  async stop(labId: string): Promise<LabStatus> {
    this.relays.stop(labId);
    try {
      // The init passes SIGTERM on and `sleep` ends at once; 2 s is for terminals that ignore it.
      await this.container(labId).stop({ t: 2 });
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 304) throw error;
    }
    return this.inspect(labId);
  }

  async remove(labId: string): Promise<void> {
    let home = labId;
    this.relays.stop(labId);
    try {
      home = await this.homeOf(labId);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await this.discard(labId);
    await this.homes.remove(home);
  }

  async removeHome(homeVolume: string): Promise<void> {
    await this.homes.remove(homeVolume);
  }

  async discard(labId: string): Promise<void> {
    this.relays.stop(labId);
    try {
      await this.container(labId).remove({ force: true, v: true });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    // A claimed pool container's slot still holds the home's bind: the home cannot go before it.
    await this.pool.release(labId);
  }

  async imageExists(image: string): Promise<boolean> {
    try {
      await this.docker.getImage(image).inspect();
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async inspect(labId: string): Promise<LabStatus> {
    try {
      const info = await this.container(labId).inspect();
      const state = stateOf(info.State.Status);
      return {
        labId,
        state,
        ...(state === 'stopped' ? { exitCode: info.State.ExitCode, oomKilled: info.State.OOMKilled } : {}),
      };
    } catch (error) {
      if (isNotFound(error)) return { labId, state: 'missing' };
      throw error;
    }
  }

  async list(): Promise<LabStatus[]> {
    const containers = await this.docker.listContainers({ all: true });
    return containers.flatMap((c) => {
      const name = (c.Names[0] ?? '').replace(/^\//, '');
      // Cold labs carry their id; claimed pool containers only have their new name.
      const labId =
        c.Labels[LAB_LABEL] ?? (c.Labels[POOL_LABEL] && name.startsWith('lab-') ? name.slice(4) : undefined);
      return labId === undefined ? [] : [{ labId, state: stateOf(c.State) }];
    });
  }

  async exec(labId: string, options: ExecOptions): Promise<LabTerminal> {
    // A pool container was created before its lab's env was known: it comes with every exec.
    const env = { ...this.pool.claimOf(labId)?.env, ...options.env };
    const exec = await this.container(labId).exec({
      Cmd: options.cmd,
      AttachStdin: true,
      AttachStdout: true,
      AttachStderr: true,
      Tty: true,
      Env: Object.entries(env).map(([k, v]) => `${k}=${v}`),
    });
    const stream = (await exec.start({ hijack: true, stdin: true, Tty: true })) as Duplex;
    const resize = async (cols: number, rows: number) => {
      try {
        await exec.resize({ w: cols, h: rows });
      } catch (error) {
        if (!isCreatedAnswer(error)) throw error;
      }
    };
    if (options.cols && options.rows) await resize(options.cols, options.rows);
    return {
      id: exec.id,
      stream,
      resize,
      exitCode: async () => {
        const info = await exec.inspect();
        return info.Running ? undefined : (info.ExitCode ?? undefined);
      },
    };
  }

  async build(image: string, dockerfile: string, onLog: (line: string) => void): Promise<BuildResult> {
    const context = mkdtempSync(join(tmpdir(), 'lab-build-'));
    try {
      writeFileSync(join(context, 'Dockerfile'), dockerfile);
      const stream = await this.docker.buildImage({ context, src: ['Dockerfile'] }, { t: image, rm: true });
      const error = await new Promise<string | undefined>((resolve) => {
        let failure: string | undefined;
        this.docker.modem.followProgress(
          stream,
          (err: Error | null) => resolve(err?.message ?? failure),
          (event: { stream?: string; error?: string }) => {
            if (event.error) failure = event.error;
            for (const line of (event.stream ?? event.error ?? '').split('\n')) if (line) onLog(line);
          },
        );
      });
      if (error) return { status: 'FAILURE', error };
      await this.docker.getImage(image).inspect();
      return { status: 'SUCCESS', image };
    } catch (error) {
      return { status: 'FAILURE', error: (error as Error).message };
    } finally {
      rmSync(context, { recursive: true, force: true });
    }
  }
}
