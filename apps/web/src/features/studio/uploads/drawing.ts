import { getStroke } from 'perfect-freehand';

/** One point of a stroke: position in the canvas's own pixels and the pen's pressure (0-1). */
export type DrawingPoint = [x: number, y: number, pressure: number];

export interface Stroke {
  points: DrawingPoint[];
  size: number;
  color: string;
}

export interface Drawing {
  strokes: Stroke[];
  /** The stroke the pointer is drawing now, if any. */
  current: Stroke | null;
}

export const EMPTY_DRAWING: Drawing = { strokes: [], current: null };

export const PEN_SIZES = [4, 8, 16] as const;
export const PEN_COLORS = ['#111827', '#dc2626', '#2563eb', '#16a34a', '#f59e0b'] as const;

/** The drawing changes a pointer and the toolbar make; each returns a new drawing. */
export const drawingActions = {
  start: (drawing: Drawing, point: DrawingPoint, size: number, color: string): Drawing => ({
    ...drawing,
    current: { points: [point], size, color },
  }),
  extend: (drawing: Drawing, point: DrawingPoint): Drawing =>
    drawing.current
      ? { ...drawing, current: { ...drawing.current, points: [...drawing.current.points, point] } }
      : drawing,
  end: (drawing: Drawing): Drawing =>
    drawing.current ? { strokes: [...drawing.strokes, drawing.current], current: null } : drawing,
  undo: (drawing: Drawing): Drawing => ({ strokes: drawing.strokes.slice(0, -1), current: null }),
  clear: (): Drawing => EMPTY_DRAWING,
};

export const isEmptyDrawing = (drawing: Drawing) => drawing.strokes.length === 0 && !drawing.current;

/**
 * The outline of a stroke as an SVG path (perfect-freehand's shape, pressure-sensitive), drawn on
 * the canvas with Path2D. Quadratic curves through the midpoints of the outline's points.
 */
export function strokePath(stroke: Stroke): string {
  const outline = getStroke(stroke.points, {
    size: stroke.size,
    thinning: 0.5,
    smoothing: 0.5,
    streamline: 0.5,
    // A mouse reports a constant pressure: simulate one from speed instead.
    simulatePressure: stroke.points.every(([, , pressure]) => pressure === 0.5),
  });
  const first = outline[0];
  if (!first || outline.length < 2) return '';
  const parts = [`M ${first[0].toFixed(2)} ${first[1].toFixed(2)} Q`];
  const points = [...outline, first];
  for (let index = 0; index < points.length - 1; index++) {
    const [x0, y0] = points[index] as [number, number];
    const [x1, y1] = points[index + 1] as [number, number];
    parts.push(
      `${x0.toFixed(2)} ${y0.toFixed(2)} ${((x0 + x1) / 2).toFixed(2)} ${((y0 + y1) / 2).toFixed(2)}`,
    );
  }
  parts.push('Z');
  return parts.join(' ');
}

/** The point of a pointer event in the canvas's own pixels (the canvas may be shown scaled). */
export function canvasPoint(
  event: { clientX: number; clientY: number; pressure: number },
  rect: { left: number; top: number; width: number; height: number },
  canvas: { width: number; height: number },
): DrawingPoint {
  const x = ((event.clientX - rect.left) / rect.width) * canvas.width;
  const y = ((event.clientY - rect.top) / rect.height) * canvas.height;
  return [Math.round(x * 10) / 10, Math.round(y * 10) / 10, event.pressure || 0.5];
}
