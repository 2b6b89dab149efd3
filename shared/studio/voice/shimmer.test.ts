import { describe, expect, it } from 'vitest';
import { song } from '../../../scripts/voice/fixtures';
import { localShimmer } from '../../../scripts/voice/shimmer';
import { STUDIO_CHARACTERS } from '../characters';
import { VOICE_RANGES } from './ranges';
import { renderSong } from './render';

const SAMPLE_RATE = 44100;

describe('voice quality', () => {
  // As the diction bench measures it with Praat: a sustained "ah" in the middle of the range.
  it.each(STUDIO_CHARACTERS.map((character) => character.id))(
    "%s: the cycle-to-cycle amplitude variation (local shimmer) of a sustained vowel is human: above zero, below Praat's 3.81 % pathology threshold",
    async (id) => {
      const pitch = Math.round((VOICE_RANGES[id].low + VOICE_RANGES[id].high) / 2);
      const document = song(id, 'en', [{ tick: 480, duration: 2400, pitch, lyric: 'ah' }]);
      const rendered = await renderSong(document, { sampleRate: SAMPLE_RATE });
      const at = (seconds: number) => Math.round((seconds - rendered.startTime) * SAMPLE_RATE);
      // The note sounds from 0.5 to 3 s: its onset and release left out.
      const vowel = rendered.mix.left.subarray(at(0.8), at(2.8));
      const shimmer = localShimmer(vowel, SAMPLE_RATE, 440 * 2 ** ((pitch - 69) / 12));
      expect(shimmer).toBeGreaterThan(0.3);
      expect(shimmer).toBeLessThan(3.81);
    },
  );
});
