// The Figma REST API, called from the browser at the base URL the server names (FIGMA_API_URL in
// /config.json): the designer's token goes in X-Figma-Token to Figma alone, never to our API.
import type { FigmaFile, FigmaImageFillsAnswer, FigmaImagesAnswer } from '@protolab/shared';

/** Which SPEC §8 import error a failed call is. */
export type FigmaProblem = 'fileLoad' | 'previewLoad' | 'imageLoad';

export class FigmaCallError extends Error {
  constructor(readonly problem: FigmaProblem) {
    super(problem);
  }
}

export interface FigmaCalls {
  file(key: string): Promise<FigmaFile>;
  /** rendered PNGs of nodes (frame thumbnails at 1/4, layers at 1): node id → url */
  previews(key: string, ids: readonly string[], scale?: number): Promise<Record<string, string | null>>;
  /** image fills: ref → download url */
  imageFills(key: string): Promise<Record<string, string>>;
  /** the bytes of an image answered by the two calls above */
  download(url: string): Promise<Uint8Array>;
}

export function figmaCalls(baseUrl: string, token: string): FigmaCalls {
  async function get<T>(path: string, problem: FigmaProblem): Promise<T> {
    try {
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'X-Figma-Token': token } });
      if (response.status !== 200) throw new FigmaCallError(problem);
      return (await response.json()) as T;
    } catch {
      throw new FigmaCallError(problem);
    }
  }
  const key = encodeURIComponent;
  return {
    file: (fileKey) => get<FigmaFile>(`/v1/files/${key(fileKey)}?geometry=paths`, 'fileLoad'),
    async previews(fileKey, ids, scale = 0.25) {
      const query = `ids=${key(ids.join(','))}&format=png&scale=${scale}`;
      const answer = await get<FigmaImagesAnswer>(`/v1/images/${key(fileKey)}?${query}`, 'previewLoad');
      if (answer.err) throw new FigmaCallError('previewLoad');
      return answer.images ?? {};
    },
    async imageFills(fileKey) {
      const answer = await get<FigmaImageFillsAnswer>(`/v1/files/${key(fileKey)}/images`, 'imageLoad');
      return answer.meta?.images ?? {};
    },
    async download(url) {
      try {
        const response = await fetch(url);
        if (response.status !== 200) throw new FigmaCallError('imageLoad');
        return new Uint8Array(await response.arrayBuffer());
      } catch {
        throw new FigmaCallError('imageLoad');
      }
    },
  };
}
