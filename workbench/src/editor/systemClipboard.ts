// Copied records go through the system clipboard (as JSON), so they paste into another prototype
// or another tab with their styles; a copy of our own stays for browsers that refuse to read it.
// The keys (Ctrl+C, X, V) use the clipboard events' own data: read and written at once, with no
// permission to ask for. The context menu has no such event and goes through `navigator.clipboard`.
import { copyRecords, parseClipboard, type App, type Clipboard } from '@protolab/shared';

let localClipboard: Clipboard | undefined;

function copied(doc: App, ids: readonly string[]): string {
  localClipboard = copyRecords(doc, ids);
  return JSON.stringify(localClipboard);
}

function clipboardOf(text: string | undefined): Clipboard | undefined {
  return (text && parseClipboard(text)) || localClipboard;
}

export async function copyToClipboard(doc: App, ids: readonly string[]): Promise<void> {
  await navigator.clipboard?.writeText(copied(doc, ids)).catch(() => undefined);
}

/** What was copied last: the system clipboard's records, or else our own copy. */
export async function readClipboard(): Promise<Clipboard | undefined> {
  return clipboardOf(await navigator.clipboard?.readText().catch(() => undefined));
}

/** A copy or cut event: the records go into its data. */
export function copyIntoEvent(data: DataTransfer, doc: App, ids: readonly string[]): void {
  data.setData('text/plain', copied(doc, ids));
}

/**
 * A paste event: the records in its data. Its data is always readable, so our own copy does not
 * stand in for it: text copied elsewhere since does not paste widgets copied before.
 */
export function clipboardOfEvent(data: DataTransfer): Clipboard | undefined {
  const text = data.getData('text/plain');
  return text ? parseClipboard(text) : undefined;
}
