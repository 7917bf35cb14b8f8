'use client';

import type { StaffOrganization, StaffOrganizationBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api-client/api-client';

const QUERY_KEY = ['staff', 'organizations'] as const;

async function loadOrganizations() {
  const reply = await api.call(apiRefs.orgAdmin.staffOrganizations);
  if (!reply.ok) throw new Error(reply.errorText);
  return reply.data;
}

/** One organization: the private-content switch saves at once, the free seats on Save. */
function OrganizationRow({
  organization,
  onSaved,
}: {
  organization: StaffOrganization;
  onSaved: () => Promise<void>;
}) {
  const [seats, setSeats] = useState(String(organization.free_onboarding_seats));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async (body: StaffOrganizationBody) => {
    setSaving(true);
    setError(null);
    const reply = await api.call(apiRefs.orgAdmin.staffUpdateOrganization, {
      params: { organizationId: organization.id },
      body,
    });
    setSaving(false);
    if (!reply.ok) setError(reply.errorText);
    else await onSaved();
  };
  return (
    <tr className="border-t border-line" data-testid={`staff-org-${organization.id}`}>
      <td className="py-2 pr-4 align-top">
        <span className="font-semibold">{organization.name}</span>
        <p className="text-sm text-muted">
          <code>{organization.id}</code>, {organization.members}{' '}
          {organization.members === 1 ? 'member' : 'members'}
        </p>
      </td>
      <td className="py-2 pr-4 align-top">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            data-testid={`staff-org-private-${organization.id}`}
            checked={organization.can_create_private_content}
            disabled={saving}
            onChange={(event) => void save({ can_create_private_content: event.target.checked })}
          />
          May make courses private
        </label>
      </td>
      <td className="py-2 align-top">
        <form
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save({ free_onboarding_seats: Number(seats) });
          }}
        >
          <input
            type="number"
            min={0}
            step={1}
            aria-label={`Free onboarding seats of ${organization.name}`}
            data-testid={`staff-org-seats-${organization.id}`}
            value={seats}
            onChange={(event) => setSeats(event.target.value)}
            className="w-24 rounded-lg border border-line bg-surface px-2 py-1 text-sm"
          />
          <button
            type="submit"
            disabled={saving}
            data-testid={`staff-org-seats-save-${organization.id}`}
            className="rounded-lg border border-line px-3 py-1 text-sm"
          >
            Save
          </button>
        </form>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/** /staff/organizations: the switches only staff turn (private content, free onboarding seats). */
export function OrganizationsScreen() {
  const queryClient = useQueryClient();
  const organizations = useQuery({ queryKey: QUERY_KEY, queryFn: loadOrganizations, retry: false });
  const onSaved = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  if (organizations.isPending) return <p className="text-muted">Loading…</p>;
  if (organizations.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {organizations.error.message}
      </p>
    );
  return (
    <section aria-labelledby="staff-organizations-title">
      <h2 id="staff-organizations-title" className="text-xl font-semibold text-fg">
        Organizations
      </h2>
      <p className="mt-1 text-sm text-muted">
        Free onboarding seats come on top of the paid seats; 0 turns them off.
      </p>
      <table className="mt-4 w-full text-left">
        <thead>
          <tr className="text-sm text-muted">
            <th className="pb-2 font-medium">Organization</th>
            <th className="pb-2 font-medium">Private content</th>
            <th className="pb-2 font-medium">Free onboarding seats</th>
          </tr>
        </thead>
        <tbody>
          {organizations.data.organizations.map((organization) => (
            <OrganizationRow
              key={`${organization.id}-${organization.free_onboarding_seats}`}
              organization={organization}
              onSaved={onSaved}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
