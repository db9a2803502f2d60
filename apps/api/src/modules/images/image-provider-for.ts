import type { AppContext } from '../../context';
import { createImageProvider } from '../../infra/ai/images/create-image-provider';
import type { ImageProvider } from '../../infra/ai/images/image-provider';

const providers = new WeakMap<AppContext, ImageProvider>();

/** The image provider for this process's config, built once and shared by requests and jobs. */
export function imageProvider(context: AppContext): ImageProvider {
  let provider = providers.get(context);
  if (!provider) {
    provider = createImageProvider(context.config.openai);
    providers.set(context, provider);
  }
  return provider;
}
