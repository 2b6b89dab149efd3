import type { OpenConfirmModal } from '@mantine/modals';
import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

// The notification and modal hosts (and their transition and focus-trap code) load the first time
// something is shown, not with the page: most visits never need them.

let requested = false;
const listeners = new Set<() => void>();
let resolveReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

function requestOverlayHosts(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export function markOverlayHostsReady(): void {
  resolveReady();
}

export function useOverlayHostsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Shows a toast notification. */
export async function notify(data: NotificationData): Promise<void> {
  await requestOverlayHosts();
  const { notifications } = await import('@mantine/notifications');
  notifications.show(data);
}

/** Hides the notification shown with that id. */
export async function dismissNotification(id: string): Promise<void> {
  await requestOverlayHosts();
  const { notifications } = await import('@mantine/notifications');
  notifications.hide(id);
}

/** Opens a confirm dialog; resolves with the modal id. */
export async function openConfirm(props: OpenConfirmModal): Promise<string> {
  await requestOverlayHosts();
  const { modals } = await import('@mantine/modals');
  return modals.openConfirmModal(props);
}

/** Opens a content dialog; resolves with the modal id. */
export async function openDialog(props: Parameters<typeof import('@mantine/modals').modals.open>[0]): Promise<string> {
  await requestOverlayHosts();
  const { modals } = await import('@mantine/modals');
  return modals.open(props);
}

/** Removes every notification shown so far (nothing to do when none was ever shown). */
export async function clearNotifications(): Promise<void> {
  if (!requested) return;
  const { notifications } = await import('@mantine/notifications');
  notifications.clean();
}
