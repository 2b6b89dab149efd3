import { useTranslation } from 'react-i18next';
import type { MelodyNote } from '../../../../shared/studio/analysis/melody';
import { melodyTrack } from '../../../../shared/studio/analysis/melody-track';
import type { Command } from '../../../../shared/studio/commands';
import { type ProjectDocument, type Track, trackCountOf } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { canAddTrack } from '../../../../shared/studio/quota';
import type { SnapDivision } from '../../../../shared/studio/time';
import { useTrackQuota } from '../editor/useTrackQuota';

/**
 * Puts a transcribed melody into the song as one undoable command: a new track at the playhead,
 * singing with the current track's character and language, which then becomes the current track.
 */
export function useMelodyInsert(deps: {
  live: () => { document: ProjectDocument; track: Track | undefined };
  playheadTick: () => number;
  ids: IdGenerator;
  execute: (command: Command) => void;
  chooseTrack: (id: string) => void;
}) {
  const { t } = useTranslation('studio-voice-tools');
  const trackQuota = useTrackQuota();
  return (notes: MelodyNote[], snap: SnapDivision): boolean => {
    const { document, track } = deps.live();
    if (!canAddTrack(trackCountOf(document), { track_quota: trackQuota })) return false;
    const singer = track ?? document.tracks[0];
    if (!singer) return false;
    const id = deps.ids();
    const melody = melodyTrack(document, notes, {
      trackId: id,
      name: t('toMidi.trackName'),
      characterId: singer.characterId,
      language: singer.language,
      atTick: deps.playheadTick(),
      snap,
      ids: deps.ids,
    });
    deps.execute({ type: 'addTrack', track: melody });
    deps.chooseTrack(id);
    return true;
  };
}
