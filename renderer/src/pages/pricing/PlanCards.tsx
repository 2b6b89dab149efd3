import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../../shared/constants';
import { formatMoney, monthlyFromYearly } from '../../../../shared/money';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { PlanView, PriceView, ProductsResponse } from '../../../../shared/schemas/catalog';
import type { PlanId, PlanPeriod } from '../../../../shared/schemas/content';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { planButtonState } from '../../catalog/planButtons';
import classes from './PricingPage.module.css';
import { usePlanAction } from './usePlanAction';

/** Which cards a phone shows: the subscriptions or the one-time purchases. */
export type PricingTab = 'subscription' | 'oneTime';

type Props = { products: ProductsResponse; period: PlanPeriod; viewerPlan: PlanId | null; mobileTab: PricingTab };

export function PlanCards({ products, period, viewerPlan, mobileTab }: Props) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const act = usePlanAction(period);
  const money = (amount: number) => formatMoney(amount, products.currency, products.decimal_unit);
  const pro = products.data.plan.find((plan) => plan.text_content_id === 'pro');
  const price = pro?.price[period];
  const buyable = products.data.addon.filter((addon) => !addon.is_free);
  const cheapest = buyable.length
    ? Math.min(...buyable.map((addon) => addon.price.permanent.unit_amount.current))
    : null;

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
      <PlanCard
        hidden={mobileTab !== 'subscription'}
        title={t('plans.basic.name')}
        amount={money(0)}
        tagline={t('plans.basic.tagline')}
        perks={[t('perks.oneCharacter'), t('perks.projects', { count: 10 }), t('perks.tracks', { count: 8 })]}
        action={planButton('basic')}
      />
      <PlanCard
        hidden={mobileTab !== 'subscription'}
        recommended
        title={t('plans.pro.name')}
        amount={price && <ProPrice price={price} period={period} money={money} />}
        tagline={
          <Badge color="teal" variant="light" w="fit-content">
            {t('trial', { count: pro?.trial_days ?? 7 })}
          </Badge>
        }
        perks={[
          t('perks.allCharacters'),
          t('perks.projects', { count: 1000 }),
          t('perks.unlimitedTracks'),
          t('perks.voiceToMidi'),
          t('perks.commercial'),
        ]}
        action={planButton('pro', pro, true)}
      />
      <PlanCard
        hidden={mobileTab !== 'oneTime'}
        title={t('plans.characters.name')}
        amount={
          cheapest !== null && (
            <Text className={classes.amount}>
              <Text span c="dimmed" fz="sm" fw={500}>
                {t('from')}{' '}
              </Text>
              {money(cheapest)}
            </Text>
          )
        }
        tagline={t('plans.characters.tagline')}
        perks={[
          t('perks.purchasedCharacter'),
          t('perks.projects', { count: 50 }),
          t('perks.unlimitedTracks'),
          t('perks.voiceToMidi'),
        ]}
        action={
          <Button fullWidth size="md" mt="auto" variant="light" onClick={() => navigate(localize(PAGE_ROUTES.store))}>
            {t('buttons.browseStore')}
          </Button>
        }
      />
      <PlanCard
        hidden={mobileTab !== 'subscription'}
        title={t('plans.business.name')}
        amount={t('plans.business.price')}
        tagline={t('plans.business.tagline', { email: CONTACT_EMAIL })}
        perks={[t('perks.customVoice'), t('perks.virtualCharacter'), t('perks.actingSpeech'), t('perks.api')]}
        action={planButton('business')}
      />
    </div>
  );
}

type PlanCardProps = {
  /** Hidden on a phone while the other tab is chosen. */
  hidden: boolean;
  recommended?: boolean;
  title: string;
  /** A plain string is shown as the card's large amount; anything else as it is. */
  amount: ReactNode;
  /** A plain string is shown as a dimmed line; anything else as it is. */
  tagline: ReactNode;
  perks: string[];
  action: ReactNode;
};

function PlanCard({ hidden, recommended, title, amount, tagline, perks, action }: PlanCardProps) {
  const { t } = useTranslation('pricing');
  const heading = (
    <Title order={2} fz="lg">
      {title}
    </Title>
  );
  return (
    <Paper className={classes.card} data-recommended={recommended || undefined} data-mobile-hidden={hidden} radius="lg">
      <Stack gap="md" h="100%">
        {recommended ? (
          <Stack gap={4}>
            <Badge variant="gradient" w="fit-content">
              {t('recommended')}
            </Badge>
            {heading}
          </Stack>
        ) : (
          heading
        )}
        {typeof amount === 'string' ? <Text className={classes.amount}>{amount}</Text> : amount}
        {typeof tagline === 'string' ? (
          <Text c="dimmed" fz="sm">
            {tagline}
          </Text>
        ) : (
          tagline
        )}
        <Perks items={perks} />
        {action}
      </Stack>
    </Paper>
  );
}

/** The pro plan's price a month, how it is billed, and the saving against the regular price. */
function ProPrice({
  price,
  period,
  money,
}: {
  price: PriceView;
  period: PlanPeriod;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('pricing');
  const { current, regular } = price.unit_amount;
  return (
    <Stack gap={2}>
      <Text className={classes.amount} data-testid="artist-price">
        {money(period === 'year' ? monthlyFromYearly(current) : current)}
        <Text span c="dimmed" fz="sm" fw={500}>
          {' '}
          {t('perMonth')}
        </Text>
      </Text>
      <Text c="dimmed" fz="xs">
        {period === 'year' ? t('billedYearly', { amount: money(current) }) : t('billedMonthly')}
        {regular > current && (
          <Text span c="pink.3" fw={700} ml={6}>
            {t('save', { percent: Math.round((1 - current / regular) * 100) })}
          </Text>
        )}
      </Text>
    </Stack>
  );
}

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
