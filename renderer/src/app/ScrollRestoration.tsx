import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router-dom';
import { useAppHistory } from './AppRouter';

/** The key React Router's own scroll restoration kept positions under, so a reload finds them. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * Scroll positions are kept per path: every full page load starts with the location key "default",
 * which would otherwise carry the previous page's scroll position over to a different page.
 */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') Object.assign(positions, stored);
  } catch {
    // Nothing stored, or storage unavailable: every page starts at the top.
  }
  return positions;
}

/**
 * Where a page shown at `location` scrolls to: where the visitor left that path, else its #hash, else
 * the top. The first page is left where it is unless a position or #hash applies: it starts at the top
 * anyway, and a visitor who scrolled the prerendered page before it went live stays where they are.
 */
function restoreScroll(location: Location, first: boolean) {
  const y = savedPositions()[location.pathname];
  if (typeof y === 'number') {
    window.scrollTo(0, y);
    return;
  }
  if (location.hash) {
    let element: HTMLElement | null = null;
    try {
      element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // Not a decodable id: the page starts at the top.
    }
    if (element) {
      element.scrollIntoView();
      return;
    }
  }
  if (!first) window.scrollTo(0, 0);
}

/**
 * What React Router's <ScrollRestoration> did for the data router: the position of the path being
 * left is saved when a navigation starts, and the page shown restores its path's position (Back,
 * Forward, or a link to a path seen before), else scrolls to its #hash or the top. Positions survive
 * reloads in sessionStorage. Unlike it, the first page is not scrolled to the top as it goes live.
 */
export function ScrollRestoration() {
  const history = useAppHistory();
  const location = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      savedPositions()[window.location.pathname] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or unavailable: positions last only as long as the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    const stop = history?.beforeChange((from) => {
      savedPositions()[from.pathname] = window.scrollY;
    });
    return () => {
      window.removeEventListener('pagehide', save);
      stop?.();
      window.history.scrollRestoration = 'auto';
    };
  }, [history]);
  const first = useRef(true);
  useLayoutEffect(() => {
    restoreScroll(location, first.current);
    first.current = false;
  }, [location]);
  return null;
}
