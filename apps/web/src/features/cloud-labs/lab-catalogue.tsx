import type { LabSummary } from '@learnbox/contracts';
import { LAB_PAGE_MESSAGES } from '@learnbox/domain';
import Link from 'next/link';
import { InlineMarkdown } from '../widgets/markdown-text';
import { labPath } from './lab-path';

/** The published labs as cards, each a link to its lab page (server-rendered from GET /api/labs). */
export function LabCatalogue({ labs }: { labs: LabSummary[] }) {
  if (labs.length === 0) return <p className="mt-4 text-muted">{LAB_PAGE_MESSAGES.NO_LABS}</p>;
  return (
    <ul
      className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      aria-label={LAB_PAGE_MESSAGES.ALL_LABS_TITLE}
    >
      {labs.map((lab) => (
        <li key={`${lab.author_id}/${lab.work_id}`} data-testid="lab-card" data-work-id={lab.work_id}>
          <Link
            href={labPath(lab)}
            className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 hover:border-brand"
          >
            <span className="text-lg font-semibold text-fg">{lab.title}</span>
            <InlineMarkdown as="p" className="mt-2 text-muted" markdown={lab.summary} links={false} />
            <span className="mt-auto flex flex-wrap gap-2 pt-4 text-sm text-muted">
              {lab.track ? <span className="rounded-full bg-surface-2 px-2 py-0.5">{lab.track}</span> : null}
              {lab.has_preview ? (
                <span className="rounded-full bg-surface-2 px-2 py-0.5">{LAB_PAGE_MESSAGES.HAS_PREVIEW}</span>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
