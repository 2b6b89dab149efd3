export type BitDepth = 16 | 24;

/** PCM WAV (RIFF, little-endian) from one or two channels of samples in −1…1. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number, bitDepth: BitDepth = 16): Uint8Array {
  if (channels.length < 1 || channels.length > 2) throw new RangeError('WAV export takes one or two channels.');
  const frames = channels[0]!.length;
  const bytesPerSample = bitDepth / 8;
  const blockAlign = bytesPerSample * channels.length;
  const dataBytes = frames * blockAlign;
  const buffer = new Uint8Array(44 + dataBytes);
  const view = new DataView(buffer.buffer);
  const text = (offset: number, value: string) => {
    for (let index = 0; index < value.length; index += 1) buffer[offset + index] = value.charCodeAt(index);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels.length, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitDepth, true);
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  const max = bitDepth === 16 ? 32767 : 8388607;
  let offset = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (const channel of channels) {
      const raw = channel[frame]!;
      const clamped = Number.isFinite(raw) ? Math.max(-1, Math.min(1, raw)) : 0;
      const value = Math.round(clamped * max);
      if (bitDepth === 16) view.setInt16(offset, value, true);
      else {
        buffer[offset] = value & 0xff;
        buffer[offset + 1] = (value >> 8) & 0xff;
        buffer[offset + 2] = (value >> 16) & 0xff;
      }
      offset += bytesPerSample;
    }
  }
  return buffer;
}

/** Reads back a PCM WAV written by encodeWav (tests, the CLI's checks). */
export function decodeWav(bytes: Uint8Array): { sampleRate: number; bitDepth: number; channels: Float32Array[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const channelCount = view.getUint16(22, true);
  const sampleRate = view.getUint32(24, true);
  const bitDepth = view.getUint16(34, true);
  const dataBytes = view.getUint32(40, true);
  const bytesPerSample = bitDepth / 8;
  const frames = dataBytes / (bytesPerSample * channelCount);
  const channels = Array.from({ length: channelCount }, () => new Float32Array(frames));
  let offset = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (const channel of channels) {
      if (bitDepth === 16) channel[frame] = view.getInt16(offset, true) / 32767;
      else {
        let value = bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
        if (value & 0x800000) value -= 0x1000000;
        channel[frame] = value / 8388607;
      }
      offset += bytesPerSample;
    }
  }
  return { sampleRate, bitDepth, channels };
}
