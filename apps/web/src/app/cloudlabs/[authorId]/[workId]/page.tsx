import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../../features/api-client/server-api';
import { pageMetadata } from '../../../../features/catalogue/page-metadata';
import { LabScreen } from '../../../../features/cloud-labs/lab-screen';
import { readServerCapabilities } from '../../../../features/feature-flags/server-flags';
import { MarkdownBlocks } from '../../../../features/widgets/markdown-text';
import '../../../../features/widgets/widgets.css';

type Params = Promise<{ authorId: string; workId: string }>;

/** A published lab by the ids of the spec's lab calls (/api/instances/{authorId}/{workId}/...). */
const loadLab = async (params: Params) => {
  const { authorId, workId } = await params;
  return serverApi.call(apiRefs.labs.detail, { params: { authorId, workId } });
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const lab = (await readServerCapabilities()).cloudLabs ? await loadLab(params) : null;
  if (!lab?.ok) return { title: 'Cloud lab not found' };
  return pageMetadata({
    title: `${lab.data.title} · Cloud labs`,
    description: lab.data.summary,
    path: `/cloudlabs/${lab.data.author_id}/${lab.data.work_id}`,
  });
}

/** Instructions that open with the lab's title as "# …": the page's own h1 says it already. */
function withoutTitle(markdown: string, title: string): string {
  const first = /^\s*#\s+(.+?)\s*(?:\n|$)/.exec(markdown);
  return first && first[1] === title ? markdown.slice(first[0].length) : markdown;
}

/** 404 while labs are not built or flagged off for this visitor, and for a lab that is not published. */
export default async function CloudLabPage({ params }: { params: Params }) {
  if (!(await readServerCapabilities()).cloudLabs) notFound();
  const lab = await loadLab(params);
  if (!lab.ok && (lab.status === 404 || lab.status === 400)) notFound();
  if (!lab.ok)
    return (
      <p role="alert" className="mx-auto max-w-7xl px-4 py-8 text-red-700 dark:text-red-300">
        {lab.errorText}
      </p>
    );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <LabScreen
        work={{ authorId: lab.data.author_id, workId: lab.data.work_id }}
        title={lab.data.title}
        jobs={lab.data.jobs}
        instructions={
          <MarkdownBlocks
            className="lesson-prose"
            markdown={withoutTitle(lab.data.instructions, lab.data.title)}
          />
        }
      />
    </div>
  );
}
