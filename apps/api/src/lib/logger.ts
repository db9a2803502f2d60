import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { scopedLogFields } from './log-context';

// Query parameters that grant access: a media link's signature, a reset link's token, codes.
const SECRET_PARAMETERS = new Set(['sig', 'signature', 'token', 'access_token', 'refresh_token', 'otp', 'code']);

/** A URL as the logs keep it: the value of every parameter that grants access replaced, the rest as sent. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const parameters = url
    .slice(queryStart + 1)
    .split('&')
    .map((parameter) => {
      const name = parameter.split('=', 1)[0]!;
      return SECRET_PARAMETERS.has(safeDecode(name).toLowerCase()) ? `${name}=[redacted]` : parameter;
    });
  return `${url.slice(0, queryStart)}?${parameters.join('&')}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What a request log line says of the request (Fastify's fields, the URL without secrets). */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: urlForLog(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/**
 * The process's logger; Fastify's request loggers are its children and keep its serializers. Lines
 * written inside withLogFields (a request, a running job) carry that scope's fields. It writes to stdout
 * synchronously: with pino's asynchronous default, a line still being written when the process exits
 * (the fatal one saying why, ADR 026) landed after later lines, or could be lost. It costs about 5 µs a line.
 */
export function createLogger(level: LevelWithSilent, destination: DestinationStream = pino.destination({ dest: 1, sync: true })): Logger {
  return pino({ level, serializers: { req: requestForLog }, mixin: (_line, _level, logger) => scopedLogFields(() => logger.bindings()) }, destination);
}
