import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioClipPatch } from '../../../../shared/studio/commands';
import type { AudioClip, ProjectDocument } from '../../../../shared/studio/document';
import { secondsToTick, tickToSeconds } from '../../../../shared/studio/time';
import { Hint } from '../ui/Hint';
import { ClipWaveform } from './ClipWaveform';
import classes from './Editor.module.css';

type Props = {
  clip: AudioClip;
  tempos: ProjectDocument['tempos'];
  onChange: (changes: AudioClipPatch) => void;
  onRemove: () => void;
};

/** A number field that commits when it is left or Enter is pressed (one undo step per change). */
function ClipNumber(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  suffix: string;
  onCommit: (value: number) => void;
}) {
  const [value, setValue] = useState<number | string>(props.value);
  useEffect(() => setValue(props.value), [props.value]);
  const commit = () => {
    const number = typeof value === 'number' ? value : Number.parseFloat(value);
    if (Number.isFinite(number) && number !== props.value) props.onCommit(number);
    else setValue(props.value);
  };
  return (
    <NumberInput
      size="xs"
      label={props.label}
      value={value}
      min={props.min}
      max={props.max}
      step={props.step}
      decimalScale={2}
      suffix={props.suffix}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      classNames={{ input: classes.clipNumber }}
    />
  );
}

/** One clip of an audio track: its waveform, where it starts, which part plays, its fades and level. */
export function ClipRow({ clip, tempos, onChange, onRemove }: Props) {
  const { t } = useTranslation('studio-voice-tools');
  const start = Math.round(tickToSeconds(tempos, clip.tick) * 100) / 100;
  const s = t('clip.seconds');
  return (
    <div className={classes.clipRow} data-testid="audio-clip">
      <Group gap={6} wrap="nowrap" justify="space-between">
        <span className={classes.clipName}>{clip.name}</span>
        <Hint label={t('clip.remove')}>
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('clip.remove')} onClick={onRemove}>
            <IconTrash size={14} />
          </ActionIcon>
        </Hint>
      </Group>
      <ClipWaveform clip={clip} label={t('clip.waveform', { name: clip.name })} />
      <div className={classes.clipFields}>
        <ClipNumber
          label={t('clip.start')}
          value={start}
          min={0}
          max={7200}
          step={0.1}
          suffix={s}
          onCommit={(seconds) => onChange({ tick: secondsToTick(tempos, seconds) })}
        />
        <ClipNumber
          label={t('clip.gain')}
          value={clip.gainDb}
          min={-60}
          max={12}
          step={1}
          suffix=" dB"
          onCommit={(gainDb) => onChange({ gainDb })}
        />
        <ClipNumber
          label={t('clip.trimStart')}
          value={clip.offset}
          min={0}
          max={clip.sourceDuration}
          step={0.1}
          suffix={s}
          onCommit={(offset) => onChange({ offset, duration: clip.duration - (offset - clip.offset) })}
        />
        <ClipNumber
          label={t('clip.length')}
          value={clip.duration}
          min={0.05}
          max={clip.sourceDuration}
          step={0.1}
          suffix={s}
          onCommit={(duration) => onChange({ duration })}
        />
        <ClipNumber
          label={t('clip.fadeIn')}
          value={clip.fadeIn}
          min={0}
          max={clip.duration}
          step={0.1}
          suffix={s}
          onCommit={(fadeIn) => onChange({ fadeIn })}
        />
        <ClipNumber
          label={t('clip.fadeOut')}
          value={clip.fadeOut}
          min={0}
          max={clip.duration}
          step={0.1}
          suffix={s}
          onCommit={(fadeOut) => onChange({ fadeOut })}
        />
      </div>
    </div>
  );
}
