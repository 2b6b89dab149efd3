/** Tells the other tabs of this browser that the session ended or began. */
export type AuthMessage = 'logout' | 'login';

const CHANNEL = 'cantara-auth';

let tabChannel: BroadcastChannel | null = null;

/**
 * The tab's one channel, for sending and listening alike: a BroadcastChannel never hears its own
 * messages, so a tab does not act on its own sign-in. (It did with a channel per call: right after
 * signing in, its own "login" could start a refresh that the navigation to the studio cut off, after
 * the server had rotated the token but before the browser stored the new one, and the studio then
 * found its token already used and asked for a login again.)
 */
function channel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  tabChannel ??= new BroadcastChannel(CHANNEL);
  return tabChannel;
}

export function broadcastAuth(message: AuthMessage): void {
  channel()?.postMessage(message);
}

export function listenForAuth(onMessage: (message: AuthMessage) => void): () => void {
  const tab = channel();
  if (!tab) return () => {};
  const listener = (event: MessageEvent) => {
    if (event.data === 'logout' || event.data === 'login') onMessage(event.data);
  };
  tab.addEventListener('message', listener);
  return () => tab.removeEventListener('message', listener);
}
