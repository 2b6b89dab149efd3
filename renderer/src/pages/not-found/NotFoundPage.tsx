import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import classes from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  usePageHead(t('titles.notFound'));
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.code} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('titles.notFound')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={localize(PAGE_ROUTES.landing)} mt="md">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
