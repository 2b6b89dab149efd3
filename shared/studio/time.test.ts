import { describe, expect, it } from 'vitest';
import type { TimeSignatureChange } from './document';
import {
  barBeatToTick,
  fifthsToKey,
  formatBarBeat,
  formatClock,
  gridLines,
  isInScale,
  keyToFifths,
  pitchName,
  secondsToTick,
  snapStep,
  snapTick,
  snapTicks,
  tempoAt,
  tickToBarBeat,
  tickToSeconds,
} from './time';

const tempos = [
  { tick: 0, bpm: 120 },
  { tick: 1920, bpm: 60 },
];
// Two bars of 4/4, then 3/4 from bar 3, then 6/8 from bar 5.
const signatures: TimeSignatureChange[] = [
  { tick: 0, numerator: 4, denominator: 4 },
  { tick: 3840, numerator: 3, denominator: 4 },
  { tick: 3840 + 2 * 1440, numerator: 6, denominator: 8 },
];

describe('tempo map', () => {
  it('converts ticks to seconds across a tempo change and back', () => {
    expect(tickToSeconds(tempos, 480)).toBeCloseTo(0.5);
    expect(tickToSeconds(tempos, 1920)).toBeCloseTo(2);
    expect(tickToSeconds(tempos, 2400)).toBeCloseTo(3);
    expect(secondsToTick(tempos, 3)).toBeCloseTo(2400);
    expect(secondsToTick(tempos, 1)).toBeCloseTo(960);
    expect(tempoAt(tempos, 1919)).toBe(120);
    expect(tempoAt(tempos, 1920)).toBe(60);
  });
});

describe('bars and beats', () => {
  it('counts bars through time-signature changes', () => {
    expect(tickToBarBeat(signatures, 0)).toEqual({ bar: 1, beat: 1, ticks: 0 });
    expect(tickToBarBeat(signatures, 480 * 5 + 10)).toEqual({ bar: 2, beat: 2, ticks: 10 });
    expect(tickToBarBeat(signatures, 3840 + 1440 + 960)).toEqual({ bar: 4, beat: 3, ticks: 0 });
    // 6/8: beats are eighths (240 ticks).
    expect(tickToBarBeat(signatures, 3840 + 2880 + 1440 + 240 * 5)).toEqual({ bar: 6, beat: 6, ticks: 0 });
  });

  it('turns bar.beat back into ticks', () => {
    for (const tick of [0, 490, 3840, 5000, 6720, 9000]) {
      expect(barBeatToTick(signatures, tickToBarBeat(signatures, tick))).toBe(tick);
    }
  });

  it('formats positions and clock times', () => {
    expect(formatBarBeat(signatures, 480 * 5 + 10)).toBe('2.2');
    expect(formatBarBeat(signatures, 480 * 5 + 10, true)).toBe('2.2.010');
    expect(formatClock(65.25)).toBe('01:05');
    expect(formatClock(65.25, true)).toBe('01:05.250');
    expect(formatClock(3600)).toBe('60:00');
  });

  it('lists bar and beat lines for the ruler', () => {
    const lines = gridLines(signatures, 3000, 5300);
    expect(lines.filter((line) => line.isBar).map((line) => [line.bar, line.tick])).toEqual([
      [3, 3840],
      [4, 5280],
    ]);
    expect(lines[0]).toEqual({ tick: 3360, bar: 2, beat: 4, isBar: false });
  });
});

describe('snap grid', () => {
  it('knows the ticks of every division', () => {
    expect(snapTicks('1/1')).toBe(1920);
    expect(snapTicks('1/4')).toBe(480);
    expect(snapTicks('1/8T')).toBe(160);
    expect(snapTicks('1/32')).toBe(60);
    expect(snapTicks('off')).toBe(1);
  });

  it('steps by the snap, or by a beat when the snap is off', () => {
    expect(snapStep('1/8')).toBe(240);
    expect(snapStep('off')).toBe(480);
  });

  it('snaps to the nearest line, down or up, and restarts the grid at each bar', () => {
    expect(snapTick(250, '1/4')).toBe(480);
    expect(snapTick(250, '1/4', [], 'floor')).toBe(0);
    expect(snapTick(10, '1/4', [], 'ceil')).toBe(480);
    expect(snapTick(333, 'off')).toBe(333);
    const fiveEight: TimeSignatureChange[] = [{ tick: 0, numerator: 5, denominator: 8 }];
    // Bar 2 of 5/8 starts at 1200; a half-note grid counts from there.
    expect(snapTick(1250, '1/2', fiveEight)).toBe(1200);
    expect(snapTick(1250, '1/2')).toBe(960);
  });
});

describe('pitches', () => {
  it('names pitches in scientific notation and knows scales', () => {
    expect(pitchName(60)).toBe('C4');
    expect(pitchName(69)).toBe('A4');
    expect(pitchName(61)).toBe('C#4');
    expect(pitchName(0)).toBe('C-1');
    expect(isInScale(64, 0, 'major')).toBe(true);
    expect(isInScale(63, 0, 'major')).toBe(false);
    expect(isInScale(63, 0, 'minor')).toBe(true);
    expect(isInScale(66, 7, 'major')).toBe(true);
  });

  it('converts keys to key signatures and back', () => {
    expect(keyToFifths({ tonic: 7, scale: 'major' })).toBe(1);
    expect(keyToFifths({ tonic: 5, scale: 'major' })).toBe(-1);
    expect(keyToFifths({ tonic: 9, scale: 'minor' })).toBe(0);
    expect(keyToFifths({ tonic: 0, scale: 'minor' })).toBe(-3);
    for (let tonic = 0; tonic < 12; tonic += 1) {
      for (const scale of ['major', 'minor'] as const) {
        expect(fifthsToKey(keyToFifths({ tonic, scale }), scale)).toEqual({ tonic, scale });
      }
    }
  });
});
