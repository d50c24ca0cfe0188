import { defaultEnvironment, type RenderEnvironment } from '@protolab/render';
import { imageSource } from './imageSource';
import { sessionStore } from './session';

/** How the one screen renderer finds images and icons in the workbench. */
export const workbenchRenderEnvironment: RenderEnvironment = {
  ...defaultEnvironment,
  image: (url) => imageSource(url, sessionStore.token()),
};
