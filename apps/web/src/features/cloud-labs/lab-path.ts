/** A lab page's address: the ids of the spec's lab calls (/api/instances/{authorId}/{workId}/…). */
export function labPath(lab: { author_id: string; work_id: string }): string {
  return `/cloudlabs/${encodeURIComponent(lab.author_id)}/${encodeURIComponent(lab.work_id)}`;
}
