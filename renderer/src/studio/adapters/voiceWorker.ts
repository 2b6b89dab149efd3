/// <reference lib="webworker" />
/** The voice worker: the voice host (voiceHost.ts) answering the studio's messages. */
import { createVoiceHost } from './voiceHost';
import type { VoiceRequest } from './voiceProtocol';

declare const self: DedicatedWorkerGlobalScope;

/**
 * The host's pauses between steps: a message to itself through a MessageChannel, which lets the
 * studio's messages in like a 0-ms timeout does, without the browser's 4-ms clamp on nested timeouts
 * (a 3-minute song takes a few thousand steps).
 */
function messageChannelTurn(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}

const host = createVoiceHost((message, transfer = []) => self.postMessage(message, transfer), {
  yieldTurn: messageChannelTurn(),
});

self.onmessage = (event: MessageEvent<VoiceRequest>) => void host.handle(event.data);
