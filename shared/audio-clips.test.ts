import { describe, expect, it } from 'vitest';
import { AUDIO_CLIP_NAME_MAX, cleanClipFileName, sniffAudioFormat } from './audio-clips';
import { encodeWav } from './studio/voice/wav';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const id = (head: Uint8Array) => sniffAudioFormat(head)?.id ?? null;

describe('sniffAudioFormat', () => {
  it('recognises each format the studio keeps by its first bytes', () => {
    expect(id(encodeWav([new Float32Array(8)], 8000))).toBe('wav');
    expect(id(bytes('RF64', [0xff, 0xff, 0xff, 0xff], 'WAVE'))).toBe('wav');
    expect(id(bytes('ID3', [4, 0, 0, 0, 0, 0x10, 0x00]))).toBe('mp3');
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz.
    expect(id(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(id(bytes('OggS', [0, 2]))).toBe('ogg');
    expect(id(bytes('fLaC', [0, 0, 0, 0x22]))).toBe('flac');
    expect(id(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0]))).toBe('mp4');
    expect(id(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'))).toBe('webm');
    expect(id(bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'))).toBe('matroska');
  });

  it('gives each format the type and extension it is stored with', () => {
    expect(sniffAudioFormat(bytes('fLaC')) ?? null).toEqual({
      id: 'flac',
      contentType: 'audio/flac',
      extension: 'flac',
    });
    expect(sniffAudioFormat(bytes([0, 0, 0, 0x18], 'ftypisom'))?.contentType).toBe('audio/mp4');
  });

  it('refuses anything else, whatever it claims', () => {
    for (const head of [
      bytes(''),
      bytes('RIFF'),
      bytes('RIFF', [0, 0, 0, 0], 'AVI '),
      bytes('lyrics: la la la\n'),
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
      bytes([0xff, 0xd8, 0xff, 0xe0]),
      bytes([0, 0, 0, 0x18], 'ftypheic'),
      bytes([0, 0, 0, 0x18], 'ftypavif'),
      bytes('ID3', [9, 0, 0, 0, 0, 0, 0]),
      // A frame sync with reserved layer bits (ADTS AAC), a bad bitrate, a reserved sample rate.
      bytes([0xff, 0xf1, 0x50, 0x80]),
      bytes([0xff, 0xfb, 0xf0, 0x64]),
      bytes([0xff, 0xfb, 0x9c, 0x64]),
      bytes('OggS', [1]),
      bytes('%PDF-1.7'),
    ]) {
      expect(id(head)).toBeNull();
    }
  });
});

describe('cleanClipFileName', () => {
  it('keeps the last path segment without control or direction-override characters', () => {
    expect(cleanClipFileName('C:\\Users\\me\\take 1.wav')).toBe('take 1.wav');
    expect(cleanClipFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanClipFileName('a\u0000b\tc\u0085.wav')).toBe('a b c .wav');
    expect(cleanClipFileName('clip\u202evaw.exe')).toBe('clipvaw.exe');
    expect(cleanClipFileName('broken\ud800.mp3')).toBe('broken.mp3');
    expect(cleanClipFileName('노래\u0301 녹음.webm')).toBe('노래\u0301 녹음.webm'.normalize('NFC'));
    expect(cleanClipFileName('   ')).toBe('audio');
    expect(cleanClipFileName('')).toBe('audio');
  });

  it('cuts a long name to the limit, keeping its extension and whole characters', () => {
    const long = `${'🎤'.repeat(150)}.flac`;
    const cleaned = cleanClipFileName(long);
    expect(cleaned.length).toBeLessThanOrEqual(AUDIO_CLIP_NAME_MAX);
    expect(cleaned.endsWith('🎤.flac')).toBe(true);
    expect(cleanClipFileName('x'.repeat(500))).toBe('x'.repeat(AUDIO_CLIP_NAME_MAX));
  });
});
