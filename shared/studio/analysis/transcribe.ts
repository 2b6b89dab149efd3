import type { BasicPitch } from '@spotify/basic-pitch';
import { hear } from './basic-pitch';
import { extractMelody, type MelodyNote } from './melody';
import { MODEL_SAMPLE_RATE } from './posteriorgram';
import { mixToMono, resample } from './resample';

/** Audio to one melody line: mixed to mono, brought to the model's rate, heard, and read as notes. */
export async function transcribeMelody(
  model: BasicPitch,
  audio: { channels: readonly Float32Array[]; sampleRate: number },
  options: { onProgress?: (fraction: number) => void; cancelled?: () => boolean } = {},
): Promise<MelodyNote[]> {
  const samples = resample(mixToMono(audio.channels), audio.sampleRate, MODEL_SAMPLE_RATE);
  return extractMelody(await hear(model, samples, options));
}
