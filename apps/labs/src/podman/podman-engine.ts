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
import { containerName, containerSpec, HOME_LABEL, LAB_LABEL } from './container-spec';
import { HomeVolumes } from './home-volume';
import { startPodmanService } from './podman-service';

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

/** The embedded engine: podman's Docker-compatible API on a socket the live host starts itself. */
export class PodmanLabEngine implements LabEngine {
  private constructor(
    private readonly docker: Docker,
    private readonly homes: HomeVolumes,
    private readonly closeService: () => Promise<void>,
  ) {}

  static async start(stateDir: string): Promise<PodmanLabEngine> {
    const service = await startPodmanService(stateDir);
    return new PodmanLabEngine(service.docker, new HomeVolumes(join(stateDir, 'homes')), service.close);
  }

  close(): Promise<void> {
    return this.closeService();
  }

  private container(labId: string): Docker.Container {
    return this.docker.getContainer(containerName(labId));
  }

  async create(spec: LabSpec): Promise<LabStatus> {
    if ((await this.inspect(spec.labId)).state !== 'missing')
      throw new Error(`Lab ${spec.labId} already exists`);
    if (spec.homeVolume !== undefined) {
      // A named home is the learner's across sessions: reuse it, and never delete it on failure.
      const home = await this.homes.open(spec.homeVolume, spec.homeBytes);
      await this.docker.createContainer(containerSpec(spec, home));
      return this.inspect(spec.labId);
    }
    try {
      const home = await this.homes.create(spec.labId, spec.homeBytes);
      await this.docker.createContainer(containerSpec(spec, home));
    } catch (error) {
      // A home left without its container (EEXIST) is still someone's work: keep it.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await this.homes.remove(spec.labId);
      throw error;
    }
    return this.inspect(spec.labId);
  }

  private async homeOf(labId: string): Promise<string> {
    const info = await this.container(labId).inspect();
    return info.Config.Labels?.[HOME_LABEL] ?? labId;
  }

  async start(labId: string): Promise<LabStatus> {
    await this.homes.ensureMounted(await this.homeOf(labId));
    await this.container(labId).start();
    return this.inspect(labId);
  }

  async stop(labId: string): Promise<LabStatus> {
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
    try {
      home = await this.homeOf(labId);
      await this.container(labId).remove({ force: true, v: true });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await this.homes.remove(home);
  }

  async discard(labId: string): Promise<void> {
    try {
      await this.container(labId).remove({ force: true, v: true });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
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
    const containers = await this.docker.listContainers({ all: true, filters: { label: [LAB_LABEL] } });
    return containers.map((c) => ({ labId: c.Labels[LAB_LABEL] ?? '', state: stateOf(c.State) }));
  }

  async exec(labId: string, options: ExecOptions): Promise<LabTerminal> {
    const exec = await this.container(labId).exec({
      Cmd: options.cmd,
      AttachStdin: true,
      AttachStdout: true,
      AttachStderr: true,
      Tty: true,
      Env: Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
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
