import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown instead of a redirect that would continue a loop; a chunk of its own, as it is rarely needed. */
export function RedirectLimitNotice() {
  const { t } = useTranslation('common');
  return (
    <Container py="xl">
      <Alert color="red">{t('redirectLimit')}</Alert>
    </Container>
  );
}
