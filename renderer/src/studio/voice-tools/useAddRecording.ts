import { useParams } from 'react-router-dom';
import type { AudioClipSource } from '../../../../shared/audio-clips';
import type { Command } from '../../../../shared/studio/commands';
import { type ProjectDocument, trackCountOf } from '../../../../shared/studio/document';
import type { IdGenerator } from '../../../../shared/studio/notes';
import { canAddTrack } from '../../../../shared/studio/quota';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import { CLIP_AUDIO_RATE, rememberClipAudio } from '../adapters/clipAudioStore';
import { AUDIO_LIMITS, decodeAudio, decodeErrorKey } from '../analysis/decodeAudioFile';
import { useTrackQuota } from '../editor/useTrackQuota';
import { useTokenGetter } from '../studioContext';
import { storeRecording } from './storeRecording';

export type AddRecordingOutcome = { ok: true } | { ok: false; errorKey: string } | { ok: false; cancelled: true };

/**
 * Puts a recording into the song: decoded (its length, and to play at once), stored with the
 * project on the server (with a notice of the upload's progress that can abandon it), then placed at
 * the playhead on a new audio track as one undoable command. Any failure (not audio, too large, over
 * the quota, the plan lacks the voice changer) leaves a localized error key, and an abandoned upload
 * `cancelled`, with the song as it was.
 */
export function useAddRecording(deps: {
  live: () => { document: ProjectDocument };
  playheadTick: () => number;
  ids: IdGenerator;
  execute: (command: Command) => void;
}) {
  const { id: projectId = '' } = useParams();
  const token = useTokenGetter();
  const trackQuota = useTrackQuota();
  return async (
    recording: Blob,
    options: { name: string; source: AudioClipSource; audio?: ClipAudio },
  ): Promise<AddRecordingOutcome> => {
    if (!canAddTrack(trackCountOf(deps.live().document), { track_quota: trackQuota }))
      return { ok: false, errorKey: 'errors.TRACK_LIMIT' };
    let audio = options.audio;
    if (!audio) {
      const decoded = await decodeAudio(recording, CLIP_AUDIO_RATE);
      if (!decoded.ok) return { ok: false, errorKey: decodeErrorKey(decoded.code) };
      audio = decoded.audio;
    }
    const seconds = (audio.channels[0]?.length ?? 0) / audio.sampleRate;
    if (seconds <= AUDIO_LIMITS.minSeconds) return { ok: false, errorKey: decodeErrorKey('AUDIO_EMPTY') };
    const outcome = await storeRecording(token(), projectId, recording, options);
    if (!outcome.ok) return outcome;
    const stored = outcome.clip;
    rememberClipAudio(stored.id, audio);
    const name = options.name.replace(/\.[^.]+$/, '').slice(0, 60) || options.name;
    deps.execute({
      type: 'addAudioTrack',
      track: {
        id: deps.ids(),
        name,
        kind: 'audio',
        mute: false,
        solo: false,
        gainDb: 0,
        pan: 0,
        clips: [
          {
            id: deps.ids(),
            audioId: stored.id,
            name,
            tick: deps.playheadTick(),
            sourceDuration: seconds,
            offset: 0,
            duration: seconds,
            gainDb: 0,
            fadeIn: 0,
            fadeOut: 0,
          },
        ],
      },
    });
    return { ok: true };
  };
}
