/** A rectangle in pdfkit's user space: origin at the top-left of the MediaBox, y growing downwards. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function insetRect(rect: Rect, inset: number): Rect {
  return { x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset };
}

/** The part of `rect` between two horizontal lines. */
export function sliceRows(rect: Rect, top: number, bottom: number): Rect {
  return { x: rect.x, y: top, width: rect.width, height: bottom - top };
}
