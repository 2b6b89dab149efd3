import { Portal, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isAuthLoadingAtom } from '../auth/authAtoms';
import classes from './AuthLoadingOverlay.module.css';
import { LogoMark } from './Logo';

/** Full-screen overlay with the animated logo while a sign-in completes. */
export function AuthLoadingOverlay() {
  const { t } = useTranslation('common');
  const isAuthLoading = useAtomValue(isAuthLoadingAtom);
  if (!isAuthLoading) return null;
  return (
    <Portal>
      <div className={classes.overlay} role="status" aria-live="polite" data-testid="auth-loading-overlay">
        <Stack align="center" gap="md">
          <LogoMark size={72} animated />
          <Text fw={600}>{t('loading.loggingIn')}</Text>
        </Stack>
      </div>
    </Portal>
  );
}
