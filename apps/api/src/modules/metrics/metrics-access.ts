import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors/app-error';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Metrics are for operators: without METRICS_TOKEN they are not served at all, and with it only a request
 * bearing that token reads them (compared in constant time).
 */
export function assertMayReadMetrics(metricsToken: string | null, authorization: string | undefined): void {
  if (!metricsToken) throw new AppError('not_found', 404, 'Metrics are not served here: set METRICS_TOKEN to turn them on');
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  if (!timingSafeEqual(digest(presented), digest(metricsToken))) {
    throw new AppError('unauthorized', 401, 'Reading metrics needs the operators\u2019 token: send "Authorization: Bearer <METRICS_TOKEN>"', {
      headers: { 'www-authenticate': 'Bearer realm="metrics"' },
    });
  }
}
