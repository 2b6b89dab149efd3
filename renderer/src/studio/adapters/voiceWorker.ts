/// <reference lib="webworker" />
/** The voice worker: the voice host (voiceHost.ts) answering the studio's messages. */
import { createVoiceHost } from './voiceHost';
import type { VoiceRequest } from './voiceProtocol';

declare const self: DedicatedWorkerGlobalScope;

const host = createVoiceHost((message, transfer = []) => self.postMessage(message, transfer));

self.onmessage = (event: MessageEvent<VoiceRequest>) => void host.handle(event.data);
