/** The spec's "build status url" and the build log's, for one build of a lab (apiRoutes.labs paths). */
export function buildUrls(work: { authorId: string; workId: string }, imageName: string) {
  const base = `/api/labs/${encodeURIComponent(work.authorId)}/${encodeURIComponent(work.workId)}/image`;
  const image = encodeURIComponent(imageName);
  return {
    build_status_url: `${base}/build-status?image_name=${image}`,
    build_log_url: `${base}/build-log?image_name=${image}`,
  };
}
