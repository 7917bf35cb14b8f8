import { apiRoutes, type Widget } from '@learnbox/contracts';
import { AUTHORING_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthoringTestApp, buildAuthoringTestApp } from './testing/authoring-test-app';
import { lessonDoc, markdown, OWNER, STRANGER, studioClient, TEAM, work } from './testing/studio-client';

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp();
}, 120_000);
afterAll(() => app?.dispose());
const { call, createCourse } = studioClient(() => app);

/** The hostile suite of the studio: bad input (400 sentences) and other authors' works (404). */
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
      ['path', 'path-software-developer'],
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
    const lesson = await call('GET', work('lesson', 'lsn-python-lists'), TEAM);
    expect(lesson.statusCode, lesson.body).toBe(200);
    expect(lesson.json()).toMatchObject({
      role: 'owner',
      course_id: 'crs-python-basics',
      slug: 'lists-and-loops',
    });
    const history = (await call('GET', `${work('lesson', 'lsn-python-lists')}/revisions`, TEAM)).json();
    expect(history.revisions).toEqual([expect.objectContaining({ revision: 0, published: true })]);
  });
});
