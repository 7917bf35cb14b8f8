/** Where labs run in the cluster and what they may reach; from LABS_K8S_* (config/env.ts). */
export interface ClusterSettings {
  /** The labs namespace (Pod Security "restricted", default-deny network policy: deploy/). */
  namespace: string;
  /** host[:port][/path] of the registry lab images are pushed to and pulled from. */
  registry: string;
  /** Plain HTTP to the registry (an in-cluster registry without TLS). */
  registryInsecure: boolean;
  /** The home claims' storage class; the cluster's default when unset. */
  storageClass?: string;
  /** e.g. gVisor's "gvisor": a sandboxed runtime for labs; the node's default runtime when unset. */
  runtimeClass?: string;
  /** The live host's pods: the only ingress of a lab (its preview) and the egress proxy. */
  liveHost: { namespace: string; podLabels: Record<string, string>; proxyPort: number };
  /** Image builds run as Jobs here (Kaniko needs root, which "restricted" refuses). */
  buildNamespace: string;
  kanikoImage: string;
}
