import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoginPath } from './useLoginPath';

/** Asks a visitor to sign in before something only account holders can do. */
export function SignInPrompt({ opened, onClose, message }: { opened: boolean; onClose: () => void; message: string }) {
  const { t } = useTranslation('characters');
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  return (
    <Modal opened={opened} onClose={onClose} title={t('signIn.title')} centered radius="lg" zIndex={400}>
      <Stack gap="lg">
        <Text c="dark.1">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('signIn.cancel')}
          </Button>
          <Button onClick={() => navigate(loginPath())}>{t('signIn.action')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
