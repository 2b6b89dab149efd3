import { describe, expect, it } from 'vitest';
import { hashString } from '../../random';
import { measureVoiceGain, voiceGain } from './gain';
import { VOICE_PRESETS } from './presets';
import { VOICE_GAINS } from './voice-gains';

describe('voice level calibration', () => {
  it.each(Object.values(VOICE_PRESETS).map((preset) => [preset.id, preset] as const))(
    '%s: the listed gain is the one measured on its preset now (else `npx tsx scripts/voice/voice-gains.ts`)',
    (id, preset) => {
      const listed = VOICE_GAINS[id];
      expect(listed?.preset).toBe(hashString(JSON.stringify(preset)));
      expect(listed?.[44100]).toEqual(measureVoiceGain(preset, 44100));
      expect(listed?.[48000]).toEqual(measureVoiceGain(preset, 48000));
    },
  );

  it('a preset that is not a character’s own (a tuned copy) is measured, not read from the list', () => {
    const tuned = { ...VOICE_PRESETS.kaya, tiltDb: VOICE_PRESETS.kaya.tiltDb + 6 };
    expect(voiceGain(tuned, 48000)).toEqual(measureVoiceGain(tuned, 48000));
    expect(voiceGain(tuned, 48000)).not.toEqual(VOICE_GAINS.kaya![48000]);
  });
});
