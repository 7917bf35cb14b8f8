import { describe, expect, it } from 'vitest';
import {
  addModule,
  type CourseModules,
  lessonCount,
  moveLesson,
  moveModule,
  newModuleId,
  placeLesson,
  removeLesson,
  removeModule,
  renameLesson,
  renameModule,
} from './course-tree';

const tree: CourseModules = [
  {
    id: 'm1',
    title: 'Basics',
    lessons: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
  },
  { id: 'm2', title: 'More', lessons: [{ id: 'c', title: 'C' }] },
  { id: 'm3', title: 'Empty', lessons: [] },
];
const ids = (modules: CourseModules) => modules.map((m) => `${m.id}:${m.lessons.map((l) => l.id).join('')}`);

describe('course tree', () => {
  it('moves modules up and down, not past the ends', () => {
    expect(ids(moveModule(tree, 1, -1))).toEqual(['m2:c', 'm1:ab', 'm3:']);
    expect(ids(moveModule(tree, 1, 1))).toEqual(['m1:ab', 'm3:', 'm2:c']);
    expect(moveModule(tree, 0, -1)).toBe(tree);
    expect(moveModule(tree, 2, 1)).toBe(tree);
    expect(moveModule(tree, 7, 1)).toBe(tree);
  });

  it('moves a lesson within its module', () => {
    const moved = moveLesson(tree, { module: 0, lesson: 0 }, 1);
    expect(ids(moved.modules)).toEqual(['m1:ba', 'm2:c', 'm3:']);
    expect(moved.place).toEqual({ module: 0, lesson: 1 });
  });

  it('moves a lesson across a module boundary, into empty modules too', () => {
    const down = moveLesson(tree, { module: 0, lesson: 1 }, 1);
    expect(ids(down.modules)).toEqual(['m1:a', 'm2:bc', 'm3:']);
    expect(down.place).toEqual({ module: 1, lesson: 0 });
    const up = moveLesson(tree, { module: 1, lesson: 0 }, -1);
    expect(ids(up.modules)).toEqual(['m1:abc', 'm2:', 'm3:']);
    expect(up.place).toEqual({ module: 0, lesson: 2 });
    const intoEmpty = moveLesson(tree, { module: 1, lesson: 0 }, 1);
    expect(ids(intoEmpty.modules)).toEqual(['m1:ab', 'm2:', 'm3:c']);
  });

  it('leaves the first and last lesson of the course where they are', () => {
    expect(moveLesson(tree, { module: 0, lesson: 0 }, -1).modules).toBe(tree);
    expect(moveLesson(tree, { module: 1, lesson: 0 }, 1).modules).not.toBe(tree);
    const last = moveLesson(tree, { module: 1, lesson: 0 }, 1).modules;
    expect(moveLesson(last, { module: 2, lesson: 0 }, 1).modules).toBe(last);
    expect(moveLesson(tree, { module: 0, lesson: 9 }, 1).modules).toBe(tree);
  });

  it('places a dragged lesson anywhere', () => {
    expect(ids(placeLesson(tree, { module: 0, lesson: 0 }, { module: 1, lesson: 1 }))).toEqual([
      'm1:b',
      'm2:ca',
      'm3:',
    ]);
    expect(ids(placeLesson(tree, { module: 0, lesson: 1 }, { module: 0, lesson: 0 }))).toEqual([
      'm1:ba',
      'm2:c',
      'm3:',
    ]);
    expect(placeLesson(tree, { module: 5, lesson: 0 }, { module: 0, lesson: 0 })).toBe(tree);
  });

  it('renames, removes and adds without touching the input', () => {
    expect(renameModule(tree, 1, 'Next')[1]?.title).toBe('Next');
    expect(renameLesson(tree, { module: 0, lesson: 1 }, 'Bee')[0]?.lessons[1]?.title).toBe('Bee');
    expect(ids(removeModule(tree, 0))).toEqual(['m2:c', 'm3:']);
    expect(ids(removeLesson(tree, { module: 0, lesson: 0 }))).toEqual(['m1:b', 'm2:c', 'm3:']);
    expect(addModule(tree, 'Extra').at(-1)).toEqual({ id: 'module-4', title: 'Extra', lessons: [] });
    expect(ids(tree)).toEqual(['m1:ab', 'm2:c', 'm3:']);
    expect(lessonCount(tree)).toBe(3);
  });

  it('gives a new module an id no module has', () => {
    expect(newModuleId([{ id: 'module-2', title: 'x', lessons: [] }])).toBe('module-3');
    expect(
      newModuleId([
        { id: 'module-2', title: 'x', lessons: [] },
        { id: 'module-3', title: 'y', lessons: [] },
      ]),
    ).toBe('module-4');
  });
});
