// Copied records go through the system clipboard (as JSON), so they paste into another prototype
// or another tab with their styles; a copy of our own stays for browsers that refuse to read it.
import { copyRecords, parseClipboard, type App, type Clipboard } from '@protolab/shared';

let localClipboard: Clipboard | undefined;

export async function copyToClipboard(doc: App, ids: readonly string[]): Promise<void> {
  localClipboard = copyRecords(doc, ids);
  await navigator.clipboard?.writeText(JSON.stringify(localClipboard)).catch(() => undefined);
}

/** What was copied last: the system clipboard's records, or else our own copy. */
export async function readClipboard(): Promise<Clipboard | undefined> {
  const text = await navigator.clipboard?.readText().catch(() => undefined);
  return (text && parseClipboard(text)) || localClipboard;
}
