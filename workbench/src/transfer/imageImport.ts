// Image import (SPEC §5/§8): a new prototype with one screen per image, each image as the screen's
// background, in file-name order, laid out in a row. Every file is checked before anything is sent.
import { MAX_IMAGE_BYTES, newApp, newId, newScreen, type App } from '@protolab/shared';
import { ImportError, isSupportedImage, type ParsedImport } from './importFile';

export const IMAGE_IMPORT_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
/** Canvas space between two screens of the row. */
export const SCREEN_GAP = 100;
/** The folder of the urls the document holds until the images are uploaded. */
const PENDING = 'pending';

export interface ImageDevice {
  type: string;
  screenSize: { w: number; h: number };
}
/** A new prototype's device when none is chosen. */
export const DEFAULT_DEVICE: ImageDevice = { type: 'smartphone', screenSize: { w: 375, h: 667 } };

const byFileName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const baseName = (file: string) => file.replace(/\.[^.]*$/, '') || file;

/** The first file over the size limit, by name and size alone (no reading). */
export function checkImageSizes(files: readonly { name: string; size: number }[]): ImportError | undefined {
  if (files.length === 0) return new ImportError('noFile');
  const tooBig = files.find((file) => file.size > MAX_IMAGE_BYTES);
  return tooBig && new ImportError('imageTooBig', tooBig.name);
}

/** Size, then type by the first bytes (JPG, PNG or GIF); throws ImportError for the first failure. */
export function checkImageFiles(files: readonly { name: string; bytes: Uint8Array }[]): void {
  const tooBig = checkImageSizes(files.map(({ name, bytes }) => ({ name, size: bytes.length })));
  if (tooBig) throw tooBig;
  const wrong = files.find((file) => !isSupportedImage(file.bytes));
  if (wrong) throw new ImportError('imageWrongType', wrong.name);
}

/**
 * The document of an image import: one screen per image url, in the order given, in a row, each of
 * the device's screen size with the image as background; the first is the start screen.
 */
export function buildImagePrototype(
  name: string,
  imageUrls: readonly string[],
  device: ImageDevice = DEFAULT_DEVICE,
  makeId: () => string = newId,
): App {
  const { w, h } = device.screenSize;
  const screens = imageUrls.map((url, i) =>
    newScreen({
      id: makeId(),
      name: baseName(url.slice(url.lastIndexOf('/') + 1)),
      x: i * (w + SCREEN_GAP),
      y: 0,
      w,
      h,
      props: { start: i === 0 },
      style: { background: '#ffffff', backgroundImage: { url, w, h } },
    }),
  );
  return newApp({
    id: makeId(),
    name,
    type: device.type,
    screenSize: { w, h },
    screens: Object.fromEntries(screens.map((screen) => [screen.id, screen])),
  });
}

/** Checked image files as an import: the document refers to them by file name until uploaded. */
export function parseImageImport(
  name: string,
  files: readonly { name: string; bytes: Uint8Array }[],
  device: ImageDevice = DEFAULT_DEVICE,
): ParsedImport {
  checkImageFiles(files);
  const sorted = [...files].sort((a, b) => byFileName(a.name, b.name));
  const app = buildImagePrototype(
    name,
    sorted.map((file) => `${PENDING}/${file.name}`),
    device,
  );
  return { kind: 'images', app, images: new Map(sorted.map((file) => [file.name, file.bytes])) };
}
