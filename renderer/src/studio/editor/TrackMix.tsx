import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackPatch } from '../../../../shared/studio/commands';
import type { Track } from '../../../../shared/studio/document';
import classes from './Editor.module.css';
import { useDocumentValue } from './useDocumentValue';

/** The volume slider's range (dB): the document allows more, a track rarely needs it. */
const VOLUME = { min: -30, max: 6, step: 0.5 } as const;
const shownGain = (db: number) => Math.max(VOLUME.min, Math.min(VOLUME.max, db));

type Props = {
  track: Pick<Track, 'id' | 'gainDb' | 'pan'>;
  onUpdate: (trackId: string, changes: TrackPatch) => void;
};

/**
 * A track's volume and pan, as two light range inputs. The value follows the pointer or the keys at
 * once and is committed when the gesture ends (one undo step per drag).
 */
export const TrackMix = memo(function TrackMix({ track, onUpdate }: Props) {
  const { t } = useTranslation('studio');
  const [gainDb, setGainDb] = useDocumentValue(track.gainDb);
  const [pan, setPan] = useDocumentValue(track.pan);
  // Committed from the input's own value: the state a handler closes over can be a key press behind,
  // and committing that older value would take the newer one back.
  const commitGain = (event: { currentTarget: HTMLInputElement }) => {
    const value = Number(event.currentTarget.value);
    // A level beyond the slider's range shows at its end: focusing and leaving it changes nothing.
    if (value !== shownGain(track.gainDb)) setGainDb.commit(value, () => onUpdate(track.id, { gainDb: value }));
  };
  const commitPan = (event: { currentTarget: HTMLInputElement }) => {
    const value = Number(event.currentTarget.value);
    if (value !== track.pan) setPan.commit(value, () => onUpdate(track.id, { pan: value }));
  };
  const panText =
    Math.round(pan * 100) === 0
      ? t('editor.panCentre')
      : t(pan < 0 ? 'editor.panLeft' : 'editor.panRight', { amount: Math.abs(Math.round(pan * 100)) });
  return (
    <div className={classes.trackMix}>
      <label className={classes.mixControl}>
        <span>{t('editor.volume')}</span>
        <input
          type="range"
          min={VOLUME.min}
          max={VOLUME.max}
          step={VOLUME.step}
          value={shownGain(gainDb)}
          aria-valuetext={t('editor.volumeValue', { db: gainDb > 0 ? `+${gainDb}` : String(gainDb) })}
          onChange={(event) => setGainDb.show(Number(event.currentTarget.value))}
          onPointerUp={commitGain}
          onKeyUp={commitGain}
          onBlur={commitGain}
          data-testid="track-volume"
        />
      </label>
      <label className={classes.mixControl}>
        <span>{t('editor.pan')}</span>
        <input
          type="range"
          min={-1}
          max={1}
          step={0.05}
          value={pan}
          aria-valuetext={panText}
          onChange={(event) => setPan.show(Number(event.currentTarget.value))}
          onPointerUp={commitPan}
          onKeyUp={commitPan}
          onBlur={commitPan}
          data-testid="track-pan"
        />
      </label>
    </div>
  );
});
