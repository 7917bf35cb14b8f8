import { dumpYaml } from '@kubernetes/client-node';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Pod } from 'kubernetes-models/v1/Pod';
import { Service } from 'kubernetes-models/v1/Service';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { LabSpec } from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import { homeClaim } from './home-claim';
import { buildJobName, imageBuildJob } from './image-build-job';
import { LIVE_HOST_POD_LABELS } from './lab-names';
import { labNetworkPolicy, labService } from './lab-network';
import { labPod } from './lab-pod';

/**
 * The objects the engine sends, in the form the client sends them, checked against the
 * Kubernetes API's own OpenAPI schema (kubernetes-models): types, required fields, enums.
 * No cluster runs here; this is as close to the API server's validation as this machine gets.
 */

const cluster: ClusterSettings = {
  namespace: 'learnbox-labs',
  registry: 'registry.learnbox:5000',
  registryInsecure: false,
  storageClass: 'standard',
  runtimeClass: 'gvisor',
  liveHost: { namespace: 'learnbox', podLabels: LIVE_HOST_POD_LABELS, proxyPort: 3128 },
  buildNamespace: 'learnbox-builds',
  kanikoImage: 'gcr.io/kaniko-project/executor:v1.23.2-debug',
};

const spec: LabSpec & { appPort: number } = {
  labId: '0b6f3f0e-58c1-4c4e-9d3a-2f6f2f8f1a11',
  image: 'learnbox/lab-node:abc123',
  memoryBytes: 256 * 1024 * 1024,
  cpus: 0.5,
  pids: 256,
  homeBytes: 512 * 1024 * 1024,
  homeVolume: 'lab-home-u1-l1',
  egress: true,
  appPort: 3000,
  capabilities: ['NET_BIND_SERVICE'],
  env: { HTTP_PROXY: 'http://learnbox-labs.learnbox:3128' },
};

const wire = (object: object) => parseYaml(dumpYaml(object));

describe('generated objects against the Kubernetes API schema', () => {
  it('pod, home claim, service, network policy and build job are valid', () => {
    expect(() => new Pod(wire(labPod(spec, cluster))).validate()).not.toThrow();
    expect(() => new PersistentVolumeClaim(wire(homeClaim(spec, cluster))).validate()).not.toThrow();
    expect(() => new Service(wire(labService(spec, cluster))).validate()).not.toThrow();
    expect(() => new NetworkPolicy(wire(labNetworkPolicy(spec, cluster))).validate()).not.toThrow();
    const job = imageBuildJob(
      spec.image,
      'FROM learnbox/lab-base:bookworm\n',
      buildJobName(spec.image, 'a'),
      cluster,
    );
    expect(() => new Job(wire(job)).validate()).not.toThrow();
  });

  it('the schema check refuses a wrongly typed field (it can fail)', () => {
    const pod = wire(labPod(spec, cluster));
    pod.spec.containers[0].ports[0].containerPort = 'three thousand';
    expect(() => new Pod(pod).validate()).toThrow(/containerPort must be integer/);
  });
});
