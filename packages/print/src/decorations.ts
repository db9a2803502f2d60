import type { Rect } from './rect';

export function fillRect(doc: PDFKit.PDFDocument, rect: Rect, color: string, opacity = 1): void {
  doc.save().fillOpacity(opacity).rect(rect.x, rect.y, rect.width, rect.height).fill(color).restore();
}

/** Fills `rect` with a gently waving top edge, like a paper panel laid over a picture. */
export function fillWavyPanel(doc: PDFKit.PDFDocument, rect: Rect, amplitude: number, color: string): void {
  const waves = 3;
  const waveWidth = rect.width / waves;
  doc.save().moveTo(rect.x, rect.y);
  for (let wave = 0; wave < waves; wave += 1) {
    const startX = rect.x + wave * waveWidth;
    doc.bezierCurveTo(
      startX + waveWidth / 3,
      rect.y - amplitude,
      startX + (2 * waveWidth) / 3,
      rect.y + amplitude,
      startX + waveWidth,
      rect.y,
    );
  }
  doc
    .lineTo(rect.x + rect.width, rect.y + rect.height)
    .lineTo(rect.x, rect.y + rect.height)
    .closePath()
    .fill(color)
    .restore();
}

export function drawStar(doc: PDFKit.PDFDocument, centerX: number, centerY: number, radius: number, color: string): void {
  const points: Array<[number, number]> = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([centerX + r * Math.cos(angle), centerY + r * Math.sin(angle)]);
  }
  doc.save().polygon(...points).fill(color).restore();
}

/** A loose, deterministic scatter of stars and dots across `area` (same book, same sky). */
export function scatterStars(doc: PDFKit.PDFDocument, area: Rect, count: number, colors: readonly string[]): void {
  const random = seededRandom(count * 7919 + Math.round(area.width));
  const baseRadius = area.width * 0.016;
  for (let i = 0; i < count; i += 1) {
    const x = area.x + random() * area.width;
    const y = area.y + random() * area.height;
    const color = colors[i % colors.length] ?? '#000000';
    if (i % 3 === 2) doc.save().circle(x, y, baseRadius * 0.3).fill(color).restore();
    else drawStar(doc, x, y, baseRadius * (0.6 + random() * 0.6), color);
  }
}

function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // xorshift32: tiny, deterministic, good enough to place decorations.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}
