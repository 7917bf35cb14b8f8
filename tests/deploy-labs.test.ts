import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { Role } from 'kubernetes-models/rbac.authorization.k8s.io/v1/Role';
import { RoleBinding } from 'kubernetes-models/rbac.authorization.k8s.io/v1/RoleBinding';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { parseLabsEnv } from '../apps/labs/src/config/env';
import { LIVE_HOST_POD_LABELS, LIVE_HOST_SERVICE } from '../apps/labs/src/kubernetes/lab-names';
import { restrictedProblems, unlimitedContainers } from '../apps/labs/src/kubernetes/pod-security';

/**
 * The cluster side of cloud labs in deploy/k8s: every manifest parses, nothing is privileged but
 * the runner (deploy/k8s/runner.yaml says why), nothing mounts a node path, every container has
 * limits, the labs namespace is "restricted" and closed by default, and the live host's RBAC
 * reaches only the labs' and builds' namespaces, for what a lab is made of.
 */

const ROOT = join(import.meta.dirname, '..');
const K8S_DIR = join(ROOT, 'deploy/k8s');
// biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field
type K8sObject = any;

const objects: { file: string; object: K8sObject }[] = readdirSync(K8S_DIR)
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(K8S_DIR, file), 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
      return { file, object: doc.toJS() as K8sObject };
    }),
  );
const ofKind = (kind: string): K8sObject[] =>
  objects.filter((o) => o.object?.kind === kind).map((o) => o.object);
const named = (kind: string, name: string, namespace?: string): K8sObject =>
  ofKind(kind).find(
    (o) => o.metadata.name === name && (namespace === undefined || o.metadata.namespace === namespace),
  );

const WORKLOAD_KINDS = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob'];
/** The pod spec inside any workload (a CronJob's is one level deeper). */
const podSpecOf = (workload: K8sObject): K8sObject =>
  workload.kind === 'CronJob' ? workload.spec.jobTemplate.spec.template.spec : workload.spec.template.spec;
const workloads = (): K8sObject[] => WORKLOAD_KINDS.flatMap(ofKind);

/** The runner's sandbox needs a privileged pod on its own tainted nodes (runner.yaml); nothing else may. */
const PRIVILEGED_ALLOWED = ['learnbox-runner'];

function privilegedWorkloads(list: K8sObject[]): string[] {
  return list
    .filter((w) =>
      [...(podSpecOf(w).initContainers ?? []), ...podSpecOf(w).containers].some(
        (c: K8sObject) =>
          c.securityContext?.privileged === true || c.securityContext?.allowPrivilegeEscalation === true,
      ),
    )
    .map((w) => w.metadata.name);
}

/** hostPath volumes or host namespaces anywhere in a manifest, by name. */
function hostAccess(list: K8sObject[]): string[] {
  return list
    .filter((w) => {
      const spec = podSpecOf(w);
      return (
        spec.hostNetwork ||
        spec.hostPID ||
        spec.hostIPC ||
        (spec.volumes ?? []).some((v: K8sObject) => v.hostPath)
      );
    })
    .map((w) => w.metadata.name);
}

const LABS_NAMESPACE = 'learnbox-labs';
const BUILDS_NAMESPACE = 'learnbox-builds';
const liveHost = () => named('Deployment', 'learnbox-labs', 'learnbox');

describe('deploy/k8s: every workload', () => {
  it('parses, and has workloads to check', () => {
    expect(objects.length).toBeGreaterThan(10);
    expect(
      workloads()
        .map((w) => w.metadata.name)
        .sort(),
    ).toEqual(['learnbox-api', 'learnbox-labs', 'learnbox-runner', 'learnbox-web']);
  });

  it('validates against the Kubernetes API schema (kubernetes-models), kind by kind', () => {
    const models: Record<string, new (data: K8sObject) => { validate(): void }> = {
      ConfigMap,
      Deployment,
      PersistentVolumeClaim,
      Ingress,
      Namespace,
      NetworkPolicy,
      Role,
      RoleBinding,
      Secret,
      Service,
      ServiceAccount,
    };
    for (const { file, object } of objects) {
      if (object.kind === 'Kustomization') continue;
      const Model = models[object.kind];
      expect(Model, `${file}: ${object.kind} has no schema check`).toBeDefined();
      if (Model) expect(() => new Model(object).validate(), `${file} ${object.metadata.name}`).not.toThrow();
    }
  });

  it('is privileged only where the runner is, and never mounts a node path or shares its namespaces', () => {
    expect(privilegedWorkloads(workloads())).toEqual(PRIVILEGED_ALLOWED);
    expect(hostAccess(workloads())).toEqual([]);
    expect(objects.map(({ file }) => readFileSync(join(K8S_DIR, file), 'utf8')).join('\n')).not.toMatch(
      /hostPath/,
    );
  });

  it('limits memory and CPU of every container', () => {
    for (const workload of workloads())
      expect(unlimitedContainers(podSpecOf(workload)), workload.metadata.name).toEqual([]);
  });

  it('the checks above can fail', () => {
    const runner = named('Deployment', 'learnbox-runner');
    const bad = structuredClone(liveHost());
    bad.spec.template.spec.volumes.push({ name: 'root', hostPath: { path: '/' } });
    bad.spec.template.spec.containers[0].securityContext.privileged = true;
    delete bad.spec.template.spec.containers[0].resources.limits.memory;
    expect(privilegedWorkloads([runner, bad])).toEqual(['learnbox-runner', 'learnbox-labs']);
    expect(hostAccess([bad])).toEqual(['learnbox-labs']);
    expect(unlimitedContainers(podSpecOf(bad))).toEqual(['labs']);
  });
});

describe('deploy/k8s: the labs namespace', () => {
  it('enforces Pod Security "restricted" on labs and "baseline" on builds', () => {
    const labels = (name: string) => named('Namespace', name).metadata.labels;
    expect(labels(LABS_NAMESPACE)).toMatchObject({
      'pod-security.kubernetes.io/enforce': 'restricted',
      'pod-security.kubernetes.io/audit': 'restricted',
      'pod-security.kubernetes.io/warn': 'restricted',
    });
    expect(labels(BUILDS_NAMESPACE)['pod-security.kubernetes.io/enforce']).toBe('baseline');
  });

  it('denies all traffic of every lab pod unless the lab’s own policy allows it', () => {
    const policies = ofKind('NetworkPolicy').filter((p) => p.metadata.namespace === LABS_NAMESPACE);
    expect(policies).toHaveLength(1);
    expect(policies[0].spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    expect(named('NetworkPolicy', 'deny-ingress', BUILDS_NAMESPACE).spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress'],
    });
  });

  it('is left where each manifest puts it: the kustomization does not rewrite namespaces', () => {
    const [kustomization] = ofKind('Kustomization');
    expect(kustomization.namespace).toBeUndefined();
    for (const { file, object } of objects) {
      if (['Namespace', 'Kustomization'].includes(object.kind)) continue;
      expect(object.metadata.namespace, `${file} ${object.kind} ${object.metadata.name}`).toMatch(
        /^learnbox/,
      );
    }
  });
});

describe('deploy/k8s: the live host', () => {
  it('runs as a restricted pod itself, with a read-only root and the labels lab policies admit', () => {
    const spec = podSpecOf(liveHost());
    expect(restrictedProblems(spec)).toEqual([]);
    expect(spec.containers[0].securityContext.readOnlyRootFilesystem).toBe(true);
    expect(liveHost().spec.template.metadata.labels).toMatchObject(LIVE_HOST_POD_LABELS);
    expect(liveHost().spec).toMatchObject({ replicas: 1, strategy: { type: 'Recreate' } });
    const service = named('Service', 'learnbox-labs', 'learnbox');
    expect(service.spec.selector).toEqual(liveHost().spec.selector.matchLabels);
  });

  it('is the only workload with an API token', () => {
    for (const workload of workloads()) {
      const spec = podSpecOf(workload);
      if (workload.metadata.name === 'learnbox-labs') {
        expect(spec.serviceAccountName).toBe('learnbox-labs');
        expect(spec.automountServiceAccountToken).toBe(true);
      } else {
        expect(spec.serviceAccountName, workload.metadata.name).toBeUndefined();
      }
    }
  });

  it('gets an environment its parser accepts, naming the namespaces these manifests create', () => {
    const container = podSpecOf(liveHost()).containers[0];
    const configMap = named('ConfigMap', 'learnbox-config').data;
    const env: Record<string, string> = {};
    if (container.envFrom?.some((f: K8sObject) => f.configMapRef?.name === 'learnbox-config'))
      Object.assign(env, configMap);
    for (const entry of container.env)
      env[entry.name] = entry.value ?? 'test-only-not-a-secret-0123456789abcdef';
    const config = parseLabsEnv(env);
    expect(config.port).toBe(container.ports[0].containerPort);
    expect(config.host).toBe('0.0.0.0');
    // Its state dir is a claim of its own (read-only root; records survive a restart).
    const state = container.volumeMounts.find((m: K8sObject) => m.mountPath === config.stateDir);
    const volume = podSpecOf(liveHost()).volumes.find((v: K8sObject) => v.name === state?.name);
    expect(
      named('PersistentVolumeClaim', volume?.persistentVolumeClaim?.claimName, 'learnbox'),
    ).toBeDefined();
    expect(config.cluster).toMatchObject({
      namespace: LABS_NAMESPACE,
      buildNamespace: BUILDS_NAMESPACE,
      liveHost: { namespace: liveHost().metadata.namespace, podLabels: LIVE_HOST_POD_LABELS },
    });
    expect(configMap.LABS_URL).toBe(`http://learnbox-labs:${config.port}`);
    // Labs' proxy variables name this Service and port (lab-pod.ts proxyEnv).
    const service = named('Service', LIVE_HOST_SERVICE, 'learnbox');
    const proxy = service.spec.ports.find((p: K8sObject) => p.name === 'proxy');
    expect(proxy.port).toBe(config.cluster?.liveHost.proxyPort);
    expect(container.ports.find((p: K8sObject) => p.name === 'proxy').containerPort).toBe(proxy.port);
  });
});

describe('deploy/docker/labs.Dockerfile', () => {
  const dockerfile = readFileSync(join(ROOT, 'deploy/docker/labs.Dockerfile'), 'utf8');

  it('copies only sources that exist and starts the live host as npm start does, not as root', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) =>
      (m[1] ?? '').split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(existsSync(join(ROOT, source)), source).toBe(true);
    expect(dockerfile).toContain('CMD ["node", "--import", "tsx", "apps/labs/src/main.ts"]');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toContain('EXPOSE 4200');
  });
});

describe('deploy/k8s: RBAC', () => {
  const LAB_RESOURCES = ['networkpolicies', 'persistentvolumeclaims', 'pods', 'pods/exec', 'services'];

  it('has no cluster-wide roles or bindings', () => {
    expect(ofKind('ClusterRole')).toEqual([]);
    expect(ofKind('ClusterRoleBinding')).toEqual([]);
  });

  it('lets the live host manage only what labs are made of, in the labs namespace', () => {
    const role = named('Role', 'learnbox-labs', LABS_NAMESPACE);
    const resources = role.rules.flatMap((rule: K8sObject) => rule.resources);
    expect([...resources].sort()).toEqual(LAB_RESOURCES);
    const builds = named('Role', 'learnbox-labs-builds', BUILDS_NAMESPACE);
    expect(builds.rules.flatMap((rule: K8sObject) => rule.resources).sort()).toEqual([
      'jobs',
      'pods',
      'pods/log',
    ]);
  });

  it('never grants wildcards, secrets or escalation verbs', () => {
    for (const role of ofKind('Role')) {
      expect([LABS_NAMESPACE, BUILDS_NAMESPACE]).toContain(role.metadata.namespace);
      for (const rule of role.rules) {
        for (const field of ['apiGroups', 'resources', 'verbs'])
          expect(rule[field], role.metadata.name).not.toContain('*');
        expect(rule.resources).not.toContain('secrets');
        for (const verb of ['escalate', 'bind', 'impersonate']) expect(rule.verbs).not.toContain(verb);
      }
    }
  });

  it('binds each Role in its own namespace to the live host’s service account only', () => {
    const bindings = ofKind('RoleBinding');
    expect(bindings).toHaveLength(2);
    for (const binding of bindings) {
      expect(binding.roleRef.kind).toBe('Role');
      expect(named('Role', binding.roleRef.name, binding.metadata.namespace)).toBeDefined();
      expect(binding.subjects).toEqual([
        { kind: 'ServiceAccount', name: 'learnbox-labs', namespace: 'learnbox' },
      ]);
    }
    expect(named('ServiceAccount', 'learnbox-labs', 'learnbox')).toBeDefined();
  });
});
