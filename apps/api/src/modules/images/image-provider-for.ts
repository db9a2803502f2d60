import { withinAiDeadline, type AppContext } from '../../context';
import { createImageProvider } from '../../infra/ai/images/create-image-provider';
import type { ImageProvider } from '../../infra/ai/images/image-provider';
import { perContext } from '../../lib/per-context';

/** The image provider for this process's config, built once and shared by requests and jobs. */
const configuredImages = perContext((context: AppContext) => createImageProvider(context.config.openai));

/** The configured image provider, its calls ending by the deadline of the request being served; `replace` swaps it (tests). */
export const imageProvider = Object.assign((context: AppContext): ImageProvider => withinAiDeadline(context, configuredImages(context)), { replace: configuredImages.replace });
