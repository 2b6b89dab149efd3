import { useEffect, useMemo, useRef, useState } from 'react';
import type { Track } from '../../../../shared/studio/document';
import type { PhonemizeResult } from '../../../../shared/studio/voice/syllable';
import { PhonemeClient } from '../adapters/phonemeClient';
import { type NoteMark, noteMarks, phonemizeOrder } from './noteMarks';

type Reading = { trackId: string; language: string; noteIds: string[]; result: PhonemizeResult };

/** How long the roll waits after an edit before it asks for phonemes again (typing, dragging). */
const SETTLE_MS = 80;

/**
 * The marks of the selected track's notes (phonemes, warnings, range), read by a worker a moment
 * after each edit; until the new reading arrives the previous one stays (matched by note id).
 */
export function useNoteMarks(track: Track | undefined): Map<string, NoteMark> {
  const client = useRef<PhonemeClient | null>(null);
  const [reading, setReading] = useState<Reading>();
  const notes = track?.notes;
  const trackId = track?.id;
  const language = track?.language;

  useEffect(() => () => client.current?.dispose(), []);

  // What the reading depends on: the lyrics in order (a move that keeps the order asks nothing).
  const lyrics = useMemo(() => {
    if (!notes) return [];
    return phonemizeOrder(notes).map((note) => ({ id: note.id, lyric: note.lyric }));
  }, [notes]);
  const lyricsKey = useMemo(() => lyrics.map((note) => `${note.id}\u0000${note.lyric}`).join('\u0001'), [lyrics]);
  const lyricsRef = useRef(lyrics);
  lyricsRef.current = lyrics;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the lyrics (read through the ref)
  useEffect(() => {
    if (!trackId || !language) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const asked = lyricsRef.current;
      client.current ??= new PhonemeClient();
      client.current
        .phonemize(language, asked)
        .then((result) => {
          if (!cancelled) setReading({ trackId, language, noteIds: asked.map((note) => note.id), result });
        })
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [lyricsKey, trackId, language]);

  return useMemo(() => {
    if (!track) return new Map();
    const current =
      reading && reading.trackId === track.id && reading.language === track.language ? reading : undefined;
    return noteMarks(track, current);
  }, [track, reading]);
}
