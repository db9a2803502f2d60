import type { AppContext } from '../../app-context';

/** An absolute, signed link to a print file that stops working at `expiresAt`: what the printer downloads. */
export function printFileUrl(context: AppContext, key: string, expiresAt: Date): string {
  return new URL(context.media.urlFor(key, { expiresAt }), context.config.publicUrl).toString();
}
