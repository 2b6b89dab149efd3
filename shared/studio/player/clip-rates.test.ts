import { describe, expect, it } from 'vitest';
import { createClipRates } from './clip-rates';

describe('the player’s recordings at the output rate', () => {
  const recording = { channels: [new Float32Array(480).fill(0.5)], sampleRate: 48000 };
  const source = (id: string) => (id === 'take' ? recording : undefined);

  it('gives the same copy while the recording and the rate stay, a new one at another rate', () => {
    const rates = createClipRates();
    const first = rates.at(source, 44100)('take');
    expect(first?.sampleRate).toBe(44100);
    expect(first?.channels[0]).toHaveLength(441);
    expect(rates.at(source, 44100)('take')).toBe(first);
    const other = rates.at(source, 22050)('take');
    expect(other?.sampleRate).toBe(22050);
    expect(other).not.toBe(first);
  });

  it('hands a recording already at the rate, or a missing one, through as it is', () => {
    const rates = createClipRates();
    expect(rates.at(source, 48000)('take')).toBe(recording);
    expect(rates.at(source, 44100)('gone')).toBeUndefined();
  });
});
