import { Button } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { notify } from '../../app/overlays';
import { accessTokenAtom } from '../../auth/authAtoms';
import { useAuthActions } from '../../auth/useAuthActions';
import { SectionCard } from './SectionCard';

/** Ends every session of the account, on every browser and in the desktop app, this one included. */
export function SignOutEverywhereSection() {
  const { t } = useTranslation('account');
  const token = useAtomValue(accessTokenAtom);
  const { signOutEverywhere } = useAuthActions();
  const handleError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!token) return;
    setBusy(true);
    try {
      await signOutEverywhere(token);
      void notify({ color: 'teal', message: t('sessions.done'), withBorder: true, autoClose: 8000 });
    } catch (error) {
      handleError(error);
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('sessions.title')} description={t('sessions.text')}>
      <Button variant="default" w="fit-content" loading={busy} onClick={() => void run()}>
        {t('sessions.button')}
      </Button>
    </SectionCard>
  );
}
