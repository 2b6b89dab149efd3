import { BasicPitch } from '@spotify/basic-pitch';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { MODEL_SAMPLE_RATE, type Posteriorgram } from './posteriorgram';

/** basic-pitch's model as its package ships it: `model.json` and its weight file. */
export interface ModelFiles {
  manifest: {
    modelTopology: unknown;
    weightsManifest: Array<{ paths: string[]; weights: unknown[] }>;
    format?: string;
    generatedBy?: string;
    convertedBy?: string | null;
  };
  /** The weight files of `weightsManifest`, concatenated in its order. */
  weights: ArrayBuffer;
}

export class TranscriptionCancelled extends Error {
  constructor() {
    super('The transcription was cancelled.');
    this.name = 'TranscriptionCancelled';
  }
}

/**
 * TensorFlow.js on WebAssembly, its binaries fetched from `paths` (a folder, or one address per
 * file): our own server in the browser, node_modules in Node. The model's Fill op names no dtype,
 * which the WebAssembly kernel needs (the CPU kernel guesses it): the kernel is wrapped to default it.
 */
export async function startWasmBackend(paths: string | Record<string, string>): Promise<void> {
  setWasmPaths(paths);
  const fill = tf.getKernel('Fill', 'wasm');
  if (fill && !(fill as { patched?: boolean }).patched) {
    tf.unregisterKernel('Fill', 'wasm');
    tf.registerKernel({
      ...fill,
      patched: true,
      kernelFunc: (args) => {
        const attrs = args.attrs ?? {};
        const dtype = attrs.dtype ?? (typeof attrs.value === 'string' ? 'string' : 'float32');
        return fill.kernelFunc({ ...args, attrs: { ...attrs, dtype } });
      },
    } as tf.KernelConfig);
  }
  if (!(await tf.setBackend('wasm'))) throw new Error('The WebAssembly backend did not start.');
  await tf.ready();
}

export function loadModel(files: ModelFiles): BasicPitch {
  const { manifest } = files;
  return new BasicPitch(
    tf.loadGraphModel(
      tf.io.fromMemory({
        modelTopology: manifest.modelTopology as tf.io.ModelJSON['modelTopology'],
        weightSpecs: manifest.weightsManifest.flatMap((group) => group.weights) as tf.io.WeightsManifestEntry[],
        weightData: files.weights,
        format: manifest.format,
        generatedBy: manifest.generatedBy,
        convertedBy: manifest.convertedBy ?? undefined,
      }),
    ),
  );
}

/**
 * Runs the model over 22 050 Hz mono audio. `onProgress` hears 0…1; `cancelled()` is asked between
 * two-second windows, and a yes ends the run with TranscriptionCancelled.
 */
export async function hear(
  model: BasicPitch,
  samples: Float32Array,
  options: { onProgress?: (fraction: number) => void; cancelled?: () => boolean } = {},
): Promise<Posteriorgram> {
  const heard: Posteriorgram = { frames: [], onsets: [], contours: [] };
  if (samples.length < MODEL_SAMPLE_RATE / 10) return heard;
  await model.evaluateModel(
    samples,
    (frames, onsets, contours) => {
      heard.frames.push(...frames);
      heard.onsets.push(...onsets);
      heard.contours.push(...contours);
    },
    (fraction) => {
      if (options.cancelled?.()) throw new TranscriptionCancelled();
      options.onProgress?.(fraction);
    },
  );
  return heard;
}
