import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { Voucher } from '../../../../shared/schemas/commerce';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { formatPlanDate } from '../../commerce/planDisplay';

/** What a redeemed voucher gave (a plan until a date, or a character) and where to go next. */
export function VoucherSuccess({ voucher, endDatetime }: { voucher: Voucher; endDatetime: string | null }) {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="lg" p="xl" ta="center" data-testid="voucher-success">
      <Stack align="center" gap="sm">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-4)" aria-hidden />
        <Title order={2} fz="xl">
          {t('voucher.successTitle')}
        </Title>
        <Text c="dimmed">
          {voucher.kind === 'plan' && endDatetime
            ? t('voucher.successPlan', { name: voucher.text_content[language], date: formatPlanDate(endDatetime) })
            : t('voucher.successOwnership', { name: voucher.text_content[language] })}
        </Text>
        <Group mt="sm" justify="center">
          <Button onClick={() => window.location.assign(localize(PAGE_ROUTES.studio))} data-testid="voucher-studio">
            {t('voucher.toStudio')}
          </Button>
          <Button variant="default" onClick={() => navigate(localize(PAGE_ROUTES.landing))} data-testid="voucher-home">
            {t('voucher.toHome')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
