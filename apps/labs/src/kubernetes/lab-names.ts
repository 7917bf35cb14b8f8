import { createHash } from 'node:crypto';
import { containerName } from '../podman/container-spec';

/** Every object of a lab carries these labels; the engine lists and cleans up by them. */
export const K8S_LAB_LABEL = 'learnbox.io/lab';
export const K8S_HOME_LABEL = 'learnbox.io/home';
export const K8S_PART_LABEL = 'app.kubernetes.io/part-of';
export const K8S_PART_OF = 'learnbox-labs';
/** On the pods of labs that declared egress: the proxy serves only connections from these. */
export const K8S_EGRESS_LABEL = 'learnbox.io/egress';
/** The lab's own declaration, kept on its NetworkPolicy so a stopped lab can be started again. */
export const K8S_SPEC_ANNOTATION = 'learnbox.io/lab-spec';
/** The live host's pods (deploy/k8s/labs.yaml): the only ingress of a lab, and its egress proxy. */
export const LIVE_HOST_POD_LABELS: Record<string, string> = { 'app.kubernetes.io/name': 'learnbox-labs' };
/** The live host's Service in its namespace (deploy/k8s/labs.yaml): labs reach its proxy by this name. */
export const LIVE_HOST_SERVICE = 'learnbox-labs';
/** The container name inside each lab pod (exec and logs name it). */
export const LAB_CONTAINER = 'lab';

/** Same rule as podman's container names (lowercase DNS label), so a lab id works on both engines. */
export function labObjectName(labId: string): string {
  return containerName(labId);
}

/** Dot-separated DNS labels, 253 characters in all: what an object name may be. */
const DNS_SUBDOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The claim holding a learner's home; named by the home (it outlives any one lab). */
export function homeClaimName(home: string): string {
  const name = `home-${home.replace(/_/g, '-')}`;
  if (!DNS_SUBDOMAIN.test(name))
    throw new Error(`Invalid home volume "${home}": lowercase letters, digits, dots, dashes and underscores`);
  return name;
}

/** A label value holds 63 characters and a home name is longer (user and lab ids): its digest instead. */
export function homeLabel(home: string): string {
  return createHash('sha256').update(home).digest('hex').slice(0, 40);
}

export function homeLabels(home: string): Record<string, string> {
  return { [K8S_PART_LABEL]: K8S_PART_OF, [K8S_HOME_LABEL]: homeLabel(home) };
}

export function labLabels(labId: string, home: string): Record<string, string> {
  // Refuses an id no object could be named after before any label carries it.
  labObjectName(labId);
  return { ...homeLabels(home), [K8S_LAB_LABEL]: labId };
}

/**
 * Lab images live in the cluster's registry: `learnbox/lab-node:abc` runs as
 * `<registry>/learnbox/lab-node:abc`. A reference that already names a registry host is kept.
 */
export function clusterImage(registry: string, image: string): string {
  const first = image.split('/')[0] ?? '';
  const namesHost =
    image.includes('/') && (first.includes('.') || first.includes(':') || first === 'localhost');
  return namesHost ? image : `${registry.replace(/\/+$/, '')}/${image}`;
}
