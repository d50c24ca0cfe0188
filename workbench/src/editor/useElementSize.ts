import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's size, kept up to date by a resize observer. Its answers come after layout and
 * before paint, and the new size is drawn at once (flushSync), so a panel appearing beside the
 * element never shows a frame drawn at the old size. Reading the size after every render instead
 * would lay the page out in the middle of each edit (30 ms on a canvas of 2,000 widgets).
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}
