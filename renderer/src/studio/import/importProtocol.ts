import type { ImportErrorCode, ImportResult } from '../../../../shared/studio/formats/types';

/** Page → import worker: one file's name and bytes (transferred). */
export interface ImportRequest {
  name: string;
  bytes: Uint8Array;
}

export type ImportResponse = { ok: true; result: ImportResult } | { ok: false; code: ImportErrorCode };
