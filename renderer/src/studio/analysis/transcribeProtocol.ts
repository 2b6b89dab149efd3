import type { MelodyNote } from '../../../../shared/studio/analysis/melody';

/** Audio for the transcription worker: mono or stereo samples at their rate. */
export interface TranscribeRequest {
  channels: Float32Array[];
  sampleRate: number;
}

export type TranscribeMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; notes: MelodyNote[] }
  | { type: 'failed'; code: 'TRANSCRIBE_FAILED' };
