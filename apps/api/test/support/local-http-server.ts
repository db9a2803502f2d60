import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The plumbing of the local servers that stand in for third parties (OpenAI, Stripe) in tests. */
export abstract class LocalHttpServer {
  private server: Server | null = null;

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  /** `http://127.0.0.1:<port>` once started. */
  get origin(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    // A response held back on purpose (a slow provider) must not keep the server open.
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

/** How an OpenAI-compatible server fails on the wire, whatever was asked of it. */
export type TransportFault = 'server_error' | 'rate_limited' | 'unauthorized' | 'slow' | 'malformed_body' | 'wrong_shape' | 'connection_reset';

export interface TransportFaultOptions {
  /** The 429's `Retry-After` (seconds). */
  retryAfter: string;
  /** How long `slow` holds the response back before answering well. */
  holdMs: number;
}

export const TRANSPORT_FAULTS: readonly string[] = ['server_error', 'rate_limited', 'unauthorized', 'slow', 'malformed_body', 'wrong_shape', 'connection_reset'] satisfies TransportFault[];
export const isTransportFault = (fault: string | null | undefined): fault is TransportFault => TRANSPORT_FAULTS.includes(fault ?? '');

/**
 * Answers a transport fault; resolves true when the request is answered (or dropped) and false when
 * the caller should answer it well (after `slow` has held it back, if the client is still there).
 */
export async function sendTransportFault(request: IncomingMessage, response: ServerResponse, fault: TransportFault, options: TransportFaultOptions): Promise<boolean> {
  switch (fault) {
    case 'server_error':
      // retry-after-ms keeps retries fast in tests.
      sendJson(response, 500, { error: { message: 'The fake provider is overloaded', type: 'server_error' } }, { 'retry-after-ms': '5' });
      return true;
    case 'rate_limited':
      sendJson(response, 429, { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, { 'retry-after': options.retryAfter });
      return true;
    case 'unauthorized':
      sendJson(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
      return true;
    case 'malformed_body':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"id": "cut-off", "choices": [');
      return true;
    case 'wrong_shape':
      sendJson(response, 200, { status: 'ok', message: 'This is not what you asked for' });
      return true;
    case 'connection_reset':
      request.socket.destroy();
      return true;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, options.holdMs));
      return response.destroyed || request.socket.destroyed;
  }
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
