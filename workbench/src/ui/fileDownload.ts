/** Offers bytes or a text (a CSV) as a file download (a Blob URL on a temporary link). */
export function downloadFile(content: Uint8Array | string, fileName: string, type: string): void {
  const part = typeof content === 'string' ? content : (content as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has its own copy once it started
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
