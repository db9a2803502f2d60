import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { isTransportFault, LocalHttpServer, readBody, sendJson, sendTransportFault, type TransportFault, type TransportFaultOptions } from './local-http-server';

/** What the next image request answers instead of a picture: a failure on the wire, a refusal, no picture, or a 1×1 one. */
export type ImageFault = TransportFault | 'moderation_blocked' | 'no_image' | 'not_a_picture' | 'tiny_picture';

export interface ImageRequest {
  endpoint: 'generations' | 'edits';
  model: string;
  prompt: string;
  size: string;
  quality: string;
  /** Reference images sent to the edits endpoint, as bytes. */
  images: Buffer[];
}

/**
 * A local server speaking the OpenAI images protocol (`/images/generations` as JSON, `/images/edits`
 * as multipart with `image[]`), so the real SDK code runs in tests. It answers with a PNG of the
 * requested size whose colour comes from the prompt, unless a fault is queued.
 */
export class FakeOpenAiImages extends LocalHttpServer {
  readonly requests: ImageRequest[] = [];
  /** Faults for the next image requests, one per request, in order. */
  readonly faults: ImageFault[] = [];
  /** A fault for every image request while set. */
  alwaysFault: ImageFault | null = null;
  readonly faultOptions: TransportFaultOptions = { retryAfter: '1', holdMs: 2_500 };
  /** After this many good answers, every request fails with a server error until `recover()`. */
  private goodAnswersLeft = Number.POSITIVE_INFINITY;

  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  failAfter(goodAnswers: number): void {
    this.goodAnswersLeft = goodAnswers;
  }

  recover(): void {
    this.goodAnswersLeft = Number.POSITIVE_INFINITY;
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '';
    const body = await readBody(request);
    const endpoint = path.endsWith('/images/generations') ? 'generations' : path.endsWith('/images/edits') ? 'edits' : null;
    if (!endpoint) return sendJson(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } });
    const parsed = endpoint === 'edits' ? await parseEdit(request, body) : parseGeneration(body);
    this.requests.push({ endpoint, ...parsed });

    const fault = this.faults.shift() ?? this.alwaysFault ?? (this.goodAnswersLeft-- <= 0 ? 'server_error' : undefined);
    if (isTransportFault(fault) && (await sendTransportFault(request, response, fault, this.faultOptions))) return;
    if (fault === 'moderation_blocked') {
      return sendJson(response, 400, { error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' } });
    }
    if (fault === 'no_image') return sendJson(response, 200, { created: 1, data: [] });
    if (fault === 'not_a_picture') return sendJson(response, 200, { created: 1, data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] });
    const [width, height] = fault === 'tiny_picture' ? [1, 1] : (parsed.size.split('x').map(Number) as [number, number]);
    const png = await sharp({ create: { width, height, channels: 3, background: colourOf(parsed.prompt) } }).png().toBuffer();
    sendJson(response, 200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: png.toString('base64') }], usage: { total_tokens: 1 } });
  }
}

function parseGeneration(body: Buffer): Omit<ImageRequest, 'endpoint'> {
  const json = JSON.parse(body.toString('utf8') || '{}') as Record<string, string>;
  return { model: json.model ?? '', prompt: json.prompt ?? '', size: json.size ?? '1024x1024', quality: json.quality ?? 'auto', images: [] };
}

async function parseEdit(request: IncomingMessage, body: Buffer): Promise<Omit<ImageRequest, 'endpoint'>> {
  const form = await new Request('http://fake/edits', { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body }).formData();
  const text = (name: string, fallback: string) => String(form.get(name) ?? fallback);
  const files = [...form.getAll('image[]'), ...form.getAll('image')].flatMap((value) => (typeof value === 'string' ? [] : [value]));
  return {
    model: text('model', ''),
    prompt: text('prompt', ''),
    size: text('size', '1024x1024'),
    quality: text('quality', 'auto'),
    images: await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer()))),
  };
}

function colourOf(prompt: string): { r: number; g: number; b: number } {
  let hash = 0;
  for (const char of prompt) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { r: 80 + (hash % 160), g: 80 + ((hash >> 8) % 160), b: 80 + ((hash >> 16) % 160) };
}
