import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../../shared/constants';
import { formatMoney, monthlyFromYearly } from '../../../../shared/money';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { PlanView, ProductsResponse } from '../../../../shared/schemas/catalog';
import type { PlanId, PlanPeriod } from '../../../../shared/schemas/content';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { addToCart } from '../../cart/addToCart';
import { cartItemsAtom } from '../../cart/cartStorage';
import { type PlanButtonState, planButtonState } from '../../catalog/planButtons';
import { useLoginPath } from '../../catalog/useLoginPath';
import type { PricingTab } from './PricingPage';
import classes from './PricingPage.module.css';

type Props = { products: ProductsResponse; period: PlanPeriod; viewerPlan: PlanId | null; mobileTab: PricingTab };

function Perks({ items }: { items: string[] }) {
  return (
    <List
      spacing={8}
      fz="sm"
      icon={
        <ThemeIcon size={18} radius="xl" variant="light" color="violet">
          <IconCheck size={12} aria-hidden />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

export function PlanCards({ products, period, viewerPlan, mobileTab }: Props) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const loginPath = useLoginPath();
  const setCart = useSetAtom(cartItemsAtom);
  const { currency, decimal_unit: decimalUnit } = products;
  const money = (amount: number) => formatMoney(amount, currency, decimalUnit);
  const pro = products.data.plan.find((plan) => plan.text_content_id === 'pro');
  const price = pro?.price[period];
  const buyable = products.data.addon.filter((addon) => !addon.is_free);
  const cheapest = buyable.length
    ? Math.min(...buyable.map((addon) => addon.price.permanent.unit_amount.current))
    : null;

  const act = (state: PlanButtonState, plan: PlanView | undefined) => {
    if (state.action === 'login') navigate(loginPath());
    else if (state.action === 'studio') navigate(localize(PAGE_ROUTES.studio));
    else if (state.action === 'manage') navigate(localize(PAGE_ROUTES.myPagePlan));
    else if (state.action === 'contact') window.location.href = `mailto:${CONTACT_EMAIL}`;
    else if (state.action === 'subscribe' && plan?.price[period]) {
      setCart((items) => addToCart(items, { uuid: plan.text_content_id, lookup_key: plan.price[period]!.lookup_key }));
      navigate(localize(PAGE_ROUTES.cart));
    }
  };

  const planButton = (card: PlanId, plan?: PlanView, highlight = false) => {
    const state = planButtonState(card, viewerPlan);
    return (
      <Button
        fullWidth
        size="md"
        mt="auto"
        disabled={state.disabled}
        variant={highlight ? 'gradient' : 'default'}
        onClick={() => act(state, plan)}
        data-testid={`plan-button-${card}`}
      >
        {t(`buttons.${state.label}`)}
      </Button>
    );
  };

  return (
    <div className={classes.cards}>
      <Paper className={classes.card} data-mobile-hidden={mobileTab !== 'subscription'} radius="lg">
        <Stack gap="md" h="100%">
          <Title order={2} fz="lg">
            {t('plans.basic.name')}
          </Title>
          <Text className={classes.amount}>{money(0)}</Text>
          <Text c="dimmed" fz="sm">
            {t('plans.basic.tagline')}
          </Text>
          <Perks
            items={[t('perks.oneCharacter'), t('perks.projects', { count: 10 }), t('perks.tracks', { count: 8 })]}
          />
          {planButton('basic')}
        </Stack>
      </Paper>

      <Paper className={classes.card} data-recommended data-mobile-hidden={mobileTab !== 'subscription'} radius="lg">
        <Stack gap="md" h="100%">
          <Stack gap={4}>
            <Badge variant="gradient" w="fit-content">
              {t('recommended')}
            </Badge>
            <Title order={2} fz="lg">
              {t('plans.pro.name')}
            </Title>
          </Stack>
          {price && (
            <Stack gap={2}>
              <Text className={classes.amount} data-testid="artist-price">
                {money(period === 'year' ? monthlyFromYearly(price.unit_amount.current) : price.unit_amount.current)}
                <Text span c="dimmed" fz="sm" fw={500}>
                  {' '}
                  {t('perMonth')}
                </Text>
              </Text>
              <Text c="dimmed" fz="xs">
                {period === 'year'
                  ? t('billedYearly', { amount: money(price.unit_amount.current) })
                  : t('billedMonthly')}
                {price.unit_amount.regular > price.unit_amount.current && (
                  <Text span c="pink.3" fw={700} ml={6}>
                    {t('save', {
                      percent: Math.round((1 - price.unit_amount.current / price.unit_amount.regular) * 100),
                    })}
                  </Text>
                )}
              </Text>
            </Stack>
          )}
          <Badge color="teal" variant="light" w="fit-content">
            {t('trial', { count: pro?.trial_days ?? 7 })}
          </Badge>
          <Perks
            items={[
              t('perks.allCharacters'),
              t('perks.projects', { count: 1000 }),
              t('perks.unlimitedTracks'),
              t('perks.voiceToMidi'),
              t('perks.commercial'),
            ]}
          />
          {planButton('pro', pro, true)}
        </Stack>
      </Paper>

      <Paper className={classes.card} data-mobile-hidden={mobileTab !== 'oneTime'} radius="lg">
        <Stack gap="md" h="100%">
          <Title order={2} fz="lg">
            {t('plans.characters.name')}
          </Title>
          {cheapest !== null && (
            <Text className={classes.amount}>
              <Text span c="dimmed" fz="sm" fw={500}>
                {t('from')}{' '}
              </Text>
              {money(cheapest)}
            </Text>
          )}
          <Text c="dimmed" fz="sm">
            {t('plans.characters.tagline')}
          </Text>
          <Perks
            items={[
              t('perks.purchasedCharacter'),
              t('perks.projects', { count: 50 }),
              t('perks.unlimitedTracks'),
              t('perks.voiceToMidi'),
            ]}
          />
          <Button fullWidth size="md" mt="auto" variant="light" onClick={() => navigate(localize(PAGE_ROUTES.store))}>
            {t('buttons.browseStore')}
          </Button>
        </Stack>
      </Paper>

      <Paper className={classes.card} data-mobile-hidden={mobileTab !== 'subscription'} radius="lg">
        <Stack gap="md" h="100%">
          <Title order={2} fz="lg">
            {t('plans.business.name')}
          </Title>
          <Text className={classes.amount}>{t('plans.business.price')}</Text>
          <Text c="dimmed" fz="sm">
            {t('plans.business.tagline', { email: CONTACT_EMAIL })}
          </Text>
          <Perks
            items={[t('perks.customVoice'), t('perks.virtualCharacter'), t('perks.actingSpeech'), t('perks.api')]}
          />
          {planButton('business')}
        </Stack>
      </Paper>
    </div>
  );
}
