// The images a prototype document references: `style.backgroundImage.url` of screens, widgets and
// templates, in any style state. Uploaded images are "<appId>/<file>"; absolute URLs are left alone.
import { copyJson } from '../editor/edit';

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An uploaded image (a path in the image store), not a link to elsewhere. */
export function isUploadedImageUrl(url: string): boolean {
  return url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//');
}

/** The file name of an image url: "app1/pic.jpg" → "pic.jpg". */
export function imageFileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1);
}

function visitImages(value: Json, visit: (image: Record<string, Json>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visitImages(item, visit);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'backgroundImage' && isObject(child) && typeof child.url === 'string') visit(child);
    else visitImages(child, visit);
  }
}

/** The urls of the uploaded images the document references, each once, in document order. */
export function collectImageUrls(doc: Json): string[] {
  const urls = new Set<string>();
  visitImages(doc, (image) => {
    const url = image.url as string;
    if (isUploadedImageUrl(url)) urls.add(url);
  });
  return [...urls];
}

/** A copy of the document whose image urls are replaced by `renamed` (urls not in it stay). */
export function rewriteImageUrls<T>(doc: T, renamed: ReadonlyMap<string, string>): T {
  const copy = copyJson(doc);
  visitImages(copy, (image) => {
    const next = renamed.get(image.url as string);
    if (next !== undefined) image.url = next;
  });
  return copy;
}
