import type { LabEditorListReply, LabSetupBody, LabSetupReply } from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  createEnvVarEntry,
  DomainError,
  isValidLabSlug,
  LAB_CAPABILITIES,
  LAB_EDITOR_MESSAGES,
  LAB_MESSAGES,
  LAB_SETUP_LIMITS,
  type LabSetup,
  STATUS,
  slugFromTitle,
  starterDockerfile,
  validateLabSetup,
} from '@learnbox/domain';
import { authorize, type LabEditor, labPolicy } from '../../../platform/policies';
import { buildUrls } from './build-urls';
import { createLabEditorRepository, type EditorLabRow } from './lab-editor.repository';

type LabWork = { authorId: string; workId: string };

/** The lab editor's use cases (/cloudlabeditor): every one goes through the lab policy first. */
export function createLabEditorService(db: Database) {
  const repo = createLabEditorRepository(db);

  /** The lab, once the policy let this user edit it (404 unknown, 403 not its author). */
  async function editableLab(user: LabEditor | null, work: LabWork): Promise<EditorLabRow> {
    const lab = await repo.findLab(work.authorId, work.workId);
    authorize(user, 'edit', { kind: 'lab', authorEmail: lab?.authorEmail ?? null });
    if (!lab) throw new DomainError(LAB_MESSAGES.LAB_NOT_FOUND, STATUS.NOT_FOUND);
    return lab;
  }

  async function setupOf(lab: EditorLabRow): Promise<LabSetupReply> {
    const [{ jobs, testRunners, envs }, latest] = await Promise.all([
      repo.lists(lab.id),
      repo.latestBuild(lab.id),
    ]);
    return {
      author_id: lab.authorId,
      work_id: lab.id,
      slug: lab.slug,
      published: lab.published,
      image_name: lab.imageName,
      title: lab.title,
      summary: lab.summary,
      instructions: lab.instructions,
      dockerfile_name: lab.dockerfileName,
      dockerfile: lab.dockerfile,
      app_port: lab.appPort,
      memory_mb: lab.memoryMb,
      capabilities: lab.capabilities,
      egress_allow_list: lab.egressAllowList,
      track: lab.track,
      jobs: jobs.map((job) => ({
        key: job.key,
        name: job.name,
        runScript: job.runScript,
        ...(job.inputFileName ? { inputFileName: job.inputFileName } : {}),
        runInLiveContainer: job.runInLiveContainer,
      })),
      test_runners: testRunners.map(({ id, name, testScript }) => ({ id, name, testScript })),
      envs: envs.map(({ labId: _lab, ...env }) => env),
      latest_build: latest
        ? {
            image_name: latest.imageName,
            build_status: latest.status,
            ...buildUrls({ authorId: lab.authorId, workId: lab.id }, latest.imageName),
          }
        : null,
      allowed_capabilities: [...LAB_CAPABILITIES],
    };
  }

  return {
    /** The labs of every author this user may write as (staff: all), newest change first. */
    async list(user: LabEditor): Promise<LabEditorListReply> {
      const authors = (await repo.authors()).filter(
        (author) => labPolicy(user, 'edit', { kind: 'lab', authorEmail: author.email }).allow,
      );
      const labs = await repo.labsOf(authors.map((author) => author.id));
      return {
        authors: authors.map((author) => ({ author_id: author.id, name: author.name })),
        labs: labs.map((lab) => ({
          author_id: lab.authorId,
          work_id: lab.id,
          slug: lab.slug,
          title: lab.title,
          published: lab.published,
          image_name: lab.imageName,
          updated_at: lab.updatedAt.toISOString(),
        })),
      };
    },

    /** A new unpublished lab of `authorId` with a starter Dockerfile; its work id is `lab-{slug}`. */
    async create(user: LabEditor | null, body: { author_id: string; title: string; slug?: string }) {
      const author = await repo.findAuthor(body.author_id);
      if (!author && user) throw new DomainError(LAB_EDITOR_MESSAGES.AUTHOR_NOT_FOUND, STATUS.NOT_FOUND);
      authorize(user, 'create', { kind: 'lab', authorEmail: author?.email ?? null });
      const title = body.title.trim();
      if (title === '')
        throw new DomainError(LAB_EDITOR_MESSAGES.INVALID_SETUP, STATUS.OPERATION_NOT_ALLOWED, {
          title: LAB_EDITOR_MESSAGES.TITLE_REQUIRED,
        });
      const slug = body.slug?.trim() || slugFromTitle(title);
      if (!isValidLabSlug(slug))
        throw new DomainError(LAB_EDITOR_MESSAGES.INVALID_SETUP, STATUS.OPERATION_NOT_ALLOWED, {
          slug: LAB_EDITOR_MESSAGES.SLUG_FORMAT,
        });
      const id = `lab-${slug}`;
      if (await repo.slugOrIdTaken(slug, id))
        throw new DomainError(LAB_EDITOR_MESSAGES.SLUG_TAKEN, STATUS.ALREADY_EXISTS, {
          slug: LAB_EDITOR_MESSAGES.SLUG_TAKEN,
        });
      await repo.createLab({
        id,
        slug,
        authorId: body.author_id,
        title,
        summary: '',
        dockerfile: starterDockerfile(),
        memoryMb: LAB_SETUP_LIMITS.DEFAULT_MEMORY_MB,
        published: false,
      });
      return { author_id: body.author_id, work_id: id };
    },

    async setup(user: LabEditor | null, work: LabWork): Promise<LabSetupReply> {
      return setupOf(await editableLab(user, work));
    },

    /** Saves the whole setup, or refuses it with a sentence per broken field (nothing is saved). */
    async save(user: LabEditor | null, work: LabWork, body: LabSetupBody): Promise<LabSetupReply> {
      const lab = await editableLab(user, work);
      const setup = toLabSetup(body);
      const errors = validateLabSetup(setup);
      if (Object.keys(errors).length > 0)
        throw new DomainError(LAB_EDITOR_MESSAGES.INVALID_SETUP, STATUS.OPERATION_NOT_ALLOWED, errors);
      await repo.saveSetup(lab.id, setup);
      return setupOf(await editableLab(user, work));
    },

    /** Publishing needs an image learners can start (a successful build); unpublishing always works. */
    async publish(user: LabEditor | null, work: LabWork, published: boolean): Promise<LabSetupReply> {
      const lab = await editableLab(user, work);
      if (published && !lab.imageName)
        throw new DomainError(LAB_EDITOR_MESSAGES.PUBLISH_NEEDS_IMAGE, STATUS.OPERATION_NOT_ALLOWED);
      await repo.setPublished(lab.id, published);
      return setupOf({ ...lab, published });
    },
  };
}

/** The body as the domain's LabSetup; environment entries get the spec's defaults (section 5). */
function toLabSetup(body: LabSetupBody): LabSetup {
  return {
    title: body.title.trim(),
    summary: body.summary.trim(),
    instructions: body.instructions,
    dockerfileName: body.dockerfile_name ?? 'Dockerfile',
    dockerfile: body.dockerfile,
    appPort: body.app_port,
    memoryMb: body.memory_mb,
    capabilities: body.capabilities,
    egressAllowList: body.egress_allow_list.map((host) => host.trim().toLowerCase()),
    track: body.track?.trim() || null,
    jobs: body.jobs.map((job) => ({
      key: job.key,
      name: job.name,
      runScript: job.runScript,
      ...(job.inputFileName ? { inputFileName: job.inputFileName } : {}),
      runInLiveContainer: job.runInLiveContainer ?? false,
    })),
    testRunners: body.test_runners,
    envs: body.envs.map((env) => createEnvVarEntry(env)),
  };
}

export type LabEditorService = ReturnType<typeof createLabEditorService>;
