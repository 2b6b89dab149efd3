import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import type { ToolPerk } from './useUtilityPerk';

/** What a voice tool does and where to get it, for a plan without it. */
export function PerkExplainer({ perk }: { perk: ToolPerk }) {
  const { t } = useTranslation('studio-voice-tools');
  const localize = useLocalizedPath();
  return (
    <Alert
      variant="light"
      color="grape"
      icon={<IconSparkles size={18} />}
      title={t(`perk.${perk}.title`)}
      data-testid="perk-explainer"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`perk.${perk}.body`)}</Text>
        <Text size="sm" c="dimmed">
          {t('perk.plans')}
        </Text>
        <Button
          component={Link}
          to={localize(PAGE_ROUTES.pricing)}
          size="xs"
          variant="filled"
          w="fit-content"
          data-testid="perk-pricing"
        >
          {t('perk.seePlans')}
        </Button>
      </Stack>
    </Alert>
  );
}
