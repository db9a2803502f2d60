import type OpenAI from 'openai';
import { APIError, ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/error';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { TextProviderError } from './text-provider';

/** Answers that do not fit the format are asked for again this many times in all. */
export const STRUCTURED_ATTEMPTS = 3;

export interface StructuredRequest<T extends z.ZodType> {
  name: string;
  schema: T;
  messages: ChatCompletionMessageParam[];
  /** Checks beyond the schema (page numbers, counts); returns what is wrong, or undefined. */
  check?: (value: z.infer<T>) => string | undefined;
}

/** The answer did not fit the format: worth asking again. */
class MalformedAnswer extends Error {}

/**
 * One structured-output call, validated by zod. The SDK retries transport and server errors itself;
 * answers that are not JSON, miss fields or fail `check` are asked for again, then reported clearly.
 */
export async function askStructured<T extends z.ZodType>(client: OpenAI, model: string, request: StructuredRequest<T>): Promise<z.infer<T>> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= STRUCTURED_ATTEMPTS; attempt += 1) {
    try {
      return await askOnce(client, model, request);
    } catch (error) {
      if (!(error instanceof MalformedAnswer)) throw describeFailure(error);
      lastProblem = error.message;
    }
  }
  throw new TextProviderError(
    `The text model's answer did not fit the ${request.name.replaceAll('_', ' ')} format after ${STRUCTURED_ATTEMPTS} tries (${lastProblem}).`,
  );
}

async function askOnce<T extends z.ZodType>(client: OpenAI, model: string, request: StructuredRequest<T>): Promise<z.infer<T>> {
  let completion;
  try {
    completion = await client.chat.completions.parse({
      model,
      messages: request.messages,
      response_format: zodResponseFormat(request.schema, request.name),
    });
  } catch (error) {
    if (error instanceof SyntaxError) throw new MalformedAnswer('the answer was not JSON');
    if (error instanceof LengthFinishReasonError) throw new MalformedAnswer('the answer was cut off');
    if (isZodError(error)) throw new MalformedAnswer(`the answer missed fields: ${error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
    throw error;
  }
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new TextProviderError(`The text model declined to write this: ${message.refusal}`);
  const parsed = message?.parsed as z.infer<T> | null | undefined;
  if (parsed === null || parsed === undefined) throw new MalformedAnswer('the answer was empty');
  const problem = request.check?.(parsed);
  if (problem) throw new MalformedAnswer(problem);
  return parsed;
}

function isZodError(error: unknown): error is z.ZodError {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}

/** Turns SDK errors into sentences; the SDK has already retried what was worth retrying. */
export function describeFailure(error: unknown): Error {
  if (error instanceof TextProviderError) return error;
  if (error instanceof ContentFilterFinishReasonError) return new TextProviderError('The text model stopped because its content filter was triggered.', { cause: error });
  if (error instanceof APIError) {
    const status = error.status ? ` (HTTP ${error.status})` : '';
    return new TextProviderError(`The text model could not be reached or failed${status}: ${error.message}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}
