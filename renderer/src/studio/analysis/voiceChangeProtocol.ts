import type { CharacterId } from '../../../../shared/studio/characters';

export interface VoiceChangeRequest {
  samples: Float32Array;
  sampleRate: number;
  character: CharacterId;
  transpose: number;
  formantShift: number;
}

export type VoiceChangeMessage =
  | { type: 'done'; samples: Float32Array }
  | { type: 'failed'; code: 'VOICE_CHANGE_FAILED' };
