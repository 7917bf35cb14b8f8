import type { ContainerCreateOptions } from 'dockerode';
import type { LabSpec } from '../engine/lab-engine';
import { LAB_USER } from '../images/base-image';

export const LAB_LABEL = 'learnbox.lab';
/** The home volume a lab's container mounts, read back to mount it again after a host restart. */
export const HOME_LABEL = 'learnbox.home';
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

/** The container a lab runs in: nothing from the host but its own home, no privileges, hard limits. */
export function containerSpec(spec: LabSpec, homeMount: string): ContainerCreateOptions {
  return {
    name: containerName(spec.labId),
    Image: spec.image,
    // An init as PID 1 reaps the orphans of terminals, so zombies never eat the pids limit.
    Cmd: ['sleep', 'infinity'],
    User: `${LAB_USER.uid}:${LAB_USER.gid}`,
    WorkingDir: LAB_USER.home,
    Env: Object.entries({ HOME: LAB_USER.home, TERM: 'xterm-256color', ...spec.env }).map(
      ([k, v]) => `${k}=${v}`,
    ),
    Labels: { [LAB_LABEL]: spec.labId, [HOME_LABEL]: spec.homeVolume ?? spec.labId },
    HostConfig: {
      Init: true,
      NetworkMode: spec.egress ? 'bridge' : 'none',
      CapDrop: ['ALL'],
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
