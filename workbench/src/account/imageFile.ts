// SPEC §5: an image is at most 5 MB and a JPG, PNG or GIF.
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@protolab/shared';

export type ImageFileProblem = 'tooBig' | 'wrongType';

export function imageFileProblem(file: { size: number; type: string }): ImageFileProblem | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MAX_IMAGE_BYTES) return 'tooBig';
  return undefined;
}

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
