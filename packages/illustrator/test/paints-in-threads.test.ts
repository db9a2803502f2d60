import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compositePainted, type Pixels } from '../src/render/paint-compositor';
import { borrowShared, giveBackShared } from '../src/render/shared-bytes';
import { STYLES } from '../src/styles/styles';

/** CPU milliseconds this thread alone has used (Linux: utime + stime in clock ticks of 10 ms). */
function thisThreadCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** An opaque picture the size of a printed A4 page's visible part. */
function printSizePicture(): Pixels {
  const [width, height] = [2556, 2213];
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) data.set([(i * 7) & 255, (i * 13) & 255, (i * 29) & 255, 255], i);
  return { data, width, height };
}

describe('the compositor’s threads', () => {
  it('paint a print-size picture off the main thread, and make its field there too', { timeout: 120_000 }, async () => {
    const doc = { paint: STYLES.watercolor.paint!, plain: '', width: 1600, height: 1200 };
    const base = printSizePicture();
    const whole = { left: 197, top: 0, width: 2950, height: 2213 };
    const measured = async (pictures: number) => {
      const [mainBefore, allBefore] = [thisThreadCpuMs(), processCpuMs()];
      for (let picture = 0; picture < pictures; picture++) giveBackShared((await compositePainted(doc, base, whole)).data);
      return { main: thisThreadCpuMs() - mainBefore, all: processCpuMs() - allBefore };
    };
    // The first picture of the size makes its field; the next ones find it made.
    const first = await measured(1);
    const next = await measured(4);
    // Made or painted here, the main thread's share was most of it; now it only copies the pixels in.
    expect(first.main).toBeLessThan(first.all * 0.4);
    expect(next.main).toBeLessThan(next.all * 0.4);
  });

  it('use the same shared memory again for the next picture of a size', () => {
    const first = borrowShared(1024);
    giveBackShared(first);
    expect(borrowShared(1024)).toBe(first);
    expect(borrowShared(1024)).not.toBe(first);
  });
});
