// Reading an ordering-API answer just far enough to find a jtoken in it,
// without holding large answers in memory or re-encoding what has no token.
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** JSON answers up to this size are inspected for tokens; larger ones stream through untouched. */
export const INSPECT_LIMIT_BYTES = 1024 * 1024;
/** Decompressed, an inspected answer may grow; past this it is passed on as it came. */
const DECOMPRESSED_LIMIT_BYTES = 16 * 1024 * 1024;

export function isJsonContentType(value: string | string[] | undefined): boolean {
  const type = (Array.isArray(value) ? value[0] : value)?.split(';')[0]?.trim().toLowerCase();
  return (
    type !== undefined &&
    (type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json')))
  );
}

export type CollectedBody =
  /** The whole answer, in memory. */
  | { complete: true; raw: Buffer }
  /** Too large to inspect: everything read so far followed by the rest, as one stream. */
  | { complete: false; stream: Readable };

/**
 * Reads `body` into memory unless it passes `limit` bytes; then hands back a
 * stream that replays what was read and continues with the rest, so nothing
 * is lost and memory stays bounded.
 */
export async function collectUpTo(
  body: Readable,
  limit = INSPECT_LIMIT_BYTES,
): Promise<CollectedBody> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await iterator.next();
    if (next.done)
      return {
        complete: true,
        raw: chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks),
      };
    chunks.push(next.value);
    size += next.value.length;
    if (size > limit) {
      async function* replayThenRest(): AsyncGenerator<Buffer> {
        yield* chunks;
        for (;;) {
          const more = await iterator.next();
          if (more.done) return;
          yield more.value;
        }
      }
      const stream = Readable.from(replayThenRest(), { objectMode: false });
      stream.once('close', () => {
        if (!stream.readableEnded) body.destroy();
      });
      return { complete: false, stream };
    }
  }
}

/** The bytes of an answer as JSON text, undoing its content-encoding; undefined when that cannot be done. */
export function decodedBytes(
  raw: Buffer,
  encoding: string | string[] | undefined,
): Buffer | undefined {
  const value = (Array.isArray(encoding) ? encoding.join(',') : (encoding ?? ''))
    .trim()
    .toLowerCase();
  const options = { maxOutputLength: DECOMPRESSED_LIMIT_BYTES };
  try {
    switch (value) {
      case '':
      case 'identity':
        return raw;
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(raw, options);
      case 'deflate':
        return inflateSync(raw, options);
      case 'br':
        return brotliDecompressSync(raw, options);
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}
