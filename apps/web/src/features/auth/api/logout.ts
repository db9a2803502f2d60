import { apiClient } from '../../../lib/api-client';

/**
 * Revokes the refresh token on the server. The access token is passed explicitly because the
 * local cookies are already cleared by the time the request leaves.
 */
export async function logoutOnServer(refreshToken: string, accessToken: string | undefined): Promise<void> {
  await apiClient.post(
    '/api/v1/auth/logout',
    { refresh_token: refreshToken },
    { skipAuthRefresh: true, headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} },
  );
}
