import type { ContainerCreateOptions } from 'dockerode';
import type { LabSpec } from '../engine/lab-engine';
import { LAB_USER } from '../images/base-image';
import { sortCapabilities } from '../network/capabilities';
import { EGRESS_PROXY_PORT } from '../network/netns-relays';

export const LAB_LABEL = 'learnbox.lab';
/** The home volume a lab's container mounts, read back to mount it again after a host restart. */
export const HOME_LABEL = 'learnbox.home';
/** Set on labs whose programs reach the host's egress proxy (read by the relay after a restart). */
export const EGRESS_LABEL = 'learnbox.egress';
const LAB_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * nproc counts every process of the host uid, across all labs (they share uid 1000), so it is a
 * generous backstop; the per-lab pids cgroup is the real limit. nofile is explicit because
 * podman's default exceeds this host's hard limit and the container would not start.
 */
export const LAB_ULIMITS = [
  { Name: 'nofile', Soft: 1024, Hard: 1024 },
  { Name: 'nproc', Soft: 4096, Hard: 4096 },
];

export function containerName(labId: string): string {
  if (!LAB_ID.test(labId)) throw new Error(`Invalid lab id "${labId}": lowercase letters, digits and dashes`);
  return `lab-${labId}`;
}

/** Every spelling tools read: curl and wget the lower-case ones, many others the upper-case ones. */
function proxyEnv(): Record<string, string> {
  const proxy = `http://127.0.0.1:${EGRESS_PROXY_PORT}`;
  const local = 'localhost,127.0.0.1,::1';
  return {
    HTTP_PROXY: proxy,
    HTTPS_PROXY: proxy,
    http_proxy: proxy,
    https_proxy: proxy,
    NO_PROXY: local,
    no_proxy: local,
  };
}

/**
 * The container a lab runs in: nothing from the host but its own home, no privileges but the
 * grantable ones it declares, hard limits, and no network (its preview and its egress proxy go
 * through the host's relay in its namespace: network/netns-relays.ts).
 */
export function containerSpec(spec: LabSpec, homeMount: string): ContainerCreateOptions {
  const { granted, refused } = sortCapabilities(spec.capabilities ?? []);
  if (refused.length > 0) throw new Error(`Capabilities a lab may not have: ${refused.join(', ')}`);
  return {
    name: containerName(spec.labId),
    Image: spec.image,
    // An init as PID 1 reaps the orphans of terminals, so zombies never eat the pids limit.
    Cmd: ['sleep', 'infinity'],
    User: `${LAB_USER.uid}:${LAB_USER.gid}`,
    WorkingDir: LAB_USER.home,
    // The proxy variables come last: a lab's own env cannot point them elsewhere.
    Env: Object.entries({
      HOME: LAB_USER.home,
      TERM: 'xterm-256color',
      ...spec.env,
      ...(spec.egress ? proxyEnv() : {}),
    }).map(([k, v]) => `${k}=${v}`),
    Labels: {
      [LAB_LABEL]: spec.labId,
      [HOME_LABEL]: spec.homeVolume ?? spec.labId,
      ...(spec.egress ? { [EGRESS_LABEL]: 'true' } : {}),
    },
    HostConfig: {
      Init: true,
      NetworkMode: 'none',
      CapDrop: ['ALL'],
      ...(granted.length > 0 ? { CapAdd: granted } : {}),
      SecurityOpt: ['no-new-privileges'],
      Memory: spec.memoryBytes,
      // Equal to Memory: no swap, so a memory bomb meets the limit instead of the disk.
      MemorySwap: spec.memoryBytes,
      NanoCpus: Math.round(spec.cpus * 1e9),
      PidsLimit: spec.pids,
      Ulimits: LAB_ULIMITS,
      ReadonlyRootfs: true,
      Tmpfs: { '/tmp': 'rw,nosuid,nodev,size=64m', '/run': 'rw,nosuid,nodev,size=8m' },
      Mounts: [{ Type: 'bind', Source: homeMount, Target: LAB_USER.home, ReadOnly: false }],
    },
  };
}
