import type { V1PersistentVolumeClaim } from '@kubernetes/client-node';
import type { LabSpec } from '../engine/lab-engine';
import type { ClusterSettings } from './cluster-settings';
import { homeClaimName, homeLabels } from './lab-names';

/** The home's name, unabridged (its label is a digest). */
export const K8S_HOME_ANNOTATION = 'learnbox.io/home-volume';

/**
 * A learner's home: one claim per home name, kept when the lab's pod goes (stop, session end) and
 * deleted only by remove (reset). Its size is the hard quota, as the podman engine's ext4 file.
 */
export function homeClaim(spec: LabSpec, cluster: ClusterSettings): V1PersistentVolumeClaim {
  const home = spec.homeVolume ?? spec.labId;
  return {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: {
      name: homeClaimName(home),
      namespace: cluster.namespace,
      labels: homeLabels(home),
      annotations: { [K8S_HOME_ANNOTATION]: home },
    },
    spec: {
      accessModes: ['ReadWriteOnce'],
      ...(cluster.storageClass ? { storageClassName: cluster.storageClass } : {}),
      resources: { requests: { storage: String(spec.homeBytes) } },
    },
  };
}
