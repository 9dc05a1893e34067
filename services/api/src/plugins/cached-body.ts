import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Encoding = 'br' | 'gzip';
// Cached per Accept-Encoding header: browsers send a handful of distinct values.
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/**
 * A response body made once and sent many times: its bytes, a validator, and its compressed forms,
 * each made on first demand and then kept. A cache hit is then a header check and a write.
 */
export class CachedBody {
  readonly bytes: Buffer;
  /** Weak, because the br, gzip and plain forms of one body share it (they are equivalent). */
  readonly etag: string;
  private readonly compressed: Partial<Record<Encoding, Buffer>> = {};

  constructor(
    text: string | Buffer,
    readonly contentType = 'application/json; charset=utf-8',
    /** The answer's HTTP status (a rendered 404 page is cached like any other). */
    readonly status = 200,
    /** False for a body that must be served once but not cached. */
    readonly keep = true,
  ) {
    this.bytes = typeof text === 'string' ? Buffer.from(text) : text;
    this.etag = `W/"${createHash('sha256').update(this.bytes).digest('base64url').slice(0, 32)}"`;
  }

  get text(): string {
    return this.bytes.toString();
  }

  encoded(encoding: Encoding): Buffer {
    return (this.compressed[encoding] ??=
      encoding === 'br'
        ? // Quality 5 of 11: within a few per cent of the best size at a fraction of the time.
          brotliCompressSync(this.bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(this.bytes, { level: 6 }));
  }
}

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison; `*` matches any current body. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a cached body with its validator and caching policy: `304 Not Modified` when the client
 * already holds it, otherwise the best encoding the client accepts, already compressed.
 */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
  /** Request headers the body also depends on (a page's language: `cookie, accept-language`). */
  vary?: string,
): FastifyReply {
  void reply
    .header('etag', body.etag)
    .header('cache-control', cacheControl)
    .header('vary', vary ? `accept-encoding, ${vary}` : 'accept-encoding');
  // Only a successful answer can be 'not modified' (RFC 9110 §13.1.2).
  if (body.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], body.etag))
    return reply.code(304).send();
  const accept = request.headers['accept-encoding'];
  const encoding = accept && body.bytes.length >= COMPRESS_THRESHOLD_BYTES ? encodings.negotiate(accept) : null;
  void reply.type(body.contentType);
  void reply.code(body.status);
  if (!encoding) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
}
