import { expect } from 'vitest';
import type { TestBrowser } from '../../auth/testing/accounts-test-app';

/** The lesson ids of a course, in order, as the reader's outline lists them. */
export async function lessonIdsOf(browser: TestBrowser, slug: string): Promise<string[]> {
  const res = await browser.get(`/api/collection/${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .modules.flatMap((module: { lessons: { id: string }[] }) => module.lessons.map((lesson) => lesson.id));
}

/** Marks these lessons complete (all of the course's when `count` is left out). */
export async function completeLessons(browser: TestBrowser, slug: string, count?: number): Promise<void> {
  const ids = await lessonIdsOf(browser, slug);
  for (const id of ids.slice(0, count ?? ids.length)) {
    const res = await browser.request({ method: 'PUT', url: `/api/progress/lessons/${id}/complete` });
    expect(res.statusCode, res.body).toBe(200);
  }
}
