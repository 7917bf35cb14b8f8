import { apiRefs } from '@learnbox/contracts/route-refs';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverApi } from '../../../../../features/api-client/server-api';
import { highlightCode } from '../../../../../features/code-highlight/highlight';

type Props = { params: Promise<{ slug: string; shareId: string }> };

export const dynamic = 'force-dynamic';

async function load(params: Props['params']) {
  const { slug, shareId } = await params;
  const reply = await serverApi.call(apiRefs.projects.shared, { params: { shareId } });
  return reply.ok && reply.data.project.slug === slug ? reply.data : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  if (!page) return { title: 'Project' };
  // Shared by link only: not for search engines.
  return { title: `${page.learner_name}: ${page.project.title}`, robots: { index: false } };
}

/** A finished project's page: who built it, when, and their code for each task. */
export default async function FinishedProjectPage({ params }: Props) {
  const page = await load(params);
  if (!page) notFound();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" data-testid="finished-project">
      <p className="text-sm text-muted">
        <Link href={`/projects/${page.project.slug}`} className="hover:underline">
          {page.project.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-fg">
        {page.learner_name} built “{page.project.title}”
      </h1>
      <p className="mt-2 text-muted">
        Finished on {new Date(page.finished_at).toLocaleDateString('en', { dateStyle: 'long' })}. Every task
        passed its tests.
      </p>
      <ol className="mt-8 space-y-8">
        {page.tasks.map((task, index) => (
          <li key={task.title}>
            <h2 className="text-xl font-semibold text-fg">
              {index + 1}. {task.title}
            </h2>
            {task.files.map((file) => (
              <figure key={file.name} className="widget-frame mt-3">
                <figcaption className="widget-bar font-mono text-sm">{file.name}</figcaption>
                <pre className="code-block m-0 rounded-none border-0">
                  <code
                    className="hljs"
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output of escaped source
                    dangerouslySetInnerHTML={{ __html: highlightCode(file.content, page.project.language) }}
                  />
                </pre>
              </figure>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
