import { Mp3Encoder } from '@breezystack/lamejs';

/** Encodes mono 16-bit PCM as a constant-bit-rate MP3 (LAME). */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) chunks.push(encoder.encodeBuffer(samples.subarray(i, i + 1152)));
  chunks.push(encoder.flush());
  return Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)));
}
