import { describe, expect, it } from 'vitest';
import { countIn, metronomeClicks } from './metronome';

const FOUR_FOUR = [{ tick: 0, numerator: 4, denominator: 4 as const }];

describe('metronome clicks', () => {
  it('clicks every beat with the accent on bar starts, in seconds of the tempo map', () => {
    const clicks = metronomeClicks([{ tick: 0, bpm: 120 }], FOUR_FOUR, 0, 1920 * 2);
    expect(clicks.map((click) => click.tick)).toEqual([0, 480, 960, 1440, 1920, 2400, 2880, 3360]);
    expect(clicks.map((click) => click.accent)).toEqual([true, false, false, false, true, false, false, false]);
    expect(clicks.map((click) => click.seconds)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5]);
  });

  it('follows tempo changes and a change to 3/4 and 6/8', () => {
    const tempos = [
      { tick: 0, bpm: 120 },
      { tick: 1920, bpm: 60 },
    ];
    const signatures = [
      { tick: 0, numerator: 4, denominator: 4 as const },
      { tick: 1920, numerator: 3, denominator: 4 as const },
      { tick: 1920 + 1440, numerator: 6, denominator: 8 as const },
    ];
    const clicks = metronomeClicks(tempos, signatures, 1920, 1920 + 1440 + 1440);
    // 3/4 at 60 BPM: a second per beat after the first bar's two seconds.
    expect(clicks.slice(0, 4).map((click) => [click.tick, click.seconds, click.accent])).toEqual([
      [1920, 2, true],
      [2400, 3, false],
      [2880, 4, false],
      [3360, 5, true],
    ]);
    // 6/8: an eighth (240 ticks, half a second at 60 BPM) per click, accent every six.
    const eighths = clicks.slice(3);
    expect(eighths).toHaveLength(6);
    expect(eighths.map((click) => click.tick - 3360)).toEqual([0, 240, 480, 720, 960, 1200]);
    expect(eighths.map((click) => click.accent)).toEqual([true, false, false, false, false, false]);
    expect(eighths[1]!.seconds - eighths[0]!.seconds).toBeCloseTo(0.5);
  });

  it('gives the clicks of a window only once across consecutive windows', () => {
    const tempos = [{ tick: 0, bpm: 97 }];
    const all = metronomeClicks(tempos, FOUR_FOUR, 100, 9000).map((click) => click.tick);
    const pieces = [100, 1000, 2400, 2401, 6000, 9000];
    const joined = pieces
      .slice(1)
      .flatMap((to, index) => metronomeClicks(tempos, FOUR_FOUR, pieces[index]!, to).map((click) => click.tick));
    expect(joined).toEqual(all);
    expect(all[0]).toBe(480);
    expect(metronomeClicks(tempos, FOUR_FOUR, 500, 500)).toEqual([]);
  });
});

describe('count-in', () => {
  it('is off, one bar or two bars of the meter and tempo where playback starts', () => {
    const tempos = [
      { tick: 0, bpm: 120 },
      { tick: 1920, bpm: 90 },
    ];
    const signatures = [
      { tick: 0, numerator: 4, denominator: 4 as const },
      { tick: 1920, numerator: 3, denominator: 4 as const },
    ];
    expect(countIn(tempos, signatures, 0, 0)).toEqual({ seconds: 0, clicks: [] });
    const one = countIn(tempos, signatures, 0, 1);
    expect(one.seconds).toBeCloseTo(2);
    expect(one.clicks.map((click) => click.time)).toEqual([0, 0.5, 1, 1.5]);
    const two = countIn(tempos, signatures, 1920 + 480, 2);
    // Two bars of 3/4 at 90 BPM: six beats of 2/3 s.
    expect(two.seconds).toBeCloseTo(4);
    expect(two.clicks.map((click) => click.accent)).toEqual([true, false, false, true, false, false]);
    expect(two.clicks[5]!.time).toBeCloseTo(10 / 3);
  });
});
