import { useTranslation } from 'react-i18next';
import { SCALE_NAMES, type ScaleName, type SongKey } from '../../../../shared/studio/document';
import { DeferredSelect } from '../ui/DeferredSelect';

/** Names of the twelve tonics as a key is usually spelled. */
export const TONIC_NAMES = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'] as const;

/** The song's key (any tonic, major or minor) in one compact list: the roll's scale highlighting follows it. */
export function KeyPicker({ value, onChange }: { value: SongKey; onChange: (key: SongKey) => void }) {
  const { t } = useTranslation('studio');
  const data = SCALE_NAMES.map((scale) => ({
    group: t(`lanes.${scale}`),
    items: TONIC_NAMES.map((name, tonic) => ({
      value: `${tonic}:${scale}`,
      label: t('lanes.keyName', { tonic: name, scale: t(`lanes.${scale}`) }),
    })),
  }));
  return (
    <DeferredSelect
      w={104}
      style={{ flexShrink: 0 }}
      data={data}
      value={`${value.tonic}:${value.scale}`}
      allowDeselect={false}
      maxDropdownHeight={320}
      aria-label={t('lanes.key')}
      onChange={(choice) => {
        if (!choice) return;
        const [tonic, scale] = choice.split(':');
        onChange({ tonic: Number(tonic), scale: scale as ScaleName });
      }}
      data-testid="key-picker"
    />
  );
}
