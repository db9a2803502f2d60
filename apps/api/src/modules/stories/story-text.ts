import type { AppContext } from '../../context';
import { createTextProvider } from '../../infra/ai/text/create-text-provider';
import { perContext } from '../../lib/per-context';

/** The text provider for this process's config, built once and shared by requests and jobs. */
export const storyText = perContext((context: AppContext) => createTextProvider(context.config.openai));
