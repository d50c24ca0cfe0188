// The file key of a Figma link, as the designer pastes it: a file, design or prototype link
// (figma.com/file/KEY/…, /design/KEY/…, /proto/KEY/…, a branch's /branch/BRANCHKEY), or the bare key.

const KEY = /^[A-Za-z0-9]{10,64}$/;
const KINDS = new Set(['file', 'design', 'proto']);

/** The file key of a link or key; undefined when the text holds none. */
export function figmaFileKey(text: string): string | undefined {
  const value = text.trim();
  if (KEY.test(value)) return value;
  // no URL class here (shared runs without DOM or Node types): scheme, host and path by hand
  const match = /^(?:https?:\/\/)?([^/?#]+)([^?#]*)/i.exec(value);
  if (!match || !/(^|\.)figma\.com$/i.test(match[1]!)) return undefined;
  const parts = match[2]!.split('/').filter(Boolean);
  const at = parts.findIndex((part) => KINDS.has(part));
  if (at < 0) return undefined;
  const key = parts[at + 1];
  const branch = parts[at + 2] === 'branch' ? parts[at + 3] : undefined;
  const chosen = branch ?? key;
  return chosen && KEY.test(chosen) ? chosen : undefined;
}
