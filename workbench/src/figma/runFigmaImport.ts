// The import of a mapped Figma page: its image fills fetched once each and stored as our images of
// the prototype, then the screens pasted into the open prototype (one command, one undo step) or
// made a new prototype (deleted again should its images fail).
import {
  figmaImageNeeds,
  figmaPendingUrl,
  figmaPrototype,
  newId,
  pasteInto,
  withFigmaImages,
  type App,
  type Editor,
  type FigmaImport,
} from '@protolab/shared';
import type { ImportPort } from '../transfer/importPrototype';
import { isSupportedImage } from '../transfer/importFile';
import { FigmaCallError, type FigmaCalls } from './figmaCalls';

type Port = Pick<ImportPort, 'createApp' | 'uploadImage' | 'saveApp' | 'deleteApp'>;

const extension = (bytes: Uint8Array) => (bytes[0] === 0xff ? 'jpg' : bytes[0] === 0x47 ? 'gif' : 'png');

/**
 * Each image the import waits for (image fills, layers Figma renders as PNG), fetched from Figma and
 * uploaded to the prototype: pending url → our url.
 */
async function uploadImages(
  imported: FigmaImport,
  fileKey: string,
  calls: FigmaCalls,
  port: Port,
  appId: string,
): Promise<Map<string, string>> {
  const needs = figmaImageNeeds(imported.clipboard);
  const sources = new Map<string, string | null | undefined>();
  if (needs.fills.length) {
    const fills = await calls.imageFills(fileKey);
    for (const ref of needs.fills) sources.set(figmaPendingUrl('fills', ref), fills[ref]);
  }
  if (needs.renders.length) {
    const renders = await calls.previews(fileKey, needs.renders, 1);
    for (const id of needs.renders) sources.set(figmaPendingUrl('renders', id), renders[id]);
  }
  const uploaded = new Map<string, string>();
  for (const [pending, source] of sources) {
    if (!source) throw new FigmaCallError('imageLoad');
    const bytes = await calls.download(source);
    if (!isSupportedImage(bytes)) throw new FigmaCallError('imageLoad');
    const name = pending.slice(pending.indexOf('/') + 1).replace(/[^A-Za-z0-9_-]/g, '_');
    uploaded.set(pending, await port.uploadImage(appId, `${name}.${extension(bytes)}`, bytes));
  }
  return uploaded;
}

/** Into the open prototype as one command: answers the pasted screens' ids. */
export async function addFigmaPage(
  editor: Editor,
  imported: FigmaImport,
  fileKey: string,
  calls: FigmaCalls,
  port: Port,
): Promise<string[]> {
  const images = await uploadImages(imported, fileKey, calls, port, editor.doc.id);
  const draft = pasteInto(editor.doc, withFigmaImages(imported.clipboard, images), { type: 'importFigma' });
  editor.run(draft);
  return draft.select ?? [];
}

/** A new prototype named after the file. */
export async function createFigmaPrototype(
  imported: FigmaImport,
  name: string,
  fileKey: string,
  calls: FigmaCalls,
  port: Port,
): Promise<App> {
  const id = newId();
  const created = await port.createApp(figmaPrototype(imported, name, id));
  try {
    const images = await uploadImages(imported, fileKey, calls, port, id);
    if (images.size === 0) return created;
    const clipboard = withFigmaImages(imported.clipboard, images);
    return await port.saveApp(id, figmaPrototype({ ...imported, clipboard }, name, id));
  } catch (error) {
    await port.deleteApp(id).catch(() => undefined);
    throw error;
  }
}
