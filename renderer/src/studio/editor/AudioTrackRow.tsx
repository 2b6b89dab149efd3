import { Group } from '@mantine/core';
import { IconWaveSine } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudioClipPatch, AudioTrackPatch } from '../../../../shared/studio/commands';
import type { AudioTrack, ProjectDocument } from '../../../../shared/studio/document';
import { ClipRow } from './ClipRow';
import classes from './Editor.module.css';
import { TrackButtons, TrackNameInput } from './TrackControls';
import { TrackMix } from './TrackMix';

export type AudioTrackHandlers = {
  onUpdate: (trackId: string, changes: AudioTrackPatch) => void;
  onRemove: (trackId: string) => void;
  onClip: (trackId: string, clipId: string, changes: AudioClipPatch) => void;
  onRemoveClip: (trackId: string, clipId: string) => void;
};

/** An audio track in the track list: name, mute, solo, remove, volume and pan, then its clips. */
export const AudioTrackRow = memo(function AudioTrackRow({
  track,
  tempos,
  handlers,
}: {
  track: AudioTrack;
  tempos: ProjectDocument['tempos'];
  handlers: AudioTrackHandlers;
}) {
  const { t: tv } = useTranslation('studio-voice-tools');
  return (
    <div className={classes.trackRow} data-testid="audio-track">
      <Group gap={6} wrap="nowrap">
        <IconWaveSine size={14} aria-label={tv('audioTrack')} className={classes.audioIcon} />
        <TrackNameInput track={track} onUpdate={handlers.onUpdate} />
        <TrackButtons track={track} onUpdate={handlers.onUpdate} onRemove={handlers.onRemove} />
      </Group>
      <TrackMix track={track} onUpdate={handlers.onUpdate} />
      {track.clips.map((clip) => (
        <ClipRow
          key={clip.id}
          clip={clip}
          tempos={tempos}
          onChange={(changes) => handlers.onClip(track.id, clip.id, changes)}
          onRemove={() => handlers.onRemoveClip(track.id, clip.id)}
        />
      ))}
    </div>
  );
});
