import type { AppContext } from '../../app-context';
import { createImageProvider } from '../../infra/ai/images/create-image-provider';
import { perContext } from '../../lib/per-context';

/** The image provider for this process's config, built once and shared by requests and jobs. */
export const imageProvider = perContext((context: AppContext) => createImageProvider(context.config.openai));
