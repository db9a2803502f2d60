import type { AppContext } from '../../app-context';
import { limitReached, windowAt } from './limiter';
import { addWithin, readCount } from './repo';

const DAY_SECONDS = 86_400;
/** Bytes are counted in KiB, so a day of a large allowance still fits the counter. */
const KIB = 1024;

const keys = (customerId: string) => ({ files: `upload-files:customer:${customerId}`, kib: `upload-kib:customer:${customerId}` });

function allowance(context: AppContext) {
  const { files, bytes } = context.config.uploadsPerDay;
  return { files, kib: Math.floor(bytes / KIB), megabytes: Math.round(bytes / KIB / KIB) };
}

function dailyLimitReached(context: AppContext, secondsLeft: number) {
  const { files, megabytes } = allowance(context);
  return limitReached(`You have uploaded as much as one day allows (${files} files or ${megabytes} MB).`, secondsLeft);
}

/** Refuses an upload at once when the customer's allowance for the day (UTC) is already used up, before any byte is read. */
export async function assertUploadsLeft(context: AppContext, customerId: string): Promise<void> {
  const window = windowAt(context.clock.now().getTime(), DAY_SECONDS);
  const key = keys(customerId);
  const limit = allowance(context);
  const [files, kib] = await Promise.all([readCount(context.db, key.files, window.start), readCount(context.db, key.kib, window.start)]);
  if (files >= limit.files || kib >= limit.kib) throw dailyLimitReached(context, window.secondsLeft);
}

/**
 * Takes the files of an upload that has been read from the customer's allowance for the day, both
 * counts or neither (shared by every replica): an upload that would go past it is refused whole.
 */
export async function takeUploadAllowance(context: AppContext, customerId: string, files: ReadonlyArray<{ size: number }>): Promise<void> {
  if (files.length === 0) return;
  const window = windowAt(context.clock.now().getTime(), DAY_SECONDS);
  const key = keys(customerId);
  const limit = allowance(context);
  const kib = files.reduce((sum, file) => sum + Math.ceil(file.size / KIB), 0);
  if (files.length > limit.files || kib > limit.kib) throw dailyLimitReached(context, window.secondsLeft);
  await context.db.transaction(async (tx) => {
    // Throwing rolls back the files counted when the bytes do not fit.
    const taken = (await addWithin(tx, key.files, window.start, files.length, limit.files)) && (await addWithin(tx, key.kib, window.start, kib, limit.kib));
    if (!taken) throw dailyLimitReached(context, window.secondsLeft);
  });
}
