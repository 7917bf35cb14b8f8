import type { Widget } from '@learnbox/contracts';
import { AUTHORING_MESSAGES, KNOWN_MESSAGES } from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthoringTestApp,
  buildAuthoringTestApp,
  type StudioCaller,
} from './testing/authoring-test-app';
import { lessonDoc, markdown, OWNER, STRANGER, studioClient, TEAM, work } from './testing/studio-client';

let app: AuthoringTestApp;
beforeAll(async () => {
  app = await buildAuthoringTestApp();
}, 120_000);
afterAll(() => app?.dispose());
const { call, createCourse } = studioClient(() => app);

/** Create, save, conflict, history, restore and publish, on PGlite (and PostgreSQL with DATABASE_URL). */
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

describe('studio: seeded works and previews', () => {
  it('lets the seeded team edit and publish a seeded lesson and path through the studio', async () => {
    const lesson = (await call('GET', work('lesson', 'lsn-python-hello'), TEAM)).json();
    const widgets = [markdown('fresh', 'Rewritten in the studio: quokkaword.'), ...lesson.document.widgets];
    const saved = await call('PUT', work('lesson', 'lsn-python-hello'), TEAM, {
      base_revision: 0,
      document: { ...lesson.document, widgets },
    });
    expect(saved.json().head_revision).toBe(1);
    const published = await call('POST', `${work('lesson', 'lsn-python-hello')}/publish`, TEAM, {
      revision: 1,
    });
    expect(published.json()).toEqual({ published_revision: 1, url: '/courses/python-basics/hello-python' });
    const read = (await call('GET', '/api/collection/python-basics/page/hello-python')).json();
    expect(read.lesson.widgets[0]).toEqual(widgets[0]);
    const found = (await call('GET', '/api/catalogue?q=quokkaword')).json();
    expect(found.items.map((item: { id: string }) => item.id)).toContain('crs-python-basics');

    const path = (await call('GET', work('path', 'path-software-developer'), TEAM)).json();
    expect(path.document.course_ids[0]).toBe('crs-python-basics');
    const reordered = { ...path.document, course_ids: [...path.document.course_ids].reverse() };
    await call('PUT', work('path', 'path-software-developer'), TEAM, {
      base_revision: 0,
      document: reordered,
    });
    const unknown = await call('PUT', work('path', 'path-software-developer'), TEAM, {
      base_revision: 1,
      document: { ...reordered, course_ids: ['no-such-course'] },
    });
    expect(unknown.statusCode).toBe(200);
    const refused = await call('POST', `${work('path', 'path-software-developer')}/publish`, TEAM, {
      revision: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorText).toBe(AUTHORING_MESSAGES.COURSE_ID_UNKNOWN);
    const ok = await call('POST', `${work('path', 'path-software-developer')}/publish`, TEAM, {
      revision: 1,
    });
    expect(ok.json().url).toBe('/path/become-a-software-developer');
    const pathRead = (await call('GET', '/api/collection/become-a-software-developer?work_type=path')).json();
    expect(JSON.stringify(pathRead).indexOf('crs-cpp-data-structures')).toBeLessThan(
      JSON.stringify(pathRead).indexOf('crs-python-basics'),
    );
    const mine = (await call('GET', '/api/author/works', TEAM)).json();
    expect(mine.works).toContainEqual(
      expect.objectContaining({
        kind: 'path',
        id: 'path-software-developer',
        role: 'owner',
        published_revision: 1,
      }),
    );
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
    // The quiz as learners get it: no correct flags, no explanation.
    expect(preview.widgets).toEqual([
      {
        type: 'Quiz',
        id: 'q',
        questions: [
          {
            id: 'one',
            prompt: 'Pick',
            options: [
              { id: 'a', text: 'A' },
              { id: 'b', text: 'B' },
            ],
          },
        ],
      },
    ]);
    // The preview grades against the draft for collaborators only, and stores nothing.
    const graded = await call('POST', '/api/quiz/answer', OWNER, {
      lesson_id: page.id,
      preview: true,
      widget_id: 'q',
      question_id: 'one',
      chosen: ['a'],
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({
      right: true,
      correct: ['a'],
      explanation: 'A it is',
      stored: false,
    });
    const stranger = await call('POST', '/api/quiz/answer', STRANGER, {
      lesson_id: page.id,
      preview: true,
      widget_id: 'q',
      question_id: 'one',
      chosen: ['a'],
    });
    expect(stranger.statusCode).toBe(404);
    const first = (await call('GET', `${work('lesson', page.id)}/preview?revision=1`, OWNER)).json();
    expect(first.widgets).toEqual([]);
    expect((await call('GET', `/api/collection/${course.slug}/page/quiz-page`)).statusCode).toBe(404);
  });
});
