// What the renderer asks of the view it draws in: where images and icons come from, and how a
// screen segment draws the screen it embeds.
import { createContext, useContext, type ReactNode } from 'react';

export interface RenderEnvironment {
  /** the address of a stored image url (an upload's path, or an absolute url) */
  image(url: string): string;
  /** the address of an icon's SVG by its name without prefix, e.g. "close" */
  icon(name: string): string;
  /** an image file that cannot load: crossed out for the designer, nothing for testers (as the existing product's player) */
  missingImage: 'placeholder' | 'nothing';
}

export const defaultEnvironment: RenderEnvironment = {
  image: (url) => url,
  icon: (name) => `/icons/mdi/${name}.svg`,
  missingImage: 'placeholder',
};

const EnvironmentContext = createContext<RenderEnvironment>(defaultEnvironment);

export function RenderEnvironmentProvider({ value, children }: { value: RenderEnvironment; children: ReactNode }) {
  return <EnvironmentContext.Provider value={value}>{children}</EnvironmentContext.Provider>;
}

export function useRenderEnvironment(): RenderEnvironment {
  return useContext(EnvironmentContext);
}

/** Draws the screen a ScreenSegment embeds, with the values of the screen around it. */
export const SegmentContext = createContext<(screenId: string) => ReactNode>(() => null);
