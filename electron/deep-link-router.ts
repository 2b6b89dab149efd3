import { type DeepLink, parseDeepLink } from './deep-link';

/** Links that arrive before the window is ready wait, up to this many. */
export const DEEP_LINK_QUEUE_LIMIT = 10;

export type DeepLinkRouter = {
  /** Takes a raw link from open-url, argv or second-instance; returns false when it was refused. */
  receive(raw: unknown): boolean;
  /** The window can take links now: queued ones are handled in arrival order. */
  markReady(): void;
};

export function createDeepLinkRouter(options: {
  handle: (link: DeepLink) => void | Promise<void>;
  report?: (message: string) => void;
}): DeepLinkRouter {
  const report = options.report ?? (() => undefined);
  const queue: DeepLink[] = [];
  let ready = false;

  const dispatch = (link: DeepLink) => {
    Promise.resolve()
      .then(() => options.handle(link))
      .catch((error: unknown) => report(`Deep link ${link.action} failed: ${(error as Error).message}`));
  };

  return {
    receive: (raw) => {
      const link = parseDeepLink(raw);
      if (!link) {
        report('Ignored a deep link that is not an allowed cantara:// action.');
        return false;
      }
      if (ready) dispatch(link);
      else if (queue.length < DEEP_LINK_QUEUE_LIMIT) queue.push(link);
      else report('Ignored a deep link: too many arrived before the window was ready.');
      return true;
    },
    markReady: () => {
      ready = true;
      for (const link of queue.splice(0)) dispatch(link);
    },
  };
}
