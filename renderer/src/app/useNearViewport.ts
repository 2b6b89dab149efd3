import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within one screen height of the viewport, and from then on: a
 * section far down a page fetches its data and code as the visitor scrolls towards it, not with
 * the page. Without IntersectionObserver, true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
