import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  NavigationType,
  type Navigator,
  parsePath,
  type To,
} from 'react-router-dom';

export type HistoryUpdate = { action: NavigationType; location: Location };

/** What a blocker is asked about a navigation; `nextLocation.pathname` is always set. */
export type BlockerArgs = {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  historyAction: NavigationType;
};

/** A navigation held back by a blocker: `proceed` carries it out, `reset` drops it. */
export type HeldNavigation = { proceed: () => void; reset: () => void };

export type Blocker = {
  shouldBlock: (args: BlockerArgs) => boolean;
  onBlocked: (held: HeldNavigation) => void;
};

/**
 * The browser's history as the app's router sees it: React Router's browser history, plus
 * - blockers, asked before every navigation (links, navigate(), Back and Forward: a Back or Forward
 *   they hold is undone at once and redone if the navigation proceeds);
 * - listeners told before the location changes (scroll positions are saved then);
 * - `navigate(to, { flushSync: true })`, which asks its listener to commit the new location at once.
 */
export type AppHistory = {
  readonly navigator: Navigator;
  readonly current: HistoryUpdate;
  /** One listener: the router. `sync`: the navigation asked to be committed synchronously. */
  listen: (listener: (update: HistoryUpdate, sync: boolean) => void) => () => void;
  block: (blocker: Blocker) => () => void;
  beforeChange: (listener: (from: Location) => void) => () => void;
  /** Stops following the browser's Back and Forward. */
  dispose: () => void;
};

export function createAppHistory(window: Window): AppHistory {
  const history = createBrowserHistory({ window, v5Compat: true });
  let current: HistoryUpdate = { action: history.action, location: history.location };
  let listener: ((update: HistoryUpdate, sync: boolean) => void) | null = null;
  const blockers = new Set<Blocker>();
  const beforeChangeListeners = new Set<(from: Location) => void>();
  /** The navigation being pushed or replaced asked for a synchronous commit. */
  let syncNext = false;
  /** The next pop is the undoing of a blocked Back/Forward: not a navigation. */
  let undoingPop = false;
  /** The next pop is a blocked Back/Forward that the user let go ahead. */
  let allowedPop = false;

  const blockerFor = (args: BlockerArgs) => [...blockers].find((blocker) => blocker.shouldBlock(args));

  const commit = (update: HistoryUpdate, sync: boolean) => {
    for (const before of beforeChangeListeners) before(current.location);
    current = update;
    listener?.(update, sync);
  };

  const dispose = history.listen(({ action, location, delta }) => {
    if (action !== NavigationType.Pop) {
      commit({ action, location }, syncNext);
      return;
    }
    if (undoingPop) {
      undoingPop = false;
      return;
    }
    const allowed = allowedPop;
    allowedPop = false;
    const blocker = allowed
      ? undefined
      : blockerFor({ currentLocation: current.location, nextLocation: location, historyAction: action });
    if (!blocker || delta === null) {
      commit({ action, location }, false);
      return;
    }
    // Back to where the user was; the step is taken again if they choose to leave.
    undoingPop = true;
    window.history.go(-delta);
    blocker.onBlocked({
      proceed: () => {
        allowedPop = true;
        window.history.go(delta);
      },
      reset: () => {},
    });
  });

  const change =
    (action: NavigationType.Push | NavigationType.Replace) =>
    (to: To, state?: unknown, options?: { flushSync?: boolean }) => {
      const go = () => {
        syncNext = options?.flushSync === true;
        try {
          if (action === NavigationType.Push) history.push(to, state);
          else history.replace(to, state);
        } finally {
          syncNext = false;
        }
      };
      const path = typeof to === 'string' ? parsePath(to) : to;
      const nextLocation = { search: '', hash: '', ...path, pathname: path.pathname ?? current.location.pathname };
      const blocker = blockerFor({ currentLocation: current.location, nextLocation, historyAction: action });
      if (blocker) blocker.onBlocked({ proceed: go, reset: () => {} });
      else go();
    };

  const navigator: Navigator = {
    createHref: history.createHref,
    encodeLocation: history.encodeLocation,
    go: history.go,
    push: change(NavigationType.Push),
    replace: change(NavigationType.Replace),
  };

  return {
    navigator,
    get current() {
      return current;
    },
    listen(next) {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
    block(blocker) {
      blockers.add(blocker);
      return () => blockers.delete(blocker);
    },
    beforeChange(before) {
      beforeChangeListeners.add(before);
      return () => beforeChangeListeners.delete(before);
    },
    dispose,
  };
}
