import { Button, Group, Modal, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';

/**
 * While edits are unsaved: the browser asks before the tab closes or reloads, and a navigation
 * inside the site asks first (the edits stay on this device either way and are sent later).
 */
export const LeaveWarning = memo(function LeaveWarning({ unsaved }: { unsaved: boolean }) {
  const { t } = useTranslation('studio');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  useEffect(() => {
    if (blocker.state === 'blocked' && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text fz="sm" c="dimmed">
        {t('leave.text')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red" variant="light" onClick={() => blocker.proceed?.()} data-testid="leave-anyway">
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
});
