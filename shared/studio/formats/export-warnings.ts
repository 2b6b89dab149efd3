import type { ProjectDocument } from '../document';
import type { ExportResult } from './types';

/**
 * The warning of an export that keeps notes and lyrics only: the document's curves, vibratos and
 * phoneme overrides are left out of the file.
 */
export function parametersNotExported(doc: ProjectDocument): ExportResult['warnings'] {
  const hasParameters = doc.tracks.some(
    (track) =>
      track.curves.pitch.length ||
      track.curves.dynamics.length ||
      track.curves.breathiness.length ||
      track.notes.some((note) => note.vibrato || note.phonemes),
  );
  return hasParameters ? [{ code: 'PARAMETERS_NOT_EXPORTED' }] : [];
}
