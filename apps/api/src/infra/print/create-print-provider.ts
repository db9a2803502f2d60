import type { Config } from '../../config';
import { createLuluPrintProvider } from './lulu-print-provider';
import { createManualPrintProvider } from './manual-print-provider';
import type { PrintProvider } from './print-provider';

/** Lulu when its keys are configured; otherwise orders are printed and moved on by hand. */
export function createPrintProvider(config: Config['lulu']): PrintProvider {
  return config ? createLuluPrintProvider(config) : createManualPrintProvider();
}
