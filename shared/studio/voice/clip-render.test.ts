import { describe, expect, it } from 'vitest';
import { blankDocument } from '../blank-document';
import type { AudioClip, AudioTrack, ProjectDocument } from '../document';
import type { ClipAudio } from './clip-render';
import { renderSong, songDuration } from './render';

const RATE = 44100;
const tone = (hz: number, seconds: number, rate = RATE) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate));

const clip: AudioClip = {
  id: 'c1',
  audioId: 'take',
  name: 'Take',
  tick: 960,
  sourceDuration: 1,
  offset: 0.25,
  duration: 0.5,
  gainDb: -6,
  fadeIn: 0.1,
  fadeOut: 0,
};

/** A song whose only sound is one audio track (its voice track has no notes). */
function song(changes: Partial<AudioTrack> = {}, clipChanges: Partial<AudioClip> = {}): ProjectDocument {
  const document = blankDocument({ title: 'Backing', characterId: 'theo', trackName: 'Lead' });
  const track: AudioTrack = {
    id: 'audio',
    name: 'Backing',
    kind: 'audio',
    mute: false,
    solo: false,
    gainDb: 0,
    pan: 0,
    clips: [{ ...clip, ...clipChanges }],
  };
  return { ...document, audioTracks: [{ ...track, ...changes }] };
}

function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.round(from * RATE); i < Math.round(to * RATE); i += 1) sum += samples[i]! ** 2;
  return Math.sqrt(sum / ((to - from) * RATE));
}

describe('audio tracks in the mixdown', () => {
  const recordings = new Map<string, ClipAudio>([
    ['take', { channels: [tone(440, 1, 22050)], sampleRate: 22050 }],
    ['stereo', { channels: [tone(440, 1), new Float32Array(RATE)], sampleRate: RATE }],
  ]);
  const clipAudio = (id: string) => recordings.get(id);

  it('plays the trimmed part of the recording where the clip sits, at its level, with its fade-in', async () => {
    const document = song();
    expect(songDuration(document)).toBeCloseTo(1.5, 6);
    const rendered = await renderSong(document, { sampleRate: RATE, clipAudio });
    const { left } = rendered.mix;
    expect(rms(left, 0, 0.99)).toBeLessThan(1e-4);
    // −6 dB of a full-scale sine (RMS 0.707): about 0.354 once the fade-in is over.
    expect(rms(left, 1.15, 1.45)).toBeCloseTo(0.354, 1);
    expect(rms(left, 1.0, 1.05)).toBeLessThan(rms(left, 1.05, 1.1));
    expect(rendered.tracks.at(-1)).toMatchObject({ trackId: 'audio' });
  });

  it('keeps a stereo recording stereo, and a muted audio track or an unloaded recording silent', async () => {
    const stereo = await renderSong(song({}, { audioId: 'stereo', gainDb: 0, fadeIn: 0 }), {
      sampleRate: RATE,
      clipAudio,
    });
    expect(rms(stereo.mix.left, 1.1, 1.4)).toBeGreaterThan(0.5);
    expect(rms(stereo.mix.right, 1.1, 1.4)).toBeLessThan(1e-4);
    const muted = await renderSong(song({ mute: true }), { sampleRate: RATE, clipAudio });
    expect(rms(muted.mix.left, 1, 1.5)).toBe(0);
    const unloaded = await renderSong(song(), { sampleRate: RATE });
    expect(rms(unloaded.mix.left, 1, 1.5)).toBe(0);
  });
});
