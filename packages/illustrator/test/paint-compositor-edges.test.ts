import { describe, expect, it } from 'vitest';
import { compositePainted, treatmentField, type PictureArea, type Pixels } from '../src/render/paint-compositor';
import { STYLES, type PaintedDocument } from '../src/styles/styles';
import { createRandom } from '../src/random';

/** The compositor written pixel by pixel, every shift clamped: what its fast interior and edge paths must equal. */
async function reference(doc: PaintedDocument, base: Pixels, whole: PictureArea): Promise<Uint8Array> {
  const step = whole.width >= 2000 ? 2 : 1;
  const fieldWidth = Math.ceil(whole.width / step);
  const scale = whole.width / doc.width;
  const { gainDx, liftDy } = await treatmentField(doc.paint, fieldWidth, Math.ceil(whole.height / step), scale / step, doc.paint.wobble * scale);
  const out = new Uint8Array(base.width * base.height * 3);
  for (let y = 0; y < base.height; y++) {
    for (let x = 0; x < base.width; x++) {
      const cell = Math.floor((y + whole.top) / step) * fieldWidth + Math.floor((x + whole.left) / step);
      const [a, b] = [gainDx[cell]!, liftDy[cell]!];
      const sx = Math.min(base.width - 1, Math.max(0, x + (a >> 24)));
      const sy = Math.min(base.height - 1, Math.max(0, y + (b >> 24)));
      const at = (sy * base.width + sx) * 4;
      const clear = 255 - base.data[at + 3]!;
      for (let c = 0; c < 3; c++) {
        const gain = (a >>> (8 * c)) & 255;
        const lift = (b >>> (8 * c)) & 255;
        out[(y * base.width + x) * 3 + c] = ((((base.data[at + c]! + clear) * gain + 128) * 257) >> 16) + lift;
      }
    }
  }
  return out;
}

/** Premultiplied RGBA noise: every pixel differs, so a pixel taken from the wrong place shows. */
function noise(width: number, height: number, seed: number): Pixels {
  const random = createRandom(seed);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = Math.floor(random.next() * 256);
    for (let c = 0; c < 3; c++) data[i + c] = Math.floor(random.next() * (alpha + 1));
    data[i + 3] = alpha;
  }
  return { data, width, height };
}

describe('paint compositor', () => {
  for (const style of ['watercolor', 'crayon'] as const) {
    const paint = { ...STYLES[style].paint!, wobble: 40 };
    it(`takes every ${style} pixel from where the field points, edges held, at screen and at print size`, async () => {
      const cases: Array<{ doc: PaintedDocument; base: Pixels; whole: PictureArea }> = [
        // A screen size, whole picture: one field cell a pixel.
        { doc: { paint, plain: '', width: 320, height: 240 }, base: noise(320, 240, 1), whole: { left: 0, top: 0, width: 320, height: 240 } },
        // A print size, only a part shown from an odd column: a cell per two pixels, split unevenly at the part's edge.
        { doc: { paint, plain: '', width: 1600, height: 1200 }, base: noise(1801, 90, 2), whole: { left: 151, top: 33, width: 2100, height: 1575 } },
      ];
      for (const { doc, base, whole } of cases) {
        const { data } = await compositePainted(doc, base, whole);
        expect(Buffer.from(data).equals(Buffer.from(await reference(doc, base, whole)))).toBe(true);
      }
    });
  }
});
