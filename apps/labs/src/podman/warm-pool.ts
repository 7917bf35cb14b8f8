import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import type Docker from 'dockerode';
import type { ContainerCreateOptions } from 'dockerode';
import { z } from 'zod';
import type { LabSpec } from '../engine/lab-engine';
import { LAB_USER } from '../images/base-image';
import { JsonRecords } from '../state/json-records';
import { containerName, containerSpec, HOME_LABEL, LAB_LABEL } from './container-spec';
import { isMounted } from './home-volume';
import { mustRun, runCommand } from './host-command';

/** Marks this host's pool containers (value: the owner, a hash of the state dir). */
export const POOL_LABEL = 'learnbox.pool';
export const POOL_KEY_LABEL = 'learnbox.pool.key';

export interface WarmPoolOptions {
  /** Started containers kept ready per pool key; 0 turns the pool off. */
  size: number;
  /** Pool keys (image and limits) kept warm at once: the most recently allocated ones. */
  keys: number;
}

/** A popular key's container template, written down so a restarted host warms it again at once. */
const templateSchema = z
  .object({
    labId: z.string(),
    image: z.string(),
    memoryBytes: z.number(),
    cpus: z.number(),
    pids: z.number(),
    homeBytes: z.number(),
  })
  .passthrough();

/** A claimed pool container: what labels cannot say, since a container's labels never change. */
const claimSchema = z.object({
  home: z.string(),
  slot: z.string(),
  env: z.record(z.string(), z.string()),
});
export type PoolClaim = z.infer<typeof claimSchema>;

interface Ready {
  name: string;
  slot: string;
}

interface KeyPool {
  template: LabSpec;
  ready: Ready[];
  filling: Promise<void> | undefined;
  lastUsed: number;
}

/**
 * Started containers waiting for a lab, so allocation skips container creation and start (the
 * slow part, about 0.5 s here). The learner's home cannot be bound into a running container, so
 * each pool container binds an empty host directory (its slot) at /home/learner with `rslave`
 * propagation from a shared mount: claiming one bind-mounts the learner's home onto the slot on
 * the host, the mount propagates into the container, and the container is renamed for the lab.
 * Measured with runc here: the home appears inside at once, with its nosuid,nodev.
 *
 * The pool key is the container spec without lab id, home and env (the same containerSpec() as a
 * cold lab, so every isolation rule applies); the env comes with each exec instead. A container
 * that served a lab is never reused: it goes with the lab.
 */
export class WarmPool {
  private readonly pools = new Map<string, KeyPool>();
  private readonly owner: string;
  private closed = false;

  private constructor(
    private readonly docker: Docker,
    private readonly root: string,
    private readonly claims: JsonRecords<PoolClaim>,
    private readonly popular: JsonRecords<LabSpec>,
    private readonly options: WarmPoolOptions,
    private readonly log: (message: string) => void,
  ) {
    this.owner = createHash('sha256').update(root).digest('hex').slice(0, 12);
  }

  /** Makes the slots' shared mount and clears what an earlier copy of the host left unclaimed. */
  static async open(
    docker: Docker,
    stateDir: string,
    options: WarmPoolOptions,
    log: (message: string) => void = () => {},
  ): Promise<WarmPool> {
    const root = join(stateDir, 'pool');
    mkdirSync(root, { recursive: true });
    if (!isMounted(root)) await mustRun('mount', ['--bind', root, root]);
    await mustRun('mount', ['--make-shared', root]);
    const pool = new WarmPool(
      docker,
      root,
      new JsonRecords(join(stateDir, 'claims'), claimSchema, log),
      new JsonRecords(join(stateDir, 'pool-keys'), templateSchema as z.ZodType<LabSpec>, log),
      options,
      log,
    );
    await pool.clearLeftovers();
    pool.warmPopular();
    return pool;
  }

  private async clearLeftovers(): Promise<void> {
    const containers = await this.docker.listContainers({
      all: true,
      filters: { label: [`${POOL_LABEL}=${this.owner}`] },
    });
    const alive = new Set<string>();
    for (const info of containers) {
      const name = (info.Names[0] ?? '').replace(/^\//, '');
      if (name.startsWith('lab-')) alive.add(name);
      else await this.docker.getContainer(info.Id).remove({ force: true, v: true });
    }
    const slotsInUse = new Set<string>();
    for (const [labId, claim] of this.claims.all()) {
      if (alive.has(containerName(labId))) slotsInUse.add(claim.slot);
      else this.claims.delete(labId);
    }
    for (const name of readdirSync(this.root)) {
      const slot = join(this.root, name);
      if (!slotsInUse.has(slot)) await dropSlot(slot);
    }
  }

  /** The keys an earlier copy of the host kept warm fill again in the background. */
  private warmPopular(): void {
    if (!this.enabled) return;
    for (const [key, template] of [...this.popular.all()].slice(0, this.options.keys)) {
      this.pools.set(key, { template, ready: [], filling: undefined, lastUsed: 0 });
      this.refill(key);
    }
  }

  get enabled(): boolean {
    return this.options.size > 0;
  }

  claimOf(labId: string): PoolClaim | undefined {
    return this.claims.read(labId);
  }

  /**
   * Hands a ready container to the lab with its home mounted (home: the home's mount on the
   * host). False when none is ready: the caller creates one the cold way. Either way the key
   * counts as popular and is filled in the background.
   */
  async claim(spec: LabSpec, home: { name: string; mount: string }): Promise<boolean> {
    if (!this.enabled || this.closed) return false;
    const key = poolKey(spec);
    const pool = this.demand(key, spec);
    const ready = pool.ready.shift();
    this.refill(key);
    if (!ready) return false;
    try {
      // A bind keeps the home's own nosuid,nodev; it propagates into the container's /home/learner.
      await mustRun('mount', ['--bind', home.mount, ready.slot]);
      this.claims.write(spec.labId, { home: home.name, slot: ready.slot, env: spec.env ?? {} });
      await this.docker.getContainer(ready.name).rename({ name: containerName(spec.labId) });
      return true;
    } catch (error) {
      this.log(`pool container ${ready.name} could not be claimed, a cold start follows: ${error}`);
      this.claims.delete(spec.labId);
      await this.docker
        .getContainer(ready.name)
        .remove({ force: true, v: true })
        .catch(() => {});
      await dropSlot(ready.slot);
      return false;
    }
  }

  /** Before a claimed lab's container starts again: its home back on its slot. */
  async bindHome(labId: string, homeMount: string): Promise<void> {
    const claim = this.claims.read(labId);
    if (claim && !isMounted(claim.slot)) {
      mkdirSync(claim.slot, { recursive: true });
      await mustRun('mount', ['--bind', homeMount, claim.slot]);
    }
  }

  /** After a claimed lab's container is gone: its slot is unmounted and removed (the home stays). */
  async release(labId: string): Promise<void> {
    const claim = this.claims.read(labId);
    if (!claim) return;
    await dropSlot(claim.slot);
    this.claims.delete(labId);
  }

  private demand(key: string, spec: LabSpec): KeyPool {
    let pool = this.pools.get(key);
    if (!pool) {
      const { labId: _labId, homeVolume: _home, env: _env, ...template } = spec;
      pool = { template: { ...template, labId: 'pool' }, ready: [], filling: undefined, lastUsed: 0 };
      this.pools.set(key, pool);
      this.popular.write(key, pool.template);
    }
    pool.lastUsed = Date.now();
    this.forgetColdKeys();
    return pool;
  }

  /** Only the most recently used keys stay warm; the others' containers go. */
  private forgetColdKeys(): void {
    const byUse = [...this.pools.entries()].sort(([, a], [, b]) => b.lastUsed - a.lastUsed);
    for (const [key, pool] of byUse.slice(this.options.keys)) {
      this.pools.delete(key);
      this.popular.delete(key);
      void this.drainPool(pool);
    }
  }

  /** One container at a time per key: the machine serves labs meanwhile. */
  private refill(key: string): void {
    const pool = this.pools.get(key);
    if (!pool || pool.filling || this.closed) return;
    pool.filling = (async () => {
      try {
        while (!this.closed && this.pools.get(key) === pool && pool.ready.length < this.options.size) {
          const ready = await this.startOne(key, pool.template);
          if (this.closed || this.pools.get(key) !== pool) await this.discardReady(ready);
          else pool.ready.push(ready);
        }
      } catch (error) {
        // The next claim tries again; an image that cannot run fails the cold start visibly too.
        this.log(`the warm pool could not start a container of ${pool.template.image}: ${error}`);
      } finally {
        pool.filling = undefined;
      }
    })();
  }

  /** Waits for the background refills of every key (tests and the bench measure a full pool). */
  async settled(): Promise<void> {
    while ([...this.pools.values()].some((pool) => pool.filling))
      await Promise.all([...this.pools.values()].map((pool) => pool.filling));
  }

  private async startOne(key: string, template: LabSpec): Promise<Ready> {
    const name = `pool-${key.slice(0, 12)}-${randomBytes(4).toString('hex')}`;
    const slot = join(this.root, name);
    mkdirSync(slot, { recursive: true });
    const options = poolContainerSpec(template, name, slot, {
      [POOL_LABEL]: this.owner,
      [POOL_KEY_LABEL]: key,
    });
    try {
      await (await this.docker.createContainer(options)).start();
    } catch (error) {
      await this.discardReady({ name, slot });
      throw error;
    }
    return { name, slot };
  }

  private async discardReady(ready: Ready): Promise<void> {
    try {
      await this.docker.getContainer(ready.name).remove({ force: true, v: true });
    } catch (error) {
      const { statusCode } = error as { statusCode?: number };
      if (statusCode === 404) {
        // Already gone.
      } else if (statusCode === undefined) {
        // No answer from podman's service: Ctrl+C signals the whole process group, so the
        // service may be gone before the host drains its pool. The CLI needs no service.
        await mustRun('podman', ['--runtime', 'runc', 'rm', '--force', '--volumes', ready.name]);
      } else throw error;
    }
    await dropSlot(ready.slot);
  }

  private async drainPool(pool: KeyPool): Promise<void> {
    await pool.filling;
    for (const ready of pool.ready.splice(0)) await this.discardReady(ready);
  }

  /** The host is going down: unclaimed containers go; claimed ones are labs and stay. */
  async drain(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()];
    this.pools.clear();
    for (const pool of pools) await this.drainPool(pool);
    if (this.claims.all().size === 0 && isMounted(this.root)) await runCommand('umount', [this.root]);
  }
}

/** What makes two labs' containers interchangeable before a learner's home and env arrive. */
export function poolKey(spec: LabSpec): string {
  const { labId: _labId, homeVolume: _home, homeBytes: _bytes, env: _env, ...rest } = spec;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 32);
}

/** A lab's container spec with the slot at /home/learner (rslave) and the pool's labels. */
export function poolContainerSpec(
  template: LabSpec,
  name: string,
  slot: string,
  labels: Record<string, string>,
): ContainerCreateOptions {
  const options = containerSpec({ ...template, labId: name }, slot);
  const host = options.HostConfig ?? {};
  // The lab's id and home are not known yet (labels never change: a claim records them).
  const { [LAB_LABEL]: _lab, [HOME_LABEL]: _home, ...specLabels } = options.Labels ?? {};
  return {
    ...options,
    name,
    Labels: { ...specLabels, ...labels },
    HostConfig: {
      ...host,
      Mounts: (host.Mounts ?? []).map((mount) =>
        mount.Target === LAB_USER.home ? { ...mount, BindOptions: { Propagation: 'rslave' } } : mount,
      ),
    },
  };
}

async function dropSlot(slot: string): Promise<void> {
  // The container's last process may hold the mount for a moment after removal.
  for (let attempt = 0; isMounted(slot) && attempt < 20; attempt++)
    if ((await runCommand('umount', [slot])).code !== 0) await new Promise((r) => setTimeout(r, 100));
  if (isMounted(slot)) await mustRun('umount', ['--lazy', slot]);
  // Never recursive: a slot still holding a home must fail here, not empty the learner's work.
  if (existsSync(slot)) rmdirSync(slot);
}
