'use client';

import type { CatalogueReply } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../api-client/api-client';
import { markdownToPlainText } from '../widgets/markdown-plain';

/** Results appear this long after the last keystroke: fast enough to feel instant, not per key. */
const DEBOUNCE_MS = 180;

/**
 * The search box of /explore: a plain GET form (works without JavaScript) that also shows the
 * best matches as you type.
 */
export function ExploreSearch({
  initialQuery,
  tag,
  kind = null,
}: {
  initialQuery: string;
  tag: string | null;
  kind?: string | null;
}) {
  const router = useRouter();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<CatalogueReply | null>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const latest = useRef(0);

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setResults(null);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q: text, page_size: '6' });
      if (tag) params.set('tag', tag);
      if (kind) params.set('kind', kind);
      const reply = await api.call(apiRefs.catalogue.list, { query: params });
      if (ticket !== latest.current) return;
      setResults(reply.ok ? reply.data : null);
      setOpen(true);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, tag, kind]);

  const corrections = results ? Object.values(results.search.corrections).flat() : [];
  return (
    <search className="relative mt-8 max-w-2xl">
      <form
        action="/explore"
        onSubmit={(event) => {
          event.preventDefault();
          const params = new URLSearchParams();
          if (query.trim()) params.set('q', query.trim());
          if (tag) params.set('tag', tag);
          if (kind) params.set('kind', kind);
          setOpen(false);
          router.push(`/explore${params.size ? `?${params}` : ''}`);
        }}
      >
        <label htmlFor="explore-q" className="sr-only">
          Search courses, paths and answers
        </label>
        <div className="flex gap-2">
          <input
            id="explore-q"
            name="q"
            type="search"
            data-testid="explore-search"
            value={query}
            autoComplete="off"
            placeholder="Search courses, lessons and answers"
            aria-controls={listId}
            aria-expanded={open && results !== null}
            role="combobox"
            aria-autocomplete="list"
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
            className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-brand"
          />
          {tag ? <input type="hidden" name="tag" value={tag} /> : null}
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          <button
            type="submit"
            className="h-12 shrink-0 rounded-xl bg-brand-solid px-5 text-sm font-semibold text-white hover:bg-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            Search
          </button>
        </div>
      </form>
      {open && results ? (
        <div
          id={listId}
          data-testid="instant-results"
          className="absolute inset-x-0 top-14 z-30 rounded-xl border border-line bg-surface p-2 shadow-xl"
        >
          <p className="px-3 py-1 text-xs text-muted" aria-live="polite">
            {results.total === 0
              ? 'Nothing matches yet. Try another word.'
              : `${results.total} ${results.total === 1 ? 'match' : 'matches'}`}
            {corrections.length ? ` · showing results for “${corrections.join('”, “')}” too` : ''}
          </p>
          <ul>
            {results.items.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.url}
                  data-testid="instant-result"
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span className="block font-medium text-fg">
                    {item.kind === 'shot' ? (
                      <span className="mr-2 rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand">
                        Answer
                      </span>
                    ) : null}
                    {item.title}
                  </span>
                  <span className="block text-xs text-muted">
                    {item.headline ?? markdownToPlainText(item.summary)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </search>
  );
}
