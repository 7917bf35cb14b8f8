import type { V1Job, V1Pod, V1PodSpec } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import type { ClusterSettings } from './cluster-settings';
import { buildJobName, clusterDockerfile, imageBuildJob } from './image-build-job';
import { jobOutcome } from './image-build-runner';
import { manifestUrl } from './image-registry';
import { podStatus } from './kubernetes-engine';
import { LIVE_HOST_POD_LABELS } from './lab-names';
import { unlimitedContainers } from './pod-security';
import { execExitCode, resizeFrame } from './pod-terminal';

const cluster: ClusterSettings = {
  namespace: 'learnbox-labs',
  registry: 'registry.learnbox:5000',
  registryInsecure: true,
  liveHost: { namespace: 'learnbox', podLabels: LIVE_HOST_POD_LABELS, proxyPort: 3128 },
  buildNamespace: 'learnbox-builds',
  kanikoImage: 'gcr.io/kaniko-project/executor:v1.23.2-debug',
};

describe('image builds as Kaniko jobs', () => {
  it('points every FROM at the cluster registry, but not stage names or scratch', () => {
    const dockerfile = [
      'FROM learnbox/lab-base:bookworm AS base',
      'RUN apt-get install -y nodejs',
      'FROM --platform=linux/amd64 base',
      'from scratch',
      'COPY --from=base /x /x',
    ].join('\n');
    expect(clusterDockerfile(dockerfile, 'registry.learnbox:5000')).toBe(
      [
        'FROM registry.learnbox:5000/learnbox/lab-base:bookworm AS base',
        'RUN apt-get install -y nodejs',
        'FROM --platform=linux/amd64 base',
        'from scratch',
        'COPY --from=base /x /x',
      ].join('\n'),
    );
  });

  it('builds in the builds namespace, pushes to the registry, one attempt, with a deadline and limits', () => {
    const name = buildJobName('learnbox/lab-node:abc', 'k1');
    expect(name).toMatch(/^build-[0-9a-f]{16}-k1$/);
    const job = imageBuildJob('learnbox/lab-node:abc', 'FROM learnbox/lab-base:bookworm\n', name, cluster);
    expect(job.metadata).toMatchObject({ name, namespace: 'learnbox-builds' });
    expect(job.spec).toMatchObject({ backoffLimit: 0, activeDeadlineSeconds: 1800 });
    const pod = job.spec?.template.spec as V1PodSpec;
    expect(pod.automountServiceAccountToken).toBe(false);
    expect(unlimitedContainers(pod)).toEqual([]);
    expect(JSON.stringify(job)).not.toContain('hostPath');
    const kaniko = pod.containers[0];
    expect(kaniko?.securityContext).toEqual({ privileged: false, allowPrivilegeEscalation: false });
    expect(kaniko?.command?.[2]).toContain(
      '--destination=registry.learnbox:5000/learnbox/lab-node:abc --single-snapshot --insecure --insecure-pull',
    );
    expect(kaniko?.env).toEqual([
      { name: 'DOCKERFILE', value: 'FROM registry.learnbox:5000/learnbox/lab-base:bookworm\n' },
    ]);
    const secure = imageBuildJob('x:1', 'FROM x', name, { ...cluster, registryInsecure: false });
    expect(secure.spec?.template.spec?.containers[0]?.command?.[2]).not.toContain('--insecure');
  });

  it('reads the Job outcome from its conditions', () => {
    const job = (conditions: { type: string; status: string; message?: string }[]): V1Job => ({
      status: { conditions },
    });
    expect(jobOutcome({})).toBe('running');
    expect(jobOutcome(job([{ type: 'Complete', status: 'True' }]))).toBe('succeeded');
    expect(jobOutcome(job([{ type: 'Failed', status: 'False' }]))).toBe('running');
    expect(
      jobOutcome(
        job([{ type: 'Failed', status: 'True', message: 'Job was active longer than specified deadline' }]),
      ),
    ).toEqual({
      failed: 'Job was active longer than specified deadline',
    });
  });

  it('asks the registry for the manifest of the image it pushed', () => {
    expect(manifestUrl('registry.learnbox:5000', true, 'learnbox/lab-node:abc')).toBe(
      'http://registry.learnbox:5000/v2/learnbox/lab-node/manifests/abc',
    );
    expect(manifestUrl('reg.example/labs', false, 'learnbox/lab-base')).toBe(
      'https://reg.example/v2/labs/learnbox/lab-base/manifests/latest',
    );
    expect(manifestUrl('reg:5000', true, 'x/y@sha256:abcd')).toBe(
      'http://reg:5000/v2/x/y/manifests/sha256:abcd',
    );
  });
});

describe('lab states from pods', () => {
  const pod = (phase: string, terminated?: { exitCode: number; reason?: string }): V1Pod => ({
    status: { phase, containerStatuses: terminated ? [{ name: 'lab', state: { terminated } } as never] : [] },
  });

  it('maps Pending, Running, Succeeded and Failed, with the exit code and an OOM kill', () => {
    expect(podStatus('a', pod('Pending'))).toEqual({ labId: 'a', state: 'created' });
    expect(podStatus('a', pod('Running'))).toEqual({ labId: 'a', state: 'running' });
    expect(podStatus('a', pod('Failed', { exitCode: 137, reason: 'OOMKilled' }))).toEqual({
      labId: 'a',
      state: 'stopped',
      exitCode: 137,
      oomKilled: true,
    });
    // The phase lags the container: a terminated container is a stopped lab already.
    expect(podStatus('a', pod('Running', { exitCode: 0, reason: 'Completed' })).state).toBe('stopped');
    expect(podStatus('a', pod('Unknown'))).toEqual({ labId: 'a', state: 'stopped' });
  });
});

describe('exec protocol', () => {
  it('reads exit codes from the status frame; anything unclear is a failure', () => {
    expect(execExitCode({ status: 'Success' })).toBe(0);
    expect(
      execExitCode({
        status: 'Failure',
        reason: 'NonZeroExitCode',
        details: { causes: [{ reason: 'ExitCode', message: '3' }] },
      }),
    ).toBe(3);
    expect(execExitCode({ status: 'Failure', message: 'container not found' })).toBe(1);
  });

  it('resizes on channel 4 with the size as JSON', () => {
    const frame = resizeFrame(120, 40);
    expect(frame[0]).toBe(4);
    expect(JSON.parse(frame.subarray(1).toString())).toEqual({ Width: 120, Height: 40 });
  });
});
