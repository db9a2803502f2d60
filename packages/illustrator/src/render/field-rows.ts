/**
 * One overlay of a painted style as the field builder reads it: a texture's RGBA stretched over the
 * field, a tile repeated (`size` cells a side), or one plain colour (a single RGBA entry).
 */
export interface FieldLayer {
  mode: 'constant' | 'tile' | 'stretched';
  size: number;
  rgba: Uint8Array;
  opacity: number;
  multiply: boolean;
}

/** One band of rows of a treatment field: what the compositor's threads run (render/paint-threads.ts). Arrays in shared memory. */
export interface FieldRowsJob {
  width: number;
  height: number;
  /** The warp map stretched over the field, RGB. */
  warp: Uint8Array;
  /** Pixels of shift per unit of the warp's red (or green) away from the middle. */
  shiftPerLevel: number;
  layers: FieldLayer[];
  /** Written for rows `from`..`to`: see TreatmentField. */
  gainDx: Int32Array;
  liftDy: Int32Array;
  from: number;
  to: number;
}

/**
 * Works out rows `from`..`to` of a field: the displacement of each cell from the warp map, and what the
 * overlays, in order, do to each channel, folded into one gain (× 255) and lift and packed with the
 * shifts. Every overlay blend is affine in the colour beneath it, colour × mul + add: multiply at
 * coverage α gives mul = 1 − α + α·Cs, add = 0; normal, mul = 1 − α, add = Cs·α. A layer's entries are
 * worked out for the row (in single precision, as they always were) and folded in doubles.
 * Answers the largest shifts either way. A worker thread runs it from its source text, so it uses
 * nothing from outside its own body and declares no inner functions.
 */
export function fieldRows(job: FieldRowsJob): { lowest: number; highest: number } {
  const { width, warp, shiftPerLevel, layers, gainDx, liftDy, from, to } = job;
  const rowGain = new Float64Array(width * 3);
  const rowLift = new Float64Array(width * 3);
  const muls: Float32Array[] = [];
  const adds: Float32Array[] = [];
  const columns: Int32Array[] = [];
  for (const layer of layers) {
    const entries = layer.mode === 'stretched' ? width : layer.mode === 'tile' ? layer.size : 1;
    muls.push(new Float32Array(entries * 3));
    adds.push(new Float32Array(entries * 3));
    const column = new Int32Array(width * 3);
    for (let k = 0; k < column.length; k++) column[k] = layer.mode === 'tile' ? (((k / 3) | 0) % layer.size) * 3 + (k % 3) : layer.mode === 'stretched' ? k : k % 3;
    columns.push(column);
  }
  let lowest = 0;
  let highest = 0;
  for (let y = from; y < to; y++) {
    if (layers.length === 0) {
      rowGain.fill(1);
      rowLift.fill(0);
    }
    for (let i = 0; i < layers.length; i++) {
      const { mode, size, rgba, opacity, multiply } = layers[i]!;
      const mul = muls[i]!;
      const add = adds[i]!;
      const column = columns[i]!;
      const entries = mul.length / 3;
      const first = mode === 'stretched' ? y * width : mode === 'tile' ? (y % size) * size : 0;
      for (let e = 0; e < entries; e++) {
        const at = (first + e) * 4;
        const coverage = (opacity * rgba[at + 3]!) / 255;
        for (let c = 0; c < 3; c++) {
          const colour = rgba[at + c]!;
          mul[e * 3 + c] = multiply ? 1 - coverage + (coverage * colour) / 255 : 1 - coverage;
          add[e * 3 + c] = multiply ? 0 : colour * coverage;
        }
      }
      // The first layer lies on gain 1 and lift 0: its own entries, exactly what folding them in would give.
      if (i === 0) {
        for (let k = 0; k < rowGain.length; k++) {
          rowGain[k] = mul[column[k]!]!;
          rowLift[k] = add[column[k]!]!;
        }
        continue;
      }
      for (let k = 0; k < rowGain.length; k++) {
        const at = column[k]!;
        const m = mul[at]!;
        rowGain[k] = rowGain[k]! * m;
        rowLift[k] = rowLift[k]! * m + add[at]!;
      }
    }
    for (let x = 0, k = 0; x < width; x++, k += 3) {
      const cell = y * width + x;
      const dx = Math.round((warp[cell * 3]! - 127.5) * shiftPerLevel);
      const dy = Math.round((warp[cell * 3 + 1]! - 127.5) * shiftPerLevel);
      // Each byte as a byte store kept it: the integer part, wrapped.
      gainDx[cell] = (((rowGain[k]! * 255 + 0.5) | 0) & 255) | ((((rowGain[k + 1]! * 255 + 0.5) | 0) & 255) << 8) | ((((rowGain[k + 2]! * 255 + 0.5) | 0) & 255) << 16) | (dx << 24);
      liftDy[cell] = (((rowLift[k]! + 0.5) | 0) & 255) | ((((rowLift[k + 1]! + 0.5) | 0) & 255) << 8) | ((((rowLift[k + 2]! + 0.5) | 0) & 255) << 16) | (dy << 24);
      if (dx < lowest) lowest = dx;
      if (dx > highest) highest = dx;
      if (dy < lowest) lowest = dy;
      if (dy > highest) highest = dy;
    }
  }
  return { lowest, highest };
}
