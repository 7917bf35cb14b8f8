import { dumpYaml, type V1PodSpec } from '@kubernetes/client-node';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { LabSpec } from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import { homeClaim } from './home-claim';
import { K8S_LAB_CAPABILITIES, podCapabilities } from './lab-capabilities';
import { clusterImage, homeClaimName, K8S_SPEC_ANNOTATION, LIVE_HOST_POD_LABELS } from './lab-names';
import { labNetworkPolicy, labService } from './lab-network';
import { LAB_EPHEMERAL_STORAGE, labPod } from './lab-pod';
import { restrictedProblems, unlimitedContainers } from './pod-security';

const LAB_ID = '0b6f3f0e-58c1-4c4e-9d3a-2f6f2f8f1a11';
const HOME = 'lab-home-5a1e0c9d-6f7b-4a3e-8a8e-1c2d3e4f5a6b-0b6f3f0e-58c1-4c4e-9d3a-2f6f2f8f1a11';

const cluster: ClusterSettings = {
  namespace: 'learnbox-labs',
  registry: 'registry.learnbox:5000',
  registryInsecure: true,
  liveHost: { namespace: 'learnbox', podLabels: LIVE_HOST_POD_LABELS, proxyPort: 3128 },
  buildNamespace: 'learnbox-builds',
  kanikoImage: 'gcr.io/kaniko-project/executor:v1.23.2-debug',
};

const spec: LabSpec = {
  labId: LAB_ID,
  image: 'learnbox/lab-node:abc123',
  memoryBytes: 256 * 1024 * 1024,
  cpus: 1,
  pids: 256,
  homeBytes: 512 * 1024 * 1024,
  homeVolume: HOME,
  env: { GREETING: 'hi' },
};

/** What the API server receives: the client's own serializer (it renames fields such as _from). */
const wire = (object: object) => parseYaml(dumpYaml(object));

describe('lab pod', () => {
  const pod = labPod(spec, cluster);
  const podSpec = pod.spec as V1PodSpec;
  const lab = podSpec.containers[0];

  it('passes the Pod Security "restricted" level and limits every container', () => {
    expect(restrictedProblems(podSpec)).toEqual([]);
    expect(unlimitedContainers(podSpec)).toEqual([]);
  });

  it('runs as uid 1000, non-root, no escalation, no capabilities, read-only root, RuntimeDefault seccomp', () => {
    expect(podSpec.securityContext).toMatchObject({
      runAsUser: 1000,
      runAsGroup: 1000,
      runAsNonRoot: true,
      fsGroup: 1000,
      seccompProfile: { type: 'RuntimeDefault' },
    });
    for (const container of [...(podSpec.initContainers ?? []), lab]) {
      expect(container?.securityContext, container?.name).toEqual({
        runAsUser: 1000,
        runAsGroup: 1000,
        runAsNonRoot: true,
        allowPrivilegeEscalation: false,
        privileged: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
        seccompProfile: { type: 'RuntimeDefault' },
      });
    }
  });

  it('gets nothing from the node or the cluster: no token, no host namespaces, no service links', () => {
    expect(podSpec).toMatchObject({
      automountServiceAccountToken: false,
      enableServiceLinks: false,
      hostNetwork: false,
      hostPID: false,
      hostIPC: false,
      restartPolicy: 'Never',
    });
    expect(JSON.stringify(pod)).not.toContain('hostPath');
  });

  it('limits memory (requested in full), CPU and ephemeral storage', () => {
    expect(lab?.resources).toEqual({
      limits: { memory: String(256 * 1024 * 1024), cpu: '1', 'ephemeral-storage': LAB_EPHEMERAL_STORAGE },
      requests: { memory: String(256 * 1024 * 1024), cpu: '0.1', 'ephemeral-storage': '64Mi' },
    });
    expect(labPod({ ...spec, cpus: 0.05 }, cluster).spec?.containers[0]?.resources?.requests?.cpu).toBe(
      '0.05',
    );
  });

  it('mounts the home claim and RAM-backed /tmp and /run, and seeds a new home from the image', () => {
    expect(podSpec.volumes).toEqual([
      { name: 'home', persistentVolumeClaim: { claimName: homeClaimName(HOME) } },
      { name: 'tmp', emptyDir: { medium: 'Memory', sizeLimit: '64Mi' } },
      { name: 'run', emptyDir: { medium: 'Memory', sizeLimit: '8Mi' } },
    ]);
    expect(lab?.volumeMounts?.map((m) => m.mountPath)).toEqual(['/home/learner', '/tmp', '/run']);
    const seed = podSpec.initContainers?.[0];
    expect(seed?.image).toBe(lab?.image);
    expect(seed?.command?.slice(0, 2)).toEqual(['bash', '-c']);
    expect(seed?.command?.[2]?.split('\n')).toEqual([
      '[ -e /mnt/home/.learnbox-seeded ] && exit 0',
      'if [ -d /home/learner ]; then cp -r --preserve=mode,timestamps /home/learner/. /mnt/home/; fi',
      'touch /mnt/home/.learnbox-seeded',
    ]);
    expect(seed?.volumeMounts).toEqual([{ name: 'home', mountPath: '/mnt/home' }]);
  });

  it('pulls the image from the cluster registry and passes the environment', () => {
    expect(lab?.image).toBe('registry.learnbox:5000/learnbox/lab-node:abc123');
    expect(lab?.env).toEqual([
      { name: 'HOME', value: '/home/learner' },
      { name: 'TERM', value: 'xterm-256color' },
      { name: 'GREETING', value: 'hi' },
    ]);
    expect(lab?.command).toEqual(['sleep', 'infinity']);
    expect(podSpec.shareProcessNamespace).toBe(true);
  });

  it('points a lab with egress at the live host’s proxy, after its own env so it cannot redirect it', () => {
    expect(podSpec.containers[0]?.env?.map((e) => e.name)).not.toContain('HTTP_PROXY');
    expect(pod.metadata?.labels).not.toHaveProperty('learnbox.io/egress');
    const egress = labPod({ ...spec, egress: true, env: { HTTPS_PROXY: 'http://evil:1' } }, cluster);
    const env = Object.fromEntries((egress.spec?.containers[0]?.env ?? []).map((e) => [e.name, e.value]));
    const proxy = 'http://learnbox-labs.learnbox.svc:3128';
    expect(env).toMatchObject({
      HTTP_PROXY: proxy,
      HTTPS_PROXY: proxy,
      http_proxy: proxy,
      https_proxy: proxy,
    });
    expect(env.NO_PROXY).toBe('localhost,127.0.0.1,::1');
    expect(egress.metadata?.labels?.['learnbox.io/egress']).toBe('true');
  });

  it('labels the pod by lab and home; the home label is a digest (labels hold 63 characters)', () => {
    expect(pod.metadata?.name).toBe(`lab-${LAB_ID}`);
    expect(pod.metadata?.namespace).toBe('learnbox-labs');
    const labels = pod.metadata?.labels ?? {};
    expect(labels['learnbox.io/lab']).toBe(LAB_ID);
    expect(labels['learnbox.io/home']).toMatch(/^[0-9a-f]{40}$/);
    expect(Object.values(labels).every((value) => value.length <= 63)).toBe(true);
  });

  it('sets a runtime class only when configured, and the app port only when declared', () => {
    expect(podSpec.runtimeClassName).toBeUndefined();
    expect(lab?.ports).toBeUndefined();
    const sandboxed = labPod({ ...spec, appPort: 3000 }, { ...cluster, runtimeClass: 'gvisor' });
    expect(sandboxed.spec?.runtimeClassName).toBe('gvisor');
    expect(sandboxed.spec?.containers[0]?.ports).toEqual([
      { name: 'app', containerPort: 3000, protocol: 'TCP' },
    ]);
  });

  it('refuses a bad lab id or home name', () => {
    expect(() => labPod({ ...spec, labId: 'Bad_Id' }, cluster)).toThrow(/Invalid lab id "Bad_Id"/);
    expect(() => labPod({ ...spec, homeVolume: 'home/../x' }, cluster)).toThrow(/Invalid home volume/);
    expect(() => homeClaimName('a..b')).toThrow(/Invalid home volume/);
    expect(() => homeClaimName('x'.repeat(250))).toThrow(/Invalid home volume/);
    expect(homeClaimName('lab-home.v2')).toBe('home-lab-home.v2');
  });
});

describe('lab capabilities', () => {
  it('adds back only what the restricted level admits, in Kubernetes spelling', () => {
    expect(K8S_LAB_CAPABILITIES).toEqual(['NET_BIND_SERVICE']);
    expect(podCapabilities(['cap_net_bind_service', 'NET_BIND_SERVICE'])).toEqual(['NET_BIND_SERVICE']);
    const pod = labPod({ ...spec, capabilities: ['NET_BIND_SERVICE'] }, cluster);
    expect(pod.spec?.containers[0]?.securityContext?.capabilities).toEqual({
      drop: ['ALL'],
      add: ['NET_BIND_SERVICE'],
    });
    expect(restrictedProblems(pod.spec as V1PodSpec)).toEqual([]);
  });

  it('refuses the rest with a sentence naming them', () => {
    expect(() => podCapabilities(['SYS_ADMIN', 'CHOWN'])).toThrow(
      'This cluster\'s labs cannot add SYS_ADMIN, CHOWN: the Pod Security "restricted" level allows only NET_BIND_SERVICE.',
    );
    expect(() => labPod({ ...spec, capabilities: ['NET_ADMIN'] }, cluster)).toThrow(/cannot add NET_ADMIN/);
  });

  it('the restricted check notices what a lab pod must never have', () => {
    const podSpec = labPod(spec, cluster).spec as V1PodSpec;
    const lab = podSpec.containers[0];
    if (!lab) throw new Error('no container');
    const bad: V1PodSpec = {
      ...podSpec,
      hostPID: true,
      volumes: [...(podSpec.volumes ?? []), { name: 'root', hostPath: { path: '/' } }],
      containers: [
        {
          ...lab,
          resources: {},
          securityContext: { privileged: true, runAsUser: 0, capabilities: { add: ['SYS_ADMIN'] } },
        },
      ],
      securityContext: {},
    };
    expect(restrictedProblems(bad)).toEqual([
      'shares a host namespace',
      'volume root is hostPath',
      'lab is privileged',
      'lab may escalate privileges',
      'lab may run as root',
      'lab runs as uid 0',
      'lab has no seccomp profile',
      'lab keeps capabilities',
      'lab adds SYS_ADMIN',
    ]);
    expect(unlimitedContainers(bad)).toEqual(['lab']);
  });
});

describe('home claim', () => {
  it('requests the home size under the home name, kept per learner and lab', () => {
    const claim = homeClaim(spec, { ...cluster, storageClass: 'fast-ssd' });
    expect(claim.metadata?.name).toBe(`home-${HOME}`);
    expect(claim.metadata?.annotations).toEqual({ 'learnbox.io/home-volume': HOME });
    expect(claim.metadata?.labels?.['app.kubernetes.io/part-of']).toBe('learnbox-labs');
    expect(claim.spec).toEqual({
      accessModes: ['ReadWriteOnce'],
      storageClassName: 'fast-ssd',
      resources: { requests: { storage: String(512 * 1024 * 1024) } },
    });
    expect(homeClaim(spec, cluster).spec?.storageClassName).toBeUndefined();
    expect(homeClaimName('lab_home_x')).toBe('home-lab-home-x');
  });

  it('falls back to the lab id when the lab has no named home', () => {
    const { homeVolume: _home, ...unnamed } = spec;
    expect(homeClaim(unnamed, cluster).metadata?.name).toBe(`home-${LAB_ID}`);
    expect(labPod(unnamed, cluster).spec?.volumes?.[0]?.persistentVolumeClaim?.claimName).toBe(
      `home-${LAB_ID}`,
    );
  });
});

describe('lab service and network policy', () => {
  it('exposes the app port to the cluster under the lab name, selecting only its pod', () => {
    const service = labService({ ...spec, appPort: 8080 }, cluster);
    expect(service.metadata?.name).toBe(`lab-${LAB_ID}`);
    expect(service.spec).toEqual({
      type: 'ClusterIP',
      selector: { 'learnbox.io/lab': LAB_ID },
      ports: [{ name: 'app', port: 8080, targetPort: 8080, protocol: 'TCP' }],
    });
  });

  it('without egress or app port: no traffic in or out at all', () => {
    const policy = wire(labNetworkPolicy(spec, cluster));
    expect(policy.spec).toEqual({
      podSelector: { matchLabels: { 'learnbox.io/lab': LAB_ID } },
      policyTypes: ['Ingress', 'Egress'],
      ingress: [],
      egress: [],
    });
  });

  it('with an app port and egress: in from the live host only, out to DNS and its proxy only', () => {
    const policy = wire(labNetworkPolicy({ ...spec, appPort: 3000, egress: true }, cluster));
    const liveHost = {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'learnbox' } },
      podSelector: { matchLabels: { 'app.kubernetes.io/name': 'learnbox-labs' } },
    };
    expect(policy.spec.ingress).toEqual([{ from: [liveHost], ports: [{ port: 3000, protocol: 'TCP' }] }]);
    expect(policy.spec.egress).toEqual([
      {
        to: [
          {
            namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
            podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
          },
        ],
        ports: [
          { port: 53, protocol: 'UDP' },
          { port: 53, protocol: 'TCP' },
        ],
      },
      { to: [liveHost], ports: [{ port: 3128, protocol: 'TCP' }] },
    ]);
  });

  it('keeps the declaration so a stopped lab starts again as it was', () => {
    const declared = { ...spec, appPort: 3000, capabilities: ['NET_BIND_SERVICE'] };
    const policy = labNetworkPolicy(declared, cluster);
    const kept = JSON.parse(policy.metadata?.annotations?.[K8S_SPEC_ANNOTATION] ?? '{}');
    expect(kept).toEqual(declared);
    expect(labPod(kept, cluster)).toEqual(labPod(declared, cluster));
  });
});

describe('cluster image names', () => {
  it('puts unqualified names in the registry and keeps ones that name a host', () => {
    expect(clusterImage('registry.learnbox:5000/', 'learnbox/lab-base:bookworm')).toBe(
      'registry.learnbox:5000/learnbox/lab-base:bookworm',
    );
    expect(clusterImage('reg:5000', 'debian:bookworm')).toBe('reg:5000/debian:bookworm');
    expect(clusterImage('reg:5000', 'ghcr.io/x/y:1')).toBe('ghcr.io/x/y:1');
    expect(clusterImage('reg:5000', 'localhost:5000/y')).toBe('localhost:5000/y');
  });
});
