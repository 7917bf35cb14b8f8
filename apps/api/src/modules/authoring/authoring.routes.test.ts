import { apiRoutes, type Widget } from '@learnbox/contracts';
import { desc, eq, mailOutbox } from '@learnbox/db';
import { AUTHORING_MESSAGES, KNOWN_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp();
}, 120_000);
afterAll(() => app?.dispose());

const OWNER: StudioCaller = { userId: 'owner-1', email: 'grace@example.com', name: 'Grace Hopper' };
const CO_AUTHOR: StudioCaller = { userId: 'editor-1', email: 'linus@example.com', name: 'Linus' };
const REVIEWER: StudioCaller = { userId: 'reviewer-1', email: 'rita@example.com', name: 'Rita' };
const STRANGER: StudioCaller = { userId: 'stranger-1', email: 'mallory@example.com', name: 'Mallory' };
/** The seeded content's author (content/authors/learnbox-team.yaml). */
const TEAM: StudioCaller = { userId: 'team-1', email: 'team@learnbox.dev', name: 'Team' };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller?: StudioCaller,
  payload?: object,
) => app.call({ method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }, caller);
const work = (kind: string, id: string) => `/api/author/works/${kind}/${id}`;

const markdown = (id: string, text: string): Widget => ({ type: 'Markdown', id, markdown: text });
const lessonDoc = (title: string, widgets: Widget[]) => ({ title, summary: `${title} summary`, widgets });

async function createCourse(title: string, caller = OWNER) {
  const reply = await call('POST', '/api/author/works', caller, { kind: 'course', title });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { id: string; slug: string; head_revision: number };
}

async function inviteAndAccept(kind: string, id: string, who: StudioCaller, role: string) {
  const invited = await call('POST', `${work(kind, id)}/collaborators`, OWNER, { email: who.email, role });
  expect(invited.statusCode, invited.body).toBe(200);
  const token = await newestInvitationToken(who.email);
  const accepted = await call('POST', `/api/author/invitations/${token}/accept`, who);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return token;
}

async function newestInvitationToken(email: string): Promise<string> {
  const [mail] = await app.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const match = mail?.text.match(/\/collaborations\/([A-Za-z0-9_-]+)/);
  expect(match, mail?.text).toBeTruthy();
  return match?.[1] ?? '';
}

describe('studio: create, save, conflict, history, restore, publish', () => {
  it('runs a course from its first draft to the reader and the catalogue', async () => {
    const course = await createCourse('Rust Ownership Deep Dive');
    expect(course.head_revision).toBe(1);

    const page = await call('POST', '/api/author/page', OWNER, {
      course_id: course.id,
      title: 'Borrowing rules',
    });
    expect(page.statusCode, page.body).toBe(200);
    const lesson = page.json() as { id: string; head_revision: number };

    const opened = await call('GET', work('course', course.id), OWNER);
    expect(opened.statusCode, opened.body).toBe(200);
    const head = opened.json();
    expect(head).toMatchObject({
      role: 'owner',
      status: 'draft',
      head_revision: 2,
      published_revision: null,
    });
    expect(head.document.modules[0].title).toBe('Module 1');
    expect(head.document.modules[0].lessons).toEqual([{ id: lesson.id, title: 'Borrowing rules' }]);

    const doc = { ...head.document, summary: 'Own your memory.', tags: ['rust'] };
    const saved = await call('PUT', work('course', course.id), OWNER, { base_revision: 2, document: doc });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().head_revision).toBe(3);

    const stale = await call('PUT', work('course', course.id), CO_AUTHOR_AS_OWNER(), {
      base_revision: 2,
      document: { ...doc, summary: 'Overwritten?' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      errorText: KNOWN_MESSAGES.CONTENT_JUST_UPDATED,
      errors: { head_revision: '3' },
    });

    const widgets = [
      markdown('intro', 'Every value has **one owner** in ferrisland.'),
      markdown('more', 'Borrow it.'),
    ];
    const lessonSave = await call('PUT', work('lesson', lesson.id), OWNER, {
      base_revision: 1,
      document: lessonDoc('Borrowing rules', widgets),
    });
    expect(lessonSave.statusCode, lessonSave.body).toBe(200);
    const lessonRead = (await call('GET', work('lesson', lesson.id), OWNER)).json();
    expect(lessonRead).toMatchObject({ course_id: course.id, head_revision: 2, slug: 'borrowing-rules' });

    const history = (await call('GET', `${work('course', course.id)}/revisions`, OWNER)).json();
    expect(history.revisions.map((item: { revision: number }) => item.revision)).toEqual([3, 2, 1]);
    expect(history.revisions[0]).toMatchObject({ saved_by: 'Grace Hopper', published: false });
    const second = (await call('GET', `${work('course', course.id)}/revisions/2`, OWNER)).json();
    expect(second.document.summary).toBe('');

    const restored = await call('POST', `${work('course', course.id)}/restore`, OWNER, {
      revision: 2,
      base_revision: 3,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().head_revision).toBe(4);
    expect((await call('GET', work('course', course.id), OWNER)).json().document.summary).toBe('');
    // Back to the wanted text for publishing.
    await call('PUT', work('course', course.id), OWNER, { base_revision: 4, document: doc });

    const published = await call('POST', `${work('course', course.id)}/publish`, OWNER, { revision: 5 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ published_revision: 5, url: `/courses/${course.slug}` });

    const after = (await call('GET', work('course', course.id), OWNER)).json();
    expect(after).toMatchObject({ status: 'published', published_revision: 5, head_revision: 5 });
    expect((await call('GET', work('lesson', lesson.id), OWNER)).json().published_revision).toBe(2);

    // A visitor: the catalogue finds it by a word of its lesson, and the reader opens the lesson.
    const catalogue = await call('GET', '/api/catalogue?q=ferrisland');
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    expect(catalogue.json().items.map((item: { id: string }) => item.id)).toContain(course.id);
    const read = await call('GET', `/api/collection/${course.slug}/page/borrowing-rules`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().lesson.widgets).toEqual(widgets);
    const courseRead = await call('GET', `/api/collection/${course.slug}`);
    expect(courseRead.json().summary ?? courseRead.body).toContain('Own your memory.');

    const mine = (await call('GET', '/api/author/works', OWNER)).json();
    expect(mine.works).toContainEqual(
      expect.objectContaining({ kind: 'course', id: course.id, role: 'owner', status: 'published' }),
    );
  });

  it('lets exactly one of two concurrent saves on the same base win', async () => {
    const course = await createCourse('Concurrency For Everyone');
    const doc = (await call('GET', work('course', course.id), OWNER)).json().document;
    const replies = await Promise.all(
      ['First', 'Second', 'Third'].map((summary) =>
        call('PUT', work('course', course.id), OWNER, { base_revision: 1, document: { ...doc, summary } }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const reply of replies.filter((item) => item.statusCode === 409))
      expect(reply.json()).toEqual({
        errorText: KNOWN_MESSAGES.CONTENT_JUST_UPDATED,
        errors: { head_revision: '2' },
      });
    const history = (await call('GET', `${work('course', course.id)}/revisions`, OWNER)).json();
    expect(history.revisions.map((item: { revision: number }) => item.revision)).toEqual([2, 1]);
  });
});

/** The owner again, under another session: a second tab saving on an old base. */
function CO_AUTHOR_AS_OWNER(): StudioCaller {
  return { ...OWNER, userId: 'owner-1-tab-2' };
}

describe('studio: collaborators and roles', () => {
  it('invites, accepts, changes roles and removes; the last owner stays', async () => {
    const course = await createCourse('Teamwork In Go');
    expect((await call('GET', work('course', course.id), CO_AUTHOR)).statusCode).toBe(404);
    const token = await inviteAndAccept('course', course.id, CO_AUTHOR, 'editor');
    // The link works once.
    const again = await call('POST', `/api/author/invitations/${token}/accept`, CO_AUTHOR);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorText).toBe(AUTHORING_MESSAGES.INVITATION_NOT_FOUND);

    const opened = (await call('GET', work('course', course.id), CO_AUTHOR)).json();
    expect(opened.role).toBe('editor');
    const saved = await call('PUT', work('course', course.id), CO_AUTHOR, {
      base_revision: opened.head_revision,
      document: { ...opened.document, summary: 'Edited by Linus' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', work('course', course.id), OWNER)).json().updated_by).toBe('Linus');

    // Only owners manage collaborators.
    const byEditor = await call('POST', `${work('course', course.id)}/collaborators`, CO_AUTHOR, {
      email: 'x@example.com',
      role: 'editor',
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().errorText).toBe(AUTHORING_MESSAGES.OWNERS_ONLY);

    const list = (await call('GET', `${work('course', course.id)}/collaborators`, CO_AUTHOR)).json();
    expect(list.collaborators).toEqual([
      { user_id: null, name: 'Grace Hopper', email: 'grace@example.com', role: 'owner', status: 'active' },
      {
        user_id: 'editor-1',
        name: 'linus@example.com',
        email: 'linus@example.com',
        role: 'editor',
        status: 'active',
      },
    ]);

    const demoted = await call('PUT', `${work('course', course.id)}/collaborators/linus@example.com`, OWNER, {
      role: 'reviewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().collaborator.role).toBe('reviewer');

    const lastOwner = await call(
      'DELETE',
      `${work('course', course.id)}/collaborators/grace@example.com`,
      OWNER,
    );
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().errorText).toBe(AUTHORING_MESSAGES.LAST_OWNER);
    const demoteSelf = await call(
      'PUT',
      `${work('course', course.id)}/collaborators/grace@example.com`,
      OWNER,
      {
        role: 'editor',
      },
    );
    expect(demoteSelf.statusCode).toBe(409);

    const removed = await call(
      'DELETE',
      `${work('course', course.id)}/collaborators/linus@example.com`,
      OWNER,
    );
    expect(removed.json()).toEqual({ ok: true });
    expect((await call('GET', work('course', course.id), CO_AUTHOR)).statusCode).toBe(404);
  });

  it('sends the invitation through the outbox and accepts it only for the invited verified address', async () => {
    const course = await createCourse('Invitations Course');
    await call('POST', `${work('course', course.id)}/collaborators`, OWNER, {
      email: 'Nina@Example.com',
      role: 'editor',
    });
    const token = await newestInvitationToken('nina@example.com');
    const [mail] = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nina@example.com'));
    expect(mail?.kind).toBe('work-invitation');
    expect(mail?.text).toContain(`https://learnbox.example/collaborations/${token}`);
    expect(mail?.text).toContain(
      'Grace Hopper invited you to work on “Invitations Course” on Learnbox as an editor.',
    );

    const wrong = await call('POST', `/api/author/invitations/${token}/accept`, STRANGER);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errorText).toBe(AUTHORING_MESSAGES.INVITATION_OTHER_EMAIL);
    const unverified = await call('POST', `/api/author/invitations/${token}/accept`, {
      userId: 'nina',
      email: 'nina@example.com',
      unverified: true,
    });
    expect(unverified.statusCode).toBe(403);
    const accepted = await call('POST', `/api/author/invitations/${token}/accept`, {
      userId: 'nina',
      email: 'nina@example.com',
    });
    expect(accepted.json()).toEqual({ kind: 'course', id: course.id, title: 'Invitations Course' });

    const twice = await call('POST', `${work('course', course.id)}/collaborators`, OWNER, {
      email: 'nina@example.com',
      role: 'reviewer',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorText).toBe(AUTHORING_MESSAGES.ALREADY_COLLABORATOR);
  });

  it('lets a reviewer read, preview and see history, but not save or publish (403)', async () => {
    const course = await createCourse('Reviewed Course');
    const page = (
      await call('POST', '/api/author/page', OWNER, { course_id: course.id, title: 'Only page' })
    ).json();
    await inviteAndAccept('course', course.id, REVIEWER, 'reviewer');

    const opened = await call('GET', work('course', course.id), REVIEWER);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().role).toBe('reviewer');
    expect((await call('GET', work('lesson', page.id), REVIEWER)).statusCode).toBe(200);
    expect((await call('GET', `${work('lesson', page.id)}/preview`, REVIEWER)).statusCode).toBe(200);
    expect((await call('GET', `${work('course', course.id)}/revisions`, REVIEWER)).statusCode).toBe(200);

    const save = await call('PUT', work('course', course.id), REVIEWER, {
      base_revision: opened.json().head_revision,
      document: opened.json().document,
    });
    expect(save.statusCode).toBe(403);
    expect(save.json().errorText).toBe(AUTHORING_MESSAGES.REVIEWER_CANNOT_SAVE);
    const lessonSave = await call('PUT', work('lesson', page.id), REVIEWER, {
      base_revision: 1,
      document: lessonDoc('Only page', []),
    });
    expect(lessonSave.statusCode).toBe(403);
    const publish = await call('POST', `${work('course', course.id)}/publish`, REVIEWER, { revision: 1 });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().errorText).toBe(AUTHORING_MESSAGES.REVIEWER_CANNOT_PUBLISH);
  });
});

describe('studio: bad input is a 400 with a sentence', () => {
  it('refuses too many widgets, a document of another kind, a malformed document and unknown kinds', async () => {
    const course = await createCourse('Validation Course');
    const page = (
      await call('POST', '/api/author/page', OWNER, { course_id: course.id, title: 'Page' })
    ).json();
    const many = Array.from({ length: 201 }, (_, i) => markdown(`w-${i}`, 'x'));
    const tooMany = await call('PUT', work('lesson', page.id), OWNER, {
      base_revision: 1,
      document: lessonDoc('Page', many),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorText).toBe('A page holds at most 200 widgets.');

    const courseDoc = (await call('GET', work('course', course.id), OWNER)).json().document;
    const wrongKind = await call('PUT', work('lesson', page.id), OWNER, {
      base_revision: 1,
      document: courseDoc,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toEqual({
      errorText: 'widgets must be a list of widgets.',
      errors: { widgets: 'widgets must be a list of widgets.' },
    });
    const shapeless = await call('PUT', work('course', course.id), OWNER, {
      base_revision: 1,
      document: { title: 7 },
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().errorText).toBe(AUTHORING_MESSAGES.BAD_DOCUMENT);
    expect(shapeless.json().errors).toMatchObject({
      title: 'The title must be text.',
      modules: expect.any(String),
    });

    const malformed = await call('PUT', work('course', course.id), OWNER, {
      base_revision: 1,
      document: 'not an object',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ document: 'document must be an object.' });

    const badWidget = await call('PUT', work('lesson', page.id), OWNER, {
      base_revision: 1,
      document: lessonDoc('Page', [{ type: 'Markdown', id: 'Bad Id!', markdown: 'x' } as unknown as Widget]),
    });
    expect(badWidget.statusCode).toBe(400);
    expect(badWidget.json().errorText).toBe(
      'A widget id uses lowercase letters, digits and "-" (at most 64).',
    );

    const badKind = await call('GET', work('module', course.id), OWNER);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors).toEqual({ kind: 'kind must be one of course, lesson, path or shot.' });
    const badCreate = await call('POST', '/api/author/works', OWNER, { kind: 'lesson', title: 'x' });
    expect(badCreate.statusCode).toBe(400);
    const emptyTitle = await call('POST', '/api/author/works', OWNER, { kind: 'course', title: '   ' });
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json().errors).toEqual({ title: 'The title cannot be empty.' });
  });

  it('needs a verified address (403) and a session (401)', async () => {
    const unverified = await call('GET', '/api/author/works', { ...OWNER, unverified: true });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().errorText).toBe(AUTHORING_MESSAGES.VERIFY_EMAIL_FIRST);
    expect((await call('GET', '/api/author/works')).statusCode).toBe(401);
  });
});

describe("studio: editing other authors' works (404)", () => {
  /** Every studio route aimed at one work, with a body that passes validation. */
  function workCalls(kind: string, id: string) {
    const base = work(kind, id);
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['getWork', 'GET', base],
      ['saveWork', 'PUT', base, { base_revision: 0, document: {} }],
      ['revisions', 'GET', `${base}/revisions`],
      ['revision', 'GET', `${base}/revisions/0`],
      ['restore', 'POST', `${base}/restore`, { revision: 0, base_revision: 0 }],
      ['publish', 'POST', `${base}/publish`, { revision: 0 }],
      ['preview', 'GET', `${base}/preview`],
      ['collaborators', 'GET', `${base}/collaborators`],
      [
        'inviteCollaborator',
        'POST',
        `${base}/collaborators`,
        { email: 'mallory2@example.com', role: 'owner' },
      ],
      ['updateCollaborator', 'PUT', `${base}/collaborators/team@learnbox.dev`, { role: 'reviewer' }],
      ['removeCollaborator', 'DELETE', `${base}/collaborators/team@learnbox.dev`],
    ];
    if (kind === 'lesson')
      calls.push([
        'checkSolution',
        'POST',
        `/api/author/works/lesson/${id}/check-solution`,
        { widget_id: 'x', base_revision: 0 },
      ]);
    if (kind === 'course')
      calls.push(['createPage', 'POST', '/api/author/page', { course_id: id, title: 'Mine now' }]);
    if (kind === 'shot')
      calls.push([
        'updateAttributions',
        'POST',
        `/api/edpresso/editor/shot/${id}/update-attributions`,
        { attributions: [] },
      ]);
    return calls;
  }

  it('answers 404 to a stranger on every studio route of seeded and studio works', async () => {
    const course = await createCourse('Private Draft Course');
    const page = (
      await call('POST', '/api/author/page', OWNER, { course_id: course.id, title: 'Secret page' })
    ).json();
    const targets: [string, string][] = [
      ['course', 'crs-python-basics'],
      ['lesson', 'lsn-python-hello'],
      ['shot', 'shot-python-f-strings'],
      ['path', 'path-become-a-software-developer'],
      ['course', course.id],
      ['lesson', page.id],
      ['course', 'no-such-course'],
    ];
    const covered = new Set<string>();
    for (const [kind, id] of targets) {
      for (const [name, method, url, payload] of workCalls(kind, id)) {
        covered.add(name);
        const reply = await call(method, url, STRANGER, payload);
        expect(reply.statusCode, `${name} ${method} ${url}: ${reply.body}`).toBe(404);
      }
    }
    // Every studio route that names a work is in the loop; the rest take no work id.
    const workless = ['myWorks', 'createWork', 'acceptInvitation', 'authorProfile'];
    expect([...covered, ...workless].sort()).toEqual(Object.keys(apiRoutes.authoring).sort());
    const mine = (await call('GET', '/api/author/works', STRANGER)).json();
    expect(mine.works).toEqual([]);
    // Nothing changed: the seeded course is as it was.
    const seeded = (await call('GET', work('course', 'crs-python-basics'), TEAM)).json();
    expect(seeded).toMatchObject({ role: 'owner', head_revision: 0, published_revision: 0 });
  });

  it("gives the seeded content's author (team@learnbox.dev) ownership without a row", async () => {
    const lesson = await call('GET', work('lesson', 'lsn-python-hello'), TEAM);
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json()).toMatchObject({
      role: 'owner',
      course_id: 'crs-python-basics',
      slug: 'hello-python',
    });
    const history = (await call('GET', `${work('lesson', 'lsn-python-hello')}/revisions`, TEAM)).json();
    expect(history.revisions).toEqual([expect.objectContaining({ revision: 0, published: true })]);
  });
});

describe('studio: shots, previews, attributions and author badges', () => {
  it('writes, previews and publishes a shot; collaborators read its draft props; the badge counts it', async () => {
    const author: StudioCaller = { userId: 'new-author', email: 'ines@example.com', name: 'Ines Newcomer' };
    const created = await call('POST', '/api/author/works', author, {
      kind: 'shot',
      title: 'Python walrus operator',
    });
    expect(created.statusCode, created.body).toBe(200);
    const shot = created.json() as { id: string; slug: string };
    const code: Widget = {
      type: 'Code',
      id: 'walrus',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)\n' }],
      hidden_tests: [{ expected_output: '1\n' }],
      solution: [{ name: 'main.py', content: 'print(1)  # answer\n' }],
    };
    const doc = {
      title: 'Python walrus operator',
      summary: 'Assign inside expressions.',
      tags: ['python'],
      programming_tags: ['python'],
      topic_tags: [],
      difficulty: 'beginner',
      license: 'CC BY-SA 4.0',
      attributions: [],
      widgets: [markdown('intro', 'The walrus := assigns.'), code],
    };
    expect(
      (await call('PUT', work('shot', shot.id), author, { base_revision: 1, document: doc })).statusCode,
    ).toBe(200);

    const attributions = await call(
      'POST',
      `/api/edpresso/editor/shot/${shot.id}/update-attributions`,
      author,
      {
        attributions: [{ name: 'PEP 572', url: 'https://peps.python.org/pep-0572/' }],
      },
    );
    expect(attributions.statusCode, attributions.body).toBe(200);
    expect((await call('GET', work('shot', shot.id), author)).json().head_revision).toBe(3);

    const preview = (await call('GET', `${work('shot', shot.id)}/preview`, author)).json();
    expect(preview.kind).toBe('shot');
    expect(preview.widgets[1]).toEqual({
      type: 'Code',
      id: 'walrus',
      language: 'python',
      files: [{ name: 'main.py', content: 'print(1)\n' }],
      hidden_test_count: 1,
    });
    expect(JSON.stringify(preview)).not.toContain('answer');

    // Before publishing, a stranger cannot read it; the author's draft props are the head's.
    expect((await call('GET', `/api/edpresso/shot/${shot.id}/props?status=draft`, STRANGER)).statusCode).toBe(
      404,
    );
    const props = await call('GET', `/api/edpresso/shot/${shot.id}/props?status=draft`, author);
    expect(props.statusCode, props.body).toBe(200);
    expect(props.json()).toMatchObject({
      status: 'draft',
      tags: ['python'],
      attributions: [{ name: 'PEP 572' }],
    });

    const before = (await call('GET', `/api/author/works`, author)).json().works[0];
    const authorId = (
      await app.deps.db.query.shots.findFirst({ where: (s, { eq: is }) => is(s.id, shot.id) })
    )?.authorId;
    expect(before).toMatchObject({ kind: 'shot', status: 'draft', head_revision: 3 });
    const empty = (await call('GET', `/api/author/${authorId}/profile`)).json();
    expect(empty).toMatchObject({ name: 'Ines Newcomer', badge: null, published_count: 0, works: [] });

    const published = await call('POST', `${work('shot', shot.id)}/publish`, author, { revision: 3 });
    expect(published.json()).toEqual({ published_revision: 3, url: `/answers/${shot.slug}` });
    const read = await call('GET', `/api/edpresso/shot/url/answers/${shot.slug}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().author).toMatchObject({ badge: 'Emerging Star', item_count: 1 });
    const listed = (await call('GET', '/api/edpresso/shots')).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toContain(shot.id);

    const profile = (await call('GET', `/api/author/${authorId}/profile`)).json();
    expect(profile).toEqual({
      id: authorId,
      name: 'Ines Newcomer',
      bio: '',
      badge: 'Emerging Star',
      published_count: 1,
      works: [{ kind: 'shot', title: 'Python walrus operator', url: `/answers/${shot.slug}` }],
    });
  });

  it("counts the seeded team's published courses, paths and shots for its badge", async () => {
    const profile = (await call('GET', '/api/author/learnbox-team/profile')).json();
    expect(profile.published_count).toBe(profile.works.length);
    expect(profile.published_count).toBeGreaterThanOrEqual(10);
    expect(profile.badge).toBe(profile.published_count >= 50 ? 'Inspired Ace' : 'Rising Mentor');
    expect((await call('GET', '/api/author/nobody-here/profile')).statusCode).toBe(404);
  });

  it('previews a lesson draft exactly as the reader maps widgets, without publishing it', async () => {
    const course = await createCourse('Preview Course');
    const page = (
      await call('POST', '/api/author/page', OWNER, { course_id: course.id, title: 'Quiz page' })
    ).json();
    const quiz: Widget = {
      type: 'Quiz',
      id: 'q',
      questions: [
        {
          id: 'one',
          prompt: 'Pick',
          options: [
            { id: 'a', text: 'A', correct: true },
            { id: 'b', text: 'B' },
          ],
          explanation: 'A it is',
        },
      ],
    };
    await call('PUT', work('lesson', page.id), OWNER, {
      base_revision: 1,
      document: lessonDoc('Quiz page', [quiz]),
    });
    const preview = (await call('GET', `${work('lesson', page.id)}/preview`, OWNER)).json();
    expect(preview).toMatchObject({
      kind: 'lesson',
      title: 'Quiz page',
      course: { id: course.id, slug: course.slug },
    });
    expect(preview.widgets).toEqual([quiz]);
    const first = (await call('GET', `${work('lesson', page.id)}/preview?revision=1`, OWNER)).json();
    expect(first.widgets).toEqual([]);
    expect((await call('GET', `/api/collection/${course.slug}/page/quiz-page`)).statusCode).toBe(404);
  });
});
