import type { PreviewReply, ShotReply, WorkReply } from '@learnbox/contracts';

type ShotPreview = Extract<PreviewReply, { kind: 'shot' }>;

/**
 * A shot draft in the shape /answers/{slug} renders (ShotScreen), so the preview is the learner's
 * page: the widgets come mapped by the api exactly as published ones are. What only exists once
 * published (date, shares, the author's badge) is left empty.
 */
export function draftShotReply(
  work: Omit<WorkReply, 'document'> & { document: Record<string, unknown> },
  preview: ShotPreview,
): ShotReply {
  const list = (key: string) => (Array.isArray(work.document[key]) ? (work.document[key] as string[]) : []);
  return {
    id: work.id,
    slug: work.slug,
    title: preview.title,
    summary: preview.summary,
    tags: preview.tags,
    programming_tags: list('programming_tags'),
    topic_tags: list('topic_tags'),
    difficulty: preview.difficulty,
    readTime: preview.read_time,
    url: `/answers/${work.slug}`,
    published_at: null,
    content: preview.widgets,
    attributions: preview.attributions,
    license: preview.license,
    status: 'draft',
    content_revision: work.head_revision,
    shares: 0,
    author: { id: '', name: work.updated_by, bio: '', badge: null, item_count: 0 },
    updated_at: work.updated_at,
  };
}
