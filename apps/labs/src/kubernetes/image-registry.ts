import { clusterImage } from './lab-names';

const MANIFEST_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.docker.distribution.manifest.v2+json',
].join(', ');

/** The registry API's manifest address of an image (distribution spec: /v2/<name>/manifests/<tag>). */
export function manifestUrl(registry: string, insecure: boolean, image: string): string {
  const ref = clusterImage(registry, image);
  const at = ref.lastIndexOf('@');
  const colon = ref.lastIndexOf(':');
  const slash = ref.indexOf('/');
  const [path, reference] =
    at > 0
      ? [ref.slice(0, at), ref.slice(at + 1)]
      : colon > ref.lastIndexOf('/')
        ? [ref.slice(0, colon), ref.slice(colon + 1)]
        : [ref, 'latest'];
  const host = path.slice(0, slash);
  const name = path.slice(slash + 1);
  return `${insecure ? 'http' : 'https'}://${host}/v2/${name}/manifests/${reference}`;
}

/** Whether the cluster's registry has the image; the cluster has no image store of its own to ask. */
export async function registryHasImage(registry: string, insecure: boolean, image: string): Promise<boolean> {
  const url = manifestUrl(registry, insecure, image);
  const answer = await fetch(url, { method: 'HEAD', headers: { accept: MANIFEST_TYPES } }).catch(
    (error: Error) => {
      // fetch says only "fetch failed"; the reason (refused, DNS, TLS) is its cause.
      const reason = (error.cause as Error | undefined)?.message ?? error.message;
      throw new Error(`The image registry ${registry} could not be reached (${url}): ${reason}`);
    },
  );
  if (answer.status === 404) return false;
  if (answer.ok) return true;
  throw new Error(`The image registry answered ${answer.status} for ${url}`);
}
