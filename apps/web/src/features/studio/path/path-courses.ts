/** The ordered course list of a path draft, as pure functions (the editor's buttons use these). */

export function moveCourse(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

/** Adds a course at the end; a course already in the path stays where it is. */
export const addCourse = (ids: readonly string[], id: string): string[] =>
  ids.includes(id) ? [...ids] : [...ids, id];

export const removeCourse = (ids: readonly string[], id: string): string[] =>
  ids.filter((item) => item !== id);
