// Reads a multipart image upload (field "file", one or more files) and checks every file before
// anything is stored: size (413), real type by content (415), readable header (415), pixels declared (413).
import type { Context } from 'koa';
import multer from 'multer';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@protolab/shared';
import { HttpError } from '../http/httpError';
import { imageSize, sniffImage, type ImageKind, type ImageSize } from './imageInfo';

export const IMAGE_FIELD = 'file';
export const MAX_FILES_PER_UPLOAD = 10;
const MAX_NAME_LENGTH = 200;

export interface CheckedImage extends ImageKind, ImageSize {
  name: string;
  bytes: Buffer;
  size: number;
}

const tooBig = () =>
  new HttpError(413, 'too_large', `An image may have at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`, IMAGE_FIELD);
const tooManyPixels = (name: string) =>
  new HttpError(
    413,
    'too_large',
    `${name} is too large: an image may have at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    IMAGE_FIELD,
  );
const notAnImage = (name: string) =>
  new HttpError(415, 'unsupported_media_type', `${name} is not a JPG, PNG or GIF image`, IMAGE_FIELD);

function uploadError(err: unknown, maxFiles: number): HttpError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return tooBig();
    if (err.code === 'LIMIT_FILE_COUNT') {
      return new HttpError(
        413,
        'too_large',
        maxFiles === 1 ? 'One file per upload' : `At most ${maxFiles} files per upload`,
        IMAGE_FIELD,
      );
    }
    if (err.code === 'LIMIT_UNEXPECTED_FILE') {
      return new HttpError(400, 'validation', `Send the images in the field "${IMAGE_FIELD}"`, err.field ?? '');
    }
    return new HttpError(400, 'validation', err.message, err.field ?? '');
  }
  return new HttpError(400, 'bad_request', 'The multipart body could not be read', '');
}

/** A client's file name, kept only as a label: no path, no control characters, not too long. */
function cleanName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean || `image.${ext}`;
}

function parseMultipart(ctx: Context, maxFiles: number): Promise<Express.Multer.File[]> {
  const middleware = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 20, fieldSize: 10_000, parts: maxFiles + 20 },
  }).array(IMAGE_FIELD, maxFiles);
  return new Promise((resolve, reject) => {
    const req = ctx.req as Parameters<typeof middleware>[0];
    middleware(req, ctx.res as Parameters<typeof middleware>[1], (err?: unknown) => {
      if (err) reject(uploadError(err, maxFiles));
      else resolve(((req as { files?: Express.Multer.File[] }).files ?? []).slice());
    });
  });
}

export async function readImageUpload(ctx: Context, maxFiles = MAX_FILES_PER_UPLOAD): Promise<CheckedImage[]> {
  if (!ctx.is('multipart')) {
    throw new HttpError(415, 'unsupported_media_type', 'Send the images as multipart/form-data', '');
  }
  const files = await parseMultipart(ctx, maxFiles);
  if (files.length === 0) throw new HttpError(400, 'validation', 'No image in the upload', IMAGE_FIELD);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) throw tooBig();
    const kind = await sniffImage(file.buffer);
    const label = cleanName(file.originalname, kind?.ext ?? 'img');
    if (!kind) throw notAnImage(label);
    const size = imageSize(file.buffer, kind.mime);
    if (!size) throw notAnImage(label);
    // The header's size is what a decoder (a browser, a thumbnailer) would allocate for.
    const { width, height } = size;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
      throw tooManyPixels(label);
    checked.push({ ...kind, ...size, name: label, bytes: file.buffer, size: file.size });
  }
  return checked;
}
