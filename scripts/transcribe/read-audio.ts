import fs from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';
import { decodeWav } from '../../shared/studio/voice/wav';

export interface DecodedAudio {
  channels: Float32Array[];
  sampleRate: number;
}

export class AudioInputError extends Error {}

function isWav(bytes: Uint8Array): boolean {
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return bytes.length >= 12 && tag(0) === 'RIFF' && tag(8) === 'WAVE';
}

function isMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const frameSync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return id3 || frameSync;
}

/** A WAV or MP3 file's samples, told apart by content rather than by name. */
export async function readAudio(bytes: Uint8Array): Promise<DecodedAudio> {
  if (isWav(bytes)) {
    try {
      const { channels, sampleRate } = decodeWav(bytes);
      return { channels, sampleRate };
    } catch (error) {
      throw new AudioInputError(`the WAV file cannot be read (${(error as Error).message})`);
    }
  }
  if (isMp3(bytes)) {
    const decoder = new MPEGDecoder();
    await decoder.ready;
    try {
      const decoded = decoder.decode(bytes);
      if (decoded.samplesDecoded === 0) throw new AudioInputError('the MP3 file holds no audio it can decode');
      return { channels: decoded.channelData, sampleRate: decoded.sampleRate };
    } finally {
      decoder.free();
    }
  }
  throw new AudioInputError('the file is neither WAV nor MP3');
}

/** A command's input file read and decoded; what cannot be read or decoded ends the command through `fail`. */
export async function readAudioFile(input: string, fail: (message: string) => never): Promise<DecodedAudio> {
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(input);
  } catch (error) {
    fail(`cannot read ${input} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  try {
    return await readAudio(bytes);
  } catch (error) {
    if (error instanceof AudioInputError) fail(`${input}: ${error.message}.`);
    throw error;
  }
}
