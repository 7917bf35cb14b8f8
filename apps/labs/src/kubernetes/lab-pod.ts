import type { V1Pod } from '@kubernetes/client-node';
import type { LabSpec } from '../engine/lab-engine';
import { LAB_USER } from '../images/base-image';
import type { ClusterSettings } from './cluster-settings';
import { podCapabilities } from './lab-capabilities';
import {
  clusterImage,
  homeClaimName,
  K8S_EGRESS_LABEL,
  LAB_CONTAINER,
  LIVE_HOST_SERVICE,
  labLabels,
  labObjectName,
} from './lab-names';

/** Writable scratch beside the home: RAM-backed (counted in the memory limit), as on podman. */
const TMP_SIZE = '64Mi';
const RUN_SIZE = '8Mi';
/** The container's logs and any emptyDir on disk; the root file system is read-only. */
export const LAB_EPHEMERAL_STORAGE = '256Mi';
/** What an idle lab reserves on a node; its limit is spec.cpus. Idle labs pack densely. */
const CPU_REQUEST = 0.1;
/** Marks a home already seeded with the image's /home/learner (the author's state). */
const SEEDED_MARK = '.learnbox-seeded';

const HOME_MOUNT = '/mnt/home';

/**
 * Every spelling tools read (curl and wget the lower-case ones, many others the upper-case ones),
 * pointing at the live host's allow-list proxy through its Service: the only address the lab's
 * NetworkPolicy lets it reach besides DNS.
 */
export function proxyEnv(cluster: ClusterSettings): Record<string, string> {
  const proxy = `http://${LIVE_HOST_SERVICE}.${cluster.liveHost.namespace}.svc:${cluster.liveHost.proxyPort}`;
  const local = 'localhost,127.0.0.1,::1';
  return {
    HTTP_PROXY: proxy,
    HTTPS_PROXY: proxy,
    http_proxy: proxy,
    https_proxy: proxy,
    NO_PROXY: local,
    no_proxy: local,
  };
}

/** Same restrictions for the seeding and the lab container: the Pod Security "restricted" level and more. */
function containerSecurity(capabilities: string[]) {
  return {
    runAsUser: LAB_USER.uid,
    runAsGroup: LAB_USER.gid,
    runAsNonRoot: true,
    allowPrivilegeEscalation: false,
    privileged: false,
    readOnlyRootFilesystem: true,
    capabilities: { drop: ['ALL'], ...(capabilities.length > 0 ? { add: capabilities } : {}) },
    seccompProfile: { type: 'RuntimeDefault' },
  };
}

/**
 * The pod a lab runs in: uid 1000, no privileges, no service account token, nothing from the node,
 * its home on its own claim, hard memory/CPU/disk limits. The pids limit is the kubelet's
 * podPidsLimit (a node setting, no pod field: deploy/README.md).
 */
export function labPod(spec: LabSpec, cluster: ClusterSettings): V1Pod {
  const home = spec.homeVolume ?? spec.labId;
  const capabilities = podCapabilities(spec.capabilities ?? []);
  const memory = String(spec.memoryBytes);
  const image = clusterImage(cluster.registry, spec.image);
  const homeVolume = { name: 'home', persistentVolumeClaim: { claimName: homeClaimName(home) } };
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: labObjectName(spec.labId),
      namespace: cluster.namespace,
      labels: { ...labLabels(spec.labId, home), ...(spec.egress ? { [K8S_EGRESS_LABEL]: 'true' } : {}) },
    },
    spec: {
      automountServiceAccountToken: false,
      enableServiceLinks: false,
      hostNetwork: false,
      hostPID: false,
      hostIPC: false,
      // The pause container becomes PID 1 and reaps the orphans of terminals (podman's --init).
      shareProcessNamespace: true,
      // A lab that dies (e.g. its memory limit killed it) stays dead and reads as stopped with its exit code.
      restartPolicy: 'Never',
      terminationGracePeriodSeconds: 2,
      ...(cluster.runtimeClass ? { runtimeClassName: cluster.runtimeClass } : {}),
      securityContext: {
        runAsUser: LAB_USER.uid,
        runAsGroup: LAB_USER.gid,
        runAsNonRoot: true,
        fsGroup: LAB_USER.gid,
        fsGroupChangePolicy: 'OnRootMismatch',
        seccompProfile: { type: 'RuntimeDefault' },
      },
      initContainers: [
        {
          // A new home starts as the author's state: the image's /home/learner, copied once as the learner.
          name: 'seed-home',
          image,
          command: [
            'bash',
            '-c',
            [
              `[ -e ${HOME_MOUNT}/${SEEDED_MARK} ] && exit 0`,
              `if [ -d ${LAB_USER.home} ]; then cp -r --preserve=mode,timestamps ${LAB_USER.home}/. ${HOME_MOUNT}/; fi`,
              `touch ${HOME_MOUNT}/${SEEDED_MARK}`,
            ].join('\n'),
          ],
          securityContext: containerSecurity([]),
          resources: { limits: { memory: '128Mi', cpu: '500m', 'ephemeral-storage': '16Mi' } },
          volumeMounts: [{ name: 'home', mountPath: HOME_MOUNT }],
        },
      ],
      containers: [
        {
          name: LAB_CONTAINER,
          image,
          command: ['sleep', 'infinity'],
          workingDir: LAB_USER.home,
          // The proxy variables come last: a lab's own env cannot point them elsewhere.
          env: Object.entries({
            HOME: LAB_USER.home,
            TERM: 'xterm-256color',
            ...spec.env,
            ...(spec.egress ? proxyEnv(cluster) : {}),
          }).map(([name, value]) => ({ name, value })),
          securityContext: containerSecurity(capabilities),
          resources: {
            limits: { memory, cpu: String(spec.cpus), 'ephemeral-storage': LAB_EPHEMERAL_STORAGE },
            // Memory requested in full: a node never promises more RAM than it has to its labs.
            requests: { memory, cpu: String(Math.min(CPU_REQUEST, spec.cpus)), 'ephemeral-storage': '64Mi' },
          },
          ...(spec.appPort ? { ports: [{ name: 'app', containerPort: spec.appPort, protocol: 'TCP' }] } : {}),
          volumeMounts: [
            { name: 'home', mountPath: LAB_USER.home },
            { name: 'tmp', mountPath: '/tmp' },
            { name: 'run', mountPath: '/run' },
          ],
        },
      ],
      volumes: [
        homeVolume,
        { name: 'tmp', emptyDir: { medium: 'Memory', sizeLimit: TMP_SIZE } },
        { name: 'run', emptyDir: { medium: 'Memory', sizeLimit: RUN_SIZE } },
      ],
    },
  };
}
