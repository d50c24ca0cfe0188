import { defaultEnvironment, type RenderEnvironment } from '@protolab/render';
import { imageSource } from './imageSource';

/** How the one screen renderer finds images and icons in the workbench. */
export const workbenchRenderEnvironment: RenderEnvironment = {
  ...defaultEnvironment,
  image: imageSource,
};
