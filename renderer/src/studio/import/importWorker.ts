/// <reference lib="webworker" />
/**
 * Reads one imported file off the main thread, so a file that is slow or hostile can at worst
 * cost this worker (which the page then ends), never the tab. Answers with the import result or
 * the importer's error code.
 */
import { tryImportFile } from '../../../../shared/studio/formats';
import type { ImportRequest, ImportResponse } from './importProtocol';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  const { name, bytes } = event.data;
  const read = tryImportFile(name, bytes);
  const response: ImportResponse = read.ok ? { ok: true, result: read.result } : { ok: false, code: read.error.code };
  self.postMessage(response);
};
