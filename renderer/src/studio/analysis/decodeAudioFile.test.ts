import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipAudio, forgetClipAudio, loadClipAudio } from '../adapters/clipAudioStore';
import { AUDIO_LIMITS, type DecodeErrorCode, decodeAudio, decodeErrorKey } from './decodeAudioFile';

/** The browser's decoder, answering a recording of `seconds` with `channels` channels at the rate asked. */
function stubDecoder(seconds: number, channels: number) {
  vi.stubGlobal(
    'OfflineAudioContext',
    class {
      constructor(
        _channels: number,
        _length: number,
        readonly sampleRate: number,
      ) {}
      async decodeAudioData() {
        const length = Math.round(seconds * 100);
        const data = Array.from({ length: channels }, (_, index) => new Float32Array(length).fill(index));
        return {
          duration: seconds,
          length,
          numberOfChannels: channels,
          sampleRate: this.sampleRate,
          getChannelData: (index: number) => data[index]!,
        };
      }
    },
  );
}

afterEach(() => {
  forgetClipAudio();
  vi.unstubAllGlobals();
});

describe('the studio’s one audio decoder', () => {
  it('decodes a stored clip’s bytes to the rate asked, its first two channels kept', async () => {
    stubDecoder(2, 3);
    const decoded = await decodeAudio(new ArrayBuffer(64), 48000);
    expect(decoded.ok && decoded.audio.sampleRate).toBe(48000);
    expect(decoded.ok && decoded.audio.channels.map((channel) => channel[0])).toEqual([0, 1]);
  });

  it('holds a clip fetched from the server to the same limits as an import: a too-long one stays silent', async () => {
    stubDecoder(AUDIO_LIMITS.maxSeconds + 1, 2);
    expect(await decodeAudio(new Blob(['x']), 48000)).toEqual({ ok: false, code: 'AUDIO_TOO_LONG' });
    expect(await loadClipAudio('long', async () => new ArrayBuffer(64))).toBeUndefined();
    expect(clipAudio('long')).toBeUndefined();
    stubDecoder(3, 2);
    expect(await loadClipAudio('short', async () => new ArrayBuffer(64))).toBeDefined();
    expect(clipAudio('short')?.channels).toHaveLength(2);
  });

  it('has each of its errors in English, Korean and Japanese', () => {
    const codes: DecodeErrorCode[] = ['AUDIO_TOO_LARGE', 'AUDIO_TOO_LONG', 'AUDIO_UNREADABLE', 'AUDIO_EMPTY'];
    for (const language of ['en', 'ko', 'ja']) {
      const url = new URL(`../../i18n/locales/${language}/studio-voice-tools.json`, import.meta.url);
      const texts = JSON.parse(readFileSync(url, 'utf8')) as { errors: Record<string, string> };
      for (const code of codes) expect(texts.errors[decodeErrorKey(code).slice('errors.'.length)]).toBeTruthy();
    }
  });
});
