import type OpenAI from 'openai';
import { LengthFinishReasonError } from 'openai/error';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { OpenAiCall, OpenAiRequestLimits } from '../openai-calls';
import { BadAnswer } from '../provider-call';
import { AiProviderError } from '../provider-error';

export interface StructuredRequest<T extends z.ZodType> {
  name: string;
  schema: T;
  messages: ChatCompletionMessageParam[];
  /** Checks beyond the schema (page numbers, counts); returns what is wrong, or undefined. */
  check?: (value: z.infer<T>) => string | undefined;
}

/**
 * One structured-output call, validated by zod, under the provider's retry policy: an answer that is
 * not JSON, misses fields or fails `check` is a bad answer (asked for again once), then reported clearly.
 */
export function askStructured<T extends z.ZodType>(call: OpenAiCall, client: OpenAI, model: string, request: StructuredRequest<T>): Promise<z.infer<T>> {
  return call((limits) => askOnce(client, model, request, limits));
}

async function askOnce<T extends z.ZodType>(client: OpenAI, model: string, request: StructuredRequest<T>, limits: OpenAiRequestLimits): Promise<z.infer<T>> {
  const format = `it did not fit the ${request.name.replaceAll('_', ' ')} format`;
  let completion;
  try {
    completion = await client.chat.completions.parse({ model, messages: request.messages, response_format: zodResponseFormat(request.schema, request.name) }, limits);
  } catch (error) {
    if (error instanceof SyntaxError) throw new BadAnswer(`${format}: the answer was not JSON`);
    if (error instanceof LengthFinishReasonError) throw new BadAnswer(`${format}: the answer was cut off`);
    if (isZodError(error)) throw new BadAnswer(`${format}: ${describeIssues(error.issues)}`);
    throw error;
  }
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new AiProviderError('text', 'refused', `The AI story-writing service declined to write this: ${message.refusal}`);
  const parsed = message?.parsed as z.infer<T> | null | undefined;
  if (parsed === null || parsed === undefined) throw new BadAnswer(`${format}: the answer was empty`);
  const problem = request.check?.(parsed);
  if (problem) throw new BadAnswer(`${format}: ${problem}`);
  return parsed;
}

/** Values past the product's limits are named as such; anything else is a field the answer lacked or got wrong. */
function describeIssues(issues: z.core.$ZodIssue[]): string {
  const paths = (kept: z.core.$ZodIssue[]) => kept.map((issue) => issue.path.join('.')).join(', ');
  const tooLong = issues.filter((issue) => issue.code === 'too_big');
  if (tooLong.length > 0) return `the answer went past the limits of: ${paths(tooLong)}`;
  return `the answer missed fields: ${paths(issues)}`;
}

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}
