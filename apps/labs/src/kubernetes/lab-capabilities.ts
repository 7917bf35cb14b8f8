/**
 * Capabilities a lab pod may add back after dropping ALL. The labs namespace enforces the Pod
 * Security "restricted" level, which admits NET_BIND_SERVICE and nothing else, so this list is
 * narrower than the podman engine's: a lab declaring e.g. CHOWN runs on podman but is refused here
 * with a sentence naming it, instead of a pod the admission controller rejects later.
 * (Labs run as uid 1000 without ambient capabilities, so even an added one only matters to
 * binaries carrying file capabilities.)
 */
export const K8S_LAB_CAPABILITIES: readonly string[] = ['NET_BIND_SERVICE'];

/** The declared capabilities in Kubernetes' spelling (no CAP_ prefix), or an error naming the refused ones. */
export function podCapabilities(declared: readonly string[]): string[] {
  const names = [...new Set(declared.map((name) => name.trim().toUpperCase().replace(/^CAP_/, '')))];
  const refused = names.filter((name) => !K8S_LAB_CAPABILITIES.includes(name));
  if (refused.length > 0)
    throw new Error(
      `This cluster's labs cannot add ${refused.join(', ')}: the Pod Security "restricted" level allows only ${K8S_LAB_CAPABILITIES.join(', ')}.`,
    );
  return names;
}
