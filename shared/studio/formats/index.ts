import type { ProjectDocument, Track } from '../document';
import { startsWith } from './common';
import { exportMidi, importMidi } from './midi';
import { importMusicXml } from './musicxml';
import { exportMusicXml, exportMxl } from './musicxml-export';
import { importSvp } from './svp';
import { decodeText } from './text-encoding';
import { type ExportResult, type FileFormat, ImportError, type ImportResult } from './types';
import { exportUst, importUst, type UstExportOptions } from './ust';
import { importUstx } from './ustx';
import { importVpr } from './vpr';
import { isZip, zipEntryNames } from './zip';

/**
 * File import and export of the studio. `importFile` finds the format from the content (magic
 * bytes and structure) and else from the file name, and only ever throws an ImportError.
 */

export { IMPORT_LIMITS } from './budget';
export { BLICKS_PER_QUARTER } from './svp';
export * from './to-document';
export * from './types';
export type { UstExportOptions } from './ust';
export {
  exportMidi,
  exportMusicXml,
  exportMxl,
  exportUst,
  importMidi,
  importMusicXml,
  importSvp,
  importUst,
  importUstx,
  importVpr,
};

const EXTENSIONS: Record<string, FileFormat> = {
  mid: 'midi',
  midi: 'midi',
  smf: 'midi',
  kar: 'midi',
  musicxml: 'musicxml',
  xml: 'musicxml',
  mxl: 'musicxml',
  ust: 'ust',
  ustx: 'ustx',
  svp: 'svp',
  vpr: 'vpr',
};

/** File extensions the import dialog accepts (for an <input accept>). */
export const IMPORT_EXTENSIONS = Object.keys(EXTENSIONS).map((extension) => `.${extension}`);

function extensionFormat(fileName: string): FileFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension ? EXTENSIONS[extension] : undefined;
}

/** The format of a file from its content, else its name; undefined when neither says. */
export function detectFormat(fileName: string, bytes: Uint8Array): FileFormat | undefined {
  if (startsWith(bytes, 'MThd')) return 'midi';
  if (isZip(bytes)) {
    const names = zipEntryNames(bytes);
    if (names.some((name) => /(^|[/\\])sequence\.json$/i.test(name))) return 'vpr';
    if (names.some((name) => name === 'META-INF/container.xml' || /\.(musicxml|xml)$/i.test(name))) return 'musicxml';
    return extensionFormat(fileName);
  }
  const head = decodeText(bytes.subarray(0, 4096)).text.replace(/^\s+/, '');
  if (head.startsWith('<')) {
    if (/<score-(partwise|timewise)[\s>]/.test(head)) return 'musicxml';
    return extensionFormat(fileName);
  }
  if (head.startsWith('{') && /"(time|library)"\s*:/.test(head)) return 'svp';
  if (/^ustx_version\s*:/m.test(head) || /^voice_parts\s*:/m.test(head)) return 'ustx';
  if (/^\[#(VERSION|SETTING|0000)\]/m.test(head)) return 'ust';
  return extensionFormat(fileName);
}

const IMPORTERS: Record<FileFormat, (bytes: Uint8Array) => ImportResult> = {
  midi: importMidi,
  musicxml: importMusicXml,
  ust: importUst,
  ustx: importUstx,
  svp: importSvp,
  vpr: importVpr,
};

/** Reads a file of any supported format; throws only ImportError (with a code for the message). */
export function importFile(fileName: string, bytes: Uint8Array): ImportResult {
  if (!bytes.length) throw new ImportError('IMPORT_EMPTY', 'empty file');
  const format = detectFormat(fileName, bytes);
  if (!format) throw new ImportError('IMPORT_UNKNOWN_FORMAT');
  try {
    return IMPORTERS[format](bytes);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('IMPORT_CORRUPTED', error instanceof Error ? error.message : String(error));
  }
}

/** importFile as a result value, for callers that prefer not to catch. */
export function tryImportFile(
  fileName: string,
  bytes: Uint8Array,
): { ok: true; result: ImportResult } | { ok: false; error: ImportError } {
  try {
    return { ok: true, result: importFile(fileName, bytes) };
  } catch (error) {
    return {
      ok: false,
      error: error instanceof ImportError ? error : new ImportError('IMPORT_CORRUPTED', String(error)),
    };
  }
}

export const EXPORT_FORMATS = ['midi', 'musicxml', 'mxl', 'ust'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The file extension and MIME type of each export. */
export const EXPORT_FILE_TYPES: Record<ExportFormat, { extension: string; mimeType: string }> = {
  midi: { extension: 'mid', mimeType: 'audio/midi' },
  musicxml: { extension: 'musicxml', mimeType: 'application/vnd.recordare.musicxml+xml' },
  mxl: { extension: 'mxl', mimeType: 'application/vnd.recordare.musicxml' },
  ust: { extension: 'ust', mimeType: 'text/plain' },
};

/** Writes a document in an export format; a UST holds one track (the first unless given). */
export function exportFile(
  doc: ProjectDocument,
  format: ExportFormat,
  options: { track?: Track } & UstExportOptions = {},
): ExportResult {
  switch (format) {
    case 'midi':
      return exportMidi(doc);
    case 'musicxml':
      return exportMusicXml(doc);
    case 'mxl':
      return exportMxl(doc);
    case 'ust': {
      const track = options.track ?? doc.tracks[0];
      if (!track) return { bytes: new Uint8Array(), warnings: [] };
      return exportUst(doc, track, options);
    }
  }
}
