import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppHistory } from './AppRouter';
import type { BlockerArgs, HeldNavigation } from './appHistory';

export type NavigationBlocker = { blocked: boolean; proceed: () => void; reset: () => void };

/**
 * Holds back in-app navigations (links, navigate(), Back and Forward) for which `shouldBlock` is
 * true, until `proceed` or `reset`. Outside the app's browser router nothing is ever blocked.
 */
export function useNavigationBlocker(shouldBlock: (args: BlockerArgs) => boolean): NavigationBlocker {
  const history = useAppHistory();
  const [held, setHeld] = useState<HeldNavigation | null>(null);
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  useEffect(
    () => history?.block({ shouldBlock: (args) => shouldBlockRef.current(args), onBlocked: setHeld }),
    [history],
  );
  const proceed = useCallback(() => {
    setHeld(null);
    held?.proceed();
  }, [held]);
  const reset = useCallback(() => {
    setHeld(null);
    held?.reset();
  }, [held]);
  return { blocked: held !== null, proceed, reset };
}
