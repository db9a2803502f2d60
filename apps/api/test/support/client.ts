import { bearer, ipOf } from './accounts';
import type { TestProduct } from './test-product';

type Auth = { access_token: string };

/** Requests as a signed-in customer, through `app.inject`, from the session's own address (ipOf). */
export function apiAs(product: TestProduct, auth: Auth) {
  const headers = bearer(auth);
  const remoteAddress = ipOf(auth);
  return {
    get: (url: string) => product.app.inject({ method: 'GET', url, headers, remoteAddress }),
    post: (url: string, payload?: object) => product.app.inject({ method: 'POST', url, headers, remoteAddress, ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) => product.app.inject({ method: 'PUT', url, headers, remoteAddress, payload }),
    patch: (url: string, payload: object) => product.app.inject({ method: 'PATCH', url, headers, remoteAddress, payload }),
    delete: (url: string) => product.app.inject({ method: 'DELETE', url, headers, remoteAddress }),
    /** A spec "form" post, sent URL-encoded as a browser form would. */
    postForm: (url: string, fields: Record<string, string>) =>
      product.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}
