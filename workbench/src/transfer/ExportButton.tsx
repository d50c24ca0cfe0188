/** Export of a prototype as ZIP with its images — the transfer area fills it in. */
export function ExportButton(_props: { appId: string }) {
  return null;
}
