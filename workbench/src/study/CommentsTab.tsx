/** The overview's "comments" tab (the study area fills it in). */
export function CommentsTab(_props: { appId: string }) {
  return null;
}
