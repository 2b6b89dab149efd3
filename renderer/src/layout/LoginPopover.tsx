import { Button, Divider, Popover, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthActions } from '../auth/useAuthActions';
import { useIdentityProvider } from '../auth/useIdentityProvider';
import { ProviderIcon } from './ProviderIcon';

/** Signed out: sign-in with the identity provider, and the sign-up prompt (the first sign-in registers). */
export default function LoginPopover({
  trigger,
  opened,
  onOpenedChange,
}: {
  trigger: ReactElement;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const provider = useIdentityProvider(opened);
  const { login } = useAuthActions();
  const continueLabel = t(`account.continueWith.${provider ?? 'google'}`);

  return (
    <Popover opened={opened} onChange={onOpenedChange} position="bottom-end" width={320} shadow="xl" withArrow>
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown p="lg" role="dialog" aria-label={t('account.loginTitle')}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('account.loginTitle')}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {t('account.loginText')}
            </Text>
          </div>
          <Button
            fullWidth
            variant="white"
            color="dark"
            leftSection={<ProviderIcon provider={provider} />}
            onClick={() => void login()}
          >
            {continueLabel}
          </Button>
          <Divider label={t('account.signUpPrompt')} labelPosition="center" />
          <Button fullWidth variant="default" onClick={() => void login()}>
            {t('account.signUp')}
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            {t('account.signUpHint')}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
