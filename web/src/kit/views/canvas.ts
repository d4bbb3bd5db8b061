/**
 * A canvas prepared for drawing at the device's pixel ratio (at most 2):
 * its backing store sized, cleared, and its 2D context scaled so that the
 * drawing code works in CSS pixels. The pool and strip pictures draw their
 * base and their marks on two such canvases.
 */
/** A canvas sized for the device's pixels, cleared; its 2D context in CSS pixels. */
export function prepare(canvas: HTMLCanvasElement | null, width: number, height: number): CanvasRenderingContext2D | null {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return null;
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  canvas.width = Math.max(1, Math.round(width * dpr));
  canvas.height = Math.max(1, Math.round(height * dpr));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return ctx;
}
