// HTML markup as a new screen of our widgets: laid out and measured in a hidden script-less frame
// at the screen's width, then mapped by htmlToScreen. The result goes into a prototype with
// `editor.run(pasteInto(editor.doc, clip, { type: 'importHtml' }))`.
import { htmlToScreen, type HtmlImportReport, type ImportedScreen } from '@protolab/shared';
import { measureHtml } from './measureHtml';

export async function screenFromHtml(
  html: string,
  size: { w: number; h: number },
  name?: string,
): Promise<ImportedScreen<HtmlImportReport>> {
  return htmlToScreen(await measureHtml(html, size), name);
}
