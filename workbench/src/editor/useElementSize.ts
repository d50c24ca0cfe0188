import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * The element's size, kept up to date: by a resize observer, and after each render that may have
 * changed it (panels beside it appearing), before it is painted.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const [width, height] = [element.clientWidth, element.clientHeight];
    if (width !== size.width || height !== size.height) setSize({ width, height });
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
