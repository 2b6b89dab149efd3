import { afterEach, expect, it, vi } from 'vitest';
import { broadcastAuth, listenForAuth } from './authChannel';

/** Another tab of the site: its own channel of the same name. */
function otherTab() {
  const tab = new BroadcastChannel('cantara-auth');
  const heard = vi.fn();
  tab.onmessage = (event: MessageEvent) => heard(event.data);
  return { heard, post: (message: string) => tab.postMessage(message), close: () => tab.close() };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 100));

it('tells the other tabs of a sign-in and does not hear it itself', async () => {
  const heardHere = vi.fn();
  cleanups.push(listenForAuth(heardHere));
  const other = otherTab();
  cleanups.push(other.close);

  broadcastAuth('login');

  await vi.waitFor(() => expect(other.heard).toHaveBeenCalledWith('login'));
  await aMoment();
  expect(heardHere).not.toHaveBeenCalled();
});

it('hears the other tabs’ sign-ins and sign-outs until it stops listening, and nothing else', async () => {
  const heardHere = vi.fn();
  const stop = listenForAuth(heardHere);
  const other = otherTab();
  cleanups.push(other.close);

  other.post('logout');
  other.post('something else');
  other.post('login');
  await vi.waitFor(() => expect(heardHere).toHaveBeenCalledTimes(2));
  expect(heardHere.mock.calls).toEqual([['logout'], ['login']]);

  stop();
  other.post('logout');
  await aMoment();
  expect(heardHere).toHaveBeenCalledTimes(2);
});
