'use client';

import { privateContentRefusal } from '@learnbox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../user-info/use-user-info';
import { privateCoursesApi } from './org-admin-api';

const FIELD =
  'h-9 rounded-lg border border-line bg-surface px-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';
const BUTTON =
  'h-9 rounded-lg border border-line px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60';

const EVERYONE = '';

/**
 * In the studio: who sees this course or path. Shown only to admins and managers of organizations
 * that may create private content; the api checks the same rule (privateContentRefusal).
 */
export function StudioPrivateCourse({ kind, id }: { kind: 'course' | 'path'; id: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const organizations = (session.user?.organizations ?? []).filter(
    (org) =>
      privateContentRefusal(
        { canCreatePrivateContent: org.can_create_private_content },
        { isAdmin: org.is_admin, adminLevel: org.admin_level, isManager: org.is_manager },
      ) === null,
  );
  const ids = organizations.map((org) => org.organization_id);
  const current = useQuery({
    queryKey: ['private-course-of', kind, id, ids],
    enabled: ids.length > 0,
    queryFn: async () => {
      for (const organizationId of ids) {
        const result = await privateCoursesApi.list(organizationId);
        if (result.ok && result.data.courses.some((course) => course.id === id)) return organizationId;
      }
      return EVERYONE;
    },
  });
  const [choice, setChoice] = useState(EVERYONE);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  useEffect(() => {
    if (current.data !== undefined) setChoice(current.data);
  }, [current.data]);

  if (organizations.length === 0 || current.data === undefined) return null;
  const save = async () => {
    setBusy(true);
    setNotice(null);
    const result = choice
      ? await privateCoursesApi.makePrivate(choice, kind, id)
      : await privateCoursesApi.makePublic(current.data, kind, id);
    setBusy(false);
    if (!result.ok) {
      setNotice({ tone: 'error', text: result.errorText });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['private-course-of', kind, id] });
    const name = organizations.find((org) => org.organization_id === choice)?.name;
    setNotice({
      tone: 'info',
      text: name ? `Only members of ${name} see this ${kind} now.` : `Everyone can see this ${kind} now.`,
    });
  };
  return (
    <section className="rounded-xl border border-line p-4" data-testid="studio-private-course">
      <label htmlFor={`private-to-${id}`} className="block text-sm font-medium text-fg">
        Who sees this {kind}
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <select
          id={`private-to-${id}`}
          data-testid="studio-private-select"
          className={FIELD}
          value={choice}
          disabled={busy}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value={EVERYONE}>Everyone</option>
          {organizations.map((org) => (
            <option key={org.organization_id} value={org.organization_id}>
              Only members of {org.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={BUTTON}
          disabled={busy || choice === current.data}
          onClick={() => void save()}
          data-testid="studio-private-save"
        >
          Apply
        </button>
        {notice ? (
          <p
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`text-sm ${notice.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-muted'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}
