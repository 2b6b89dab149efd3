import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Asks before a navigation inside the site leaves unsaved edits behind (see LeaveWarning). */
export function LeaveDialog({
  opened,
  refused,
  onStay,
  onLeave,
}: {
  opened: boolean;
  /** The server refused the last save: sending it again later cannot succeed as it is. */
  refused: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('studio');
  return (
    <Modal opened={opened} onClose={onStay} title={t(refused ? 'leave.refusedTitle' : 'leave.title')} centered>
      <Text fz="sm" c="dimmed">
        {t(refused ? 'leave.refusedText' : 'leave.text')}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay}>
          {t('leave.stay')}
        </Button>
        <Button color="red" variant="light" onClick={onLeave} data-testid="leave-anyway">
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
