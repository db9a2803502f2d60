import type { AxiosRequestConfig, AxiosResponse } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave a 401 alone: the caller handles it (sign-in forms, the refresh call itself, start-up checks). */
    skipAuthRefresh?: boolean;
    /** Set once a request has been retried after a refresh, so it is refreshed at most once. */
    hasRetriedAfterRefresh?: boolean;
  }
}

export const TOKEN_REFRESH_PATH = '/api/v1/auth/token/refresh';
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';
export const SIGN_IN_PATH = '/signin';

/**
 * axios is a fifth of a first visit's JavaScript, and a rendered public page makes no request until
 * someone acts: the client loads on the first call (then stays), keeping axios out of the first load.
 */
const loadClient = () => import('./axios-client');

type Read = <T = unknown>(url: string, config?: AxiosRequestConfig) => Promise<AxiosResponse<T>>;
type Write = <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => Promise<AxiosResponse<T>>;

const read =
  (method: 'get' | 'delete'): Read =>
  async (url, config) =>
    (await loadClient()).axiosClient[method](url, config);
const write =
  (method: 'post' | 'put' | 'patch'): Write =>
  async (url, data, config) =>
    (await loadClient()).axiosClient[method](url, data, config);

/** The API, same-origin by default (VITE_API_URL otherwise), with the bearer token and one refresh-and-retry on 401. */
export const apiClient = { get: read('get'), delete: read('delete'), post: write('post'), put: write('put'), patch: write('patch') };

/** Exchanges the refresh token for new tokens and a fresh customer; overlapping callers share one call. */
export async function refreshAccessToken(): Promise<string> {
  return (await loadClient()).refreshAccessToken();
}
