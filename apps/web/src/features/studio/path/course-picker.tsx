'use client';

import type { CatalogueItem } from '@learnbox/contracts';
import { apiRefs } from '@learnbox/contracts/route-refs';
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api-client/api-client';
import { SmallButton } from '../widgets/fields';

/** Finds published courses in the catalogue (the same search as /explore) to add to a path. */
export function CoursePicker({
  chosen,
  onPick,
}: {
  chosen: readonly string[];
  onPick: (course: { id: string; title: string }) => void;
}) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<CatalogueItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const reply = await api.call(apiRefs.catalogue.list, {
      query: { kind: 'course', page_size: 20, ...(query.trim() ? { q: query.trim() } : {}) },
    });
    if (!reply.ok) {
      setError(reply.errorText);
      return;
    }
    setResults(reply.data.items.filter((item): item is CatalogueItem => item.kind === 'course'));
  };

  return (
    <section aria-labelledby={`${searchId}-heading`} className="space-y-2">
      <h3 id={`${searchId}-heading`} className="text-sm font-semibold text-fg">
        Add a course from the catalogue
      </h3>
      <form onSubmit={search} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search courses
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Search courses"
          onChange={(event) => setQuery(event.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-sm text-fg"
        />
        <button
          type="submit"
          className="rounded-lg border border-line px-3 text-sm font-medium text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Search
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {results ? (
        <ul className="divide-y divide-line" aria-label="Courses found">
          {results.map((course) => (
            <li key={course.id} className="flex items-center justify-between gap-2 py-1.5 text-sm">
              <span className="text-fg">{course.title}</span>
              <SmallButton
                label={`Add ${course.title}`}
                disabled={chosen.includes(course.id)}
                onClick={() => onPick({ id: course.id, title: course.title })}
              >
                {chosen.includes(course.id) ? 'Added' : 'Add'}
              </SmallButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
