import type { AppContext } from '../../context';
import { createTextProvider } from '../../infra/ai/text/create-text-provider';
import type { TextProvider } from '../../infra/ai/text/text-provider';

const providers = new WeakMap<AppContext, TextProvider>();

/** The text provider for this process's config, built once and shared by requests and jobs. */
export function storyText(context: AppContext): TextProvider {
  let provider = providers.get(context);
  if (!provider) {
    provider = createTextProvider(context.config.openai);
    providers.set(context, provider);
  }
  return provider;
}
