import type { OrgHostReply } from '@learnbox/contracts';

/**
 * The organization's name in the header of its own host, on its brand colour (a stripe and the
 * name's dot) so members see whose space they are in.
 */
export function OrgHostBadge({ org }: { org: Pick<OrgHostReply, 'name' | 'brand_color'> }) {
  const color = org.brand_color ?? 'var(--color-brand, #5553ff)';
  return (
    <span
      data-testid="org-host-name"
      className="ml-1 inline-flex max-w-[14rem] items-center gap-2 truncate rounded-full border border-line px-3 py-1 text-sm font-semibold text-fg"
      style={{ borderColor: color }}
    >
      <span
        aria-hidden="true"
        className="inline-block size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: color }}
      />
      <span className="truncate">{org.name}</span>
    </span>
  );
}

/** A thin band in the organization's colour along the top of the header. */
export function OrgHostStripe({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="org-host-stripe"
      className="h-1 w-full"
      style={{ backgroundColor: color }}
    />
  );
}
