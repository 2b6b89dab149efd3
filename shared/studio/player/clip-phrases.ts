import type { ProjectDocument } from '../document';
import { type ClipAudioSource, clipSamples } from '../voice/clip-render';
import { createTempoMap } from '../voice/tempo';

/** A clip as the sink plays it: its track, its song time and its samples at the output's rate (one channel). */
export interface ClipPlay {
  trackId: string;
  startTime: number;
  samples: Float32Array;
}

/**
 * The audio tracks' clips still sounding at or after song second `from`, ready to schedule. The
 * sink plays one channel per phrase: a stereo recording is heard as its mid (the export keeps both).
 */
export function clipPlays(
  document: ProjectDocument,
  from: number,
  sampleRate: number,
  source: ClipAudioSource,
): ClipPlay[] {
  const tempo = createTempoMap(document.tempos);
  const plays: ClipPlay[] = [];
  for (const track of document.audioTracks) {
    for (const clip of track.clips) {
      const startTime = tempo.seconds(clip.tick);
      const audio = source(clip.audioId);
      if (!audio || startTime + clip.duration <= from) continue;
      const channels = clipSamples(clip, audio, sampleRate);
      const samples = channels[0]!;
      if (channels.length > 1) {
        for (let i = 0; i < samples.length; i += 1) {
          let sum = 0;
          for (const channel of channels) sum += channel[i]!;
          samples[i] = sum / channels.length;
        }
      }
      plays.push({ trackId: track.id, startTime, samples });
    }
  }
  return plays;
}
