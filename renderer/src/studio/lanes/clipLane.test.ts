import { describe, expect, it } from 'vitest';
import { testAudioTrack, testClip } from '../../../../shared/studio/audio-track-test-helpers';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { applyCommand } from '../../../../shared/studio/commands';
import type { AudioClip } from '../../../../shared/studio/document';
import { tickToSeconds } from '../../../../shared/studio/time';
import { initialViewport } from '../editor/viewport';
import { clipSpan, clipZone, dragPatch, nudgePatch, secondsAtX, type TimeAxis, xAtSeconds } from './clipLane';

// 120 BPM in 4/4: a quarter note (480 ticks) is half a second, 960 ticks a second.
const axis: TimeAxis = { tempos: [{ tick: 0, bpm: 120 }], signatures: [{ tick: 0, numerator: 4, denominator: 4 }] };
const clip = testClip({
  audioId: 'a1',
  name: 'take',
  tick: 960,
  sourceDuration: 10,
  offset: 2,
  fadeIn: 0.5,
  fadeOut: 0.5,
});
const SECOND = 960;
const view = { ...initialViewport(1200, 400), pxPerTick: 0.1 };

/** The recording's time heard at a moment of the song (seconds), for a clip as the patch leaves it. */
const sourceTimeAt = (changed: AudioClip, songSeconds: number) =>
  changed.offset + songSeconds - tickToSeconds(axis.tempos, changed.tick);
const patched = (zone: Parameters<typeof dragPatch>[1], deltaTick: number, snap: '1/4' | 'off' = '1/4') => ({
  ...clip,
  ...dragPatch(clip, zone, deltaTick, snap, axis),
});

describe('the clip lane geometry', () => {
  it('draws a clip from its start to start + duration on the roll’s axis, the fades inside it', () => {
    const span = clipSpan(view, axis.tempos, clip);
    expect(span.x).toBe(64 + 96);
    expect(span.width).toBeCloseTo(4 * 96);
    expect(span.fadeInX).toBeCloseTo(64 + 96 + 48);
    expect(span.fadeOutX).toBeCloseTo(64 + 96 + 3.5 * 96);
    expect(secondsAtX(view, axis.tempos, xAtSeconds(view, axis.tempos, 2.25))).toBeCloseTo(2.25);
  });

  it('tells the body, the edges and the fade handles in the top corners apart', () => {
    const span = clipSpan(view, axis.tempos, clip);
    expect(clipZone(span, span.x + 100, 20, 40)).toBe('body');
    expect(clipZone(span, span.x + 2, 20, 40)).toBe('start');
    expect(clipZone(span, span.x + span.width - 2, 20, 40)).toBe('end');
    expect(clipZone(span, span.fadeInX + 3, 4, 40)).toBe('fadeIn');
    expect(clipZone(span, span.fadeOutX - 3, 4, 40)).toBe('fadeOut');
    expect(clipZone(span, span.x - 1, 20, 40)).toBeUndefined();
    expect(clipZone(span, span.x + 100, 41, 40)).toBeUndefined();
  });

  it('moves the body onto the snap grid, and anywhere with the snap off', () => {
    expect(patched('body', 1000).tick).toBe(1920);
    expect(patched('body', 1000, 'off').tick).toBe(1960);
    expect(patched('body', -5000).tick).toBe(0);
  });

  it('trims the start a second later: offset + 1, duration − 1, the same audio at the same moment', () => {
    const trimmed = patched('start', SECOND);
    expect(trimmed.tick).toBe(2 * SECOND);
    expect(trimmed.offset).toBeCloseTo(3);
    expect(trimmed.duration).toBeCloseTo(3);
    expect(sourceTimeAt(trimmed, 2.5)).toBeCloseTo(sourceTimeAt(clip, 2.5));
  });

  it('cannot trim the start before the recording begins, before the song starts, nor past the shortest clip', () => {
    const later = { ...clip, tick: 5 * SECOND };
    const early = { ...later, ...dragPatch(later, 'start', -10 * SECOND, '1/4', axis) };
    expect(early.offset).toBe(0);
    expect(early.tick).toBe(3 * SECOND);
    expect(early.duration).toBeCloseTo(6);
    expect(sourceTimeAt(early, 5.5)).toBeCloseTo(sourceTimeAt(later, 5.5));
    const songStart = patched('start', -10 * SECOND);
    expect(songStart.tick).toBe(0);
    expect(songStart.offset).toBeCloseTo(1);
    expect(sourceTimeAt(songStart, 1.5)).toBeCloseTo(sourceTimeAt(clip, 1.5));
    const late = patched('start', 20 * SECOND);
    expect(late.duration).toBeCloseTo(0.05);
    expect(late.fadeIn + late.fadeOut).toBeLessThanOrEqual(late.duration + 1e-9);
  });

  it('trims the end on the grid, never past the end of the recording', () => {
    expect(patched('end', -SECOND).duration).toBeCloseTo(3);
    expect(patched('end', 100, 'off').duration).toBeCloseTo(4 + 100 / SECOND);
    expect(patched('end', 60 * SECOND).duration).toBeCloseTo(8);
    expect(patched('end', -60 * SECOND).duration).toBeCloseTo(0.05);
  });

  it('sets the fades without snapping, both within the clip', () => {
    expect(patched('fadeIn', 300).fadeIn).toBeCloseTo(0.5 + 300 / SECOND);
    expect(patched('fadeIn', 60 * SECOND).fadeIn).toBeCloseTo(3.5);
    expect(patched('fadeIn', -60 * SECOND).fadeIn).toBe(0);
    expect(patched('fadeOut', -SECOND).fadeOut).toBeCloseTo(1.5);
    expect(patched('fadeOut', SECOND).fadeOut).toBe(0);
  });

  it('gives a patch that the updateClip command keeps as it is (the document agrees with the preview)', () => {
    const document = blankDocument({ title: 't', characterId: 'hodo', trackName: 'v' });
    document.audioTracks = [testAudioTrack('a', [clip])];
    for (const [zone, delta] of [
      ['start', -10 * SECOND],
      ['start', 1234],
      ['end', 60 * SECOND],
      ['fadeIn', 60 * SECOND],
    ] as const) {
      const changes = dragPatch(clip, zone, delta, '1/8', axis);
      const { document: next } = applyCommand(document, { type: 'updateClip', trackId: 'a', clipId: 'c1', changes });
      expect(next.audioTracks[0]!.clips[0]).toEqual({ ...clip, ...changes });
    }
  });

  it('nudges the body a snap step and a fade a tenth of a second with the arrow keys', () => {
    expect(nudgePatch(clip, 'body', 1, '1/8', axis)).toEqual({ tick: 1200 });
    expect(nudgePatch(clip, 'fadeOut', 1, '1/8', axis).fadeOut).toBeCloseTo(0.4);
    expect(nudgePatch(clip, 'fadeIn', -1, '1/8', axis).fadeIn).toBeCloseTo(0.4);
  });
});
