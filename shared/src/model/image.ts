import { z } from 'zod';
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '../constants';

export const imageSchema = z.looseObject({
  id: z.string(),
  appId: z.string(),
  /** Path of the file, relative to the app's image store. */
  url: z.string(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  /** Bytes. */
  size: z.number(),
  mime: z.string(),
  created: z.number().optional(),
});
export type AppImage = z.infer<typeof imageSchema>;

/** An upload's answer: the images as stored. */
export const imageUploadResultSchema = z.object({ uploads: z.array(imageSchema) });
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;

/** Checked before an upload (workbench) and on receipt (API). */
export const imageFileSchema = z.object({
  size: z.number().max(MAX_IMAGE_BYTES, `The file is too big: at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`),
  mime: z.enum(IMAGE_MIME_TYPES, 'Only JPG, PNG or GIF images'),
});
export type ImageFile = z.input<typeof imageFileSchema>;
