import { randomUUID } from 'node:crypto';
import { ART_STYLES } from '@studio/contracts/stories';
import { printsAsVector, rasterize, renderConcurrency } from '@studio/illustrator';
import type { AppContext } from '../../app-context';
import { foregroundIdle } from '../../lib/foreground-work';
import { runPool } from '../../lib/run-pool';
import { storeIfOwnerStays } from '../../lib/store-if-owner-stays';
import { keepStoryWhileNamingFiles } from '../stories/story-access';
import { listImagesWithoutPrintRaster, setPrintRasterKey, type BookImageRow } from './pictures-repo';

/**
 * Wide enough for every paper size's largest picture at 300 ppi (A4 story pages need 2,948 px, the A4
 * cover 2,863). A layout that needs more renders the SVG itself.
 */
export const PRINT_RASTER_WIDTH = 3000;
/** The raster is cropped and re-encoded for each print, so it is kept at a high quality. */
const PRINT_RASTER_QUALITY = 90;

const PAINTED_STYLES = ART_STYLES.filter((style) => !printsAsVector(style));

/** A painted picture's SVG rendered once at print size, as every export and print file then uses it. */
export const renderPrintRaster = (svg: string, between?: () => Promise<void>): Promise<Buffer> =>
  rasterize(svg, { width: PRINT_RASTER_WIDTH, format: 'jpeg', quality: PRINT_RASTER_QUALITY, ...(between ? { between } : {}) });

/** Beside the picture's other sizes; named afresh by each run, so a run that lost the race removes only its own file. */
const rasterKeyOf = (row: BookImageRow) => row.printKey.replace(/\/[^/]+$/, `/print-raster-${randomUUID()}.jpg`);

/**
 * Makes the print raster of every current painted picture of a story that has none, a few at a time
 * through the render pool; none begins, and one being painted pauses, while an export a customer waits
 * for is being made. Idempotent: a picture that got one meanwhile keeps it and this run's file
 * is removed, as is one made for a story deleted meanwhile. Answers how many were made.
 */
export async function makePrintRasters(context: AppContext, storyId: string): Promise<number> {
  const rows = await listImagesWithoutPrintRaster(context.db, storyId, PAINTED_STYLES);
  let made = 0;
  await runPool(rows, renderConcurrency(), async (row) => {
    await foregroundIdle();
    const key = rasterKeyOf(row);
    const raster = await renderPrintRaster((await context.blobs.getBuffer(row.printKey)).toString('utf8'), foregroundIdle);
    const recorded = await storeIfOwnerStays(
      context.blobs,
      [key],
      () => context.blobs.put(key, raster, { contentType: 'image/jpeg' }),
      () => context.db.transaction(async (tx) => (await keepStoryWhileNamingFiles(tx, storyId)) && setPrintRasterKey(tx, row.id, key)),
    );
    if (recorded) made += 1;
  });
  return made;
}
