/** Tells the other tabs of this browser that the session ended or began. */
export type AuthMessage = 'logout' | 'login';

const CHANNEL = 'cantara-auth';

export function broadcastAuth(message: AuthMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

export function listenForAuth(onMessage: (message: AuthMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'logout' || event.data === 'login') onMessage(event.data);
  };
  return () => channel.close();
}
