/** The overview's "test" tab: test settings and the task recorder (the study area fills it in). */
export function TestTab(_props: { appId: string }) {
  return null;
}
