// The SVG paths of the icons a prototype shows, for the code export to draw them inline (an
// exported site opens from disk, where it could not fetch them). Fetched from the API's icon set,
// as the renderer fetches them; an icon that cannot be loaded is left out (drawn empty).
export async function loadIconPaths(names: readonly string[]): Promise<Record<string, string>> {
  const found = await Promise.all(
    names.map(async (name) => {
      const answer = await fetch(`/icons/mdi/${name}.svg`).catch(() => undefined);
      if (!answer?.ok) return [];
      const d = /\bd="([^"]+)"/.exec(await answer.text())?.[1];
      return d ? [[name, d] as const] : [];
    }),
  );
  return Object.fromEntries(found.flat());
}
