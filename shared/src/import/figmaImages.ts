// The images of a Figma import: the image fills and the layers Figma renders for us (a vector without
// its outline) its clipboard uses, and the clipboard once they are uploaded as our images (each
// fetched and stored once, however many layers use it).
import type { Clipboard } from '../editor/commands/clipboardCommands';
import type { Style } from '../model/widget';
import { copyJson } from '../editor/edit';
import { FIGMA_IMAGE_PREFIX, FIGMA_RENDER_PREFIX } from './figmaMapping';

const pendingUrl = (style: Style | null | undefined): string | undefined => {
  const image = style?.backgroundImage as { url?: unknown } | undefined;
  return typeof image?.url === 'string' &&
    (image.url.startsWith(FIGMA_IMAGE_PREFIX) || image.url.startsWith(FIGMA_RENDER_PREFIX))
    ? image.url
    : undefined;
};

const styled = (clip: Clipboard) => [...clip.screens, ...clip.widgets, ...clip.templates];

export interface FigmaImageNeeds {
  /** image fill refs (GET /v1/files/:key/images) */
  fills: string[];
  /** node ids to render (GET /v1/images/:key) */
  renders: string[];
}

/** The images the clipboard waits for, each once. */
export function figmaImageNeeds(clip: Clipboard): FigmaImageNeeds {
  const urls = [
    ...new Set(
      styled(clip)
        .map((record) => pendingUrl(record.style))
        .filter((u): u is string => Boolean(u)),
    ),
  ];
  const after = (prefix: string) => urls.filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length));
  return { fills: after(FIGMA_IMAGE_PREFIX), renders: after(FIGMA_RENDER_PREFIX) };
}

/** The url a fill ref or rendered node stands as until uploaded: the key of `withFigmaImages`' map. */
export const figmaPendingUrl = (kind: keyof FigmaImageNeeds, id: string) =>
  `${kind === 'fills' ? FIGMA_IMAGE_PREFIX : FIGMA_RENDER_PREFIX}${id}`;

/** The clipboard with each image pointing at its upload (`urls`: pending url → our url). */
export function withFigmaImages(clip: Clipboard, urls: ReadonlyMap<string, string>): Clipboard {
  const copy = copyJson(clip);
  for (const record of styled(copy)) {
    const pending = pendingUrl(record.style);
    const url = pending === undefined ? undefined : urls.get(pending);
    if (url) record.style = { ...record.style, backgroundImage: { ...(record.style!.backgroundImage as object), url } };
  }
  return copy;
}
