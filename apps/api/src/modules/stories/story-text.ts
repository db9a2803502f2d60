import type { TextEngine } from '@studio/contracts/stories-api';
import type { AppContext } from '../../app-context';
import { createBuiltinTextProvider } from '../../infra/ai/text/builtin-text-provider';
import { createTextProvider } from '../../infra/ai/text/create-text-provider';
import type { TextProvider } from '../../infra/ai/text/text-provider';
import { perContext } from '../../lib/per-context';

/** The text provider for this process's config, built once and shared by requests and jobs. */
export const storyText = perContext((context: AppContext) => createTextProvider(context.config.openai));

const builtIn = createBuiltinTextProvider();

/** The engine a request asked for: the built-in writer (offline, e.g. while the AI provider fails) or the configured one. */
export const storyTextFor = (context: AppContext, engine: TextEngine | undefined): TextProvider => (engine === 'built-in' ? builtIn : storyText(context));
