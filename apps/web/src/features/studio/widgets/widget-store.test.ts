import type { Widget } from '@learnbox/contracts';
import { widgetSchema } from '@learnbox/contracts';
import { describe, expect, it } from 'vitest';
import { addMenuOrder, newWidget } from './widget-defaults';
import { createWidgetListStore, isListDirty } from './widget-store';

const md = (id: string): Widget => ({ type: 'Markdown', id, markdown: id });

function store(widgets: Widget[] = [md('a'), md('b'), md('c')]) {
  let n = 0;
  return createWidgetListStore(widgets, { makeId: (type) => `${type.toLowerCase()}-${++n}` });
}

describe('widget list store', () => {
  it('starts from the widgets in order, nothing selected or dirty, the spec default recent types', () => {
    const s = store().getState();
    expect(s.ids).toEqual(['a', 'b', 'c']);
    expect(s.entities.b).toEqual(md('b'));
    expect(s.selectedHash).toBeNull();
    expect(s.recentlyUsedWidgets).toEqual(['Code', 'WebpackBin', 'RunJS', 'TabbedCode', 'Table']);
    expect(isListDirty(s)).toBe(false);
  });

  it('adds at the end or after a widget, selects it, marks it dirty and makes its type most recent', () => {
    const s = store();
    const id = s.getState().add('Quiz');
    expect(s.getState().ids).toEqual(['a', 'b', 'c', id]);
    expect(s.getState().selectedHash).toBe(id);
    expect(s.getState().dirty[id]).toBe(true);
    expect(s.getState().recentlyUsedWidgets).toEqual(['Quiz', 'Code', 'WebpackBin', 'RunJS', 'TabbedCode']);
    const code = s.getState().add('Code', 'a');
    expect(s.getState().ids).toEqual(['a', code, 'b', 'c', id]);
    expect(s.getState().recentlyUsedWidgets).toEqual(['Code', 'Quiz', 'WebpackBin', 'RunJS', 'TabbedCode']);
  });

  it('removes a widget (and its selection)', () => {
    const s = store();
    s.getState().select('b');
    s.getState().remove('b');
    expect(s.getState().ids).toEqual(['a', 'c']);
    expect(s.getState().entities.b).toBeUndefined();
    expect(s.getState().selectedHash).toBeNull();
    expect(isListDirty(s.getState())).toBe(true);
  });

  it('moves up and down, and not past the ends', () => {
    const s = store();
    s.getState().moveUp('a');
    expect(s.getState().ids).toEqual(['a', 'b', 'c']);
    expect(s.getState().listDirty).toBe(false);
    s.getState().moveUp('c');
    expect(s.getState().ids).toEqual(['a', 'c', 'b']);
    s.getState().moveDown('a');
    expect(s.getState().ids).toEqual(['c', 'a', 'b']);
    s.getState().moveDown('b');
    expect(s.getState().ids).toEqual(['c', 'a', 'b']);
    expect(
      s
        .getState()
        .widgets()
        .map((widget) => widget.id),
    ).toEqual(['c', 'a', 'b']);
  });

  it('marks one widget dirty on update or by hand, and clean after a save', () => {
    const s = store();
    s.getState().update('a', { type: 'Markdown', id: 'a', markdown: 'changed' });
    expect(s.getState().dirty).toEqual({ a: true });
    s.getState().markDirty('c');
    expect(s.getState().dirty).toEqual({ a: true, c: true });
    s.getState().markDirty('c', false);
    s.getState().markClean();
    expect(isListDirty(s.getState())).toBe(false);
    expect(s.getState().entities.a).toMatchObject({ markdown: 'changed' });
  });

  it('resets to a merged list, keeping the recently used types and a still-present selection', () => {
    const s = store();
    s.getState().add('Table');
    s.getState().select('b');
    s.getState().reset([md('b'), md('z')]);
    expect(s.getState().ids).toEqual(['b', 'z']);
    expect(s.getState().selectedHash).toBe('b');
    expect(s.getState().recentlyUsedWidgets[0]).toBe('Table');
    expect(isListDirty(s.getState())).toBe(false);
  });
});

describe('add menu', () => {
  it('lists the recently used types first, then every other type once', () => {
    const order = addMenuOrder(['Quiz', 'Code']);
    expect(order.slice(0, 2)).toEqual(['Quiz', 'Code']);
    expect(new Set(order).size).toBe(order.length);
    expect(order).toContain('Markdown');
    expect(order).toContain('Image');
  });

  it('starts every type from a widget the schema knows (only unfilled required text is missing)', () => {
    for (const type of addMenuOrder([])) {
      const widget = newWidget(type, `${type.toLowerCase()}-1`);
      expect(widget.type).toBe(type);
      const issues = widgetSchema.safeParse(widget).error?.issues ?? [];
      // Only "fill this in" problems: empty text the author has to write.
      for (const issue of issues) expect(issue.code).toBe('too_small');
    }
  });
});
