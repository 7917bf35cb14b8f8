import { z } from 'zod';
import type { ClusterSettings } from '../kubernetes/cluster-settings';
import { LIVE_HOST_POD_LABELS } from '../kubernetes/lab-names';

/** A namespace name: a DNS label. */
const namespace = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a Kubernetes namespace name (a DNS label)')
    .default(fallback);
const optionalName = z.string().trim().min(1).optional();

/** The live host's engine choice and, for the cluster engine, where and how labs run (deploy/README.md). */
export const clusterEnvShape = {
  /** Where labs run: podman on this machine (the default), or pods in a Kubernetes cluster. */
  LABS_ENGINE: z.enum(['podman', 'kubernetes']).default('podman'),
  /** kubernetes only: the labs' namespace (deploy/k8s/labs-namespaces.yaml). */
  LABS_K8S_NAMESPACE: namespace('learnbox-labs'),
  /** kubernetes only: the namespace the live host itself runs in (its pods are the labs' only peer). */
  LABS_K8S_HOST_NAMESPACE: namespace('learnbox'),
  /** kubernetes only: the image builds' namespace (Kaniko runs as root, so not among the labs). */
  LABS_K8S_BUILD_NAMESPACE: namespace('learnbox-builds'),
  /** kubernetes only: the home claims' storage class; the cluster's default when unset. */
  LABS_K8S_STORAGE_CLASS: optionalName,
  /** kubernetes only: a RuntimeClass for lab pods (e.g. gvisor); the node's default when unset. */
  LABS_K8S_RUNTIME_CLASS: optionalName,
  /** kubernetes only, required there: host[:port][/path] of the registry lab images live in. */
  LABS_K8S_REGISTRY: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9.-]+(:\d+)?(\/[a-z0-9._/-]+)?$/,
      'must be host[:port][/path], e.g. registry.learnbox:5000',
    )
    .optional(),
  /** kubernetes only: "true" for a registry that speaks plain HTTP (in-cluster, no TLS). */
  LABS_K8S_REGISTRY_INSECURE: z.enum(['true', 'false']).default('false'),
  LABS_K8S_KANIKO_IMAGE: z.string().trim().min(1).default('gcr.io/kaniko-project/executor:v1.23.2-debug'),
  /** kubernetes only: the port of the live host's egress allow-list proxy that labs may reach. */
  LABS_K8S_PROXY_PORT: z.coerce.number().int().min(1).max(65535).default(3128),
};

type ClusterEnv = z.output<z.ZodObject<typeof clusterEnvShape>>;

/** The rule that spans variables: a cluster engine needs a registry to build into and pull from. */
export function clusterEnvProblems(e: ClusterEnv): string[] {
  if (e.LABS_ENGINE === 'kubernetes' && !e.LABS_K8S_REGISTRY)
    return [
      'LABS_K8S_REGISTRY: is required with LABS_ENGINE=kubernetes (lab images are pushed to and pulled from it)',
    ];
  return [];
}

/** The cluster settings with LABS_ENGINE=kubernetes; nothing with podman. */
export function clusterOf(e: ClusterEnv): { cluster?: ClusterSettings } {
  if (e.LABS_ENGINE !== 'kubernetes' || !e.LABS_K8S_REGISTRY) return {};
  return {
    cluster: {
      namespace: e.LABS_K8S_NAMESPACE,
      registry: e.LABS_K8S_REGISTRY,
      registryInsecure: e.LABS_K8S_REGISTRY_INSECURE === 'true',
      ...(e.LABS_K8S_STORAGE_CLASS ? { storageClass: e.LABS_K8S_STORAGE_CLASS } : {}),
      ...(e.LABS_K8S_RUNTIME_CLASS ? { runtimeClass: e.LABS_K8S_RUNTIME_CLASS } : {}),
      liveHost: {
        namespace: e.LABS_K8S_HOST_NAMESPACE,
        podLabels: LIVE_HOST_POD_LABELS,
        proxyPort: e.LABS_K8S_PROXY_PORT,
      },
      buildNamespace: e.LABS_K8S_BUILD_NAMESPACE,
      kanikoImage: e.LABS_K8S_KANIKO_IMAGE,
    },
  };
}
