import type { LabCatalogueReply, LabDetailReply, LabSummary } from '@learnbox/contracts';
import { DomainError, LAB_MESSAGES, STATUS, toLearnerJobs } from '@learnbox/domain';
import type { LabRow, LabsRepository } from '../labs.repository';

function summaryOf(lab: LabRow): LabSummary {
  return {
    author_id: lab.authorId,
    work_id: lab.id,
    slug: lab.slug,
    title: lab.title,
    summary: lab.summary,
    track: lab.track,
    has_preview: lab.appPort !== null,
  };
}

/** GET /api/labs: every published lab; drafts stay with their authors. */
export async function labCatalogue(repo: LabsRepository): Promise<LabCatalogueReply> {
  return { labs: (await repo.publishedLabs()).map(summaryOf) };
}

/** GET /api/labs/:authorId/:workId: a published lab with its runnable jobs, or the same 404 for a draft and a made-up id. */
export async function labDetail(
  repo: LabsRepository,
  work: { authorId: string; workId: string },
): Promise<LabDetailReply> {
  const lab = await repo.findLab(work.authorId, work.workId);
  if (!lab?.published) throw new DomainError(LAB_MESSAGES.LAB_NOT_FOUND, STATUS.NOT_FOUND);
  const [{ runners }, jobs] = await Promise.all([repo.labSetup(lab.id), repo.jobs(lab.id)]);
  return {
    ...summaryOf(lab),
    instructions: lab.instructions,
    test_runners: runners.map((runner) => ({ id: runner.id, name: runner.name })),
    // Rows store "no file" as null; the domain's job has it optional.
    jobs: toLearnerJobs(jobs.map((job) => ({ ...job, inputFileName: job.inputFileName ?? undefined }))),
  };
}
