import { Button, SimpleGrid } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { FocusCard } from '../../layout/FocusCard';

export function ActivationCompletePage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.activationComplete'));
  const localize = useLocalizedPath();
  return (
    <FocusCard
      title={t('activationComplete.title')}
      lead={t('activationComplete.text')}
      icon={<IconCircleCheck size={44} color="var(--mantine-color-teal-4)" aria-hidden />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to={localize(PAGE_ROUTES.myPage)} variant="default" size="md">
          {t('activationComplete.myPage')}
        </Button>
        <Button component="a" href={localize(PAGE_ROUTES.studio)} size="md" variant="gradient">
          {t('activationComplete.studio')}
        </Button>
      </SimpleGrid>
    </FocusCard>
  );
}
