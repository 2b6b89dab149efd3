import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UNLIMITED } from '../../../../shared/plans';
import classes from './PlanPage.module.css';

export type PerkName = 'character_count' | 'project_quota' | 'track_quota' | 'voice_to_midi' | 'voice_conversion';
export type Perks = ReadonlyMap<PerkName, number | boolean | undefined>;

/** What the plan includes, each perk with its amount or whether it is included. */
export function PlanPerks({ perks }: { perks: Perks }) {
  const { t } = useTranslation('commerce');
  const quotaText = (value: number | boolean | undefined, unit: 'projects' | 'tracks') =>
    value === UNLIMITED ? t('plan.unlimited') : t(`plan.${unit}`, { count: Number(value ?? 0) });
  const included = (name: PerkName) => (perks.get(name) ? t('plan.included') : t('plan.notIncluded'));
  const characterCount = perks.get('character_count');

  return (
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
          value={included('voice_to_midi')}
          on={Boolean(perks.get('voice_to_midi'))}
        />
        <PerkItem
          label={t('plan.perkVoiceConversion')}
          value={included('voice_conversion')}
          on={Boolean(perks.get('voice_conversion'))}
        />
      </SimpleGrid>
    </Paper>
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
