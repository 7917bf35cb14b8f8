import { randomUUID } from 'node:crypto';
import type { CheckProjectSolutionsReply, EditableProject, EditableProjectReply } from '@learnbox/contracts';
import { DomainError, NOT_LOGGED_IN_MESSAGE, PROJECT_MESSAGES, STATUS } from '@learnbox/domain';
import type { CurrentUser } from '../../../platform/http/current-user';
import type { CodeRequester } from '../../code';
import { notFound } from '../../content';
import type { NewTaskRow, ProjectRow, ProjectsRepository, TaskRow } from '../projects.repository';
import type { ProjectJudge } from './submit-task';

/** Authors sign in with a verified address (the studio's rule); the creator owns the project. */
function requireAuthor(user: CurrentUser | null): CurrentUser {
  if (!user) throw new DomainError(NOT_LOGGED_IN_MESSAGE, STATUS.UNAUTHORIZED);
  if (!user.emailVerified) throw new DomainError(PROJECT_MESSAGES.AUTHOR_REQUIRED, STATUS.ACCESS_DENIED);
  return user;
}

function editable(project: ProjectRow, tasks: TaskRow[]): EditableProjectReply {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    summary: project.summary,
    language: project.language as EditableProject['language'],
    published: project.published,
    tasks: tasks.map((task) => ({
      id: task.id,
      title: task.title,
      instructions: task.instructions,
      starter_files: task.starterFiles,
      main_file: task.mainFile,
      tests: task.tests,
      solution: task.solution,
    })),
  };
}

export function createProjectEditor(repo: ProjectsRepository, judge: ProjectJudge) {
  /** Someone else's project, or a seeded one, is a 404: its existence is not the caller's business. */
  async function owned(user: CurrentUser, projectId: string): Promise<ProjectRow> {
    const project = await repo.projectById(projectId);
    if (!project || project.ownerId !== user.id) throw notFound('this project');
    return project;
  }

  async function refuseTakenSlug(slug: string, exceptId: string | null) {
    if (await repo.slugTaken(slug, exceptId))
      throw new DomainError(PROJECT_MESSAGES.SLUG_TAKEN, STATUS.ALREADY_EXISTS, {
        slug: PROJECT_MESSAGES.SLUG_TAKEN,
      });
  }

  return {
    async list(user: CurrentUser | null) {
      const author = requireAuthor(user);
      const rows = await repo.projectsOwnedBy(author.id);
      return { projects: rows.map(({ id, slug, title, published }) => ({ id, slug, title, published })) };
    },

    async create(user: CurrentUser | null, body: Pick<EditableProject, 'slug' | 'title' | 'language'>) {
      const author = requireAuthor(user);
      await refuseTakenSlug(body.slug, null);
      const id = `prj-${randomUUID()}`;
      await repo.createProject({ id, ...body, summary: '', ownerId: author.id, published: false });
      return editable(await owned(author, id), []);
    },

    async get(user: CurrentUser | null, projectId: string) {
      const author = requireAuthor(user);
      const project = await owned(author, projectId);
      return editable(project, await repo.tasksOf(project.id));
    },

    /** The author sees every case in full: these are their own tests. One run per task, in order. */
    async check(requester: CodeRequester, projectId: string): Promise<CheckProjectSolutionsReply> {
      const author = requireAuthor(requester.user);
      const project = await owned(author, projectId);
      const tasks = await repo.tasksOf(project.id);
      const checked: CheckProjectSolutionsReply['tasks'] = [];
      for (const task of tasks) {
        const result = await judge(
          {
            language: project.language,
            files: task.solution,
            ...(task.mainFile ? { mainFile: task.mainFile } : {}),
            testCases: task.tests.map((test) => ({
              name: test.name,
              stdin: test.stdin,
              expectedOutput: test.expected_output,
              hidden: false,
            })),
          },
          { ...requester, user: author },
        );
        checked.push({ id: task.id, title: task.title, result });
      }
      return { tasks: checked };
    },

    async save(user: CurrentUser | null, projectId: string, body: EditableProject) {
      const author = requireAuthor(user);
      const project = await owned(author, projectId);
      await refuseTakenSlug(body.slug, project.id);
      if (body.published && body.tasks.length === 0)
        throw new DomainError(PROJECT_MESSAGES.NO_TASKS_TO_PUBLISH, STATUS.OPERATION_NOT_ALLOWED);
      // Only this project's own task ids are kept; any other id names a new task.
      const ownIds = new Set((await repo.tasksOf(project.id)).map((task) => task.id));
      const tasks: NewTaskRow[] = body.tasks.map((task, position) => ({
        id: task.id && ownIds.has(task.id) ? task.id : `${project.id}-${randomUUID()}`,
        projectId: project.id,
        position,
        title: task.title,
        instructions: task.instructions,
        starterFiles: task.starter_files,
        mainFile: task.main_file,
        tests: task.tests,
        solution: task.solution,
      }));
      const { slug, title, summary, language, published } = body;
      await repo.saveProject(project.id, { slug, title, summary, language, published }, tasks);
      return editable(await owned(author, project.id), await repo.tasksOf(project.id));
    },
  };
}
