/** The HTTP client behind `api-client.ts`: axios with the bearer token and one refresh-and-retry on 401. */
import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { AuthResponse } from '@studio/contracts/auth';
import { REQUEST_TIMEOUT_MS } from '@studio/contracts/constants';
import { getAccessToken, getRefreshToken, readCustomerCookie } from './auth-cookies';
import { navigateTo } from './navigation';
import { oneTabAtATime } from './one-tab-at-a-time';
import { clearAuthData, establishSession, useSessionStore } from './session-store';
import { isTokenExpiringSoon, refreshMarginMs } from './token';
import { NO_REFRESH_TOKEN_MESSAGE, SIGN_IN_PATH, TOKEN_REFRESH_PATH } from './api-client';
import { singleFlight } from './single-flight';

/** VITE_API_URL when the API lives elsewhere; by default the SPA and the API share one origin. */
export const axiosClient = axios.create({
  baseURL: import.meta.env.VITE_API_URL ?? '',
  timeout: REQUEST_TIMEOUT_MS,
});

axiosClient.interceptors.request.use((config) => {
  const accessToken = getAccessToken();
  if (accessToken && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${accessToken}`);
  return config;
});

axiosClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config;
  if (error.response?.status !== 401 || !config || config.skipAuthRefresh || config.hasRetriedAfterRefresh) {
    throw error;
  }
  const accessToken = await tokenForRetry(config);
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  return axiosClient({ ...config, headers, hasRetriedAfterRefresh: true });
});

/** The Web Lock every tab of the origin takes to refresh: the tokens live in cookies they share. */
export const TOKEN_REFRESH_LOCK = 'storybook-studio-token-refresh';

/**
 * Exchanges the refresh token for new tokens and a fresh customer; overlapping callers share one call,
 * and one tab refreshes at a time (ADR 032). A tab that waited while another refreshed finds new tokens
 * in the shared cookies and takes them instead of spending the refresh token again.
 */
export const refreshAccessToken = singleFlight(async (): Promise<string> => {
  const refreshTokenSeen = getRefreshToken();
  return oneTabAtATime(TOKEN_REFRESH_LOCK, async () => {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error(NO_REFRESH_TOKEN_MESSAGE);
    const accessToken = getAccessToken();
    if (refreshToken !== refreshTokenSeen && accessToken && !isTokenExpiringSoon(accessToken, refreshMarginMs(accessToken))) {
      // A new customer object, so this tab schedules its next refresh from the new token.
      const customer = readCustomerCookie();
      if (customer) useSessionStore.getState().setCustomer(customer);
      return accessToken;
    }
    const { data } = await axiosClient.post<AuthResponse>(TOKEN_REFRESH_PATH, { refresh_token: refreshToken }, { skipAuthRefresh: true });
    establishSession(data);
    return data.access_token;
  });
});

/** The refresh used after a 401: when it fails, the session ends once for every waiting request. */
const refreshOrSignOut = singleFlight(async (): Promise<string> => {
  try {
    return await refreshAccessToken();
  } catch (refreshError) {
    clearAuthData();
    void navigateTo(SIGN_IN_PATH);
    throw refreshError;
  }
});

/**
 * A 401 for a request sent with an older token than the one now stored means another request has
 * refreshed in the meantime: retry with the stored token instead of refreshing again.
 */
function tokenForRetry(config: InternalAxiosRequestConfig): Promise<string> {
  const storedToken = getAccessToken();
  const sentAuthorization = config.headers.get('Authorization');
  if (storedToken && sentAuthorization !== `Bearer ${storedToken}`) return Promise.resolve(storedToken);
  return refreshOrSignOut();
}
