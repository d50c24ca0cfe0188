// Reads the files of a multipart image upload (field "file"); what they hold is checked by
// services/imageUpload.ts.
import type { Context } from 'koa';
import multer from 'multer';
import { MAX_IMAGE_BYTES } from '@protolab/shared';
import { IMAGE_FIELD, tooBig, type UploadedFile } from '../services/imageUpload';
import { Refusal } from '../services/refusal';

function uploadError(err: unknown, maxFiles: number): Refusal {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return tooBig();
    if (err.code === 'LIMIT_FILE_COUNT') {
      return new Refusal(
        'too_large',
        'too_large',
        maxFiles === 1 ? 'One file per upload' : `At most ${maxFiles} files per upload`,
        IMAGE_FIELD,
      );
    }
    if (err.code === 'LIMIT_UNEXPECTED_FILE') {
      return new Refusal('bad_input', 'validation', `Send the images in the field "${IMAGE_FIELD}"`, err.field ?? '');
    }
    return new Refusal('bad_input', 'validation', err.message, err.field ?? '');
  }
  return new Refusal('bad_input', 'bad_request', 'The multipart body could not be read', '');
}

/** The uploaded files, at most `maxFiles` of at most MAX_IMAGE_BYTES each (413 beyond). */
export function readMultipartImages(ctx: Context, maxFiles: number): Promise<UploadedFile[]> {
  if (!ctx.is('multipart')) {
    throw new Refusal('unsupported_media', 'unsupported_media_type', 'Send the images as multipart/form-data', '');
  }
  const middleware = multer({
    storage: multer.memoryStorage(),
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 20, fieldSize: 10_000, parts: maxFiles + 20 },
  }).array(IMAGE_FIELD, maxFiles);
  return new Promise((resolve, reject) => {
    const req = ctx.req as Parameters<typeof middleware>[0];
    middleware(req, ctx.res as Parameters<typeof middleware>[1], (err?: unknown) => {
      if (err) reject(uploadError(err, maxFiles));
      else {
        const files = (req as { files?: Express.Multer.File[] }).files ?? [];
        resolve(files.map((file) => ({ name: file.originalname, bytes: file.buffer, size: file.size })));
      }
    });
  });
}
