/// <reference lib="webworker" />
import { changeVoice } from '../../../../shared/studio/analysis/voice-change';
import type { VoiceChangeMessage, VoiceChangeRequest } from './voiceChangeProtocol';

self.onmessage = (event: MessageEvent<VoiceChangeRequest>) => {
  const { samples, sampleRate, character, transpose, formantShift } = event.data;
  try {
    const sung = changeVoice(samples, sampleRate, { character, transpose, formantShift });
    self.postMessage({ type: 'done', samples: sung } satisfies VoiceChangeMessage, [sung.buffer]);
  } catch (error) {
    console.error(error);
    self.postMessage({ type: 'failed', code: 'VOICE_CHANGE_FAILED' } satisfies VoiceChangeMessage);
  }
};
