/** The outcome of choosing the active organization (spec section 4 "Active organization"). */
export interface ActiveOrganizationChoice<Id> {
  activeOrganizationId: Id | null;
  /** True when the caller must store the new id (it differs from what was stored). */
  store: boolean;
}

/**
 * Picks the active organization (spec section 4): the stored id if it is still among the
 * user's organizations, otherwise the first organization (which is then stored), and null with
 * no organizations (a stale stored id is then cleared: store is true). Ids are compared as text because the stored copy comes back from a cookie
 * or local storage as a string even when the server sends numbers.
 */
export function chooseActiveOrganization<Id extends string | number>(
  storedId: string | number | null | undefined,
  organizations: readonly { organization_id: Id }[],
): ActiveOrganizationChoice<Id> {
  const stored =
    storedId === null || storedId === undefined
      ? undefined
      : organizations.find((org) => String(org.organization_id) === String(storedId));
  if (stored) return { activeOrganizationId: stored.organization_id, store: false };
  const first = organizations[0];
  if (!first) return { activeOrganizationId: null, store: storedId !== null && storedId !== undefined };
  return { activeOrganizationId: first.organization_id, store: true };
}
