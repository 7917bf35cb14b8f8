import { createHash } from 'node:crypto';
import type { V1Job } from '@kubernetes/client-node';
import type { ClusterSettings } from './cluster-settings';
import { clusterImage, K8S_PART_LABEL, K8S_PART_OF } from './lab-names';

export const BUILD_LABEL = 'learnbox.io/build';
export const BUILD_CONTAINER = 'kaniko';
/** A build that takes longer is stuck (apt mirrors hang); the Job is killed and the build fails. */
export const BUILD_DEADLINE_SECONDS = 30 * 60;

/**
 * Points every `FROM` at the cluster's registry, as the podman engine finds lab bases locally:
 * nothing outside is reachable. Stage aliases (`FROM build`) and `scratch` stay as they are.
 */
export function clusterDockerfile(dockerfile: string, registry: string): string {
  const stages = new Set<string>(['scratch']);
  return dockerfile
    .split('\n')
    .map((line) => {
      const from = /^(\s*FROM\s+(?:--\S+\s+)*)(\S+)(.*)$/i.exec(line);
      if (!from) return line;
      const [, head, image = '', tail = ''] = from;
      const alias = /\s+AS\s+(\S+)/i.exec(tail)?.[1];
      const rewritten = stages.has(image.toLowerCase()) ? image : clusterImage(registry, image);
      if (alias) stages.add(alias.toLowerCase());
      return `${head}${rewritten}${tail}`;
    })
    .join('\n');
}

/** A Job name per image and attempt: DNS label, short, and two builds of one image never collide. */
export function buildJobName(image: string, attempt: string): string {
  return `build-${createHash('sha256').update(image).digest('hex').slice(0, 16)}-${attempt}`.slice(0, 63);
}

/**
 * A Kaniko Job building a lab image in its own namespace and pushing it to the cluster's registry,
 * where lab pods pull it. Kaniko builds without a daemon or privileges but as root in its container,
 * so it runs in the builds namespace (Pod Security "baseline"), never among the labs.
 * The Dockerfile goes in an env variable (no ConfigMap, so no RBAC for one); the debug image's
 * busybox shell writes it to the build context.
 */
export function imageBuildJob(
  image: string,
  dockerfile: string,
  name: string,
  cluster: ClusterSettings,
): V1Job {
  const destination = clusterImage(cluster.registry, image);
  const args = [
    '--context=dir:///workspace',
    '--dockerfile=/workspace/Dockerfile',
    `--destination=${destination}`,
    '--single-snapshot',
    ...(cluster.registryInsecure ? ['--insecure', '--insecure-pull'] : []),
  ];
  const labels = { [K8S_PART_LABEL]: K8S_PART_OF, [BUILD_LABEL]: name };
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name, namespace: cluster.buildNamespace, labels },
    spec: {
      backoffLimit: 0,
      activeDeadlineSeconds: BUILD_DEADLINE_SECONDS,
      ttlSecondsAfterFinished: 3600,
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          containers: [
            {
              name: BUILD_CONTAINER,
              image: cluster.kanikoImage,
              command: [
                '/busybox/sh',
                '-c',
                `printf '%s' "$DOCKERFILE" > /workspace/Dockerfile && exec /kaniko/executor ${args.join(' ')}`,
              ],
              env: [{ name: 'DOCKERFILE', value: clusterDockerfile(dockerfile, cluster.registry) }],
              securityContext: { privileged: false, allowPrivilegeEscalation: false },
              resources: {
                limits: { memory: '2Gi', cpu: '1', 'ephemeral-storage': '10Gi' },
                requests: { memory: '512Mi', cpu: '250m', 'ephemeral-storage': '1Gi' },
              },
              volumeMounts: [{ name: 'workspace', mountPath: '/workspace' }],
            },
          ],
          volumes: [{ name: 'workspace', emptyDir: { sizeLimit: '10Gi' } }],
        },
      },
    },
  };
}
