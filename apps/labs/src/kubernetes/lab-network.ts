import type { V1NetworkPolicy, V1NetworkPolicyPeer, V1Service } from '@kubernetes/client-node';
import type { LabSpec } from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import { K8S_LAB_LABEL, K8S_SPEC_ANNOTATION, labLabels, labObjectName } from './lab-names';

/** The cluster DNS as most distributions label it (CoreDNS keeps kube-dns's label). */
const CLUSTER_DNS: V1NetworkPolicyPeer = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
  podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
};

function liveHostPeer(cluster: ClusterSettings): V1NetworkPolicyPeer {
  return {
    namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': cluster.liveHost.namespace } },
    podSelector: { matchLabels: cluster.liveHost.podLabels },
  };
}

/** The lab's app port inside the cluster; the live host's preview proxies to it. */
export function labService(spec: LabSpec & { appPort: number }, cluster: ClusterSettings): V1Service {
  const home = spec.homeVolume ?? spec.labId;
  return {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: {
      name: labObjectName(spec.labId),
      namespace: cluster.namespace,
      labels: labLabels(spec.labId, home),
    },
    spec: {
      type: 'ClusterIP',
      selector: { [K8S_LAB_LABEL]: spec.labId },
      ports: [{ name: 'app', port: spec.appPort, targetPort: spec.appPort, protocol: 'TCP' }],
    },
  };
}

/**
 * One lab's traffic, on top of the namespace's default deny: in, only the live host to the app
 * port; out, nothing, or DNS and the live host's allow-list proxy when the lab declares egress.
 * It also carries the lab's declaration (annotation): it lives exactly as long as the lab, so a
 * stopped lab (pod deleted) can be started again, even by a restarted live host.
 */
export function labNetworkPolicy(spec: LabSpec, cluster: ClusterSettings): V1NetworkPolicy {
  const home = spec.homeVolume ?? spec.labId;
  const { env: _env, ...declaration } = spec;
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: {
      name: labObjectName(spec.labId),
      namespace: cluster.namespace,
      labels: labLabels(spec.labId, home),
      // env is kept too: the proxy variables labnet sets live there.
      annotations: { [K8S_SPEC_ANNOTATION]: JSON.stringify({ ...declaration, env: spec.env ?? {} }) },
    },
    spec: {
      podSelector: { matchLabels: { [K8S_LAB_LABEL]: spec.labId } },
      policyTypes: ['Ingress', 'Egress'],
      ingress: spec.appPort
        ? [{ _from: [liveHostPeer(cluster)], ports: [{ port: spec.appPort, protocol: 'TCP' }] }]
        : [],
      egress: spec.egress
        ? [
            {
              to: [CLUSTER_DNS],
              ports: [
                { port: 53, protocol: 'UDP' },
                { port: 53, protocol: 'TCP' },
              ],
            },
            { to: [liveHostPeer(cluster)], ports: [{ port: cluster.liveHost.proxyPort, protocol: 'TCP' }] },
          ]
        : [],
    },
  };
}
