import { once } from 'node:events';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

/** Below 1 KB the compressed frame and the headers cost about what they save. */
export const COMPRESS_MIN_BYTES = 1024;

/** Quality 5: on a 475 KB bundle, 130 ms against gzip -6's 100 ms here, and 6 % smaller (quality 4 was slower than 5). */
const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
/** Compressed immutable files (vendor and package modules, the bridge): their address names their content. */
const IMMUTABLE_CACHE_BYTES = 16 * 1024 * 1024;
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

const WAITING = Symbol('waiting');
/** Resolves after the chunks already queued in a stream have been handed out: what is not there yet is still coming. */
const afterPendingIo = () => new Promise<typeof WAITING>((resolve) => setImmediate(resolve, WAITING));

const concat = (chunks: Uint8Array[]) => Buffer.concat(chunks);

/**
 * A streamed body (a CSV export read in pages, a file read from disk) compressed as it comes: each chunk is
 * flushed, so what the handler has sent leaves at once, and a client that goes away stops the reader.
 */
function compressStream(
  encoding: Encoding,
  head: Uint8Array[],
  reader: ReadableStreamDefaultReader<Uint8Array>,
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
) {
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
      for (let result = await pending; !result.done; result = await reader.read()) {
        await write(result.value);
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
  // Vendor modules are requested by every new browser: compressed once per encoding, within a bounded size.
  const immutable = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: IMMUTABLE_CACHE_BYTES,
    sizeCalculation: (body) => body.byteLength,
  });
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

    // Reads what the body already holds (all of it for c.json or c.body) and at least the threshold: a short body
    // is sent as it was, a whole one compressed in one call, one still coming (a stream) as it comes.
    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    let ended = false;
    let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
    while (!ended) {
      const next = reader.read();
      const result = size < COMPRESS_MIN_BYTES ? await next : await Promise.race([next, afterPendingIo()]);
      if (result === WAITING) {
        pending = next;
        break;
      }
      if (result.done) ended = true;
      else {
        head.push(result.value);
        size += result.value.byteLength;
      }
    }
    const headers = new Headers(res.headers);
    if (ended && size < COMPRESS_MIN_BYTES) {
      replaceResponse(c, new Response(concat(head), { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
    if (ended) {
      const whole = concat(head);
      const isImmutable = res.status === 200 && /(?:^|,)\s*immutable\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '');
      const key = `${encoding} ${whole.byteLength} ${c.req.url}`;
      const cached = isImmutable ? immutable.get(key) : undefined;
      body =
        cached ??
        new Uint8Array(encoding === 'br' ? await brotliAsync(whole, BROTLI_OPTIONS) : await gzipAsync(whole, { level: GZIP_LEVEL }));
      if (isImmutable && !cached) immutable.set(key, body);
    } else body = compressStream(encoding, head, reader, pending ?? reader.read());
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
  };
}
