import { describe, expect, it } from 'vitest';
import { courseProgress } from './course-progress';

const lessons = ['a', 'b', 'c', 'd'].map((slug) => ({ id: `id-${slug}`, slug }));

describe('courseProgress', () => {
  it('starts at the first lesson', () => {
    expect(courseProgress(lessons, new Set(), null)).toEqual({
      completed: 0,
      total: 4,
      percent: 0,
      resume_lesson_slug: 'a',
    });
  });

  it('resumes the lesson last opened while it is unfinished', () => {
    expect(courseProgress(lessons, new Set(['id-a']), 'id-c').resume_lesson_slug).toBe('c');
  });

  it('moves past a finished last lesson to the next unfinished one', () => {
    const progress = courseProgress(lessons, new Set(['id-a', 'id-b']), 'id-b');
    expect(progress).toMatchObject({ completed: 2, percent: 50, resume_lesson_slug: 'c' });
    expect(courseProgress(lessons, new Set(['id-b', 'id-c', 'id-d']), 'id-d').resume_lesson_slug).toBe('a');
  });

  it('offers the first lesson again when all are done', () => {
    const all = new Set(lessons.map((lesson) => lesson.id));
    expect(courseProgress(lessons, all, 'id-d')).toMatchObject({ percent: 100, resume_lesson_slug: 'a' });
    expect(courseProgress([], new Set(), null)).toEqual({
      completed: 0,
      total: 0,
      percent: 0,
      resume_lesson_slug: null,
    });
  });
});
