import type { Language } from '../../languages';
import { blankTrack, DEFAULT_KEY, DEFAULT_LOOP } from '../blank-document';
import { type CharacterId, findCharacter } from '../characters';
import type { Command } from '../commands';
import { DOCUMENT_SCHEMA_VERSION, type Note, type ProjectDocument, type Track } from '../document';
import { TICKS_PER_QUARTER } from '../limits';
import type { IdGenerator } from '../notes';
import type { ImportedTrack, ImportResult } from './types';

/** The lyric a note without one gets, per language (what the voice sings when nothing is written). */
export const DEFAULT_LYRIC: Record<Language, string> = { ja: 'ら', ko: '라', en: 'la' };

export type ImportTrackOptions = {
  /** The character every imported track sings with (the user may change it per track afterwards). */
  characterId: CharacterId;
  ids: IdGenerator;
  /** Which imported tracks to take (by position in ImportResult.tracks); all when absent. */
  trackIndexes?: readonly number[];
};

/** One imported track as a project track with fresh ids. */
export function importedTrackToTrack(
  imported: ImportedTrack,
  options: Omit<ImportTrackOptions, 'trackIndexes'>,
): Track {
  const language = imported.language ?? findCharacter(options.characterId)?.language ?? 'en';
  const track = blankTrack({
    id: options.ids(),
    name: imported.name || 'Track',
    characterId: options.characterId,
    language,
  });
  const notes: Note[] = imported.notes.map((note) => ({
    ...note,
    id: options.ids(),
    lyric: note.lyric || DEFAULT_LYRIC[language],
  }));
  return {
    ...track,
    notes,
    curves: imported.curves,
    mute: imported.mute ?? false,
    solo: imported.solo ?? false,
    gainDb: imported.gainDb ?? 0,
    pan: imported.pan ?? 0,
  };
}

function chosenTracks(result: ImportResult, indexes?: readonly number[]): ImportedTrack[] {
  return indexes ? result.tracks.filter((_, index) => indexes.includes(index)) : result.tracks;
}

/** A new project from an import (Import in the project browser). */
export function importToDocument(
  result: ImportResult,
  options: ImportTrackOptions & { title: string },
): ProjectDocument {
  return {
    schemaVersion: DOCUMENT_SCHEMA_VERSION,
    title: result.title || options.title,
    ticksPerQuarter: TICKS_PER_QUARTER,
    tempos: result.tempos,
    timeSignatures: result.timeSignatures,
    tracks: chosenTracks(result, options.trackIndexes).map((track) => importedTrackToTrack(track, options)),
    audioTracks: [],
    key: result.key ?? { ...DEFAULT_KEY },
    loop: { ...DEFAULT_LOOP },
  };
}

/**
 * Import into the open project as one undoable step: the chosen tracks are added after the
 * existing ones; with `replaceTempoMap` the file's tempos, time signatures and key replace the project's.
 */
export function importIntoDocumentCommand(
  result: ImportResult,
  options: ImportTrackOptions & { replaceTempoMap?: boolean },
): Command {
  const commands: Command[] = chosenTracks(result, options.trackIndexes).map((track) => ({
    type: 'addTrack',
    track: importedTrackToTrack(track, options),
  }));
  if (options.replaceTempoMap) {
    commands.push({ type: 'setTempoMap', tempos: result.tempos });
    commands.push({ type: 'setTimeSignatureMap', timeSignatures: result.timeSignatures });
    if (result.key) commands.push({ type: 'setKey', key: result.key });
  }
  return { type: 'batch', commands };
}
