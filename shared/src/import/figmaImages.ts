// The image fills of a Figma import: which ones its clipboard uses, and the clipboard once they are
// uploaded as our images (each fill fetched and stored once, however many layers use it).
import type { Clipboard } from '../editor/commands/clipboardCommands';
import type { Style } from '../model/widget';
import { copyJson } from '../editor/edit';
import { FIGMA_IMAGE_PREFIX } from './figmaMapping';

const imageRefOf = (style: Style | null | undefined): string | undefined => {
  const image = style?.backgroundImage as { url?: unknown } | undefined;
  return typeof image?.url === 'string' && image.url.startsWith(FIGMA_IMAGE_PREFIX)
    ? image.url.slice(FIGMA_IMAGE_PREFIX.length)
    : undefined;
};

const styled = (clip: Clipboard) => [...clip.screens, ...clip.widgets, ...clip.templates];

/** The image fill refs the clipboard uses, each once. */
export function figmaImageRefs(clip: Clipboard): string[] {
  return [
    ...new Set(
      styled(clip)
        .map((record) => imageRefOf(record.style))
        .filter((r): r is string => Boolean(r)),
    ),
  ];
}

/** The clipboard with each image fill pointing at its uploaded url (`urls`: ref → url). */
export function withFigmaImages(clip: Clipboard, urls: ReadonlyMap<string, string>): Clipboard {
  const copy = copyJson(clip);
  for (const record of styled(copy)) {
    const ref = imageRefOf(record.style);
    const url = ref === undefined ? undefined : urls.get(ref);
    if (url) record.style = { ...record.style, backgroundImage: { ...(record.style!.backgroundImage as object), url } };
  }
  return copy;
}
