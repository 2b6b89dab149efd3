/// <reference lib="webworker" />

import weightsUrl from '@spotify/basic-pitch/model/group1-shard1of1.bin?url';
import modelUrl from '@spotify/basic-pitch/model/model.json?url';
import wasmUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import threadedSimdUrl from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';
import { loadModel, startWasmBackend } from '../../../../shared/studio/analysis/basic-pitch';
import { transcribeMelody } from '../../../../shared/studio/analysis/transcribe';
import type { TranscribeMessage, TranscribeRequest } from './transcribeProtocol';

// The model and TensorFlow.js's WebAssembly come from our own server (bundled assets), never a CDN.
async function load() {
  await startWasmBackend({
    'tfjs-backend-wasm.wasm': wasmUrl,
    'tfjs-backend-wasm-simd.wasm': simdUrl,
    'tfjs-backend-wasm-threaded-simd.wasm': threadedSimdUrl,
  });
  const [manifest, weights] = await Promise.all([
    fetch(modelUrl).then((response) => response.json()),
    fetch(weightsUrl).then((response) => response.arrayBuffer()),
  ]);
  return loadModel({ manifest, weights });
}

const post = (message: TranscribeMessage) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<TranscribeRequest>) => {
  try {
    const model = await load();
    const notes = await transcribeMelody(model, event.data, {
      onProgress: (fraction) => post({ type: 'progress', fraction }),
    });
    post({ type: 'done', notes });
  } catch (error) {
    console.error(error);
    post({ type: 'failed', code: 'TRANSCRIBE_FAILED' });
  }
};
