// Whether an element has come into view, or within `margin` of it (then it stays so): what is drawn
// or fetched only once it could be seen (the palette's samples, prototype cards, version thumbnails).
import { useEffect, useState, type RefObject } from 'react';

export function useSeen(element: RefObject<Element | null>, margin: string): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen, margin]);
  return seen;
}
