import { isIP, connect as netConnect } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  ApiException,
  BatchV1Api,
  CoreV1Api,
  KubeConfig,
  NetworkingV1Api,
  type V1Pod,
  type V1PodSpec,
} from '@kubernetes/client-node';
import type {
  BuildResult,
  ExecOptions,
  LabEngine,
  LabSpec,
  LabState,
  LabStatus,
  LabTerminal,
} from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import { EgressListener } from './egress-listener';
import { homeClaim } from './home-claim';
import { runBuildJob } from './image-build-runner';
import { registryHasImage } from './image-registry';
import {
  homeClaimName,
  K8S_EGRESS_LABEL,
  K8S_LAB_LABEL,
  K8S_SPEC_ANNOTATION,
  LAB_CONTAINER,
  labObjectName,
} from './lab-names';
import { labNetworkPolicy, labService } from './lab-network';
import { labPod } from './lab-pod';
import { restrictedProblems } from './pod-security';
import { openPodTerminal } from './pod-terminal';

/** How long start waits for a pod to run: image pull and scheduling included. */
const START_TIMEOUT_MS = 120_000;
const POLL_MS = 500;

function isStatus(error: unknown, code: number): boolean {
  return error instanceof ApiException && error.code === code;
}

/** Ignores "not found" (deleting what is already gone) and "already exists" where asked. */
async function tolerate<T>(call: Promise<T>, ...codes: number[]): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (codes.some((code) => isStatus(error, code))) return undefined;
    throw error;
  }
}

/** A pod's phase as the engine's states; its container's termination gives the exit code. */
export function podStatus(labId: string, pod: V1Pod): LabStatus {
  const phase = pod.status?.phase;
  const terminated = pod.status?.containerStatuses?.find((c) => c.name === LAB_CONTAINER)?.state?.terminated;
  const state: LabState =
    phase === 'Running' && !terminated ? 'running' : phase === 'Pending' ? 'created' : 'stopped';
  if (state !== 'stopped') return { labId, state };
  return {
    labId,
    state,
    ...(terminated ? { exitCode: terminated.exitCode, oomKilled: terminated.reason === 'OOMKilled' } : {}),
  };
}

/**
 * Labs at cluster scale: a pod per lab, its home on a PersistentVolumeClaim, a Service for the
 * app port and a NetworkPolicy per lab. A pod cannot be stopped and started again, so stop deletes
 * the pod and start creates it anew from the declaration kept on the lab's NetworkPolicy; the home
 * claim stays, so the learner's work does. Images are built by Kaniko Jobs into the cluster's
 * registry (image-build-job.ts).
 */
export class KubernetesLabEngine implements LabEngine {
  private readonly core: CoreV1Api;
  private readonly networking: NetworkingV1Api;
  private readonly batch: BatchV1Api;
  private egress: EgressListener | undefined;
  private egressListening: Promise<void> | undefined;

  constructor(
    private readonly kubeConfig: KubeConfig,
    private readonly cluster: ClusterSettings,
  ) {
    this.core = kubeConfig.makeApiClient(CoreV1Api);
    this.networking = kubeConfig.makeApiClient(NetworkingV1Api);
    this.batch = kubeConfig.makeApiClient(BatchV1Api);
  }

  /** In a pod: its service account; elsewhere: ~/.kube/config or $KUBECONFIG (development). */
  static fromEnvironment(cluster: ClusterSettings): KubernetesLabEngine {
    const kubeConfig = new KubeConfig();
    kubeConfig.loadFromDefault();
    return new KubernetesLabEngine(kubeConfig, cluster);
  }

  private get namespace(): string {
    return this.cluster.namespace;
  }

  async create(spec: LabSpec): Promise<LabStatus> {
    if ((await this.inspect(spec.labId)).state !== 'missing')
      throw new Error(`Lab ${spec.labId} already exists`);
    // Built first: a spec the cluster would refuse (a capability, a name) fails before anything exists.
    const pod = labPod(spec, this.cluster);
    const problems = restrictedProblems(pod.spec as V1PodSpec);
    if (problems.length > 0)
      throw new Error(`Lab ${spec.labId}'s pod would break the restricted level: ${problems.join('; ')}`);
    const policy = labNetworkPolicy(spec, this.cluster);
    // An existing claim is the learner's earlier home: kept as it is (409 = reuse it).
    await tolerate(
      this.core.createNamespacedPersistentVolumeClaim({
        namespace: this.namespace,
        body: homeClaim(spec, this.cluster),
      }),
      409,
    );
    try {
      await this.networking.createNamespacedNetworkPolicy({ namespace: this.namespace, body: policy });
      if (spec.appPort)
        await this.core.createNamespacedService({
          namespace: this.namespace,
          body: labService({ ...spec, appPort: spec.appPort }, this.cluster),
        });
      await this.core.createNamespacedPod({ namespace: this.namespace, body: pod });
    } catch (error) {
      // Half a lab would read as "stopped" and be started from this declaration: none of it stays.
      // The home claim does (it may hold an earlier session's work).
      await this.discard(spec.labId).catch(() => {});
      throw error;
    }
    return this.inspect(spec.labId);
  }

  /** The declaration create stored; undefined once the lab is gone. */
  private async declaration(labId: string): Promise<LabSpec | undefined> {
    const policy = await tolerate(
      this.networking.readNamespacedNetworkPolicy({ name: labObjectName(labId), namespace: this.namespace }),
      404,
    );
    const json = policy?.metadata?.annotations?.[K8S_SPEC_ANNOTATION];
    return json ? (JSON.parse(json) as LabSpec) : undefined;
  }

  async start(labId: string): Promise<LabStatus> {
    let status = await this.inspect(labId);
    if (status.state === 'stopped') {
      const spec = await this.declaration(labId);
      if (!spec) throw new Error(`Lab ${labId} has no declaration to start it from`);
      await this.deletePod(labId);
      await this.core.createNamespacedPod({ namespace: this.namespace, body: labPod(spec, this.cluster) });
    }
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (status = await this.inspect(labId); status.state === 'created'; status = await this.inspect(labId)) {
      if (Date.now() > deadline)
        throw new Error(`Lab ${labId} did not start within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    if (status.state !== 'running') throw new Error(`Lab ${labId} could not start (${status.state})`);
    return status;
  }

  /** Deletes the pod and waits until it is gone, so a new one of the same name can be created. */
  private async deletePod(labId: string): Promise<void> {
    const name = labObjectName(labId);
    await tolerate(
      this.core.deleteNamespacedPod({ name, namespace: this.namespace, gracePeriodSeconds: 2 }),
      404,
    );
    const deadline = Date.now() + 30_000;
    while (await tolerate(this.core.readNamespacedPod({ name, namespace: this.namespace }), 404)) {
      if (Date.now() > deadline) throw new Error(`Lab ${labId}'s pod did not go away within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async stop(labId: string): Promise<LabStatus> {
    await this.deletePod(labId);
    return this.inspect(labId);
  }

  async discard(labId: string): Promise<void> {
    const name = labObjectName(labId);
    await this.deletePod(labId);
    await tolerate(this.core.deleteNamespacedService({ name, namespace: this.namespace }), 404);
    await tolerate(this.networking.deleteNamespacedNetworkPolicy({ name, namespace: this.namespace }), 404);
  }

  async remove(labId: string): Promise<void> {
    const spec = await this.declaration(labId);
    await this.discard(labId);
    const claim = homeClaimName(spec?.homeVolume ?? labId);
    await tolerate(
      this.core.deleteNamespacedPersistentVolumeClaim({ name: claim, namespace: this.namespace }),
      404,
    );
  }

  /** Deletes a learner's home whose lab is discarded: the reset. */
  async removeHome(homeVolume: string): Promise<void> {
    await tolerate(
      this.core.deleteNamespacedPersistentVolumeClaim({
        name: homeClaimName(homeVolume),
        namespace: this.namespace,
      }),
      404,
    );
  }

  /**
   * Nothing to open on a cluster: a lab's way in (its Service) and out (its NetworkPolicy to the
   * proxy port, which onEgress serves for every lab) exist from create on and outlive this process.
   */
  async attachNetwork(_labId: string): Promise<void> {}

  /** A TCP connection to the lab's app port through its Service (the preview's way in). */
  connect(labId: string, port: number): Promise<Duplex> {
    const host = `${labObjectName(labId)}.${this.namespace}.svc`;
    return new Promise((resolve, reject) => {
      const socket = netConnect({ host, port, allowHalfOpen: true });
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(socket);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        socket.destroy();
        reject(
          error.code === 'ECONNREFUSED' ? new Error(`Nothing listens on port ${port} in the lab`) : error,
        );
      });
    });
  }

  /**
   * Serves the labs' egress proxy port: a connection is handed over with the lab whose pod has its
   * source address and declared egress (one API lookup per connection; a proxy connection is long).
   */
  onEgress(handler: (labId: string, socket: Duplex) => void): void {
    if (!this.egress) {
      this.egress = new EgressListener((address) => this.egressLabAt(address));
      this.egressListening = this.egress.listen(this.cluster.liveHost.proxyPort).then(() => undefined);
    }
    this.egress.onConnection(handler);
  }

  private async egressLabAt(address: string): Promise<string | undefined> {
    if (!isIP(address)) return undefined;
    const pods = await this.core.listNamespacedPod({
      namespace: this.namespace,
      labelSelector: `${K8S_LAB_LABEL},${K8S_EGRESS_LABEL}=true`,
      fieldSelector: `status.podIP=${address}`,
    });
    const running = pods.items.filter((pod) => pod.status?.phase === 'Running');
    return running.length === 1 ? running[0]?.metadata?.labels?.[K8S_LAB_LABEL] : undefined;
  }

  async close(): Promise<void> {
    await this.egressListening?.catch(() => {});
    await this.egress?.close();
  }

  imageExists(image: string): Promise<boolean> {
    return registryHasImage(this.cluster.registry, this.cluster.registryInsecure, image);
  }

  async inspect(labId: string): Promise<LabStatus> {
    const name = labObjectName(labId);
    const pod = await tolerate(this.core.readNamespacedPod({ name, namespace: this.namespace }), 404);
    if (pod) return podStatus(labId, pod);
    // No pod but its policy: stopped, startable again.
    return (await this.declaration(labId)) ? { labId, state: 'stopped' } : { labId, state: 'missing' };
  }

  async list(): Promise<LabStatus[]> {
    const labelSelector = K8S_LAB_LABEL;
    const [pods, policies] = await Promise.all([
      this.core.listNamespacedPod({ namespace: this.namespace, labelSelector }),
      this.networking.listNamespacedNetworkPolicy({ namespace: this.namespace, labelSelector }),
    ]);
    const statuses = new Map<string, LabStatus>();
    for (const policy of policies.items) {
      const labId = policy.metadata?.labels?.[K8S_LAB_LABEL];
      if (labId) statuses.set(labId, { labId, state: 'stopped' });
    }
    for (const pod of pods.items) {
      const labId = pod.metadata?.labels?.[K8S_LAB_LABEL];
      if (labId) statuses.set(labId, podStatus(labId, pod));
    }
    return [...statuses.values()];
  }

  exec(labId: string, options: ExecOptions): Promise<LabTerminal> {
    const target = { namespace: this.namespace, pod: labObjectName(labId), container: LAB_CONTAINER };
    return openPodTerminal(this.kubeConfig, target, options);
  }

  build(image: string, dockerfile: string, onLog: (line: string) => void): Promise<BuildResult> {
    return runBuildJob({ kubeConfig: this.kubeConfig, batch: this.batch, core: this.core }, this.cluster, {
      image,
      dockerfile,
      onLog,
    });
  }
}
