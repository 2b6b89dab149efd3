import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';
import {
  clipAudio,
  forgetClipAudio,
  loadClipAudio,
  rememberClipAudio,
  retainClipAudio,
  UNUSED_BYTES,
} from './clipAudioStore';

/** A mono recording taking `share` of the unused budget. */
const recording = (share: number): ClipAudio => ({
  channels: [new Float32Array(Math.floor((UNUSED_BYTES * share) / 4))],
  sampleRate: 48000,
});

afterEach(() => {
  forgetClipAudio();
  vi.unstubAllGlobals();
});

describe('the decoded recordings the studio keeps', () => {
  it('keeps a deleted clip’s recording for undo, and lets go of the longest unused beyond the budget', () => {
    const [a, b, c] = [recording(0.7), recording(0.4), recording(0.3)];
    rememberClipAudio('a', a);
    rememberClipAudio('b', b);
    rememberClipAudio('c', c);
    retainClipAudio(['a', 'b', 'c']);
    retainClipAudio(['b', 'c']); // a's clip deleted: kept, undo may bring it back
    expect(clipAudio('a')).toBe(a);
    retainClipAudio(['c']); // then b's: a and b together are over the budget, a has been unused longer
    expect(clipAudio('a')).toBeUndefined();
    expect(clipAudio('b')).toBe(b);
    expect(clipAudio('c')).toBe(c);
  });

  it('never lets go of what the document plays, however large', () => {
    const [big, other] = [recording(1.5), recording(0.8)];
    rememberClipAudio('big', big);
    rememberClipAudio('other', other);
    retainClipAudio(['big', 'other']);
    expect(clipAudio('big')).toBe(big);
    expect(clipAudio('other')).toBe(other);
  });

  it('lets go of everything when the project closes, even a load still under way', async () => {
    rememberClipAudio('a', recording(0.1));
    retainClipAudio(['a']);
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        async decodeAudioData() {
          return { numberOfChannels: 1, sampleRate: 48000, getChannelData: () => new Float32Array(10) };
        }
      },
    );
    let answer = (_bytes: ArrayBuffer) => {};
    const loading = loadClipAudio('late', () => new Promise<ArrayBuffer>((resolve) => (answer = resolve)));
    forgetClipAudio();
    expect(clipAudio('a')).toBeUndefined();
    answer(new ArrayBuffer(8));
    await loading;
    expect(clipAudio('late')).toBeUndefined();
  });
});
