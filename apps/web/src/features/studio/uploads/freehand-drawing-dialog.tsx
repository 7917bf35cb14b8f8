'use client';

import { UPLOAD_MESSAGES } from '@learnbox/domain';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../modals/modal-dialog';
import { AltTextField, DialogError, PRIMARY_BUTTON, SECONDARY_BUTTON } from './dialog-parts';
import {
  canvasPoint,
  type Drawing,
  drawingActions,
  EMPTY_DRAWING,
  isEmptyDrawing,
  PEN_COLORS,
  PEN_SIZES,
  strokePath,
} from './drawing';
import { type ImageDialogProps, uploadToWork } from './upload-image';

/** The drawing's own size in pixels (the PNG's size); shown scaled to the dialog's width. */
const CANVAS_WIDTH = 800;
const CANVAS_HEIGHT = 500;
const COLOR_NAMES: Record<(typeof PEN_COLORS)[number], string> = {
  '#111827': 'Black',
  '#dc2626': 'Red',
  '#2563eb': 'Blue',
  '#16a34a': 'Green',
  '#f59e0b': 'Amber',
};

function paint(canvas: HTMLCanvasElement, drawing: Drawing) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const stroke of drawing.current ? [...drawing.strokes, drawing.current] : drawing.strokes) {
    context.fillStyle = stroke.color;
    context.fill(new Path2D(strokePath(stroke)));
  }
}

const canvasBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/**
 * The FreehandDrawing modal (spec section 2): draw with a mouse, pen or finger (pressure-sensitive
 * strokes by perfect-freehand), pick pen size and colour, undo, clear; the drawing is exported as
 * a PNG and uploaded like any image, so the editor places it as an Image widget.
 */
export function FreehandDrawingDialog({ uploadUrl, onUploaded, onClose }: ImageDialogProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const altId = useId();
  const [drawing, setDrawing] = useState<Drawing>(EMPTY_DRAWING);
  const [size, setSize] = useState<number>(PEN_SIZES[1]);
  const [color, setColor] = useState<string>(PEN_COLORS[0]);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (canvasRef.current) paint(canvasRef.current, drawing);
  }, [drawing]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) =>
    canvasPoint(event, event.currentTarget.getBoundingClientRect(), event.currentTarget);

  const save = async () => {
    const canvas = canvasRef.current;
    if (!canvas || isEmptyDrawing(drawing)) return setError(UPLOAD_MESSAGES.DRAWING_EMPTY);
    setBusy(true);
    setError(null);
    const blob = await canvasBlob(canvas);
    const result = blob
      ? await uploadToWork(uploadUrl, blob, 'drawing.png', alt)
      : { ok: false as const, errorText: UPLOAD_MESSAGES.UPLOAD_FAILED };
    setBusy(false);
    if (!result.ok) return setError(result.errorText);
    onUploaded(result.data);
  };

  return (
    <ModalDialog
      title="Drawing"
      description="Sketch with your mouse, pen or finger; the drawing is added to your page as an image."
      testId="modal-FreehandDrawing"
      onClose={onClose}
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-3" role="toolbar" aria-label="Pen">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Pen size</legend>
            {PEN_SIZES.map((penSize) => (
              <button
                key={penSize}
                type="button"
                aria-pressed={size === penSize}
                aria-label={`Pen size ${penSize}`}
                onClick={() => setSize(penSize)}
                className={`${SECONDARY_BUTTON} w-10 aria-pressed:border-brand aria-pressed:bg-surface-2`}
              >
                <span
                  className="rounded-full bg-fg"
                  style={{ width: penSize / 2 + 2, height: penSize / 2 + 2 }}
                />
              </button>
            ))}
          </fieldset>
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Pen colour</legend>
            {PEN_COLORS.map((penColor) => (
              <button
                key={penColor}
                type="button"
                aria-pressed={color === penColor}
                aria-label={COLOR_NAMES[penColor]}
                onClick={() => setColor(penColor)}
                className="size-8 rounded-full border-2 border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand aria-pressed:border-fg"
                style={{ backgroundColor: penColor }}
              />
            ))}
          </fieldset>
          <div className="ml-auto flex gap-1">
            <button
              type="button"
              onClick={() => setDrawing(drawingActions.undo)}
              disabled={drawing.strokes.length === 0}
              data-testid="drawing-undo"
              className={SECONDARY_BUTTON}
            >
              Undo
            </button>
            <button
              type="button"
              onClick={() => setDrawing(drawingActions.clear())}
              disabled={isEmptyDrawing(drawing)}
              data-testid="drawing-clear"
              className={SECONDARY_BUTTON}
            >
              Clear
            </button>
          </div>
        </div>
        <canvas
          ref={canvasRef}
          width={CANVAS_WIDTH}
          height={CANVAS_HEIGHT}
          role="img"
          aria-label="Drawing area"
          data-testid="drawing-canvas"
          className="block aspect-[8/5] w-full touch-none rounded-lg border border-line bg-white"
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            const point = pointOf(event);
            setDrawing((current) => drawingActions.start(current, point, size, color));
          }}
          onPointerMove={(event) => {
            if (event.buttons !== 1) return;
            const point = pointOf(event);
            setDrawing((current) => drawingActions.extend(current, point));
          }}
          onPointerUp={() => setDrawing(drawingActions.end)}
          onPointerCancel={() => setDrawing(drawingActions.end)}
        />
        <AltTextField id={altId} value={alt} onChange={setAlt} />
        <DialogError>{error}</DialogError>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void save()}
            disabled={busy}
            data-testid="drawing-save"
            className={PRIMARY_BUTTON}
          >
            {busy ? 'Uploading…' : 'Add drawing'}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
