// Checks every file of an image upload before anything is stored: size (413), real type by content
// (415), readable header (415), pixels declared (413). Reading the multipart body: http/multipartImages.ts.
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '@protolab/shared';
import { Refusal } from './refusal';
import { imageSize, sniffImage, type ImageKind, type ImageSize } from './imageInfo';

export const IMAGE_FIELD = 'file';
export const MAX_FILES_PER_UPLOAD = 10;
const MAX_NAME_LENGTH = 200;

/** A file as the client sent it; `name` is the client's file name. */
export interface UploadedFile {
  name: string;
  bytes: Buffer;
  size: number;
}

export interface CheckedImage extends ImageKind, ImageSize {
  name: string;
  bytes: Buffer;
  size: number;
}

export const tooBig = () =>
  new Refusal('too_large', 'too_large', `An image may have at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`, IMAGE_FIELD);
const tooManyPixels = (name: string) =>
  new Refusal(
    'too_large',
    'too_large',
    `${name} is too large: an image may have at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
    IMAGE_FIELD,
  );
const notAnImage = (name: string) =>
  new Refusal('unsupported_media', 'unsupported_media_type', `${name} is not a JPG, PNG or GIF image`, IMAGE_FIELD);

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

export async function checkImages(files: UploadedFile[]): Promise<CheckedImage[]> {
  if (files.length === 0) throw new Refusal('bad_input', 'validation', 'No image in the upload', IMAGE_FIELD);
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) throw tooBig();
    const kind = await sniffImage(file.bytes);
    const label = cleanName(file.name, kind?.ext ?? 'img');
    if (!kind) throw notAnImage(label);
    const size = imageSize(file.bytes, kind.mime);
    if (!size) throw notAnImage(label);
    // The header's size is what a decoder (a browser, a thumbnailer) would allocate for.
    const { width, height } = size;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
      throw tooManyPixels(label);
    checked.push({ ...kind, ...size, name: label, bytes: file.bytes, size: file.size });
  }
  return checked;
}
