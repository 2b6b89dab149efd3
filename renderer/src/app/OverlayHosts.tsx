// The toast's own card (background, border, title) is core's Notification; mantine-styles.ts leaves it to here.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlayHostsReady } from './overlays';

export default function OverlayHosts() {
  // Children's effects run first, so the modal host is listening by the time this resolves.
  useEffect(markOverlayHostsReady, []);
  return (
    <>
      <Notifications position="top-center" zIndex={2000} />
      <ModalsProvider>{null}</ModalsProvider>
    </>
  );
}
