import { MODEL_SAMPLE_RATE } from '../../../../shared/studio/analysis/posteriorgram';
import type { TranscribeRequest } from './transcribeProtocol';

/** What the studio takes as audio: WAV, MP3, OGG, FLAC and M4A, where the browser can decode them. */
export const AUDIO_ACCEPT = '.wav,.mp3,.ogg,.oga,.opus,.flac,.m4a,.aac,.webm,audio/*';
/** The longest audio the tools take, and the largest file. */
export const AUDIO_LIMITS = { maxSeconds: 10 * 60, maxFileBytes: 50 * 1024 * 1024 } as const;

export type DecodeOutcome =
  | { ok: true; audio: TranscribeRequest; seconds: number }
  | { ok: false; code: 'AUDIO_TOO_LARGE' | 'AUDIO_TOO_LONG' | 'AUDIO_UNREADABLE' | 'AUDIO_EMPTY' };

/**
 * Decodes a file or a recording with the browser's own decoders, straight to `sampleRate` (the
 * audio-to-MIDI model's 22 050 Hz unless told): the browser resamples while it decodes.
 */
export async function decodeAudio(blob: Blob, sampleRate: number = MODEL_SAMPLE_RATE): Promise<DecodeOutcome> {
  if (blob.size > AUDIO_LIMITS.maxFileBytes) return { ok: false, code: 'AUDIO_TOO_LARGE' };
  if (blob.size === 0) return { ok: false, code: 'AUDIO_EMPTY' };
  let buffer: AudioBuffer;
  try {
    const context = new OfflineAudioContext(1, 1, sampleRate);
    buffer = await context.decodeAudioData(await blob.arrayBuffer());
  } catch {
    return { ok: false, code: 'AUDIO_UNREADABLE' };
  }
  if (buffer.duration > AUDIO_LIMITS.maxSeconds) return { ok: false, code: 'AUDIO_TOO_LONG' };
  if (buffer.length === 0) return { ok: false, code: 'AUDIO_EMPTY' };
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, index) => buffer.getChannelData(index).slice());
  return { ok: true, audio: { channels, sampleRate: buffer.sampleRate }, seconds: buffer.duration };
}
