'use client';

import { canInOrganization, type OrganizationAction } from '@learnbox/domain';
import { type ComponentType, useEffect, useState } from 'react';
import { AssignmentsSection } from '../assignments/assignments-section';
import { ReportsSection } from '../assignments/reports-section';
import { CatalogueSection } from '../org-admin/catalogue-section';
import { RolesSection } from '../org-admin/roles-section';
import { SettingsSection } from '../org-admin/settings-section';
import { SsoSettingsSection } from '../org-host/sso-settings';
import type { DashboardSectionProps } from './dashboard-types';
import { TeamSection } from './team-panel';

interface DashboardSection {
  id: string;
  label: string;
  /** The organization action the section needs (the api's policy asks the same table). */
  action: OrganizationAction;
  Component: ComponentType<DashboardSectionProps>;
}

/** The dashboard's sections, in tab order. A feature adds its section here, one line each. */
const SECTIONS: DashboardSection[] = [
  { id: 'team', label: 'Team', action: 'manage', Component: TeamSection },
  { id: 'roles', label: 'Roles', action: 'manage', Component: RolesSection },
  { id: 'catalogue', label: 'Catalogue', action: 'configure', Component: CatalogueSection },
  { id: 'assignments', label: 'Assignments', action: 'assign', Component: AssignmentsSection },
  { id: 'reports', label: 'Reports', action: 'report', Component: ReportsSection },
  { id: 'settings', label: 'Settings', action: 'configure', Component: SettingsSection },
  { id: 'sso', label: 'Address and sign-in', action: 'configure', Component: SsoSettingsSection },
];

/** The tabs this member may open, and the open one. */
export function DashboardSections(props: DashboardSectionProps) {
  const allowed = SECTIONS.filter((section) => canInOrganization(props.membership, section.action));
  const [openId, setOpenId] = useState(allowed[0]?.id);
  // The team home links to a tab as /enterprise-dashboard#<id>.
  useEffect(() => {
    const wanted = window.location.hash.slice(1);
    if (wanted) setOpenId(wanted);
  }, []);
  const open = allowed.find((section) => section.id === openId) ?? allowed[0];
  if (!open) return null;
  return (
    <div className="mt-8">
      {allowed.length > 1 ? (
        <div
          role="tablist"
          aria-label="Dashboard sections"
          className="flex flex-wrap gap-2 border-b border-line"
        >
          {allowed.map((section) => (
            <button
              key={section.id}
              type="button"
              role="tab"
              id={`dashboard-tab-${section.id}`}
              aria-selected={section.id === open.id}
              aria-controls={`dashboard-panel-${section.id}`}
              data-testid={`dashboard-tab-${section.id}`}
              onClick={() => setOpenId(section.id)}
              className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold ${
                section.id === open.id
                  ? 'border-brand text-fg'
                  : 'border-transparent text-muted hover:text-fg'
              }`}
            >
              {section.label}
            </button>
          ))}
        </div>
      ) : null}
      <div role="tabpanel" id={`dashboard-panel-${open.id}`} aria-labelledby={`dashboard-tab-${open.id}`}>
        <open.Component {...props} />
      </div>
    </div>
  );
}
