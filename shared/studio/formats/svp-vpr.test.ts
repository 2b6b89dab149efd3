import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openDocument } from '../migrations';
import { sequentialIds } from '../notes';
import { BLICKS_PER_QUARTER, importSvp } from './svp';
import { importOutcome } from './test-helpers';
import { importToDocument } from './to-document';
import { importVpr } from './vpr';

const Q = BLICKS_PER_QUARTER;

// A Synthesizer V Studio project as the editor saves it (trimmed), with a referenced group.
const svp = {
  version: 153,
  time: {
    meter: [
      { index: 0, numerator: 4, denominator: 4 },
      { index: 2, numerator: 6, denominator: 8 },
    ],
    tempo: [
      { position: 0, bpm: 128 },
      { position: 8 * Q, bpm: 96 },
    ],
  },
  library: [
    {
      name: 'Chorus',
      uuid: 'group-1',
      parameters: { pitchDelta: { mode: 'cubic', points: [] } },
      notes: [{ onset: 0, duration: Q, lyrics: 'sol', phonemes: '', pitch: 67, attributes: {} }],
    },
  ],
  tracks: [
    {
      name: 'Lead',
      mixer: { gainDecibel: -2.5, pan: 0.25, mute: false, solo: false, display: true },
      mainGroup: {
        name: 'main',
        uuid: 'main-1',
        parameters: {
          pitchDelta: { mode: 'cubic', points: [0, 0, Q / 2, 35.5, Q, 0] },
          loudness: { mode: 'cubic', points: [0, -3, Q, 2] },
          tension: { mode: 'cubic', points: [0, 0.2, Q, 0.1] },
        },
        notes: [
          { onset: 0, duration: Q, lyrics: 'hel', phonemes: '', pitch: 60, attributes: {} },
          { onset: Q, duration: Q / 2, lyrics: '-', phonemes: '', pitch: 62, attributes: { tF0VbrStart: 0.3 } },
          { onset: 2 * Q, duration: Q, lyrics: 'lo', phonemes: 'l ow', pitch: 64, attributes: {} },
        ],
      },
      mainRef: {
        groupID: 'main-1',
        blickOffset: 0,
        pitchOffset: 0,
        isInstrumental: false,
        database: { name: 'Voice', language: 'english', phoneset: 'arpabet' },
      },
      groups: [{ groupID: 'group-1', blickOffset: 4 * Q, pitchOffset: -12, isInstrumental: false }],
    },
    {
      name: 'Backing',
      mixer: {},
      mainGroup: { notes: [] },
      mainRef: { isInstrumental: true },
      groups: [],
    },
  ],
};

describe('SVP import', () => {
  it('reads blicks, meters by measure, groups with offsets, phonemes and the pitch and loudness curves', () => {
    const bytes = Uint8Array.from([...strToU8(JSON.stringify(svp)), 0]);
    const result = importSvp(bytes);
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 128 },
      { tick: 3840, bpm: 96 },
    ]);
    expect(result.timeSignatures).toEqual([
      { tick: 0, numerator: 4, denominator: 4 },
      { tick: 3840, numerator: 6, denominator: 8 },
    ]);
    expect(result.tracks).toHaveLength(1);
    const track = result.tracks[0]!;
    expect(track).toMatchObject({ name: 'Lead', language: 'en', gainDb: -2.5, pan: 0.25 });
    expect(track.notes).toEqual([
      { tick: 0, duration: 480, pitch: 60, lyric: 'hel' },
      { tick: 480, duration: 240, pitch: 62, lyric: '+' },
      { tick: 960, duration: 480, pitch: 64, lyric: 'lo', phonemes: 'l ow' },
      { tick: 1920, duration: 480, pitch: 55, lyric: 'sol' },
    ]);
    expect(track.curves.pitch).toEqual([
      { tick: 0, value: 0 },
      { tick: 240, value: 35.5 },
      { tick: 480, value: 0 },
    ]);
    expect(track.curves.dynamics).toEqual([
      { tick: 0, value: -3 },
      { tick: 480, value: 2 },
    ]);
    expect(result.summary.dropped).toEqual({ audio: 1, parameters: 2 });
    const doc = importToDocument(result, { title: 'x', characterId: 'theo', ids: sequentialIds() });
    expect(openDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
  });

  it('refuses JSON that is not a project and text that is not JSON', () => {
    expect(importOutcome(() => importSvp(strToU8('{"hello": 1}')))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importSvp(strToU8('{"time": ')))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importSvp(strToU8('{"time": {}, "tracks": []}')))).toBe('IMPORT_EMPTY');
  });
});

// A VOCALOID 5 sequence.json (trimmed): tempo ×100, time signatures by bar, parts with notes.
const sequence = {
  version: { major: 5, minor: 0, revision: 0 },
  vender: 'Yamaha Corporation',
  title: 'Ballad',
  masterTrack: {
    samplingRate: 44100,
    tempo: {
      global: { isEnabled: false, value: 12000 },
      events: [
        { pos: 0, value: 7550 },
        { pos: 1920, value: 14000 },
      ],
    },
    timeSig: {
      events: [
        { bar: 0, numer: 3, denom: 4 },
        { bar: 4, numer: 4, denom: 4 },
      ],
    },
  },
  voices: [{ compID: 'X', name: 'Voice' }],
  tracks: [
    {
      type: 0,
      name: 'Vocal',
      volume: { events: [{ pos: 0, value: -60 }] },
      panpot: { events: [{ pos: 0, value: 32 }] },
      isMuted: true,
      isSoloMode: false,
      parts: [
        {
          pos: 1920,
          duration: 3840,
          voice: { compID: 'X', langID: 0 },
          midiEffects: [{ id: 'SingingSkill' }],
          notes: [
            {
              lyric: 'あ',
              phoneme: 'a',
              isProtected: false,
              pos: 0,
              duration: 480,
              number: 69,
              velocity: 64,
              vibrato: { type: 0 },
            },
            {
              lyric: 'か',
              phoneme: 'k a',
              isProtected: true,
              pos: 480,
              duration: 240,
              number: 71,
              velocity: 64,
              vibrato: { type: 1, duration: 64 },
            },
          ],
          controllers: [
            { name: 'pitchBend', events: [{ pos: 0, value: 100 }] },
            { name: 'dynamics', events: [] },
          ],
        },
      ],
    },
    { type: 1, name: 'Audio', parts: [{ pos: 0, duration: 100, wav: { name: 'a.wav' } }] },
  ],
};

describe('VPR import', () => {
  it('reads Project/sequence.json from the archive', () => {
    const archive = zipSync({ 'Project/sequence.json': strToU8(JSON.stringify(sequence)) });
    const result = importVpr(archive);
    expect(result.title).toBe('Ballad');
    expect(result.tempos).toEqual([
      { tick: 0, bpm: 75.5 },
      { tick: 1920, bpm: 140 },
    ]);
    expect(result.timeSignatures).toEqual([
      { tick: 0, numerator: 3, denominator: 4 },
      { tick: 5760, numerator: 4, denominator: 4 },
    ]);
    expect(result.tracks).toHaveLength(1);
    expect(result.tracks[0]).toMatchObject({ name: 'Vocal', language: 'ja', mute: true, gainDb: -6, pan: 0.5 });
    expect(result.tracks[0]!.notes).toEqual([
      { tick: 1920, duration: 480, pitch: 69, lyric: 'あ' },
      { tick: 2400, duration: 240, pitch: 71, lyric: 'か', phonemes: 'k a' },
    ]);
    expect(result.summary.dropped).toEqual({ audio: 1, vibrato: 1, pitch_bends: 1, parameters: 1, effects: 1 });
    const doc = importToDocument(result, { title: 'x', characterId: 'nime', ids: sequentialIds() });
    expect(openDocument(JSON.parse(JSON.stringify(doc))).ok).toBe(true);
  });

  it('refuses an archive without a sequence and bytes that are no archive', () => {
    expect(importOutcome(() => importVpr(zipSync({ 'other.txt': strToU8('x') })))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importVpr(strToU8('PK but not really')))).toBe('IMPORT_CORRUPTED');
    expect(importOutcome(() => importVpr(zipSync({ 'Project/sequence.json': strToU8('{"tracks": [') })))).toBe(
      'IMPORT_CORRUPTED',
    );
  });
});
