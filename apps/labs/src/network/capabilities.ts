import { LAB_CAPABILITIES } from '@learnbox/domain';
/**
 * Capabilities a lab may ask for on top of nothing (every container drops ALL first): the
 * domain's LAB_CAPABILITIES, the same list the lab editor validates against. They only widen what
 * the learner can do to their own files and processes inside the container, or bind ports below
 * 1024 on its own loopback; none reaches the kernel, the network stack or other processes
 * (SYS_ADMIN, NET_ADMIN, NET_RAW, SYS_PTRACE, SYS_MODULE, … are refused).
 */
export const GRANTABLE_CAPABILITIES = LAB_CAPABILITIES;

const grantable = new Set<string>(GRANTABLE_CAPABILITIES);

/** `cap_chown`, `CAP_CHOWN` and `chown` all name CHOWN. */
function normalise(name: string): string {
  return name.trim().toUpperCase().replace(/^CAP_/, '');
}

/** The lab's capabilities split into those it gets and those it may not have (each once, in order). */
export function sortCapabilities(requested: readonly string[]): { granted: string[]; refused: string[] } {
  const names = [...new Set(requested.map(normalise).filter((name) => name !== ''))];
  return {
    granted: names.filter((name) => grantable.has(name)),
    refused: names.filter((name) => !grantable.has(name)),
  };
}
