import { apiRefs } from '@learnbox/contracts/route-refs';
import { serverApi } from '../api-client/server-api';
import { EmptyState } from '../layout/empty-state';
import { PageContainer, PageIntro } from '../page-intro/page-intro';
import { TagChip } from './course-card';

export async function CategoriesScreen() {
  const tags = await serverApi.call(apiRefs.catalogue.tags);
  return (
    <PageContainer>
      <PageIntro eyebrow="Catalogue" title="Categories">
        <p>Every topic our courses, paths and answers cover, with how many of them teach it.</p>
      </PageIntro>
      {tags.ok && tags.data.tags.length > 0 ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Topics">
          {tags.data.tags.map((item) => (
            <li key={item.tag}>
              <TagChip tag={item.tag} count={item.count} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="No categories yet">
          {tags.ok ? 'Categories appear once courses are published.' : tags.errorText}
        </EmptyState>
      )}
    </PageContainer>
  );
}
