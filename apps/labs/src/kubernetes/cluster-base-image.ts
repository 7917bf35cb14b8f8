import { LAB_BASE_IMAGE } from '@learnbox/domain';
import type { LabEngine } from '../engine/lab-engine';

/**
 * On a cluster the base image is not built by the live host (mmdebstrap needs root on a machine,
 * not a restricted pod): an operator pushes it to the registry once (deploy/README.md). Lab builds
 * wait on this check, and fail with the sentence below when it is missing.
 */
export async function clusterLabBase(engine: LabEngine, registry: string): Promise<string> {
  if (await engine.imageExists(LAB_BASE_IMAGE)) return LAB_BASE_IMAGE;
  throw new Error(
    `${LAB_BASE_IMAGE} is not in the registry ${registry}: build it with the podman engine and push it there (deploy/README.md).`,
  );
}
