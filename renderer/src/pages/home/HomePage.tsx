import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageTitle } from '../../app/usePageTitle';
import { MobileNotSupported } from '../../layout/MobileNotSupported';
import classes from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  usePageTitle(t('titles.home'));
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 64, sm: 120 }}>
        <Stack align="center" ta="center" gap="lg">
          <Badge variant="light" size="lg" radius="xl">
            {t('home.eyebrow')}
          </Badge>
          <Title order={1} className={classes.headline}>
            {t('home.headline')}
          </Title>
          <Text c="dark.1" fz={{ base: 'md', sm: 'xl' }} maw={680} lh={1.6}>
            {t('home.lead')}
          </Text>
          <Group justify="center" visibleFrom="sm">
            <Button
              component={Link}
              to={localize(PAGE_ROUTES.studio)}
              size="lg"
              variant="gradient"
              gradient={{ from: 'violet.4', to: 'pink.4', deg: 120 }}
            >
              {t('home.startStudio')}
            </Button>
            <Button component={Link} to={localize(PAGE_ROUTES.characters)} size="lg" variant="default">
              {t('home.seeCharacters')}
            </Button>
          </Group>
          <Box hiddenFrom="sm" w="100%">
            <MobileNotSupported />
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
