import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { UserInfo } from '../../../../shared/schemas/user';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { formatPlanDate, type ProjectUsage } from '../../commerce/planDisplay';
import { useBillingPortal } from '../../commerce/useBillingPortal';
import classes from './PlanPage.module.css';
import { VoucherPlanNotice } from './VoucherPlanNotice';

type ActivePlan = NonNullable<UserInfo['active_products']>['plan'];

/** The plan held, since when, the ways to change or pay for it, and the projects it allows. */
export function CurrentPlanCard({ plan, usage }: { plan: ActivePlan | undefined; usage: ProjectUsage | null }) {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const portal = useBillingPortal();
  const planId = plan?.text_content_id ?? 'basic';

  return (
    <Paper className={classes.hero} radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder data-testid="plan-current">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={6}>
          <Title order={2} fz="sm" c="dimmed" fw={600}>
            {t('plan.currentPlan')}
          </Title>
          <Group gap="sm" align="center">
            <Text fz={{ base: 26, sm: 32 }} fw={800} lh={1.2} data-testid="plan-name">
              {plan?.text_content[language] ?? t('plan.basic')}
            </Text>
            {planId !== 'basic' && (
              <Badge variant="light" color="violet" leftSection={<IconSparkles size={12} aria-hidden />}>
                {t('plan.active')}
              </Badge>
            )}
          </Group>
          {plan?.start_date && (
            <Text fz="sm" c="dimmed" data-testid="plan-start">
              {t('plan.startDate', { date: formatPlanDate(plan.start_date) })}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={localize(PAGE_ROUTES.pricing)} variant="default" data-testid="plan-more">
            {t('plan.morePlans')}
          </Button>
          <Button
            leftSection={<IconCreditCard size={16} aria-hidden />}
            onClick={() => void portal.open()}
            loading={portal.pending}
            data-testid="plan-billing"
          >
            {t('plan.billing')}
          </Button>
        </Group>
      </Group>

      <ProjectUsageMeter usage={usage} />
      {planId === 'artist' && plan?.paid === false && (
        <div className={classes.voucher}>
          <VoucherPlanNotice />
        </div>
      )}
    </Paper>
  );
}

/** Cloud projects used of the plan's quota; a skeleton until the count is known. */
function ProjectUsageMeter({ usage }: { usage: ProjectUsage | null }) {
  const { t } = useTranslation('commerce');
  return (
    <div className={classes.usage} data-testid="plan-usage" data-full={usage?.full || undefined}>
      <Group justify="space-between" mb={8}>
        <Text fw={600}>{t('plan.projectUsage')}</Text>
        {usage ? (
          <Text fz="sm" c={usage.full ? 'red.4' : 'dimmed'}>
            {usage.unlimited
              ? t('plan.usageUnlimited', { count: usage.count })
              : t('plan.usage', { count: usage.count, quota: usage.quota })}
          </Text>
        ) : (
          <Skeleton h={16} w={120} />
        )}
      </Group>
      <Progress
        value={usage ? (usage.unlimited ? 100 : usage.percent) : 0}
        color={usage?.full ? 'red' : usage?.unlimited ? 'teal' : 'violet'}
        size="lg"
        radius="xl"
        striped={usage?.unlimited}
        aria-label={t('plan.projectUsage')}
      />
      {usage?.full && (
        <Text fz="sm" c="red.4" mt={8} data-testid="plan-storage-full">
          {t('plan.storageFull')}
        </Text>
      )}
    </div>
  );
}
