import type { ProjectDocument } from '../document';
import { type ClipAudioSource, clipSamples } from '../voice/clip-render';
import { createTempoMap } from '../voice/tempo';

/** A clip as the sink plays it: its track, its song time and its samples at the output's rate (a stereo recording's right side in `right`). */
export interface ClipPlay {
  trackId: string;
  startTime: number;
  samples: Float32Array;
  right?: Float32Array;
}

/** The audio tracks' clips still sounding at or after song second `from`, ready to schedule. */
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
      const [samples, right] = clipSamples(clip, audio, sampleRate) as [Float32Array, Float32Array?];
      plays.push({ trackId: track.id, startTime, samples, ...(right ? { right } : {}) });
    }
  }
  return plays;
}
