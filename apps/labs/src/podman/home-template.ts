import { existsSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import type Docker from 'dockerode';
import type { LabSpec } from '../engine/lab-engine';
import { seedHome } from './home-seed';
import { HomeVolumes } from './home-volume';

/** Templates kept (one per image build and home size); the least recently used go first. */
const KEEP = 8;

/**
 * The author's state of a home, once per image build: a home file system seeded from the image
 * in a one-shot container (home-seed.ts, 0.4 to 0.6 s here), kept unmounted, and copied whole
 * for every new home of that image (about 20 ms). Keyed by the image's id, so a rebuilt image
 * seeds again. The host copies the file system's file, never the author's files in it.
 */
export class HomeTemplates {
  private readonly volumes: HomeVolumes;
  private readonly seeding = new Map<string, Promise<string>>();

  constructor(
    private readonly docker: Docker,
    private readonly dir: string,
  ) {
    this.volumes = new HomeVolumes(dir);
  }

  private file(key: string): string {
    return join(this.dir, `${key}.ext4`);
  }

  /**
   * The template's file for this lab's image (imageId: the build its tag names now) and home
   * size, seeded first when there is none.
   */
  async ensure(spec: LabSpec, imageId: string): Promise<string> {
    const key = `${imageId.replace(/^sha256:/, '').slice(0, 24)}-${spec.homeBytes}`;
    const running = this.seeding.get(key);
    if (running) return running;
    if (existsSync(this.file(key))) {
      const now = new Date();
      utimesSync(this.file(key), now, now);
      return this.file(key);
    }
    const seeded = this.seed(key, { ...spec, image: imageId }).finally(() => this.seeding.delete(key));
    this.seeding.set(key, seeded);
    return seeded;
  }

  private async seed(key: string, spec: LabSpec): Promise<string> {
    const partial = `${key}-partial`;
    // Left half-made by a crash: start it again.
    await this.volumes.remove(partial);
    const mount = await this.volumes.create(partial, spec.homeBytes);
    try {
      await seedHome(this.docker, { ...spec, labId: `template-${key.slice(0, 12)}` }, mount);
      renameSync(await this.volumes.unmount(partial), this.file(key));
    } catch (error) {
      await this.volumes.remove(partial);
      throw error;
    }
    this.prune();
    return this.file(key);
  }

  private prune(): void {
    const templates = readdirSync(this.dir)
      .filter((name) => name.endsWith('.ext4') && !name.includes('-partial'))
      .map((name) => ({ path: join(this.dir, name), used: statSync(join(this.dir, name)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const { path } of templates.slice(KEEP)) rmSync(path, { force: true });
  }
}
