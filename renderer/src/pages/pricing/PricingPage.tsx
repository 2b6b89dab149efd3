import { Alert, Box, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanPeriod } from '../../../../shared/schemas/content';
import { HydrationBoundary } from '../../app/HydrationBoundary';
import { usePageData } from '../../app/pageData';
import { Segmented } from '../../app/Segmented';
import { useHydrated } from '../../app/useHydrated';
import { usePageHead } from '../../app/usePageHead';
import { fetchSiteConfig } from '../../catalog/catalogApi';
import { viewerPlanAtom } from '../../catalog/ownership';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { useProducts } from '../../catalog/useProducts';
import { PlanCards, type PricingTab } from './PlanCards';
import { PlanTable } from './PlanTable';
import classes from './PricingPage.module.css';
import { isSaleActive, saleEndDate, vatNoteKey } from './saleBanner';

export function PricingPage() {
  const { t } = useTranslation('pricing');
  usePageHead(t('title'), t('lead'));
  const products = useProducts(true);
  // The sale's end comes with the page when the server sent it with its data.
  const config = useAsync(fetchSiteConfig, [], usePageData().siteConfig);
  const viewerPlan = useAtomValue(viewerPlanAtom);
  const [period, setPeriod] = useState<PlanPeriod>('year');
  const [tab, setTab] = useState<PricingTab>('subscription');

  return (
    <div className={classes.page}>
      <SaleBanner saleEnd={config.data?.sale_end} />
      <Container size="xl" py={{ base: 40, sm: 72 }}>
        <Stack gap={10} align="center" ta="center" mb={{ base: 28, sm: 40 }}>
          <Title order={1} className={classes.title}>
            {t('title')}
          </Title>
          <Text c="dark.1" maw={640} lh={1.6}>
            {t('lead')}
          </Text>
          <Box mt="sm">
            <Segmented<PlanPeriod>
              value={period}
              onChange={setPeriod}
              data={[
                { value: 'year', label: t('period.year') },
                { value: 'month', label: t('period.month') },
              ]}
              size="md"
              round
              aria-label={t('period.label')}
            />
          </Box>
          <Text fz="xs" c="pink.3" fw={600}>
            {t('period.yearHint')}
          </Text>
        </Stack>

        <HydrationBoundary>
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as PricingTab) ?? 'subscription')}
            hiddenFrom="md"
            mb="lg"
          >
            <Tabs.List grow>
              <Tabs.Tab value="subscription">{t('tabs.subscription')}</Tabs.Tab>
              <Tabs.Tab value="oneTime">{t('tabs.oneTime')}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        </HydrationBoundary>

        {products.status === 'error' && (
          <Alert color="red" variant="light" title={t('loadError')}>
            {t('retry')}
          </Alert>
        )}
        {products.status === 'loading' && <Skeleton h={520} radius="lg" />}
        {products.data && (
          <>
            <PlanCards products={products.data} period={period} viewerPlan={viewerPlan} mobileTab={tab} />
            <Text ta="center" c="dimmed" fz="sm" mt="lg" data-testid="vat-note">
              {t(vatNoteKey(products.data.currency))}
            </Text>
          </>
        )}

        <HydrationBoundary>
          <PlanTable />
        </HydrationBoundary>
      </Container>
    </div>
  );
}

/**
 * Decided by the visitor's clock once the page is live: the server's HTML has no banner, so a clock
 * that differs from the server's cannot make hydration find other HTML than it was sent. A component
 * of its own: the re-render that follows hydration is then the banner's, not the page's, which would
 * hydrate the page's remaining parts in one long task.
 */
function SaleBanner({ saleEnd }: { saleEnd: string | undefined }) {
  const { t } = useTranslation('pricing');
  const language = usePageLanguage();
  const hydrated = useHydrated();
  if (!hydrated || !isSaleActive(new Date(), saleEnd)) return null;
  return (
    <section className={classes.saleBanner} aria-label={t('sale.label')} data-testid="sale-banner">
      <IconDiscount2 size={20} aria-hidden />
      <Text fw={700} fz="sm">
        {t('sale.text', { date: saleEndDate(saleEnd ?? '', language) })}
      </Text>
    </section>
  );
}
