import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Problem } from '@focustube/contracts';
import { problem } from './errors.ts';
import { languageFromHeader, msg, type Message } from './i18n.ts';

/**
 * Errors Fastify and Node raise before any route runs, as problem+json like every other answer
 * (their defaults are `{error, message, statusCode}` JSON a client cannot tell from ours).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  // Raised before any hook ran, so the language is read from the header here.
  const language = languageFromHeader(request.headers['accept-language']);
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, msg('request.addressTooLong')]
      : [400, msg('request.addressEncoding')];
  void (reply as FastifyReply)
    .code(status)
    .type('application/problem+json')
    .header('content-language', language)
    .header('vary', 'Accept-Language')
    .send(problem(status, detail.in(language), undefined, language));
};

// Malformed HTTP has no headers to read a language from: these are in English.
const CLIENT_ERRORS: Record<string, [number, Message]> = {
  HPE_HEADER_OVERFLOW: [431, msg('request.headersTooLarge')],
  ERR_HTTP_REQUEST_TIMEOUT: [408, msg('request.timeout')],
};

/** Malformed HTTP from the client's connection (Node's `clientError`), answered and closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, msg('request.notHttp')];
  const body = JSON.stringify(problem(status, detail.in('en')));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${problem(status, '').title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Errors Fastify raises while reading a request's body, whose own messages ("Unsupported Media
 * Type", "Request body is too large") do not say what to change. Null for any other error.
 */
export function bodyProblem(error: FastifyError, request: FastifyRequest): Problem | null {
  const language = request.language ?? 'en';
  const say = (status: number, message: Message) => problem(status, message.in(language), undefined, language);
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return say(415, msg('body.notJson'));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return say(413, msg('body.tooLarge', { kilobytes: Math.round(request.routeOptions.bodyLimit / 1024) }));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return say(400, msg('body.empty'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return say(400, msg('body.invalidJson'));
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return say(400, msg('body.wrongLength'));
    default:
      return null;
  }
}
