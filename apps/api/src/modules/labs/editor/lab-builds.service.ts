import type { LabBuildLogReply, LabBuildStatusReply, RebuildLabImageReply } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  DomainError,
  dockerfileStartsFromBase,
  LAB_EDITOR_MESSAGES,
  LAB_MESSAGES,
  labImageName,
  STATUS,
} from '@learnbox/domain';
import { authorize, type LabEditor } from '../../../platform/policies';
import type { LabHost } from '../lab-host';
import { buildUrls } from './build-urls';
import { createLabEditorRepository, type LabBuildRow } from './lab-editor.repository';

type LabWork = { authorId: string; workId: string };

/** At most this many log lines per build-log answer; the editor asks again from `next`. */
const LOG_PAGE_LINES = 500;

/**
 * Image builds of a lab's Dockerfile (spec section 4 "Image build status", section 7 rebuild and
 * build status), for its authors only (the lab policy). The live host runs the build and keeps its
 * log; each status poll takes in only the lines the api has not stored yet, and the editor reads
 * only the lines it has not shown yet (it keeps the count, `from`).
 */
export function createLabBuildsService(deps: { db: Database; host: LabHost; now: () => Date }) {
  const { host, now } = deps;
  const repo = createLabEditorRepository(deps.db);

  async function editableLab(user: LabEditor | null, work: LabWork) {
    const lab = await repo.findLab(work.authorId, work.workId);
    authorize(user, 'edit', { kind: 'lab', authorEmail: lab?.authorEmail ?? null });
    if (!lab) throw new DomainError(LAB_MESSAGES.LAB_NOT_FOUND, STATUS.NOT_FOUND);
    return lab;
  }

  async function buildOf(user: LabEditor | null, work: LabWork, imageName: string): Promise<LabBuildRow> {
    const lab = await editableLab(user, work);
    const build = await repo.findBuild(lab.id, imageName);
    if (!build) throw new DomainError(LAB_MESSAGES.BUILD_NOT_FOUND, STATUS.NOT_FOUND);
    return build;
  }

  /** While PENDING: the host's lines past those stored, stored; the status it reports, recorded. */
  async function takeInProgress(build: LabBuildRow): Promise<string> {
    if (build.status !== 'PENDING') return build.status;
    const progress = await host.buildProgress(build.imageName, build.logLineCount);
    await repo.appendLogLines(build.id, build.logLineCount, progress.lines);
    if (progress.status !== 'PENDING') await repo.finishBuild(build, progress.status, now());
    return progress.status;
  }

  return {
    /** PUT rebuild url: a new image name per build; saving `dockerfile` first when one is sent. */
    async rebuild(user: LabEditor | null, work: LabWork, dockerfile?: string): Promise<RebuildLabImageReply> {
      const lab = await editableLab(user, work);
      if (dockerfile !== undefined && !dockerfileStartsFromBase(dockerfile))
        throw new DomainError(LAB_EDITOR_MESSAGES.INVALID_SETUP, STATUS.OPERATION_NOT_ALLOWED, {
          dockerfile: LAB_EDITOR_MESSAGES.DOCKERFILE_FROM,
        });
      if (dockerfile !== undefined) await repo.setDockerfile(lab.id, dockerfile);
      const buildNumber = await repo.nextBuildNumber(lab.id);
      const build = await repo.insertBuild({
        labId: lab.id,
        buildNumber,
        imageName: labImageName(lab.slug, buildNumber),
        dockerfile: dockerfile ?? lab.dockerfile,
      });
      try {
        await host.build({ image: build.imageName, dockerfile: build.dockerfile });
      } catch (error) {
        await repo.finishBuild(build, 'FAILURE', now());
        throw error;
      }
      return { image_name: build.imageName, ...buildUrls(work, build.imageName) };
    },

    /** GET build status url: PENDING, SUCCESS or FAILURE; reads no stored log line. */
    async status(user: LabEditor | null, work: LabWork, imageName: string): Promise<LabBuildStatusReply> {
      return { build_status: await takeInProgress(await buildOf(user, work, imageName)) };
    },

    /** The build's log from line `from` on (a page at a time) and its status. */
    async log(
      user: LabEditor | null,
      work: LabWork,
      imageName: string,
      from: number,
    ): Promise<LabBuildLogReply> {
      const build = await buildOf(user, work, imageName);
      const status = await takeInProgress(build);
      const lines = await repo.logLines(build.id, from, LOG_PAGE_LINES);
      return { lines, next: from + lines.length, build_status: status };
    },
  };
}
