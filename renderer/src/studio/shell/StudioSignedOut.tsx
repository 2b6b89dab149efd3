import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMusic } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../app/usePageHead';
import { useAuthActions } from '../../auth/useAuthActions';

/** The studio without an account (the desktop app's signed-out home): a way to sign in. */
export function StudioSignedOut() {
  const { t } = useTranslation('studio');
  usePageHead(t('title'));
  const { login } = useAuthActions();
  return (
    <Container size="sm" py={96}>
      <Paper p="xl" radius="lg" withBorder>
        <Stack align="center" gap="md" ta="center">
          <IconMusic size={40} aria-hidden color="var(--mantine-color-violet-3)" />
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('signedOut.text')}</Text>
          <Button onClick={() => void login()} data-testid="studio-sign-in">
            {t('signedOut.signIn')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
