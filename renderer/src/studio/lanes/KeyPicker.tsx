import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScaleName, SongKey } from '../../../../shared/studio/document';
import classes from './Lanes.module.css';

/** Names of the twelve tonics as a key is usually spelled. */
export const TONIC_NAMES = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'] as const;

/** The song's key (tonic and major/minor): the roll's scale highlighting follows it. */
export function KeyPicker({ value, onChange }: { value: SongKey; onChange: (key: SongKey) => void }) {
  const { t } = useTranslation('studio');
  return (
    <Group gap={4} wrap="nowrap" data-testid="key-picker">
      <span className={classes.tag} aria-hidden>
        {t('lanes.key')}
      </span>
      <Select
        size="xs"
        w={64}
        data={TONIC_NAMES.map((name, tonic) => ({ value: String(tonic), label: name }))}
        value={String(value.tonic)}
        allowDeselect={false}
        aria-label={t('lanes.tonic')}
        onChange={(tonic) => tonic !== null && onChange({ ...value, tonic: Number(tonic) })}
        data-testid="key-tonic"
      />
      <Select
        size="xs"
        w={96}
        data={(['major', 'minor'] as const).map((scale) => ({ value: scale, label: t(`lanes.${scale}`) }))}
        value={value.scale}
        allowDeselect={false}
        aria-label={t('lanes.scale')}
        onChange={(scale) => scale && onChange({ ...value, scale: scale as ScaleName })}
        data-testid="key-scale"
      />
    </Group>
  );
}
