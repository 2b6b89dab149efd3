import { useLayoutEffect, useRef, useState } from 'react';

type Handlers = Record<string, ((...args: never[]) => unknown) | undefined>;

/**
 * The same handler functions on every render, each calling the latest one passed in: memoised parts
 * of the editor (toolbar, track rows) then skip the renders in which only a callback's identity
 * changed. The set of names is the one of the first render.
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  // Set once the render is committed (a render React throws away must not leave its handlers behind).
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const [stable] = useState(
    () =>
      Object.fromEntries(
        Object.keys(handlers).map((name) => [
          name,
          (...args: never[]) => (latest.current[name] as ((...args: never[]) => unknown) | undefined)?.(...args),
        ]),
      ) as T,
  );
  return stable;
}
