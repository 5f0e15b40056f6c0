import { once } from 'node:events';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Below 1 KB the compressed frame and the headers cost about what they save. */
export const COMPRESS_MIN_BYTES = 1024;

/** Quality 4: about gzip -6's speed at each request, with brotli's smaller output. */
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_LEVEL = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The client's preferred encoding among ours (brotli first on equal weight), from Accept-Encoding with its q-values. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const [br, gz] = [weightOf('br'), weightOf('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
}

/** Hono merges the previous response's headers into a new one: unset first, so Content-Length does not come back. */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}

const concat = (chunks: Uint8Array[]) => Buffer.concat(chunks);

/**
 * A streamed body (a CSV export read in pages, a file read from disk) compressed as it comes: each chunk is
 * flushed, so what the handler has sent leaves at once, and a client that goes away stops the reader.
 */
function compressStream(encoding: Encoding, head: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>) {
  const compressor = encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip({ level: GZIP_LEVEL });
  let finished = false;
  compressor.once('close', () => {
    if (!finished) reader.cancel().catch(() => {});
  });
  const write = async (chunk: Uint8Array) => {
    if (!compressor.write(chunk)) await once(compressor, 'drain');
  };
  void (async () => {
    try {
      for (const chunk of head) await write(chunk);
      compressor.flush();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        await write(value);
        compressor.flush();
      }
      finished = true;
      compressor.end();
    } catch (error) {
      compressor.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}

/**
 * Compresses every text response of an origin for a client that accepts it: brotli or gzip, computed here for
 * API JSON, preview modules and published files; files already compressed at build (`.br`/`.gz` served by
 * serveStatic) come with their Content-Encoding and are left alone. Server-Sent Events are never compressed,
 * so each event leaves when it is written; bodies under 1 KB neither (decision 028).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      res.status < 200 ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      /^\s*text\/event-stream/i.test(type) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return;
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) res.headers.set('Vary', `${vary}, Accept-Encoding`);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;

    // Reads up to the threshold: a short body ends within it and is sent as it was.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let ended = false;
    while (size < COMPRESS_MIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        break;
      }
      head.push(value);
      size += value.byteLength;
    }
    const headers = new Headers(res.headers);
    if (ended && size < COMPRESS_MIN_BYTES) {
      replaceResponse(c, new Response(concat(head), { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    // The whole body is often one chunk (c.json, c.body): compressed in one call on zlib's thread pool. A body
    // still coming (a stream) is compressed as it comes rather than held in memory.
    const body = ended
      ? new Uint8Array(
          encoding === 'br' ? await brotliAsync(concat(head), BROTLI_OPTIONS) : await gzipAsync(concat(head), { level: GZIP_LEVEL }),
        )
      : compressStream(encoding, head, reader);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  };
}
