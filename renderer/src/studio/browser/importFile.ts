import type { CharacterId } from '../../../../shared/studio/characters';
import type { ProjectDocument } from '../../../../shared/studio/document';
import { importMidi } from '../../../../shared/studio/formats/midi-import';
import { openDocument } from '../../../../shared/studio/migrations';

export type ImportOutcome =
  | { ok: true; document: ProjectDocument }
  | { ok: false; reason: 'unsupported' | 'not_midi' | 'no_notes' | 'too_large' | 'invalid' | 'too_new' };

/** File types the browser's Import offers: MIDI, and Cantara's own project files (JSON). */
export const IMPORT_ACCEPT = '.mid,.midi,.cantara,.json,audio/midi,audio/x-midi';

const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** Reads a chosen file into a project document. */
export async function readImportFile(
  file: File,
  options: { characterId: CharacterId; trackName: (index: number) => string },
): Promise<ImportOutcome> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, reason: 'too_large' };
  const title =
    file.name
      .replace(/\.[^.]+$/, '')
      .trim()
      .slice(0, 100) || 'MIDI';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isMidi = bytes[0] === 0x4d && bytes[1] === 0x54 && bytes[2] === 0x68 && bytes[3] === 0x64; // "MThd"
  if (isMidi) {
    const result = importMidi(bytes, { title, characterId: options.characterId, trackName: options.trackName });
    return result.ok ? { ok: true, document: result.document } : { ok: false, reason: result.reason };
  }
  if (/\.(json|cantara)$/i.test(file.name)) {
    let raw: unknown;
    try {
      raw = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const opened = openDocument(raw);
    if (opened.ok) return { ok: true, document: opened.document };
    return { ok: false, reason: opened.reason === 'not_a_document' ? 'invalid' : opened.reason };
  }
  return { ok: false, reason: 'unsupported' };
}
