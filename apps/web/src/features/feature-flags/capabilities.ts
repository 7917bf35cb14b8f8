import { CAPABILITIES, CAPABILITY_FLAGS, type Capability } from '@learnbox/domain';

/**
 * What this visitor can see: a capability that is built (CAPABILITIES) AND whose flag the api
 * turned on for them. `isOn` is the flag reader of where this runs (the server's map, or the
 * browser's OpenFeature client).
 */
export function capabilitiesFor(
  isOn: (flag: string) => boolean,
  built: Record<Capability, boolean> = CAPABILITIES,
): Record<Capability, boolean> {
  const entries = (Object.keys(built) as Capability[]).map(
    (capability) => [capability, built[capability] && isOn(CAPABILITY_FLAGS[capability])] as const,
  );
  return Object.fromEntries(entries) as Record<Capability, boolean>;
}
