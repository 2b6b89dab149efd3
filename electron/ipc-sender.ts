import { isSameOrigin } from './url-policy';

/** The part of an IPC event that says who sent it (Electron's `event.senderFrame`). */
export type IpcSenderEvent = {
  senderFrame?: { url: string; parent?: unknown } | null;
};

/**
 * IPC answers only the app's own top-level page: a frame from any other origin (an embedded
 * video, a page that slipped past the navigation guards) gets nothing.
 */
export function isTrustedSender(event: IpcSenderEvent, appOrigin: string): boolean {
  const frame = event.senderFrame;
  if (!frame) return false;
  if (frame.parent) return false;
  return isSameOrigin(frame.url, appOrigin);
}
