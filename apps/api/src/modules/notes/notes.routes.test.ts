import {
  courseHighlightsReplySchema,
  highlightSchema,
  lessonHighlightsReplySchema,
} from '@learnbox/contracts';
import { eq, lessons } from '@learnbox/db';
import {
  type AnchorText,
  anchorAt,
  HIGHLIGHT_WRITES_PER_MINUTE,
  lessonAnchorTexts,
  NOTES_LOGIN_TEXT,
  NOTES_MESSAGES,
} from '@learnbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_TIMEOUT_MS, type TestBrowser } from '../auth/testing/accounts-test-app';
import { buildContentTestApp, type ContentTestApp } from '../content/testing/content-test-app';

const COURSE = 'modern-javascript';

describe('notes and highlights', { timeout: APP_TIMEOUT_MS }, () => {
  let app: ContentTestApp;
  let subscriber: TestBrowser;
  let lesson: { id: string; course_id: string; revision: number; widgets: unknown[]; block: AnchorText };

  /** An anchor on a stretch of the lesson's first Markdown widget, as the browser would make it. */
  const anchorOn = (block: AnchorText, from = 0.3, length = 40) => {
    const start = Math.floor(block.text.length * from);
    return anchorAt(block, start, start + length);
  };
  const create = (browser: TestBrowser, overrides: Record<string, unknown> = {}) =>
    browser.post('/api/notes/highlights', {
      lesson_id: lesson.id,
      content_revision: lesson.revision,
      anchor: anchorOn(lesson.block),
      note: 'Remember this.',
      ...overrides,
    });
  /** Publishes a new revision of the lesson the way the studio does: new widgets, revision + 1. */
  const publish = async (widgets: unknown[]) => {
    lesson.revision += 1;
    await app.deps.db
      .update(lessons)
      .set({ widgets, contentRevision: lesson.revision })
      .where(eq(lessons.id, lesson.id));
  };

  beforeAll(async () => {
    app = await buildContentTestApp();
    subscriber = await app.as('subscriber@example.com');
    const course = (await subscriber.get(`/api/collection/${COURSE}`)).json();
    const first = course.modules[0].lessons[0];
    const page = (await subscriber.get(`/api/collection/${COURSE}/page/${first.slug}`)).json();
    const [row] = await app.deps.db.select().from(lessons).where(eq(lessons.id, page.lesson.id));
    const block = lessonAnchorTexts(row?.widgets ?? [])[0] as AnchorText;
    expect(block.text.length).toBeGreaterThan(100);
    lesson = {
      id: page.lesson.id,
      course_id: course.id,
      revision: page.lesson.content_revision,
      widgets: row?.widgets ?? [],
      block,
    };
  }, APP_TIMEOUT_MS);
  afterAll(() => app.dispose());

  it('asks visitors to log in', async () => {
    const visitor = app.browser();
    for (const res of [
      await create(visitor),
      await visitor.get(`/api/notes/lessons/${lesson.id}/highlights`),
      await visitor.get(`/api/notes/courses/${lesson.course_id}/highlights`),
      await visitor.get(`/api/notes/courses/${lesson.course_id}/highlights/export`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errorText).toBe(NOTES_LOGIN_TEXT);
    }
  });

  it('creates, lists, updates and deletes a highlight', async () => {
    const created = await create(subscriber);
    expect(created.statusCode, created.body).toBe(200);
    const highlight = highlightSchema.parse(created.json());
    expect(highlight).toMatchObject({ orphaned: false, note: 'Remember this.', colour: 'yellow' });
    expect(highlight.start).toBe(Math.floor(lesson.block.text.length * 0.3));

    const listed = lessonHighlightsReplySchema.parse(
      (await subscriber.get(`/api/notes/lessons/${lesson.id}/highlights`)).json(),
    );
    expect(listed.items.map((item) => item.id)).toContain(highlight.id);

    const updated = await subscriber.request({
      method: 'PATCH',
      url: `/api/notes/highlights/${highlight.id}`,
      payload: { note: 'Changed my mind.', colour: 'green' },
    });
    expect(updated.json()).toMatchObject({ note: 'Changed my mind.', colour: 'green' });

    const removed = await subscriber.request({
      method: 'DELETE',
      url: `/api/notes/highlights/${highlight.id}`,
    });
    expect(removed.json()).toEqual({ id: highlight.id, deleted: true });
    const again = await subscriber.request({
      method: 'DELETE',
      url: `/api/notes/highlights/${highlight.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another user's highlight and never lists it", async () => {
    const highlight = (await create(subscriber)).json();
    const other = await app.as('owner@example.com');
    for (const res of [
      await other.request({
        method: 'PATCH',
        url: `/api/notes/highlights/${highlight.id}`,
        payload: { note: 'x' },
      }),
      await other.request({ method: 'DELETE', url: `/api/notes/highlights/${highlight.id}` }),
    ])
      expect(res.statusCode).toBe(404);
    const theirs = (await other.get(`/api/notes/lessons/${lesson.id}/highlights`)).json();
    expect(theirs.items ?? []).toEqual([]);
    const mine = (await subscriber.get(`/api/notes/lessons/${lesson.id}/highlights`)).json();
    expect(mine.items.find((item: { id: string }) => item.id === highlight.id).note).toBe('Remember this.');
  });

  it('refuses bad input with a sentence', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ note: 'x'.repeat(5001) }, NOTES_MESSAGES.NOTE_TOO_LONG],
      [{ colour: 'purple' }, NOTES_MESSAGES.COLOUR_UNKNOWN],
      [{ anchor: { ...anchorOn(lesson.block), exact: '   ' } }, NOTES_MESSAGES.QUOTE_REQUIRED],
      [{ anchor: { ...anchorOn(lesson.block), widget_id: 'not-a-widget' } }, NOTES_MESSAGES.WIDGET_UNKNOWN],
      [{ content_revision: lesson.revision + 5 }, NOTES_MESSAGES.REVISION_STALE],
    ];
    for (const [overrides, sentence] of cases) {
      const res = await create(subscriber, overrides);
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json().errorText).toBe(sentence);
    }
    const shapeless = await subscriber.post('/api/notes/highlights', { lesson_id: lesson.id });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json().errorText).toEqual(expect.any(String));
    const missing = await create(subscriber, { lesson_id: 'lsn-nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('re-anchors after a lesson edit, flags orphaned passages, and exports Markdown', async () => {
    const kept = (await create(subscriber, { note: 'Survives the edit.' })).json();
    const doomedAnchor = anchorOn(lesson.block, 0.7, 30);
    const doomed = (await create(subscriber, { anchor: doomedAnchor, note: 'Loses its text.' })).json();

    // The new revision inserts a paragraph first and deletes the second passage.
    const widgets = structuredClone(lesson.widgets) as { type: string; id: string; markdown?: string }[];
    const markdownWidget = widgets.find((widget) => widget.id === lesson.block.widget_id) as {
      markdown: string;
    };
    markdownWidget.markdown = `A new opening paragraph.\n\n${markdownWidget.markdown}`;
    const text = lesson.block.text;
    const edited = lessonAnchorTexts(widgets)[0]?.text ?? '';
    expect(edited).toContain(doomedAnchor.exact);
    markdownWidget.markdown = `A new opening paragraph.\n\n${text.replace(
      text.slice(Math.floor(text.length * 0.6)),
      'The rest was rewritten completely.',
    )}`;
    await publish(widgets);

    const reply = lessonHighlightsReplySchema.parse(
      (await subscriber.get(`/api/notes/lessons/${lesson.id}/highlights`)).json(),
    );
    expect(reply.content_revision).toBe(lesson.revision);
    const found = reply.items.find((item) => item.id === kept.id);
    expect(found).toMatchObject({ orphaned: false, content_revision: lesson.revision });
    expect(found?.anchor.exact).toBe(kept.anchor.exact);
    expect(found?.start).toBe((kept.start as number) + 'A new opening paragraph. '.length);
    const lost = reply.items.find((item) => item.id === doomed.id);
    expect(lost).toMatchObject({ orphaned: true, note: 'Loses its text.', start: null });

    const viewer = courseHighlightsReplySchema.parse(
      (await subscriber.get(`/api/notes/courses/${lesson.course_id}/highlights`)).json(),
    );
    expect(viewer.course.slug).toBe(COURSE);
    expect(viewer.lessons).toHaveLength(1);
    expect(viewer.lessons[0]?.url).toMatch(new RegExp(`^/courses/${COURSE}/`));
    expect(viewer.lessons[0]?.items.some((item) => item.orphaned)).toBe(true);

    const file = await subscriber.get(`/api/notes/courses/${lesson.course_id}/highlights/export`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/markdown/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${COURSE}-highlights.md"`);
    expect(file.body).toContain(`# Highlights and notes: ${viewer.course.title}`);
    expect(file.body).toContain(`## ${viewer.lessons[0]?.title}`);
    expect(file.body).toContain(`> ${kept.anchor.exact.trim()}`);
    expect(file.body).toContain('Survives the edit.');
    expect(file.body).toContain('_This passage is no longer in the lesson._');
    expect(file.body).toContain(`${viewer.lessons[0]?.url}#highlight-${kept.id})`);
  });

  it('404s a course the reader cannot see', async () => {
    const res = await subscriber.get('/api/notes/courses/no-such-course/highlights');
    expect(res.statusCode).toBe(404);
  });

  it('limits highlight writes per account like other user writes (429)', async () => {
    const writer = await app.as('member@example.com');
    let refused = null;
    for (let i = 0; i <= HIGHLIGHT_WRITES_PER_MINUTE && !refused; i += 1) {
      const res = await create(writer, { note: `note ${i}` });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode, res.body).toBe(200);
    }
    expect(refused?.json().errorText).toMatch(/^Too many attempts/);
  });
});
