import { createHash } from 'node:crypto';
import type { GithubImportReply } from '@learnbox/contracts';
import { widgetListSchema } from '@learnbox/contracts';
import type { ContentBundle, ContentFiles } from '@learnbox/db/content';
import { parseContentFiles } from '@learnbox/db/content';
import { DomainError, GIT_MESSAGES, hasTrustedEmail, STATUS, type StatusCode } from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import type { GitRemote } from './git-remote';
import type { AuthorRow, GithubRepository } from './github.repository';
import {
  contentRootOf,
  type RepositoryRequest,
  readContentFiles,
  remoteRepositoryOf,
  requireVerifiedAddress,
  talkingToGit,
} from './repository-access';

export interface ImportDeps {
  repository: GithubRepository;
  remote: GitRemote;
  baseUrl: string;
}

const refuse = (message: string, status: StatusCode, errors?: Record<string, string>): never => {
  throw new DomainError(message, status, errors);
};

function parseBundle(files: ContentFiles): ContentBundle {
  if (files.size === 0) refuse(GIT_MESSAGES.NO_CONTENT, STATUS.OPERATION_NOT_ALLOWED);
  let bundle: ContentBundle;
  try {
    bundle = parseContentFiles(files);
  } catch (error) {
    // The parser names the file and line at fault; it never holds the token or the host's words.
    return refuse(GIT_MESSAGES.CONTENT_INVALID, STATUS.OPERATION_NOT_ALLOWED, {
      content: (error as Error).message,
    });
  }
  const lists = [
    ...bundle.courses.flatMap((course) =>
      course.modules.flatMap((module) =>
        module.lessons.map((lesson) => [`lesson ${lesson.id}`, lesson.widgets] as const),
      ),
    ),
    ...bundle.shots.map((shot) => [`shot ${shot.id}`, shot.widgets] as const),
  ];
  for (const [where, widgets] of lists) {
    const checked = widgetListSchema.safeParse(widgets);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      refuse(GIT_MESSAGES.WIDGETS_INVALID, STATUS.OPERATION_NOT_ALLOWED, {
        [where]: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`,
      });
    }
  }
  const workIds = [...bundle.courses, ...bundle.paths].map((work) => work.id);
  for (const ids of [workIds, bundle.shots.map((shot) => shot.id)]) {
    const twice = ids.find((id, index) => ids.indexOf(id) !== index);
    if (twice) refuse(GIT_MESSAGES.DUPLICATE_ID, STATUS.OPERATION_NOT_ALLOWED, { id: twice });
  }
  return bundle;
}

/** An author id in the content format's alphabet, stable for the account: `<name>-<8 hex>`. */
function authorIdFor(user: CurrentUser): string {
  const stem = (user.name || user.email.split('@')[0] || 'author')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${stem || 'author'}-${createHash('sha256').update(user.id).digest('hex').slice(0, 8)}`;
}

/**
 * Who the works are written as. An author writes only as themselves: every work becomes theirs,
 * and of the repository's author files only the one with their own address is read (name, bio).
 * Internal staff maintain the platform's content (the repository's own content/ folder, like
 * content:import): works keep the repository's authors and every author file is written.
 */
async function authorsFor(
  repository: GithubRepository,
  user: CurrentUser,
  address: string,
  bundle: ContentBundle,
): Promise<{ authors: AuthorRow[]; authorOf: (repoAuthor: string) => string }> {
  if (user.isInternalStaff) {
    const named = [...bundle.courses, ...bundle.paths, ...bundle.shots].map((work) => work.author);
    const inRepo = new Set(bundle.authors.map((author) => author.id));
    const known = await repository.authorIdsAmong([...new Set(named)].filter((id) => !inRepo.has(id)));
    const unknown = named.find((id) => !inRepo.has(id) && !known.has(id));
    if (unknown) refuse(GIT_MESSAGES.UNKNOWN_AUTHOR, STATUS.OPERATION_NOT_ALLOWED, { author: unknown });
    return { authors: bundle.authors, authorOf: (id) => id };
  }
  const [existing] = await repository.authorsWithAddress(address);
  const own = bundle.authors.find((author) => hasTrustedEmail(user, author.email));
  const me: AuthorRow = {
    id: existing?.id ?? authorIdFor(user),
    name: own?.name ?? existing?.name ?? user.name,
    email: existing?.email ?? address,
    bio: own?.bio ?? existing?.bio ?? '',
  };
  if (!existing) await repository.insertAuthor(me);
  return { authors: own ? [me] : [], authorOf: () => me.id };
}

/** Refuses the whole import when it would touch what belongs to another author or course. */
async function checkOwnership(
  repository: GithubRepository,
  user: CurrentUser,
  bundle: ContentBundle,
): Promise<void> {
  const works = [
    ...bundle.courses.map((work) => ({ ...work, table: 'collections' as const })),
    ...bundle.paths.map((work) => ({ ...work, table: 'collections' as const })),
    ...bundle.shots.map((work) => ({ ...work, table: 'shots' as const })),
  ];
  const existing = await repository.worksMatching(
    works.map((work) => work.id),
    works.map((work) => work.slug),
  );
  for (const work of works) {
    const same = existing.find((row) => row.table === work.table && row.id === work.id);
    if (same && !user.isInternalStaff && !hasTrustedEmail(user, same.authorEmail))
      refuse(GIT_MESSAGES.NOT_YOUR_WORK, STATUS.ACCESS_DENIED, { work: work.id });
    const slugTaken = existing.find(
      (row) => row.table === work.table && row.slug === work.slug && row.id !== work.id,
    );
    if (slugTaken) refuse(GIT_MESSAGES.SLUG_TAKEN, STATUS.ALREADY_EXISTS, { slug: work.slug });
  }
  const modules = bundle.courses.flatMap((course) =>
    course.modules.map((module) => [module.id, course.id] as const),
  );
  const lessons = bundle.courses.flatMap((course) =>
    course.modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, course.id] as const)),
  );
  const courseOf = new Map([...modules, ...lessons]);
  const parts = await repository.coursesOfParts(
    modules.map(([id]) => id),
    lessons.map(([id]) => id),
  );
  const stolen = parts.find((part) => courseOf.get(part.id) !== part.courseId);
  if (stolen) refuse(GIT_MESSAGES.ID_TAKEN, STATUS.ALREADY_EXISTS, { id: stolen.id });
  const listed = bundle.paths.flatMap((path) => path.courses);
  const inRepo = new Set(bundle.courses.map((course) => course.id));
  const known = await repository.courseIdsAmong([...new Set(listed)].filter((id) => !inRepo.has(id)));
  const missing = listed.find((id) => !inRepo.has(id) && !known.has(id));
  if (missing) refuse(GIT_MESSAGES.UNKNOWN_COURSE, STATUS.OPERATION_NOT_ALLOWED, { course: missing });
}

/**
 * POST /api/github/import: clones the branch, reads its content folder and writes it into the
 * database by id, all or nothing. Who may: a signed-in user with a verified address; a work that
 * already exists under another author refuses the whole import (internal staff excepted, see
 * authorsFor); new works get the importer as their author.
 */
export async function importRepository(
  deps: ImportDeps,
  user: CurrentUser,
  request: RepositoryRequest,
): Promise<GithubImportReply> {
  const address = requireVerifiedAddress(user);
  const remote = remoteRepositoryOf(deps.baseUrl, request);
  const branch = request.github_repo_branch;
  const { commit, files } = await talkingToGit(async () => {
    const branches = await deps.remote.branches(remote);
    if (!branches.has(branch)) refuse(GIT_MESSAGES.BRANCH_NOT_FOUND, STATUS.NOT_FOUND);
    return deps.remote.withClone(remote, branch, async (clone) => ({
      commit: clone.commit,
      files: await readContentFiles(clone, contentRootOf(clone.paths)),
    }));
  });
  const parsed = parseBundle(files);
  return deps.repository.transaction(async (repository) => {
    const { authors, authorOf } = await authorsFor(repository, user, address, parsed);
    const bundle: ContentBundle = {
      authors,
      courses: parsed.courses.map((course) => ({ ...course, author: authorOf(course.author) })),
      paths: parsed.paths.map((path) => ({ ...path, author: authorOf(path.author) })),
      shots: parsed.shots.map((shot) => ({ ...shot, author: authorOf(shot.author) })),
    };
    await checkOwnership(repository, user, bundle);
    await repository.importBundle(bundle);
    return {
      commit,
      courses: bundle.courses.length,
      paths: bundle.paths.length,
      shots: bundle.shots.length,
      authors: bundle.authors.length,
    };
  });
}
