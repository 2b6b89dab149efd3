import { Badge, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCreditCard, IconSparkles, IconX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UNLIMITED } from '../../../../shared/plans';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { PageLoader } from '../../app/RootLayout';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { fetchCharacters } from '../../catalog/catalogApi';
import { localized } from '../../catalog/localized';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { fetchProjectCount } from '../../commerce/commerceApi';
import { formatPlanDate, projectUsage } from '../../commerce/planDisplay';
import { useBillingPortal } from '../../commerce/useBillingPortal';
import classes from './PlanPage.module.css';
import { VoucherPlanNotice } from './VoucherPlanNotice';

type PerkName = 'character_count' | 'project_quota' | 'track_quota' | 'voice_to_midi' | 'voice_conversion';

/** My page, plan (spec section 2): current plan and start date, project usage, perks, characters, billing. */
export function PlanPage() {
  const { t } = useTranslation('commerce');
  usePageHead(t('plan.title'));
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const user = useAtomValue(userInfoAtom);
  const token = useAtomValue(accessTokenAtom);
  const handleError = useApiErrorHandler();
  const portal = useBillingPortal();
  const [count, setCount] = useState<number | null>(null);
  const [characters, setCharacters] = useState<CharacterView[] | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    fetchProjectCount(token)
      .then((value) => current && setCount(value))
      .catch((error: unknown) => current && handleError(error));
    return () => {
      current = false;
    };
  }, [token, handleError]);

  useEffect(() => {
    fetchCharacters()
      .then(setCharacters)
      .catch(() => setCharacters([]));
  }, []);

  const perks = useMemo(
    () => new Map((user?.perks?.utility ?? []).map((perk) => [perk.name as PerkName, perk.value])),
    [user],
  );
  const owned = useMemo(() => {
    const uuids = new Set((user?.active_products?.addons ?? []).map((addon) => addon.uuid));
    return (characters ?? []).filter((character) => character.addon_uuid && uuids.has(character.addon_uuid));
  }, [user, characters]);

  if (!user) return <PageLoader />;
  const plan = user.active_products?.plan;
  const planId = plan?.text_content_id ?? 'basic';
  const quota = Number(perks.get('project_quota') ?? 0);
  const usage = count === null ? null : projectUsage(count, quota);
  const quotaText = (value: number | boolean | undefined, unit: 'projects' | 'tracks') =>
    value === UNLIMITED ? t('plan.unlimited') : t(`plan.${unit}`, { count: Number(value ?? 0) });
  const characterCount = perks.get('character_count');

  return (
    <Stack gap="xl" data-testid="plan-page">
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
        {planId === 'artist' && plan?.paid === false && (
          <div className={classes.voucher}>
            <VoucherPlanNotice />
          </div>
        )}
      </Paper>

      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Title order={2} fz="lg" mb="md">
          {t('plan.perks')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="sm"
          component="ul"
          className={classes.perks}
          data-testid="plan-perks"
        >
          {characterCount !== undefined && (
            <PerkItem
              label={t('plan.perkCharacters')}
              value={
                characterCount === UNLIMITED
                  ? t('plan.allCharacters')
                  : t('plan.characters', { count: Number(characterCount) })
              }
              on
            />
          )}
          <PerkItem label={t('plan.perkProjects')} value={quotaText(perks.get('project_quota'), 'projects')} on />
          <PerkItem label={t('plan.perkTracks')} value={quotaText(perks.get('track_quota'), 'tracks')} on />
          <PerkItem
            label={t('plan.perkVoiceToMidi')}
            value={perks.get('voice_to_midi') ? t('plan.included') : t('plan.notIncluded')}
            on={Boolean(perks.get('voice_to_midi'))}
          />
          <PerkItem
            label={t('plan.perkVoiceConversion')}
            value={perks.get('voice_conversion') ? t('plan.included') : t('plan.notIncluded')}
            on={Boolean(perks.get('voice_conversion'))}
          />
        </SimpleGrid>
      </Paper>

      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Group justify="space-between" mb="md">
          <Title order={2} fz="lg">
            {t('plan.myCharacters')}
          </Title>
          <Button component={Link} to={localize(PAGE_ROUTES.store)} variant="subtle" size="compact-sm">
            {t('plan.visitStore')}
          </Button>
        </Group>
        {characters === null ? (
          <Skeleton h={120} />
        ) : owned.length === 0 ? (
          <Text c="dimmed" data-testid="plan-no-characters">
            {t('plan.noCharacters')}
          </Text>
        ) : (
          <ul className={classes.characters} data-testid="plan-characters">
            {owned.map((character) => (
              <li key={character.id}>
                <Link to={localize(`/pricing/store/product/${character.id}`)} className={classes.character}>
                  <img src={character.images.thumbnail} alt="" width={96} height={96} loading="lazy" />
                  <Text fw={600} fz="sm" ta="center" lineClamp={1}>
                    {localized(character.text_content, language).name}
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Paper>
    </Stack>
  );
}

function PerkItem({ label, value, on }: { label: string; value: string; on: boolean }) {
  return (
    <li className={classes.perk} data-on={on || undefined}>
      <span className={classes.perkIcon} aria-hidden>
        {on ? <IconCheck size={16} /> : <IconX size={16} />}
      </span>
      <span>
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Text fz="sm" c="dimmed">
          {value}
        </Text>
      </span>
    </li>
  );
}
