import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConflictChoice } from '../../../../shared/studio/ports';
import { useErrorMessage } from '../../api/useApiErrorHandler';

/** The project changed elsewhere since this page based its edits on it: the user picks what wins. */
export const ConflictDialog = memo(function ConflictDialog({
  opened,
  onChoose,
}: {
  opened: boolean;
  onChoose: (choice: ConflictChoice) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const message = useErrorMessage();
  const [pending, setPending] = useState<ConflictChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (choice: ConflictChoice) => {
    setPending(choice);
    setError(null);
    try {
      await onChoose(choice);
    } catch (failure) {
      setError(message(failure));
    } finally {
      setPending(null);
    }
  };
  const button = (choice: ConflictChoice, variant: 'filled' | 'light' | 'default') => (
    <Button
      variant={variant}
      fullWidth
      loading={pending === choice}
      disabled={pending !== null}
      onClick={() => void choose(choice)}
      data-testid={`conflict-${choice}`}
    >
      {t(`conflict.${choice}`)}
    </Button>
  );
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t('conflict.title')}
      centered
    >
      <Text fz="sm" c="dimmed">
        {t('conflict.text')}
      </Text>
      <Stack gap="xs" mt="lg">
        {button('mine', 'filled')}
        {button('theirs', 'light')}
        {button('copy', 'default')}
      </Stack>
      {error && (
        <Alert color="red" variant="light" mt="md">
          {error}
        </Alert>
      )}
    </Modal>
  );
});
