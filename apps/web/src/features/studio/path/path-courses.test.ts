import { describe, expect, it } from 'vitest';
import { addCourse, moveCourse, removeCourse } from './path-courses';

describe('path courses', () => {
  it('adds once, moves within bounds and removes', () => {
    const ids = addCourse(addCourse(addCourse([], 'a'), 'b'), 'a');
    expect(ids).toEqual(['a', 'b']);
    expect(moveCourse(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveCourse(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveCourse(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeCourse(['a', 'b'], 'a')).toEqual(['b']);
  });
});
