// Reads JSON bodies ourselves, byte by byte to the end: the Content-Encoding is undone (gzip, deflate
// or brotli) within the body limit, the bytes must be UTF-8 (never silently U+FFFD), and every way
// the body can fail to be read is the client's 4xx, named, never our 500.
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { MAX_JSON_BODY_BYTES } from '@protolab/shared';
import { Refusal } from '../services/refusal';
import { checkJsonBody, findText } from './jsonBodyLimits';

declare module 'koa' {
  interface Request {
    /** The JSON body as `jsonBody` read and checked it (`{}` when none came); routes validate it. */
    body?: unknown;
  }
}

/** The encodings we undo, each with the name a refusal gives it. */
const DECODERS: Record<string, { name: string; make: () => Transform }> = {
  gzip: { name: 'gzip', make: createUnzip },
  deflate: { name: 'deflate', make: createUnzip },
  br: { name: 'brotli (br)', make: createBrotliDecompress },
};

/** Methods whose body is read, as Koa's body parser did: a body on GET or DELETE is ignored. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

const tooLarge = () => new Refusal('too_large', 'too_large', 'The body is too large', '');
const invalidJson = () => new Refusal('bad_input', 'invalid_json', 'The body is not valid JSON', '');

function unsupportedEncoding(coding: string): Refusal {
  return new Refusal(
    'unsupported_media',
    'unsupported_media_type',
    `Content-Encoding ${JSON.stringify(coding.slice(0, 40))} is not supported: send the body uncompressed, or as gzip, deflate or br`,
    '',
  );
}

const invalidEncoding = (name: string) =>
  new Refusal('bad_input', 'invalid_encoding', `The body is not valid ${name}, as its Content-Encoding says`, '');

/** The client went away (or broke the connection) while its body was on the way. */
const isAbort = (err: unknown) => (err as { code?: unknown })?.code === 'ECONNRESET';

/** The body's bytes, decompressed as its Content-Encoding says, at most MAX_JSON_BODY_BYTES of them. */
async function readBytes(ctx: Context): Promise<Buffer> {
  const coding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
  const decoder = coding === 'identity' ? undefined : DECODERS[coding];
  if (coding !== 'identity' && !decoder) throw unsupportedEncoding(coding);
  if (!decoder && (ctx.request.length ?? 0) > MAX_JSON_BODY_BYTES) throw tooLarge();
  let source: Readable = ctx.req;
  let decodeError: unknown;
  if (decoder) {
    const decompress = decoder.make();
    decompress.once('error', (err) => (decodeError ??= err));
    // The compressed bytes are held to the limit too: a decoder may skip what follows its stream.
    let received = 0;
    ctx.req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_JSON_BODY_BYTES) decompress.destroy(tooLarge());
    });
    source = pipeline(ctx.req, decompress, () => undefined);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_JSON_BODY_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if (isAbort(err) || isAbort(decodeError)) {
      throw new Refusal('bad_input', 'aborted', 'The request was aborted');
    }
    if (decoder) throw invalidEncoding(decoder.name);
    throw err;
  }
  return Buffer.concat(chunks, size);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** Where the first byte sequence that is not UTF-8 starts (as TextDecoder decides), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let more: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) more = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      more = 2;
      if (lead === 0xe0) low = 0xa0; // overlong
      if (lead === 0xed) high = 0x9f; // surrogates
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      more = 3;
      if (lead === 0xf0) low = 0x90; // overlong
      if (lead === 0xf4) high = 0x8f; // above U+10FFFF
    } else return i;
    for (let k = 1; k <= more; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += more + 1;
  }
  return -1;
}

/** Noncharacters, one of which the body does not hold: it marks the broken byte's place. */
const MARKS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0xfdd0 + i));

/**
 * The JSON path of the string or key that holds the byte at `at`: the body read again with a mark
 * in place of that byte. Undefined when the byte lies outside any string (the body is no JSON then).
 */
function fieldHolding(bytes: Uint8Array, at: number): string | undefined {
  const before = utf8.decode(bytes.subarray(0, at));
  const after = lenientUtf8.decode(bytes.subarray(at + 1));
  const mark = MARKS.find((m) => !before.includes(m) && !after.includes(m));
  if (mark === undefined) return undefined;
  try {
    return findText(JSON.parse(before + mark + after), (text) => text.includes(mark));
  } catch {
    return undefined;
  }
}

/** The body as text: UTF-8 or a 400 naming the field (or the body) and the byte that is not. */
function textOf(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8(bytes);
    const field = fieldHolding(bytes, at) ?? '';
    const where = field ? `${field} holds` : 'the body holds';
    throw new Refusal(
      'bad_input',
      'invalid_utf8',
      `Text must be UTF-8: ${where} bytes that are not (at byte ${at})`,
      field,
    );
  }
}

/** JSON text may only open an object or an array (after whitespace); no text is an empty object. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

function parseJson(text: string): unknown {
  if (text === '') return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw invalidJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
}

/** JSON bodies only (multipart routes parse their own): anything else with a body is a 415. */
export function jsonBody(): Middleware {
  return async (ctx, next) => {
    const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('multipart') && !ctx.is('json')) {
      throw new Refusal('unsupported_media', 'unsupported_media_type', 'Send the body as application/json', '');
    }
    if (ctx.is('multipart') || !PARSED_METHODS.has(ctx.method)) return next();
    if (!ctx.is('json')) {
      ctx.request.body = {};
      return next();
    }
    if (ctx.req.closed) {
      ctx.status = 499; // the client went away before its body arrived
      return;
    }
    const body = parseJson(textOf(await readBytes(ctx)));
    checkJsonBody(body);
    ctx.request.body = body;
    return next();
  };
}
