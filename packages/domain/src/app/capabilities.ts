/**
 * What the product can do today. Pages advertise a capability only when it is built, so no card,
 * banner or plan promises a feature that does not exist; each later piece of work flips its own
 * entry when it lands (DESIGN.md section 1 lists the whole product).
 */
export const CAPABILITIES = {
  courses: true,
  paths: true,
  codeExecution: true,
  shots: true,
  teams: true,
  cloudLabs: true,
  projects: true,
  assessments: true,
  mockInterviews: true,
  aiCoach: true,
  certificates: true,
} as const satisfies Record<string, boolean>;

export type Capability = keyof typeof CAPABILITIES;

/** Keeps the items whose capability is built, in their order. */
export function onlyBuilt<T extends { capability: Capability }>(
  items: readonly T[],
  capabilities: Record<Capability, boolean> = CAPABILITIES,
): T[] {
  return items.filter((item) => capabilities[item.capability]);
}
