'use client';

import type { StaffOrganization, StaffOrganizationBody } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api-client/api-client';
import { RowError, StaffRow, StaffTable, useRowSave } from './staff-table';

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
  const { saving, error, save: run } = useRowSave(onSaved);
  const save = (body: StaffOrganizationBody) =>
    run(() =>
      api.call(apiRefs.orgAdmin.staffUpdateOrganization, {
        params: { organizationId: organization.id },
        body,
      }),
    );
  return (
    <StaffRow
      testId={`staff-org-${organization.id}`}
      name={<span className="font-semibold">{organization.name}</span>}
      detail={
        <>
          <code>{organization.id}</code>, {organization.members}{' '}
          {organization.members === 1 ? 'member' : 'members'}
        </>
      }
    >
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
        <RowError error={error} />
      </td>
    </StaffRow>
  );
}

/** /staff/organizations: the switches only staff turn (private content, free onboarding seats). */
export function OrganizationsScreen() {
  const queryClient = useQueryClient();
  const organizations = useQuery({ queryKey: QUERY_KEY, queryFn: loadOrganizations, retry: false });
  const onSaved = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  return (
    <StaffTable
      query={organizations}
      titleId="staff-organizations-title"
      title="Organizations"
      intro="Free onboarding seats come on top of the paid seats; 0 turns them off."
      columns={['Organization', 'Private content', 'Free onboarding seats']}
      rows={(data) =>
        data.organizations.map((organization) => (
          <OrganizationRow
            key={`${organization.id}-${organization.free_onboarding_seats}`}
            organization={organization}
            onSaved={onSaved}
          />
        ))
      }
    />
  );
}
