import type { TextEngine } from '@studio/contracts/stories-api';
import { withinAiDeadline, type AppContext } from '../../context';
import { createBuiltinTextProvider } from '../../infra/ai/text/builtin-text-provider';
import { createTextProvider } from '../../infra/ai/text/create-text-provider';
import type { TextProvider } from '../../infra/ai/text/text-provider';
import { perContext } from '../../lib/per-context';

/** The text provider for this process's config, built once and shared by requests and jobs. */
const configuredText = perContext((context: AppContext) => createTextProvider(context.config.openai));

/** The configured text provider, its calls ending by the deadline of the request being served; `replace` swaps it (tests). */
export const storyText = Object.assign((context: AppContext): TextProvider => withinAiDeadline(context, configuredText(context)), { replace: configuredText.replace });

const builtIn = createBuiltinTextProvider();

/** The engine a request asked for: the built-in writer (offline, e.g. while the AI provider fails) or the configured one. */
export const storyTextFor = (context: AppContext, engine: TextEngine | undefined): TextProvider => (engine === 'built-in' ? builtIn : storyText(context));
