import { Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';

/** The honest state of a page a later release fills: its real title and a way back, never a blank screen. */
export function UnderConstructionPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  const title = t(`titles.${titleKey}`);
  usePageHead(title);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="lg">
        <Badge variant="light" size="lg">
          {t('underConstruction.badge')}
        </Badge>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={480}>
          {t('underConstruction.text')}
        </Text>
        <Button component={Link} to={localize(PAGE_ROUTES.landing)} variant="light">
          {t('underConstruction.home')}
        </Button>
      </Stack>
    </Container>
  );
}
