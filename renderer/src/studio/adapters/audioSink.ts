/** Where rendered audio goes: a Web Audio output the editor's transport plays a mixdown through. */
export type AudioSink = {
  /** Plays a stereo mixdown from `fromSeconds`; `onEnded` when it runs out or is stopped. */
  play(left: Float32Array, right: Float32Array, sampleRate: number, fromSeconds: number, onEnded: () => void): void;
  stop(): void;
  /** The song position of what is heard now, in seconds (undefined when stopped). */
  position(): number | undefined;
};

export function createWebAudioSink(): AudioSink {
  let context: AudioContext | undefined;
  let source: AudioBufferSourceNode | undefined;
  let startedAt = 0;
  let offset = 0;
  return {
    play(left, right, sampleRate, fromSeconds, onEnded) {
      this.stop();
      context ??= new AudioContext();
      void context.resume();
      const buffer = context.createBuffer(2, Math.max(1, left.length), sampleRate);
      buffer.copyToChannel(left as Float32Array<ArrayBuffer>, 0);
      buffer.copyToChannel(right as Float32Array<ArrayBuffer>, 1);
      const node = context.createBufferSource();
      node.buffer = buffer;
      node.connect(context.destination);
      node.onended = () => {
        if (source === node) source = undefined;
        onEnded();
      };
      offset = Math.max(0, Math.min(fromSeconds, buffer.duration));
      startedAt = context.currentTime;
      node.start(0, offset);
      source = node;
    },
    stop() {
      const node = source;
      source = undefined;
      node?.stop();
    },
    position() {
      return source && context ? offset + context.currentTime - startedAt : undefined;
    },
  };
}
