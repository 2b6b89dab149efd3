import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument, SongKey } from '../../../../shared/studio/document';
import { formatBpm } from '../../../../shared/studio/markers';
import { formatBarBeat, tempoAt } from '../../../../shared/studio/time';
import { useRovingToolbar } from '../ui/useRovingToolbar';
import { KeyPicker } from './KeyPicker';
import classes from './Lanes.module.css';
import { TransportExtras } from './TransportExtras';

type Props = {
  document: ProjectDocument;
  playheadTick: number;
  onToggleLoop: () => void;
  onKey: (key: SongKey) => void;
};

/** The song's bar under the editor's toolbar: loop, metronome, count-in, the key, and tempo and meter at the playhead. */
export function SongBar({ document: doc, playheadTick, onToggleLoop, onKey }: Props) {
  const { t } = useTranslation('studio');
  const signature = doc.timeSignatures.findLast((change) => change.tick <= playheadTick) ?? doc.timeSignatures[0];
  const roving = useRovingToolbar<HTMLDivElement>();
  return (
    <div className={classes.songBar} role="toolbar" aria-label={t('lanes.songBar')} data-testid="song-bar" {...roving}>
      <TransportExtras loopEnabled={doc.loop.enabled} onToggleLoop={onToggleLoop} />
      {doc.loop.enabled && (
        <span className={classes.songInfo} data-testid="loop-range">
          {t('lanes.loopBars', {
            from: formatBarBeat(doc.timeSignatures, doc.loop.startTick),
            to: formatBarBeat(doc.timeSignatures, doc.loop.endTick),
          })}
        </span>
      )}
      <Divider orientation="vertical" />
      <span className={classes.tag} aria-hidden>
        {t('lanes.key')}
      </span>
      <KeyPicker value={doc.key} onChange={onKey} />
      <div className={classes.songSpacer} />
      <span className={classes.songInfo} data-testid="tempo-at-playhead">
        {t('lanes.atPlayhead', {
          bpm: formatBpm(tempoAt(doc.tempos, playheadTick)),
          meter: signature ? `${signature.numerator}/${signature.denominator}` : '4/4',
          position: formatBarBeat(doc.timeSignatures, playheadTick),
        })}
      </span>
    </div>
  );
}
