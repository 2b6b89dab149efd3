import { Alert, Container } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { IconBrandChrome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/useHydrated';
import { isChromeFamily } from '../platform/browser';

/** Shown in browsers other than Chrome; dismissing it lasts for the browsing session. */
export function BrowserBanner() {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useSessionStorage({ key: 'browserBannerDismissed', defaultValue: false });
  if (!hydrated || dismissed || isChromeFamily()) return null;
  return (
    <Container size="xl" pt="sm">
      <Alert
        role="alert"
        color="yellow"
        variant="light"
        icon={<IconBrandChrome aria-hidden />}
        withCloseButton
        closeButtonLabel={t('browserBanner.dismiss')}
        onClose={() => setDismissed(true)}
      >
        {t('browserBanner.text')}
      </Alert>
    </Container>
  );
}
