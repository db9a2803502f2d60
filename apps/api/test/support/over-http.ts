import type { TestProduct } from './test-product';

interface InjectRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | object;
}

/** What the test helpers read of an answer, from a real HTTP response. */
async function answerOf(response: Response) {
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body,
    json: () => JSON.parse(body) as unknown,
  };
}

/**
 * `product` with its requests sent over HTTP to the API process at `baseUrl` instead of injected, so the
 * shared test helpers (sign-up, stories, books, billing) drive a product running in other processes.
 * `product` itself serves no requests: it lends the database and data directory they share.
 */
export function overHttp(product: TestProduct, baseUrl: string): TestProduct {
  const inject = async ({ method, url, headers = {}, payload }: InjectRequest) => {
    const json = payload !== undefined && typeof payload !== 'string';
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: { ...(json && { 'content-type': 'application/json' }), ...headers },
      ...(payload !== undefined && { body: json ? JSON.stringify(payload) : payload }),
    });
    return answerOf(response);
  };
  return { ...product, app: { inject } as unknown as TestProduct['app'] };
}
