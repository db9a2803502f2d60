/** Intrinsic proportions of an SVG document: its root viewBox, else its width and height attributes. */
export function svgIntrinsicSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const viewBox = /\bviewBox\s*=\s*["']([^"']+)["']/i.exec(root)?.[1];
  if (viewBox) {
    const [, , width, height] = viewBox.trim().split(/[\s,]+/).map(Number);
    if (isPositive(width) && isPositive(height)) return { width, height };
  }
  const width = Number.parseFloat(/\bwidth\s*=\s*["']([^"']+)["']/i.exec(root)?.[1] ?? '');
  const height = Number.parseFloat(/\bheight\s*=\s*["']([^"']+)["']/i.exec(root)?.[1] ?? '');
  return isPositive(width) && isPositive(height) ? { width, height } : null;
}

function isPositive(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value > 0;
}
