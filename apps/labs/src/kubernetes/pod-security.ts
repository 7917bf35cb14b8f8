import type { V1Container, V1PodSpec } from '@kubernetes/client-node';
import { K8S_LAB_CAPABILITIES } from './lab-capabilities';

/** The volume types the Pod Security "restricted" level admits. */
const RESTRICTED_VOLUMES = [
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
];

const allContainers = (spec: V1PodSpec): V1Container[] => [
  ...(spec.initContainers ?? []),
  ...spec.containers,
];

/**
 * What breaks the Pod Security "restricted" level (Kubernetes' own rules, baseline's included),
 * one sentence per problem. The engine checks its pods with it before sending them, so a wrong
 * spec fails here with a reason instead of at the namespace's admission; deploy/'s test checks the
 * manifests with it.
 */
export function restrictedProblems(spec: V1PodSpec): string[] {
  const problems: string[] = [];
  if (spec.hostNetwork || spec.hostPID || spec.hostIPC) problems.push('shares a host namespace');
  for (const volume of spec.volumes ?? []) {
    const types = Object.keys(volume).filter((key) => key !== 'name');
    if (!types.every((type) => RESTRICTED_VOLUMES.includes(type)))
      problems.push(`volume ${volume.name} is ${types.join(', ')}`);
  }
  const pod = spec.securityContext ?? {};
  for (const c of allContainers(spec)) {
    const sc = c.securityContext ?? {};
    if (sc.privileged) problems.push(`${c.name} is privileged`);
    if (sc.allowPrivilegeEscalation !== false) problems.push(`${c.name} may escalate privileges`);
    if ((sc.runAsNonRoot ?? pod.runAsNonRoot) !== true) problems.push(`${c.name} may run as root`);
    if ((sc.runAsUser ?? pod.runAsUser) === 0) problems.push(`${c.name} runs as uid 0`);
    const seccomp = (sc.seccompProfile ?? pod.seccompProfile)?.type;
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
      problems.push(`${c.name} has no seccomp profile`);
    if (!sc.capabilities?.drop?.includes('ALL')) problems.push(`${c.name} keeps capabilities`);
    for (const added of sc.capabilities?.add ?? [])
      if (!K8S_LAB_CAPABILITIES.includes(added)) problems.push(`${c.name} adds ${added}`);
    if ((c.ports ?? []).some((port) => port.hostPort)) problems.push(`${c.name} uses a host port`);
  }
  return problems;
}

/** Containers without a memory and CPU limit: one of them could starve its node. */
export function unlimitedContainers(spec: V1PodSpec): string[] {
  return allContainers(spec)
    .filter((c) => !c.resources?.limits?.memory || !c.resources?.limits?.cpu)
    .map((c) => c.name);
}
