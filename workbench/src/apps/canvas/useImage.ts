import { useEffect, useState } from 'react';

/** An image element once loaded (undefined before, and when it fails). */
export function useImage(src: string | null): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    setImage(undefined);
    if (!src) return;
    const element = new window.Image();
    let live = true;
    element.onload = () => live && setImage(element);
    element.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return image;
}
