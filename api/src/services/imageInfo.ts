// What an uploaded file really is: the type from its content (never its name), and the pixel size
// read from the header bytes of PNG, GIF and JPEG.
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MIME_TYPES, type ImageMimeType } from '@protolab/shared';

export interface ImageKind {
  mime: ImageMimeType;
  ext: 'jpg' | 'png' | 'gif';
}

const extOf: Record<ImageMimeType, ImageKind['ext']> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/** The image type by magic bytes, or undefined for anything but JPG, PNG or GIF. */
export async function sniffImage(bytes: Uint8Array): Promise<ImageKind | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as ImageMimeType | undefined;
  return mime && IMAGE_MIME_TYPES.includes(mime) ? { mime, ext: extOf[mime] } : undefined;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

function pngSize(b: Uint8Array): ImageSize | undefined {
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return undefined;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gifSize(b: Uint8Array): ImageSize | undefined {
  // "GIF87a"/"GIF89a", then the logical screen: width and height, little-endian.
  if (b.length < 10) return undefined;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): ImageSize | undefined {
  let i = 2; // after SOI
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before any frame
    const length = u16be(b, i + 2);
    if (length < 2) return undefined;
    if (SOF.has(marker)) {
      // length (2), precision (1), height (2), width (2)
      if (i + 9 > b.length) return undefined;
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    i += 2 + length;
  }
  return undefined;
}

/** The pixel size from the header, or undefined when the header is cut off or broken. */
export function imageSize(bytes: Uint8Array, mime: ImageMimeType): ImageSize | undefined {
  const size = mime === 'image/png' ? pngSize(bytes) : mime === 'image/gif' ? gifSize(bytes) : jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
