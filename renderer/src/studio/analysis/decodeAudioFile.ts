import { MODEL_SAMPLE_RATE } from '../../../../shared/studio/analysis/posteriorgram';
import type { ClipAudio } from '../../../../shared/studio/voice/clip-render';

/** What the studio takes as audio: WAV, MP3, OGG, FLAC and M4A, where the browser can decode them. */
export const AUDIO_ACCEPT = '.wav,.mp3,.ogg,.oga,.opus,.flac,.m4a,.aac,.webm,audio/*';
/**
 * The one set of limits on audio the studio decodes (an audio track's import, a clip from the server,
 * the voice tools' input): the longest audio, the largest file (the server's upload limit too), and
 * the shortest that counts as sound.
 */
export const AUDIO_LIMITS = { maxSeconds: 10 * 60, maxFileBytes: 50 * 1024 * 1024, minSeconds: 0.05 } as const;

export type DecodeErrorCode = 'AUDIO_TOO_LARGE' | 'AUDIO_TOO_LONG' | 'AUDIO_UNREADABLE' | 'AUDIO_EMPTY';
export type DecodeOutcome = { ok: true; audio: ClipAudio; seconds: number } | { ok: false; code: DecodeErrorCode };

/** The localized message of a decoding error (namespace studio-voice-tools, in en, ko and ja). */
export const decodeErrorKey = (code: DecodeErrorCode) => `errors.${code}` as const;

/**
 * The studio's one audio decoder: a file, a recording or a stored clip's bytes, decoded by the
 * browser straight to `sampleRate` (it resamples while it decodes; the audio-to-MIDI model's
 * 22 050 Hz unless told), its first two channels kept (the studio plays stereo), within AUDIO_LIMITS.
 */
export async function decodeAudio(
  input: Blob | ArrayBuffer,
  sampleRate: number = MODEL_SAMPLE_RATE,
): Promise<DecodeOutcome> {
  const size = input instanceof ArrayBuffer ? input.byteLength : input.size;
  if (size > AUDIO_LIMITS.maxFileBytes) return { ok: false, code: 'AUDIO_TOO_LARGE' };
  if (size === 0) return { ok: false, code: 'AUDIO_EMPTY' };
  let buffer: AudioBuffer;
  try {
    const bytes = input instanceof ArrayBuffer ? input : await input.arrayBuffer();
    buffer = await new OfflineAudioContext(1, 1, sampleRate).decodeAudioData(bytes);
  } catch {
    return { ok: false, code: 'AUDIO_UNREADABLE' };
  }
  if (buffer.duration > AUDIO_LIMITS.maxSeconds) return { ok: false, code: 'AUDIO_TOO_LONG' };
  if (buffer.duration <= AUDIO_LIMITS.minSeconds) return { ok: false, code: 'AUDIO_EMPTY' };
  const channels = Array.from({ length: Math.min(2, buffer.numberOfChannels) }, (_, index) =>
    buffer.getChannelData(index).slice(),
  );
  return { ok: true, audio: { channels, sampleRate: buffer.sampleRate }, seconds: buffer.duration };
}
