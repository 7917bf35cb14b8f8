import { describe, expect, it } from 'vitest';
import { canvasPoint, drawingActions, EMPTY_DRAWING, isEmptyDrawing, strokePath } from './drawing';

describe('the drawing model', () => {
  it('draws strokes point by point, undoes the last and clears all', () => {
    let drawing = drawingActions.start(EMPTY_DRAWING, [1, 1, 0.5], 8, '#111827');
    drawing = drawingActions.extend(drawing, [5, 5, 0.5]);
    expect(isEmptyDrawing(drawing)).toBe(false);
    drawing = drawingActions.end(drawing);
    expect(drawing).toEqual({
      strokes: [
        {
          points: [
            [1, 1, 0.5],
            [5, 5, 0.5],
          ],
          size: 8,
          color: '#111827',
        },
      ],
      current: null,
    });
    drawing = drawingActions.end(drawingActions.start(drawing, [9, 9, 0.7], 16, '#dc2626'));
    expect(drawing.strokes.map((stroke) => stroke.color)).toEqual(['#111827', '#dc2626']);
    drawing = drawingActions.undo(drawing);
    expect(drawing.strokes.map((stroke) => stroke.color)).toEqual(['#111827']);
    expect(isEmptyDrawing(drawingActions.clear())).toBe(true);
    expect(drawingActions.undo(EMPTY_DRAWING)).toEqual(EMPTY_DRAWING);
  });

  it('ignores moves and ends without a stroke in progress', () => {
    expect(drawingActions.extend(EMPTY_DRAWING, [1, 1, 0.5])).toBe(EMPTY_DRAWING);
    expect(drawingActions.end(EMPTY_DRAWING)).toBe(EMPTY_DRAWING);
  });
});

describe('strokePath', () => {
  it('outlines a stroke as a closed path around its points, wider for a bigger pen', () => {
    const points: [number, number, number][] = [
      [10, 10, 0.5],
      [50, 40, 0.5],
      [90, 10, 0.5],
    ];
    const path = strokePath({ points, size: 8, color: '#000' });
    expect(path).toMatch(/^M [\d.]+ [\d.]+ Q .* Z$/);
    const numbers = (text: string) => [...text.matchAll(/-?\d+\.\d+/g)].map((match) => Number(match[0]));
    const spread = (text: string) => Math.max(...numbers(text)) - Math.min(...numbers(text));
    expect(spread(strokePath({ points, size: 24, color: '#000' }))).toBeGreaterThan(spread(path));
  });
});

describe('canvasPoint', () => {
  it("maps a pointer to the canvas's own pixels when it is shown scaled", () => {
    const rect = { left: 100, top: 50, width: 400, height: 250 };
    expect(
      canvasPoint({ clientX: 300, clientY: 175, pressure: 0.8 }, rect, { width: 800, height: 500 }),
    ).toEqual([400, 250, 0.8]);
    expect(
      canvasPoint({ clientX: 100, clientY: 50, pressure: 0 }, rect, { width: 800, height: 500 }),
    ).toEqual([0, 0, 0.5]);
  });
});
