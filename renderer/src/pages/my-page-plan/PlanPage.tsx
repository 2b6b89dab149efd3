import { Stack } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { PageLoader } from '../../app/RootLayout';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { fetchCharacters } from '../../catalog/catalogApi';
import { fetchProjectCount } from '../../commerce/commerceApi';
import { projectUsage } from '../../commerce/planDisplay';
import { CurrentPlanCard } from './CurrentPlanCard';
import { OwnedCharacters } from './OwnedCharacters';
import { type PerkName, PlanPerks } from './PlanPerks';

/** My page, plan (spec section 2): current plan and start date, project usage, perks, characters, billing. */
export function PlanPage() {
  const { t } = useTranslation('commerce');
  usePageHead(t('plan.title'));
  const user = useAtomValue(userInfoAtom);
  const token = useAtomValue(accessTokenAtom);
  const handleError = useApiErrorHandler();
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
    if (characters === null) return null;
    const uuids = new Set((user?.active_products?.addons ?? []).map((addon) => addon.uuid));
    return characters.filter((character) => character.addon_uuid && uuids.has(character.addon_uuid));
  }, [user, characters]);

  if (!user) return <PageLoader />;
  const quota = Number(perks.get('project_quota') ?? 0);

  return (
    <Stack gap="xl" data-testid="plan-page">
      <CurrentPlanCard plan={user.active_products?.plan} usage={count === null ? null : projectUsage(count, quota)} />
      <PlanPerks perks={perks} />
      <OwnedCharacters owned={owned} />
    </Stack>
  );
}
