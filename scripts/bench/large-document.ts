import type { ProjectDocument } from '../../shared/studio/document';
import { DOCUMENT_LIMITS } from '../../shared/studio/limits';
import { song, track } from '../../tests/integration/support/projects';

/**
 * A valid document just under the size limit that a basic user may save: 8 tracks, 20,000 notes
 * with lyrics (the note limit), and pitch and dynamics curves filling the rest of the 4 MiB.
 */
export function documentAtLimit(): ProjectDocument {
  const tracks = Array.from({ length: 8 }, (_, index) => {
    const voice = track(`t${index}`, 'hodo', DOCUMENT_LIMITS.maxNotes / 8);
    voice.notes = voice.notes.map((note, n) => ({ ...note, lyric: ['la', 'do', 'mi', 'sol'][n % 4]! }));
    return voice;
  });
  const document = song('At the limit', tracks);
  const base = Buffer.byteLength(JSON.stringify(document));
  const room = DOCUMENT_LIMITS.maxJsonBytes - base - 4 * 1024;
  const pointBytes = Buffer.byteLength(JSON.stringify({ tick: 123456, value: -12.5 })) + 1;
  const perTrack = Math.floor(room / pointBytes / tracks.length / 2);
  for (const voice of document.tracks) {
    voice.curves.pitch = Array.from({ length: perTrack }, (_, i) => ({ tick: 100_000 + i * 10, value: -12.5 }));
    voice.curves.dynamics = Array.from({ length: perTrack }, (_, i) => ({ tick: 100_000 + i * 10, value: -3.25 }));
  }
  return document;
}
