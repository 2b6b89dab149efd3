import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openDocument } from '../migrations';
import { sequentialIds } from '../notes';
import { importToDocument } from './to-document';
import type { ImportError } from './types';
import { importUstx } from './ustx';

// An OpenUtau 0.6 project as OpenUtau writes it (fields trimmed to what matters here).
const USTX = `name: Night Song
comment: ''
output_dir: Vocal
cache_dir: UCache
ustx_version: 0.6
resolution: 480
bpm: 120
beat_per_bar: 4
beat_unit: 4
time_signatures:
- bar_position: 0
  beat_per_bar: 3
  beat_unit: 4
- bar_position: 2
  beat_per_bar: 4
  beat_unit: 4
tempos:
- position: 0
  bpm: 90
- position: 1920
  bpm: 110.5
tracks:
- singer: Nime
  phonemizer: OpenUtau.Plugin.Builtin.JapaneseCVVCPhonemizer
  track_name: Lead
  mute: false
  solo: true
  volume: -3
  pan: -50
- singer: Other
  phonemizer: OpenUtau.Plugin.Builtin.KoreanCVPhonemizer
  track_name: Empty
voice_parts:
- duration: 3840
  name: Verse
  track_no: 0
  position: 960
  notes:
  - position: 0
    duration: 480
    tone: 64
    lyric: か
    pitch:
      data:
      - {x: -25, y: 0, shape: io}
      - {x: 25, y: 0, shape: io}
      snap_first: true
    vibrato: {length: 0, period: 175, depth: 25, in: 10, out: 10, shift: 0, drift: 0}
    phoneme_expressions: []
    phoneme_overrides: []
  - position: 480
    duration: 960
    tone: 66
    lyric: +~
    pitch:
      data:
      - {x: -40, y: -30, shape: io}
      - {x: 25, y: 0, shape: io}
      snap_first: true
    vibrato: {length: 50, period: 200, depth: 40, in: 10, out: 10, shift: 0, drift: 0}
  curves:
  - xs: [0, 240, 480]
    ys: [0, 50, -20]
    abbr: pitd
  - xs: [0, 100]
    ys: [10, 20]
    abbr: gen
wave_parts:
- name: backing.wav
  track_no: 1
  position: 0
`;

describe('USTX import', () => {
  it('reads tempos, time signatures by bar, tracks, parts, vibrato and the PITD curve', () => {
    const result = importUstx(strToU8(USTX));
    expect(result.title).toBe('Night Song');
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 90 },
      { tick: 1920, bpm: 110.5 },
    ]);
    expect(result.timeSignatures).toEqual([
      { tick: 0, numerator: 3, denominator: 4 },
      { tick: 2880, numerator: 4, denominator: 4 },
    ]);
    expect(result.tracks).toHaveLength(1);
    const track = result.tracks[0]!;
    expect(track).toMatchObject({ name: 'Lead', language: 'ja', solo: true, mute: false, gainDb: -3, pan: -0.5 });
    expect(track.notes).toEqual([
      { tick: 960, duration: 480, pitch: 64, lyric: 'か' },
      // 960 ticks from tick 1440: a quarter at 90 BPM + a quarter at 110.5 BPM; vibrato on the second half.
      {
        tick: 1440,
        duration: 960,
        pitch: 66,
        lyric: '+',
        vibrato: { depth: 40, rate: 5, delay: Math.round(((60 / 90 + 60 / 110.5) * 1000) / 2) },
      },
    ]);
    expect(track.curves.pitch).toEqual([
      { tick: 960, value: 0 },
      { tick: 1200, value: 50 },
      { tick: 1440, value: -20 },
    ]);
    expect(result.summary.dropped).toEqual({ note_pitch_shapes: 1, parameters: 1, audio: 1 });
    const doc = importToDocument(result, { title: 'x', characterId: 'nime', ids: sequentialIds() });
    expect(openDocument(JSON.parse(JSON.stringify(doc)))).toMatchObject({ ok: true });
  });

  it('reads the older single-tempo layout', () => {
    const old =
      'name: Old\nustx_version: 0.5\nresolution: 960\nbpm: 140\nbeat_per_bar: 6\nbeat_unit: 8\ntracks: []\nvoice_parts:\n- track_no: 0\n  position: 0\n  notes:\n  - {position: 960, duration: 960, tone: 60, lyric: la}\n';
    const result = importUstx(strToU8(old));
    expect(result.tempos).toEqual([{ tick: 0, bpm: 140 }]);
    expect(result.timeSignatures).toEqual([{ tick: 0, numerator: 6, denominator: 8 }]);
    expect(result.tracks[0]!.notes).toEqual([{ tick: 480, duration: 480, pitch: 60, lyric: 'la' }]);
  });

  it('refuses broken YAML and YAML that is not a project', () => {
    const code = (text: string) => {
      try {
        importUstx(strToU8(text));
        return 'ok';
      } catch (error) {
        return (error as ImportError).code;
      }
    };
    expect(code('name: [unclosed')).toBe('IMPORT_CORRUPTED');
    expect(code('just: a map')).toBe('IMPORT_CORRUPTED');
    expect(code('ustx_version: 0.6\nvoice_parts: 5\n')).toBe('IMPORT_EMPTY');
  });
});
