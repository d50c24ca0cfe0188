/** Offers bytes as a file download (a Blob URL on a temporary link). */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
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
