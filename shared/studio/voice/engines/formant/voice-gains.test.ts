import { describe, expect, it } from 'vitest';
import { hashString } from '../../random';
import { GAIN_PITCHES, measureVoiceGain, voiceGain } from './gain';
import { VOICE_PRESETS } from './presets';
import { VOICE_GAINS } from './voice-gains';

describe('voice level calibration', () => {
  it.each(Object.values(VOICE_PRESETS).map((preset) => [preset.id, preset] as const))(
    '%s: the listed gain is the one measured on its preset now (else `npx tsx scripts/voice/voice-gains.ts`)',
    (id, preset) => {
      const listed = VOICE_GAINS[id];
      expect(listed?.preset).toBe(hashString(JSON.stringify(preset)));
      // Three pitches of the voice's range stand for the whole table: any change to the engine moves them all.
      const { low, high } = preset.range;
      const pitches = [low, Math.round((low + high) / 2), high];
      const sampled = pitches.map((pitch) => GAIN_PITCHES.indexOf(pitch));
      for (const rate of [44100, 48000] as const) {
        expect(listed?.[rate]).toHaveLength(GAIN_PITCHES.length);
        expect(sampled.map((index) => listed?.[rate][index])).toEqual(
          measureVoiceGain(preset, rate, undefined, pitches),
        );
      }
    },
  );

  it('a preset that is not a character’s own (a tuned copy) is measured, not read from the list', () => {
    const tuned = { ...VOICE_PRESETS.kaya, tiltDb: VOICE_PRESETS.kaya.tiltDb + 6 };
    expect(voiceGain(tuned, 48000)).toEqual(measureVoiceGain(tuned, 48000));
    expect(voiceGain(tuned, 48000)).not.toEqual(VOICE_GAINS.kaya![48000]);
  });
});
