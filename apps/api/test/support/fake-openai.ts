import type { IncomingMessage, ServerResponse } from 'node:http';
import { isTransportFault, LocalHttpServer, readBody, sendJson, sendTransportFault, type TransportFault, type TransportFaultOptions } from './local-http-server';

/** What the next chat completion answers instead of a good answer: a failure on the wire, or content that does not fit. */
export type ChatFault = TransportFault | 'not_json' | 'missing_fields' | 'wrong_pages' | 'empty_choices';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

interface Character {
  name: string;
  kind: string;
  species?: string;
  pronoun?: string;
  traits?: string[];
  appearance?: Record<string, string>;
}

/**
 * A local server speaking the OpenAI chat-completions and moderations protocol, so the real SDK code
 * runs in tests. It answers each structured-output request by its format name with a good answer
 * built from the request, unless a fault is queued; moderation flags the words it is told to.
 */
export class FakeOpenAi extends LocalHttpServer {
  readonly requests: RecordedRequest[] = [];
  /** Faults for the next chat requests, one per request, in order. */
  readonly faults: ChatFault[] = [];
  /** A fault for every chat request while set. */
  alwaysFault: ChatFault | null = null;
  /** Good chat answers before `alwaysFault` applies (set with `failAfter`). */
  private goodAnswersLeft = 0;
  /** Words the moderation endpoint flags, with the category it names. */
  readonly flagged = new Map<string, string>();
  hasModeration = true;
  /**
   * Rewrites good chat answers while set, to answer adversarially with content that parses but breaks
   * the product's limits (a 200-character lesson, twelve characters, unsafe words in a plot…).
   */
  answerWith: ((format: string, good: Record<string, unknown>) => unknown) | null = null;
  /** Faults for the moderation endpoint while set. */
  moderationFault: TransportFault | null = null;
  readonly faultOptions: TransportFaultOptions = { retryAfter: '1', holdMs: 2_500 };

  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  /** Answers the next `goodAnswers` chat requests well, then every one with `fault` (until `alwaysFault` is cleared). */
  failAfter(goodAnswers: number, fault: ChatFault): void {
    this.goodAnswersLeft = goodAnswers;
    this.alwaysFault = fault;
  }

  chatRequests(format?: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path.endsWith('/chat/completions') && (!format || formatName(request.body) === format));
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as Record<string, unknown>;
    const path = request.url ?? '';
    this.requests.push({ path, body });
    if (path.endsWith('/moderations')) {
      if (this.moderationFault && (await sendTransportFault(request, response, this.moderationFault, this.faultOptions))) return;
      return this.moderate(body, response);
    }
    if (path.endsWith('/chat/completions')) {
      const fault = this.faults.shift() ?? (this.goodAnswersLeft-- > 0 ? null : this.alwaysFault);
      if (isTransportFault(fault) && (await sendTransportFault(request, response, fault, this.faultOptions))) return;
      return this.complete(body, response, isTransportFault(fault) ? null : fault);
    }
    sendJson(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
  }

  private moderate(body: Record<string, unknown>, response: ServerResponse): void {
    if (!this.hasModeration) return sendJson(response, 404, { error: { message: 'Not found', type: 'invalid_request_error' } });
    const input = String(body.input ?? '').toLowerCase();
    const hit = [...this.flagged].find(([word]) => input.includes(word.toLowerCase()));
    const categories: Record<string, boolean> = { sexual: false, hate: false, harassment: false, 'self-harm': false, violence: false, illicit: false };
    if (hit) categories[hit[1]] = true;
    sendJson(response, 200, { id: 'modr-1', model: body.model, results: [{ flagged: Boolean(hit), categories, category_scores: {} }] });
  }

  private complete(body: Record<string, unknown>, response: ServerResponse, fault: Exclude<ChatFault, TransportFault> | null): void {
    const format = formatName(body);
    const task = JSON.parse(lastUserMessage(body)) as Record<string, unknown>;
    const good = goodAnswer(format, task, fault === 'wrong_pages') as Record<string, unknown>;
    const content = fault === 'missing_fields' ? { title: 'Half an answer' } : this.answerWith ? this.answerWith(format, good) : good;
    const answer = fault === 'not_json' ? 'Once upon a time, {not json' : JSON.stringify(content);
    sendJson(response, 200, {
      id: `chatcmpl-${this.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: fault === 'empty_choices' ? [] : [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer, refusal: null } }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }
}

function goodAnswer(format: string, task: Record<string, unknown>, wrongPages: boolean): unknown {
  const details = (task.details ?? {}) as { characters?: Character[]; setting?: string | null; story_length?: string };
  const idea = (task.idea ?? {}) as { characters?: Character[]; title?: string };
  const characters = (idea.characters ?? details.characters ?? []).map(modelCharacter);
  const hero = characters[0]?.name ?? 'Sam';
  const ideaAnswer = {
    title: `${hero} and the Moonlit Garden`,
    summary: `${hero} finds a garden that only blooms at night and learns to share it.`,
    plot: 'quest',
    setting: details.setting ?? 'forest',
    lesson: 'Sharing makes joy grow.',
    tone: 'gentle',
    characters,
  };
  switch (format) {
    case 'story_idea':
      return ideaAnswer;
    case 'refined_story_idea': {
      const feedback = String(task.feedback ?? '');
      const dragon = /dragon named (\w+)/i.exec(feedback)?.[1];
      const all = dragon ? [...characters, modelCharacter({ name: dragon, kind: 'creature', species: 'dragon' })] : characters;
      return { ...ideaAnswer, title: `${ideaAnswer.title}, Retold`, characters: all, story_length: details.story_length ?? 'short' };
    }
    case 'story_outline': {
      const count = Number(task.page_count);
      return { outline: Array.from({ length: count }, (_, index) => ({ page_number: index + 1, beat: 'beginning', summary: `${hero} takes step ${index + 1}.` })) };
    }
    case 'story_pages': {
      const numbers = (task.pages_to_write as number[]).map((page) => (wrongPages ? page + 100 : page));
      return {
        pages: numbers.map((page) => ({
          page_number: page,
          text: `On page ${page}, ${hero} walked through the moonlit garden and smiled.`,
          scene: { setting: 'forest', time_of_day: 'night', characters: [hero], action: 'walking', mood: 'happy' },
        })),
      };
    }
    case 'story_suggestions':
      return { suggestions: ['The Moon Garden', 'A Picnic for Owls', 'The Lost Kite', 'Snowy Surprise', 'The Brave Little Boat'] };
    default:
      throw new Error(`The fake does not know the format "${format}"`);
  }
}

function modelCharacter(character: Character) {
  return {
    name: character.name,
    kind: character.kind,
    species: character.species ?? null,
    pronoun: character.pronoun ?? 'they',
    traits: character.traits ?? [],
    appearance: { hair: null, skin_tone: null, clothing: null, fur: null, ...character.appearance },
  };
}

function formatName(body: Record<string, unknown>): string {
  const format = body.response_format as { json_schema?: { name?: string } } | undefined;
  return format?.json_schema?.name ?? '';
}

function lastUserMessage(body: Record<string, unknown>): string {
  const messages = (body.messages ?? []) as Array<{ role: string; content: string }>;
  return messages.filter((message) => message.role === 'user').at(-1)?.content ?? '{}';
}
