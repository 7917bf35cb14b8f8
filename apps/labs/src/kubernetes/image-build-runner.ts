import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type BatchV1Api, type CoreV1Api, type KubeConfig, Log, type V1Job } from '@kubernetes/client-node';
import type { BuildResult } from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import {
  BUILD_CONTAINER,
  BUILD_DEADLINE_SECONDS,
  BUILD_LABEL,
  buildJobName,
  imageBuildJob,
} from './image-build-job';
import { registryHasImage } from './image-registry';

const POLL_MS = 1000;
/** How long the verdict waits for the rest of the log once the Job has ended. */
const LOG_DRAIN_MS = 5000;

interface Clients {
  kubeConfig: KubeConfig;
  batch: BatchV1Api;
  core: CoreV1Api;
}

/** Done when the Job says so: a condition Complete or Failed (the deadline counts as Failed). */
export function jobOutcome(job: V1Job): 'running' | 'succeeded' | { failed: string } {
  for (const condition of job.status?.conditions ?? []) {
    if (condition.status !== 'True') continue;
    if (condition.type === 'Complete') return 'succeeded';
    if (condition.type === 'Failed')
      return { failed: condition.message ?? condition.reason ?? 'The build job failed' };
  }
  return 'running';
}

/** Splits a byte stream into lines for onLog; the last partial line comes out at the end. */
function lineWriter(onLog: (line: string) => void): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line) onLog(line);
      done();
    },
    final(done) {
      if (rest) onLog(rest);
      done();
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one image build as a Kaniko Job and streams its log. The image counts as built once the
 * Job completed AND the registry has it (a push that silently went elsewhere is a failure).
 */
export async function runBuildJob(
  clients: Clients,
  cluster: ClusterSettings,
  build: { image: string; dockerfile: string; onLog: (line: string) => void },
): Promise<BuildResult> {
  const namespace = cluster.buildNamespace;
  const name = buildJobName(build.image, Date.now().toString(36));
  let log: FollowedLog | undefined;
  try {
    await clients.batch.createNamespacedJob({
      namespace,
      body: imageBuildJob(build.image, build.dockerfile, name, cluster),
    });
    build.onLog(`Building ${build.image} as job ${namespace}/${name}`);
    const deadline = Date.now() + (BUILD_DEADLINE_SECONDS + 120) * 1000;
    let outcome: ReturnType<typeof jobOutcome> = 'running';
    while (outcome === 'running') {
      if (Date.now() > deadline) return { status: 'FAILURE', error: `The build job ${name} did not finish` };
      await sleep(POLL_MS);
      log ??= await followLog(clients, namespace, name, build.onLog);
      outcome = jobOutcome(await clients.batch.readNamespacedJob({ name, namespace }));
    }
    // The log's last lines (the push, the error) before the verdict: a build that ended before its
    // log was followed still has it to read.
    log ??= await followLog(clients, namespace, name, build.onLog);
    if (log) await Promise.race([log.ended, sleep(LOG_DRAIN_MS)]);
    if (outcome !== 'succeeded') return { status: 'FAILURE', error: outcome.failed };
    if (!(await registryHasImage(cluster.registry, cluster.registryInsecure, build.image)))
      return { status: 'FAILURE', error: `The build finished but the registry has no ${build.image}` };
    return { status: 'SUCCESS', image: build.image };
  } catch (error) {
    return { status: 'FAILURE', error: (error as Error).message };
  } finally {
    log?.stop.abort();
  }
}

interface FollowedLog {
  ended: Promise<unknown>;
  stop: AbortController;
}

/** Follows the build pod's log once its container has started; undefined while it has not. */
async function followLog(
  clients: Clients,
  namespace: string,
  job: string,
  onLog: (line: string) => void,
): Promise<FollowedLog | undefined> {
  const pods = await clients.core.listNamespacedPod({ namespace, labelSelector: `${BUILD_LABEL}=${job}` });
  const pod = pods.items[0];
  const state = pod?.status?.containerStatuses?.find((c) => c.name === BUILD_CONTAINER)?.state;
  if (!pod?.metadata?.name || !(state?.running || state?.terminated)) return undefined;
  const writer = lineWriter(onLog);
  const stop = await new Log(clients.kubeConfig).log(namespace, pod.metadata.name, BUILD_CONTAINER, writer, {
    follow: true,
  });
  return { ended: finished(writer).catch(() => {}), stop };
}
