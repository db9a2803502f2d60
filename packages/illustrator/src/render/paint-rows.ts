/**
 * One band of rows of a painted picture: what the compositor's threads run (render/paint-threads.ts).
 * Every array lies in shared memory, so a picture's bands can be painted by several threads at once.
 */
export interface PaintRowsJob {
  /** The picture drawn plain: premultiplied RGBA from resvg, one word a pixel (little-endian: red is the low byte). */
  source: Uint32Array;
  width: number;
  height: number;
  /** The painted picture, RGB, written for rows `from`..`to` only. */
  out: Uint8Array;
  /** The style's field (see TreatmentField), `fieldWidth` cells a row, a cell per `step` pixels each way. */
  gainDx: Int32Array;
  liftDy: Int32Array;
  reach: number;
  fieldWidth: number;
  step: number;
  /** Where the picture's top-left pixel lies in the whole picture the field covers. */
  left: number;
  top: number;
  from: number;
  to: number;
}

/**
 * Paints rows `from`..`to`: each pixel taken from where the field points (nearest pixel, edges held),
 * laid on white, then multiplied by the field's gain and lifted. A worker thread runs it from its source
 * text (`paintRows.toString()`), so it uses nothing from outside its own body and declares no inner
 * functions (a TypeScript loader wraps those in a helper the thread would not have).
 */
export function paintRows(job: PaintRowsJob): void {
  const { source, width, height, out, gainDx, liftDy, reach, fieldWidth, step, left, top, from, to } = job;
  const fieldColumn = new Int32Array(width);
  for (let x = 0; x < width; x++) fieldColumn[x] = ((x + left) / step) | 0;
  // Away from the edges no shifted pixel can fall outside: those run without clamping.
  const innerFrom = Math.min(reach, width);
  const innerTo = Math.max(innerFrom, width - reach);
  for (let y = from; y < to; y++) {
    const fieldRow = (((y + top) / step) | 0) * fieldWidth;
    const rowStart = y * width;
    // Rows near the top and bottom are clamped whole; the others only their ends.
    const edgeRow = y < reach || y >= height - reach;
    const interiorFrom = edgeRow ? width : innerFrom;
    const interiorTo = edgeRow ? width : innerTo;
    // A field cell covers `step` pixels of the row: its words are read, and its gains and lifts unpacked, once for all of them.
    for (let x = interiorFrom, o = (rowStart + interiorFrom) * 3, column = ((interiorFrom + left) / step) | 0; x < interiorTo; column++) {
      const a = gainDx[fieldRow + column]!;
      const b = liftDy[fieldRow + column]!;
      const shifted = rowStart + (b >> 24) * width + (a >> 24);
      const redGain = a & 255;
      const greenGain = (a >>> 8) & 255;
      const blueGain = (a >>> 16) & 255;
      const redLift = b & 255;
      const greenLift = (b >>> 8) & 255;
      const blueLift = (b >>> 16) & 255;
      const end = Math.min(interiorTo, (column + 1) * step - left);
      for (; x < end; x++, o += 3) {
        const p = source[shifted + x]!;
        // resvg's pixels are premultiplied: colour + white × (1 − alpha) lays them on white.
        const clear = 255 - (p >>> 24);
        out[o] = (((((p & 255) + clear) * redGain + 128) * 257) >> 16) + redLift;
        out[o + 1] = (((((p >>> 8) & 255) + clear) * greenGain + 128) * 257 >> 16) + greenLift;
        out[o + 2] = (((((p >>> 16) & 255) + clear) * blueGain + 128) * 257 >> 16) + blueLift;
      }
    }
    // The ends of the row: a shift past an edge takes the edge pixel.
    for (let x = 0; x < width; x++) {
      if (x === interiorFrom && interiorTo > x) x = interiorTo;
      if (x >= width) break;
      const at = fieldRow + fieldColumn[x]!;
      const a = gainDx[at]!;
      const b = liftDy[at]!;
      const sx = Math.min(width - 1, Math.max(0, x + (a >> 24)));
      const sy = Math.min(height - 1, Math.max(0, y + (b >> 24)));
      const p = source[sy * width + sx]!;
      const clear = 255 - (p >>> 24);
      const o = (rowStart + x) * 3;
      out[o] = ((((p & 255) + clear) * (a & 255) + 128) * 257 >> 16) + (b & 255);
      out[o + 1] = ((((p >>> 8 & 255) + clear) * (a >>> 8 & 255) + 128) * 257 >> 16) + (b >>> 8 & 255);
      out[o + 2] = ((((p >>> 16 & 255) + clear) * (a >>> 16 & 255) + 128) * 257 >> 16) + (b >>> 16 & 255);
    }
  }
}
