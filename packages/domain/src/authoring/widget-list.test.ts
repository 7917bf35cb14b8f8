import { describe, expect, it } from 'vitest';
import {
  hasDirtyWidgets,
  initialWidgetListState,
  listWidgets,
  RECENTLY_USED_LIMIT,
  reduceWidgetList,
  type WidgetListAction,
  type WidgetListState,
} from './widget-list';

const add = (hash: string, type = 'Code', index?: number): WidgetListAction => ({
  type: 'add',
  widget: { hash, type },
  ...(index === undefined ? {} : { index }),
});
const run = (actions: WidgetListAction[], state: WidgetListState = initialWidgetListState) =>
  actions.reduce(reduceWidgetList, state);
const abc = run([add('a'), add('b'), add('c')]);

describe('editor widget list (spec sections 3 and 4)', () => {
  it('starts empty with the default recently used widgets', () => {
    expect(initialWidgetListState).toEqual({
      ids: [],
      entities: {},
      selectedHash: null,
      recentlyUsedWidgets: ['Code', 'WebpackBin', 'RunJS', 'TabbedCode', 'Table'],
    });
    expect(RECENTLY_USED_LIMIT).toBe(5);
  });

  it.each<[string, WidgetListAction[], Partial<WidgetListState>]>([
    ['add appends and selects', [add('d')], { ids: ['a', 'b', 'c', 'd'], selectedHash: 'd' }],
    ['add at an index', [add('d', 'Code', 1)], { ids: ['a', 'd', 'b', 'c'] }],
    [
      'add clamps the index',
      [add('d', 'Code', -4), add('e', 'Code', 99)],
      { ids: ['d', 'a', 'b', 'c', 'e'] },
    ],
    ['add ignores a duplicate hash', [add('a')], { ids: ['a', 'b', 'c'], selectedHash: 'c' }],
    ['remove', [{ type: 'remove', hash: 'b' }], { ids: ['a', 'c'], selectedHash: 'c' }],
    [
      'remove selected picks the next',
      [
        { type: 'select', hash: 'b' },
        { type: 'remove', hash: 'b' },
      ],
      { selectedHash: 'c' },
    ],
    [
      'remove selected last picks the previous',
      [{ type: 'remove', hash: 'c' }],
      { ids: ['a', 'b'], selectedHash: 'b' },
    ],
    [
      'remove the only one',
      [
        { type: 'remove', hash: 'a' },
        { type: 'remove', hash: 'b' },
        { type: 'remove', hash: 'c' },
      ],
      { ids: [], selectedHash: null },
    ],
    ['move up', [{ type: 'moveUp', hash: 'b' }], { ids: ['b', 'a', 'c'] }],
    ['move down', [{ type: 'moveDown', hash: 'b' }], { ids: ['a', 'c', 'b'] }],
    ['first cannot move up', [{ type: 'moveUp', hash: 'a' }], { ids: ['a', 'b', 'c'] }],
    ['last cannot move down', [{ type: 'moveDown', hash: 'c' }], { ids: ['a', 'b', 'c'] }],
    ['select none', [{ type: 'select', hash: null }], { selectedHash: null }],
  ])('%s', (_name, actions, expected) => {
    expect(run(actions, abc)).toMatchObject(expected);
  });

  it('removes the entity too', () => {
    expect(run([{ type: 'remove', hash: 'b' }], abc).entities).not.toHaveProperty('b');
  });

  it.each<WidgetListAction>([
    { type: 'remove', hash: 'zz' },
    { type: 'moveUp', hash: 'zz' },
    { type: 'markDirty', hash: 'zz' },
    { type: 'select', hash: 'zz' },
  ])('ignores unknown hashes: %j', (action) => {
    expect(reduceWidgetList(abc, action)).toBe(abc);
  });

  it('marks dirty and clean', () => {
    const dirty = run([{ type: 'markDirty', hash: 'b' }], abc);
    expect(dirty.entities.b?.dirty).toBe(true);
    expect(hasDirtyWidgets(dirty)).toBe(true);
    const clean = run([{ type: 'markDirty', hash: 'b', dirty: false }], dirty);
    expect(hasDirtyWidgets(clean)).toBe(false);
  });

  it('moves the used type to the front of recently used, capped at 5', () => {
    expect(run([add('x', 'Table')]).recentlyUsedWidgets).toEqual([
      'Table',
      'Code',
      'WebpackBin',
      'RunJS',
      'TabbedCode',
    ]);
    expect(run([add('x', 'Markdown')]).recentlyUsedWidgets).toEqual([
      'Markdown',
      'Code',
      'WebpackBin',
      'RunJS',
      'TabbedCode',
    ]);
  });

  it('lists widgets in page order', () => {
    expect(listWidgets(run([{ type: 'moveUp', hash: 'c' }], abc)).map((w) => w.hash)).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('skips ids without an entity', () => {
    expect(listWidgets({ ...abc, ids: ['a', 'ghost'] }).map((w) => w.hash)).toEqual(['a']);
  });
});
