import Link from 'next/link';

/** Query parameters of a list page (/explore, /answers); empty values are left out of URLs. */
export type ListParams = Record<string, string | undefined>;

/** The page's parameters as a query string, empty ones left out. */
export function listSearch(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return search;
}

/** The URL of a list page with some parameters changed. */
export function listHref(basePath: string, params: ListParams, change: ListParams): string {
  const search = listSearch({ ...params, ...change });
  return `${basePath}${search.size ? `?${search}` : ''}`;
}

/** A row of links that each show the list another way (sort, kind); the current one is marked. */
export function OptionLinks({
  label,
  options,
  testId,
  className = '',
}: {
  label: string;
  options: { key: string; label: string; href: string; current: boolean }[];
  testId?: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`flex flex-wrap gap-1 text-sm ${className}`}>
      {options.map((option) => (
        <Link
          key={option.key}
          href={option.href}
          aria-current={option.current ? 'true' : undefined}
          data-testid={testId}
          className="rounded-lg px-3 py-1.5 text-muted hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:bg-surface-2 aria-[current=true]:font-semibold aria-[current=true]:text-fg"
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next links with "Page n of m"; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-4 text-sm">
      {page > 1 ? (
        <Link
          href={href(page - 1)}
          rel="prev"
          className="font-semibold text-brand"
          data-testid="previous-page"
        >
          Previous page
        </Link>
      ) : null}
      <span className="text-muted">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className="font-semibold text-brand" data-testid="next-page">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
