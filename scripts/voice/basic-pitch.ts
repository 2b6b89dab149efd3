/**
 * The studio's audio-to-MIDI in Node (the transcribe command, benches and tests): basic-pitch's
 * model and TensorFlow.js's WebAssembly binaries read from node_modules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { BasicPitch } from '@spotify/basic-pitch';
import { loadModel, startWasmBackend } from '../../shared/studio/analysis/basic-pitch';

let ready: Promise<BasicPitch> | undefined;

const require = createRequire(import.meta.url);

function packageDirectory(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

async function load(): Promise<BasicPitch> {
  await startWasmBackend(`${path.join(packageDirectory('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
  const directory = path.join(packageDirectory('@spotify/basic-pitch'), 'model');
  const manifest = JSON.parse(fs.readFileSync(path.join(directory, 'model.json'), 'utf8'));
  const weights = Buffer.concat(
    manifest.weightsManifest.flatMap((group: { paths: string[] }) =>
      group.paths.map((file) => fs.readFileSync(path.join(directory, file))),
    ),
  );
  return loadModel({
    manifest,
    weights: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) as ArrayBuffer,
  });
}

/** The model, loaded once per process. */
export function nodeTranscriber(): Promise<BasicPitch> {
  ready ??= load();
  return ready;
}
