import { resample } from '../analysis/resample';
import type { AudioClip, AudioTrack } from '../document';
import type { TempoMap } from './tempo';

/** A stored recording, decoded: one or two channels at their rate. */
export interface ClipAudio {
  channels: Float32Array[];
  sampleRate: number;
}

/** Finds a recording's decoded audio by its id (the studio's cache, a test's table); undefined when not loaded. */
export type ClipAudioSource = (audioId: string) => ClipAudio | undefined;

/** The clip's part of its recording at `sampleRate`, one buffer per channel, at its level with its fades. */
export function clipSamples(clip: AudioClip, audio: ClipAudio, sampleRate: number): Float32Array[] {
  const from = Math.round(clip.offset * audio.sampleRate);
  const to = Math.min(Math.round((clip.offset + clip.duration) * audio.sampleRate), audio.channels[0]?.length ?? 0);
  const gain = 10 ** (clip.gainDb / 20);
  return audio.channels.map((channel) => {
    const samples = resample(channel.subarray(from, Math.max(from, to)), audio.sampleRate, sampleRate);
    const fadeIn = Math.round(clip.fadeIn * sampleRate);
    const fadeOut = Math.round(clip.fadeOut * sampleRate);
    for (let i = 0; i < samples.length; i += 1) {
      const rising = fadeIn > 0 && i < fadeIn ? i / fadeIn : 1;
      const falling = fadeOut > 0 && i >= samples.length - fadeOut ? (samples.length - i) / fadeOut : 1;
      samples[i] = samples[i]! * gain * Math.min(rising, falling);
    }
    return samples;
  });
}

/**
 * An audio track's clips as a stereo stem from song second `startTime`, `length` samples long
 * (a mono recording sounds on both sides); a recording not loaded stays silent.
 */
export function renderAudioTrack(
  track: AudioTrack,
  tempo: TempoMap,
  source: ClipAudioSource,
  sampleRate: number,
  startTime: number,
  length: number,
): { left: Float32Array; right: Float32Array } {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (const clip of track.clips) {
    const audio = source(clip.audioId);
    if (!audio) continue;
    const channels = clipSamples(clip, audio, sampleRate);
    const at = Math.round((tempo.seconds(clip.tick) - startTime) * sampleRate);
    const [first, second = first] = channels as [Float32Array, Float32Array?];
    for (let i = Math.max(0, -at); i < first.length && at + i < length; i += 1) {
      left[at + i]! += first[i]!;
      right[at + i]! += second![i]!;
    }
  }
  return { left, right };
}
