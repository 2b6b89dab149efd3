import { Alert } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { WELCOME_PARAM, withoutParam } from '../firstSong';

/** Above a new user's first song: how to hear it and change it, until dismissed. */
export function FirstSongHint() {
  const { t } = useTranslation('studio');
  const [params, setParams] = useSearchParams();
  // Hidden at once: the address follows as a navigation, which may wait behind playback's redraws.
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !params.has(WELCOME_PARAM)) return null;
  const dismiss = () => {
    setDismissed(true);
    setParams(withoutParam(WELCOME_PARAM), { replace: true });
  };
  return (
    <Alert
      color="violet"
      variant="light"
      mb="md"
      icon={<IconPlayerPlayFilled size={18} aria-hidden />}
      title={t('firstSong.title')}
      withCloseButton
      closeButtonLabel={t('firstSong.dismiss')}
      onClose={dismiss}
      data-testid="first-song-hint"
    >
      {t('firstSong.text')}
    </Alert>
  );
}
