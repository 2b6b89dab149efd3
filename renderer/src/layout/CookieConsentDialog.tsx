import { Anchor, Button, Group, Paper, Portal, Text, Title } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { useConsentChoice } from '../consent/useConsent';
import classes from './CookieConsentDialog.module.css';

export default function CookieConsentDialog() {
  const { t } = useTranslation('consent');
  const localize = useLocalizedPath();
  const choose = useConsentChoice();
  return (
    <Portal>
      <Paper
        role="dialog"
        aria-modal="false"
        aria-labelledby="cookie-consent-title"
        aria-describedby="cookie-consent-body"
        className={classes.dialog}
        shadow="xl"
        withBorder
      >
        <div className={classes.content}>
          <Group gap="sm" wrap="nowrap">
            <IconCookie size={26} color="var(--mantine-color-violet-3)" aria-hidden />
            <Title order={2} fz="lg" id="cookie-consent-title">
              {t('title')}
            </Title>
          </Group>
          <Text id="cookie-consent-body" fz="md" c="dark.1" lh={1.6}>
            {t('body')}
          </Text>
        </div>
        <Anchor component={Link} to={localize(PAGE_ROUTES.privacy)} fz="sm" c="violet.3" w="fit-content">
          {t('privacyLink')}
        </Anchor>
        <div className={classes.actions}>
          <Button variant="default" size="md" onClick={() => choose(false)}>
            {t('essentialsOnly')}
          </Button>
          <Button size="md" onClick={() => choose(true)}>
            {t('acceptAll')}
          </Button>
        </div>
      </Paper>
    </Portal>
  );
}
