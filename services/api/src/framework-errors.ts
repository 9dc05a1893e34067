import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Problem } from '@focustube/contracts';
import { problem } from './errors.ts';

/**
 * Errors Fastify and Node raise before any route runs, as problem+json like every other answer
 * (their defaults are `{error, message, statusCode}` JSON a client cannot tell from ours).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const [status, detail] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'This address is too long: a part of it is over 200 characters (a video id has 11).']
      : [400, 'This address is not valid: part of it is not properly encoded (for example a stray "%").'];
  void (reply as FastifyReply).code(status).type('application/problem+json').send(problem(status, detail));
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'The request is too large: its address or headers are over 16 KB. Shorten the search or link.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
};

/** Malformed HTTP from the client's connection (Node's `clientError`), answered and closed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${problem(status, '').title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

/**
 * Errors Fastify raises while reading a request's body, whose own messages ("Unsupported Media
 * Type", "Request body is too large") do not say what to change. Null for any other error.
 */
export function bodyProblem(error: FastifyError, request: FastifyRequest): Problem | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem(415, 'This call reads a JSON body: send it with the header "Content-Type: application/json".');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem(
        413,
        `The request body is too large: this call accepts at most ${kilobytes(request.routeOptions.bodyLimit)}.`,
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return problem(
        400,
        'The request body is empty, but its Content-Type says JSON: send a JSON object, or no Content-Type.',
      );
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return problem(400, 'The request body is not valid JSON. Check it for a missing quote, comma or bracket.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problem(400, 'The request body is not as long as its Content-Length header says. Please send it again.');
    default:
      return null;
  }
}
