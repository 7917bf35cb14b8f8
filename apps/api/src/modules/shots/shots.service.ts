import { createHash } from 'node:crypto';
import type {
  ContentRevision,
  ShotListQuery,
  ShotListReply,
  ShotProps,
  ShotReply,
  Widget,
} from '@learnbox/contracts';
import type { Database } from '@learnbox/db';
import {
  type AccessCourse,
  canSeeCourse,
  canSeeDrafts,
  DomainError,
  getAuthorBadge,
  KNOWN_MESSAGES,
  SHOT_LOGIN_TEXT,
  STATUS,
} from '@learnbox/domain';
import type { CurrentUser } from '../../platform/http/current-user';
import { authorize } from '../../platform/policies';
import type { AuthorRow, ContentRepository } from '../content';
import { createContentRepository, notFound, toPublicWidgets } from '../content';
import { shotUrl, toShotSummary } from './shot-mapper';
import type { ShotRow, ShotsRepository } from './shots.repository';
import { createShotsRepository } from './shots.repository';

/** Shots are free to read; drafts and unapproved shots only for their authors and draft viewers. */
function shotAccess(shot: ShotRow, author: AuthorRow | undefined): AccessCourse {
  return {
    id: shot.id,
    is_free: true,
    is_priced: false,
    is_private: false,
    status: shot.status === 'published' && shot.isApprovedForPublish ? 'published' : 'draft',
    author_emails: author ? [author.email] : [],
    draft_viewer_emails: shot.draftViewers,
  };
}

const reader = (user: CurrentUser | null) =>
  user
    ? {
        email: user.email,
        emailVerified: user.emailVerified,
        hasActiveSubscription: false,
        ownedCourseIds: [],
      }
    : null;

/** A shot's head studio draft for its collaborators (the authoring module); null for anyone else. */
export interface ShotDraftReader {
  headOf(
    shotId: string,
    user: CurrentUser | null,
  ): Promise<Pick<
    ShotProps,
    'tags' | 'programming_tags' | 'topic_tags' | 'readTime' | 'attributions' | 'license' | 'difficulty'
  > | null>;
}

export function createShotsService(shots: ShotsRepository, content: ContentRepository) {
  async function visible(shot: ShotRow | null, user: CurrentUser | null, what: string) {
    if (!shot) throw notFound(what);
    const author = (await content.authorsByIds([shot.authorId])).get(shot.authorId);
    const access = shotAccess(shot, author);
    if (!canSeeCourse(access, reader(user))) throw notFound(what);
    return { shot, author, access };
  }

  async function propsOf(shot: ShotRow, user: CurrentUser | null, isAuthor: boolean) {
    const marks = user ? await shots.readerMarks(shot.id, user.id) : { liked: false, bookmarked: false };
    return {
      id: shot.id,
      tags: shot.tags,
      programming_tags: shot.programmingTags,
      topic_tags: shot.topicTags,
      readTime: shot.readTime,
      attributions: shot.attributions,
      license: shot.license,
      difficulty: shot.difficulty,
      // Content lives in git, where people are named by e-mail; only authors see who reviews.
      draftViewers: isAuthor ? shot.draftViewers.map((email) => ({ author_id: email })) : [],
      isBookmarkedByReader: marks.bookmarked,
      isLikedByReader: marks.liked,
      shotLikes: await shots.likeCount(shot.id),
      shares: shot.shares,
      isShotApprovedForPublish: shot.isApprovedForPublish,
    };
  }

  return {
    async list(query: ShotListQuery): Promise<ShotListReply> {
      const { rows, total } = await shots.listPublished({
        tag: query.tag,
        sort: query.sort,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      const authors = await content.authorsByIds(rows.map((row) => row.authorId));
      return {
        items: rows.map((row) => ({ ...toShotSummary(row, authors.get(row.authorId)), likes: row.likes })),
        total,
        page: query.page,
        page_size: query.page_size,
        page_count: Math.max(1, Math.ceil(total / query.page_size)),
      };
    },

    async read(slug: string, revision: ContentRevision, user: CurrentUser | null): Promise<ShotReply> {
      const { shot, author, access } = await visible(
        await shots.findBySlug(slug),
        user,
        `a shot called “${slug}”`,
      );
      let widgets = shot.content;
      let status = access.status;
      if (revision === 'draft') {
        authorize(user, 'read', { kind: 'draft', course: access, reader: reader(user) });
        widgets = shot.draftContent ?? shot.content;
        status = 'draft';
      } else if (typeof revision === 'number' && revision !== shot.contentRevision) {
        throw new DomainError(KNOWN_MESSAGES.CONTENT_JUST_UPDATED, STATUS.ALREADY_EXISTS);
      }
      const itemCount = await content.authorItemCount(shot.authorId);
      return {
        id: shot.id,
        slug: shot.slug,
        title: shot.title,
        summary: shot.summary,
        tags: shot.tags,
        programming_tags: shot.programmingTags,
        topic_tags: shot.topicTags,
        difficulty: shot.difficulty,
        readTime: shot.readTime,
        url: shotUrl(shot.slug),
        published_at: shot.publishedAt?.toISOString() ?? null,
        content: toPublicWidgets(widgets as Widget[]),
        attributions: shot.attributions,
        license: shot.license,
        status,
        content_revision: shot.contentRevision,
        shares: shot.shares,
        author: {
          id: shot.authorId,
          name: author?.name ?? 'Learnbox',
          bio: author?.bio ?? '',
          badge: getAuthorBadge(itemCount),
          item_count: itemCount,
        },
        updated_at: shot.updatedAt.toISOString(),
      };
    },

    /** The published widgets of a shot the user may see, hidden tests included (server side only). */
    async publishedWidgets(id: string, user: CurrentUser | null): Promise<Widget[]> {
      const { shot } = await visible(await shots.findById(id), user, 'this shot');
      return shot.content as Widget[];
    },

    /**
     * The draft of a studio collaborator is the studio's head revision (`drafts`, the authoring
     * module); anyone else reads the draft columns under the draft policy, as before the studio.
     */
    async props(
      id: string,
      status: 'published' | 'draft',
      user: CurrentUser | null,
      drafts?: ShotDraftReader,
    ): Promise<ShotProps> {
      const head = status === 'draft' && drafts ? await drafts.headOf(id, user) : null;
      const found = await shots.findById(id);
      if (head && found) return { ...(await propsOf(found, user, true)), ...head, status };
      const { shot, access } = await visible(found, user, 'this shot');
      if (status === 'draft')
        authorize(user, 'read', { kind: 'draft', course: access, reader: reader(user) });
      return { ...(await propsOf(shot, user, canSeeDrafts(access, reader(user)))), status };
    },

    async setLiked(id: string, liked: boolean, user: CurrentUser | null) {
      if (!user) throw new DomainError(SHOT_LOGIN_TEXT, STATUS.UNAUTHORIZED);
      const { shot } = await visible(await shots.findById(id), user, 'this shot');
      await shots.setLiked(shot.id, user.id, liked);
      return { isLikedByReader: liked, shotLikes: await shots.likeCount(shot.id) };
    },

    async setBookmarked(id: string, bookmarked: boolean, user: CurrentUser | null) {
      if (!user) throw new DomainError(SHOT_LOGIN_TEXT, STATUS.UNAUTHORIZED);
      const { shot } = await visible(await shots.findById(id), user, 'this shot');
      await shots.setBookmarked(shot.id, user.id, bookmarked);
      return { isBookmarkedByReader: bookmarked };
    },

    /**
     * Counts a share once per person: the user when signed in, else the client address (stored
     * only as a SHA-256, so the table holds no addresses).
     */
    async share(id: string, user: CurrentUser | null, clientAddress: string) {
      const { shot } = await visible(await shots.findById(id), user, 'this shot');
      const sharer = user
        ? `user:${user.id}`
        : `address:${createHash('sha256').update(clientAddress).digest('hex')}`;
      return { shares: await shots.addShare(shot.id, sharer) };
    },
  };
}

/** The shots use cases over the database (shots, and the content they embed). */
export function shotsServiceFor(db: Database) {
  return createShotsService(createShotsRepository(db), createContentRepository(db));
}
