import type { LabHostBuildProgress } from '@learnbox/contracts';
import type { LabEngine } from '../engine/lab-engine';

/** A build's log is capped: a runaway Dockerfile must not fill the host's memory. */
const MAX_LOG_LINES = 5000;

interface Build {
  status: LabHostBuildProgress['status'];
  lines: string[];
  done: Promise<boolean>;
}

/**
 * Lab image builds, one at a time per image name, with their logs kept for the api's polling
 * (GET /builds/:image?from=). Every build waits for the base image the lab Dockerfiles start FROM.
 */
export class ImageBuilds {
  private readonly builds = new Map<string, Build>();

  constructor(
    private readonly engine: LabEngine,
    private readonly baseReady: Promise<unknown>,
  ) {}

  /** Starts a build unless one of the same image runs; resolves true once the image exists. */
  build(image: string, dockerfile: string): Promise<boolean> {
    const running = this.builds.get(image);
    if (running?.status === 'PENDING') return running.done;
    const build: Build = { status: 'PENDING', lines: [], done: Promise.resolve(false) };
    const log = (line: string) => {
      if (build.lines.length < MAX_LOG_LINES) build.lines.push(line);
    };
    build.done = (async () => {
      try {
        await this.baseReady;
      } catch (error) {
        log(`The lab base image could not be built: ${(error as Error).message}`);
        build.status = 'FAILURE';
        return false;
      }
      const result = await this.engine.build(image, dockerfile, log);
      if (result.status === 'FAILURE') log(result.error);
      build.status = result.status;
      return result.status === 'SUCCESS';
    })();
    this.builds.set(image, build);
    return build.done;
  }

  /** The image if present, else a build of it (the "pull"). */
  async ensure(image: string, dockerfile: string): Promise<boolean> {
    if (this.builds.get(image)?.status !== 'PENDING' && (await this.engine.imageExists(image))) return true;
    return this.build(image, dockerfile);
  }

  isBuilding(image: string): boolean {
    return this.builds.get(image)?.status === 'PENDING';
  }

  async progress(image: string, from: number): Promise<LabHostBuildProgress | undefined> {
    const build = this.builds.get(image);
    if (build) return { status: build.status, lines: build.lines.slice(from) };
    // Built before this host started (or by an earlier copy of it): nothing to tell but success.
    return (await this.engine.imageExists(image)) ? { status: 'SUCCESS', lines: [] } : undefined;
  }
}
