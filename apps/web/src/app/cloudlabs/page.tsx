import { apiRefs } from '@learnbox/contracts/route-refs';
import { LAB_PAGE_MESSAGES } from '@learnbox/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverApi } from '../../features/api-client/server-api';
import { pageMetadata } from '../../features/catalogue/page-metadata';
import { LabCatalogue } from '../../features/cloud-labs/lab-catalogue';
import { OpenLabsScreen } from '../../features/cloud-labs/open-labs-screen';
import { readServerCapabilities } from '../../features/feature-flags/server-flags';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Cloud labs',
    description: LAB_PAGE_MESSAGES.CATALOGUE_INTRO,
    path: '/cloudlabs',
  });
}

/**
 * The catalogue of published labs and the learner's open lab; 404 while labs are not built or
 * their flag (capability_cloud_labs) is off for this visitor.
 */
export default async function CloudLabsPage() {
  if (!(await readServerCapabilities()).cloudLabs) notFound();
  const catalogue = await serverApi.call(apiRefs.labs.catalogue);
  const titles = Object.fromEntries(
    (catalogue.ok ? catalogue.data.labs : []).map((lab) => [`${lab.author_id}/${lab.work_id}`, lab.title]),
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-fg">Cloud labs</h1>
      <p className="mt-2 text-muted">{LAB_PAGE_MESSAGES.CATALOGUE_INTRO}</p>
      <section aria-labelledby="open-labs-title" className="mt-8">
        <h2 id="open-labs-title" className="text-xl font-semibold text-fg">
          {LAB_PAGE_MESSAGES.OPEN_LABS_TITLE}
        </h2>
        <OpenLabsScreen titles={titles} />
      </section>
      <section aria-labelledby="all-labs-title" className="mt-10">
        <h2 id="all-labs-title" className="text-xl font-semibold text-fg">
          {LAB_PAGE_MESSAGES.ALL_LABS_TITLE}
        </h2>
        {catalogue.ok ? (
          <LabCatalogue labs={catalogue.data.labs} />
        ) : (
          <p role="alert" className="mt-4 text-red-700 dark:text-red-300">
            {catalogue.errorText}
          </p>
        )}
      </section>
    </div>
  );
}
