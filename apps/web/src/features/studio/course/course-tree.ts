import type { CourseDocument } from '@learnbox/contracts';

/**
 * The module/lesson tree of a course draft as pure functions: the editor's buttons, keys and drag
 * all go through these, so ordering is tested without a browser. Every function returns a new
 * list and leaves the input alone; an impossible move returns the same list.
 */
export type CourseModules = CourseDocument['modules'];
export type TreeModule = CourseModules[number];

/** Where a lesson is: its module's index and its index in that module. */
export interface LessonPlace {
  module: number;
  lesson: number;
}

const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** Moves a module up (-1) or down (+1); at either end nothing moves. */
export function moveModule(modules: CourseModules, index: number, by: -1 | 1): CourseModules {
  const to = index + by;
  if (index < 0 || index >= modules.length || to < 0 || to >= modules.length) return modules;
  return moveItem(modules, index, to);
}

/**
 * Moves a lesson up or down one place. At the top of its module it goes to the end of the module
 * before; at the bottom, to the start of the next: the course reads as one list of lessons.
 */
export function moveLesson(
  modules: CourseModules,
  place: LessonPlace,
  by: -1 | 1,
): { modules: CourseModules; place: LessonPlace } {
  const unchanged = { modules, place };
  const module = modules[place.module];
  const lesson = module?.lessons[place.lesson];
  if (!module || !lesson) return unchanged;
  const to = place.lesson + by;
  if (to >= 0 && to < module.lessons.length) {
    const next = modules.map((item, index) =>
      index === place.module ? { ...item, lessons: moveItem(item.lessons, place.lesson, to) } : item,
    );
    return { modules: next, place: { module: place.module, lesson: to } };
  }
  const target = place.module + by;
  const targetModule = modules[target];
  if (!targetModule) return unchanged;
  const lessonIndex = by === -1 ? targetModule.lessons.length : 0;
  const next = modules.map((item, index) => {
    if (index === place.module)
      return { ...item, lessons: item.lessons.filter((_, i) => i !== place.lesson) };
    if (index === target) {
      const lessons = [...item.lessons];
      lessons.splice(lessonIndex, 0, lesson);
      return { ...item, lessons };
    }
    return item;
  });
  return { modules: next, place: { module: target, lesson: lessonIndex } };
}

/** Moves a lesson to any place (drag and drop), possibly in another module. */
export function placeLesson(modules: CourseModules, from: LessonPlace, to: LessonPlace): CourseModules {
  const lesson = modules[from.module]?.lessons[from.lesson];
  if (!lesson || !modules[to.module]) return modules;
  const without = modules.map((item, index) =>
    index === from.module ? { ...item, lessons: item.lessons.filter((_, i) => i !== from.lesson) } : item,
  );
  return without.map((item, index) => {
    if (index !== to.module) return item;
    const lessons = [...item.lessons];
    lessons.splice(Math.min(Math.max(0, to.lesson), lessons.length), 0, lesson);
    return { ...item, lessons };
  });
}

export function renameModule(modules: CourseModules, index: number, title: string): CourseModules {
  return modules.map((item, i) => (i === index ? { ...item, title } : item));
}

export function renameLesson(modules: CourseModules, place: LessonPlace, title: string): CourseModules {
  return modules.map((item, i) =>
    i === place.module
      ? {
          ...item,
          lessons: item.lessons.map((lesson, j) => (j === place.lesson ? { ...lesson, title } : lesson)),
        }
      : item,
  );
}

/** Removes a module; its lessons leave the course with it. */
export function removeModule(modules: CourseModules, index: number): CourseModules {
  return modules.filter((_, i) => i !== index);
}

export function removeLesson(modules: CourseModules, place: LessonPlace): CourseModules {
  return modules.map((item, i) =>
    i === place.module ? { ...item, lessons: item.lessons.filter((_, j) => j !== place.lesson) } : item,
  );
}

/** A module id no other module of the course has: `module-{n}` with the smallest free n. */
export function newModuleId(modules: CourseModules): string {
  const taken = new Set(modules.map((item) => item.id));
  let n = modules.length + 1;
  while (taken.has(`module-${n}`)) n += 1;
  return `module-${n}`;
}

export function addModule(modules: CourseModules, title: string): CourseModules {
  return [...modules, { id: newModuleId(modules), title, lessons: [] }];
}

/** How many lessons the course has in all. */
export const lessonCount = (modules: CourseModules): number =>
  modules.reduce((sum, item) => sum + item.lessons.length, 0);
