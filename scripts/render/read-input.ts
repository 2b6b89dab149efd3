/**
 * Reads what `npm run render` sings: a project file (.cantara or .json, plain or zipped) or any file the studio's format library
 * imports (MIDI with UTF-8 or Shift-JIS lyrics, MusicXML/.mxl, UTAU .ust, OpenUtau .ustx, Synthesizer V
 * .svp, VOCALOID .vpr), with the character and language the command line asks for.
 */
import path from 'node:path';
import type { Language } from '../../shared/languages';
import { type CharacterId, findCharacter } from '../../shared/studio/characters';
import type { ProjectDocument } from '../../shared/studio/document';
import { IMPORT_EXTENSIONS, ImportError, importFile, importToDocument } from '../../shared/studio/formats';
import { sequentialIds } from '../../shared/studio/notes';
import { readProjectFile } from '../../shared/studio/project-file';
import { dominantLanguage } from '../../shared/studio/voice/phonemize/script';

export class InputError extends Error {}

const DEFAULT_CHARACTER: Record<Language, CharacterId> = { en: 'theo', ko: 'hodo', ja: 'nime' };

function defaultLanguageOf(id: CharacterId): Language {
  return findCharacter(id)?.language ?? 'en';
}

export interface InputOptions {
  characterId?: CharacterId | undefined;
  language?: Language | undefined;
}

/** A project document from a file's bytes, with the character and language applied. */
export function readInput(file: string, bytes: Uint8Array, options: InputOptions): ProjectDocument {
  const extension = path.extname(file).toLowerCase();
  const name = path.basename(file);
  if (extension === '.json' || extension === '.cantara') {
    // The project file reader the studio uses: plain or zipped JSON, migrated and validated like the API.
    const opened = readProjectFile(bytes);
    if (!opened.ok) throw new InputError(`${name}: ${opened.message}`);
    const document = opened.document;
    for (const track of document.tracks) {
      if (options.characterId) track.characterId = options.characterId;
      // Without --language a track sings in the language its lyrics are written in.
      const written = dominantLanguage(track.notes.map((note) => note.lyric));
      if (options.language) track.language = options.language;
      else if (options.characterId) track.language = written ?? defaultLanguageOf(options.characterId);
    }
    return document;
  }
  if (!IMPORT_EXTENSIONS.includes(extension)) {
    throw new InputError(
      `Cannot read ${extension || 'files without an extension'}: give a .json project or one of ${IMPORT_EXTENSIONS.join(', ')}.`,
    );
  }
  let imported: ReturnType<typeof importFile>;
  try {
    imported = importFile(name, bytes);
  } catch (error) {
    if (error instanceof ImportError) throw new InputError(`${name} could not be read (${error.message}).`);
    throw error;
  }
  const lyrics = imported.tracks.flatMap((track) => track.notes.map((note) => note.lyric));
  // Without --language: the language the lyrics are written in, else the file's, else the character's.
  const language =
    options.language ??
    dominantLanguage(lyrics) ??
    imported.tracks.find((track) => track.language)?.language ??
    (options.characterId ? defaultLanguageOf(options.characterId) : 'en');
  const characterId = options.characterId ?? DEFAULT_CHARACTER[language];
  const document = importToDocument(imported, {
    characterId,
    ids: sequentialIds('t'),
    title: path.basename(file, extension).slice(0, 100) || 'Untitled',
  });
  for (const track of document.tracks) {
    if (options.language || options.characterId || !track.language) track.language = language;
  }
  if (document.tracks.every((track) => track.notes.length === 0)) throw new InputError(`${name} has no notes.`);
  return document;
}
