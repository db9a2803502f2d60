import type { AppContext } from '../../app-context';
import { createPrintProvider } from '../../infra/print/create-print-provider';
import { perContext } from '../../lib/per-context';

/** The print provider of this process, chosen from the configuration on first use. */
export const printProvider = perContext((context: AppContext) => createPrintProvider(context.config.lulu));
