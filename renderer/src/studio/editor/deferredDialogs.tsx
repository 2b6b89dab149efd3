import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { Track } from '../../../../shared/studio/document';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import type { VoiceChangerDialog as VoiceChangerDialogType } from '../voice-tools/VoiceChangerDialog';
import type { VoiceToMidiDialog as VoiceToMidiDialogType } from '../voice-tools/VoiceToMidiDialog';
import type { InsertLyricsDialog as InsertLyricsDialogType } from './InsertLyricsDialog';
import type { NoteContextMenu as NoteContextMenuType } from './NoteContextMenu';
import type { ShortcutSheet as ShortcutSheetType } from './ShortcutSheet';

// The editor's dialogs and the roll's context menu (and the lyric splitting with its kana tables) are not part of the studio's
// first load: each is fetched once the user starts working and mounted when it first opens.

const loadShortcutSheet = () => import('./ShortcutSheet');
const LazyShortcutSheet = lazy(() => loadShortcutSheet().then((m) => ({ default: m.ShortcutSheet })));

/** The keyboard and mouse reference ("?"). */
export function ShortcutSheet(props: ComponentProps<typeof ShortcutSheetType>) {
  usePrefetchOnInput(loadShortcutSheet);
  return (
    <DeferredDialog opened={props.opened}>
      <LazyShortcutSheet {...props} />
    </DeferredDialog>
  );
}

type InsertLyricsProps = Omit<ComponentProps<typeof InsertLyricsDialogType>, 'onInsert' | 'split'> & {
  track: Pick<Track, 'id' | 'notes' | 'language'> | undefined;
  selected: ReadonlySet<string>;
  /** The text spread over the selected notes, as a command (none when nothing changes). */
  onInsert: (command: Command | null) => void;
};

const loadInsertLyrics = () =>
  Promise.all([import('./InsertLyricsDialog'), import('../../../../shared/studio/lyrics')]);
const LazyInsertLyricsDialog = lazy(() =>
  loadInsertLyrics().then(([{ InsertLyricsDialog }, { insertLyrics, lyricUnits }]) => ({
    default: function InsertLyrics({ track, selected, onInsert, ...props }: InsertLyricsProps) {
      return (
        <InsertLyricsDialog
          {...props}
          split={(text) => (track ? lyricUnits(text, track.language) : [])}
          onInsert={(text) => onInsert(track ? insertLyrics(track, selected, text).command : null)}
        />
      );
    },
  })),
);

/** Pastes a line of lyrics over the selected notes, one syllable per note. */
export function InsertLyricsDialog(props: InsertLyricsProps) {
  usePrefetchOnInput(loadInsertLyrics);
  return (
    <DeferredDialog opened={props.opened}>
      <LazyInsertLyricsDialog {...props} />
    </DeferredDialog>
  );
}

const loadNoteMenu = () => import('./NoteContextMenu');
const LazyNoteContextMenu = lazy(() => loadNoteMenu().then((m) => ({ default: m.NoteContextMenu })));

/** The roll's right-click menu: mounted the first time it opens, then kept so that it can close as before. */
export function NoteContextMenu(props: ComponentProps<typeof NoteContextMenuType>) {
  usePrefetchOnInput(loadNoteMenu);
  const [used, setUsed] = useState(false);
  if (props.at && !used) setUsed(true);
  if (!used && !props.at) return null;
  return (
    <Suspense fallback={null}>
      <LazyNoteContextMenu {...props} />
    </Suspense>
  );
}

const loadVoiceToMidi = () => import('../voice-tools/VoiceToMidiDialog');
const LazyVoiceToMidiDialog = lazy(() => loadVoiceToMidi().then((m) => ({ default: m.VoiceToMidiDialog })));

/** Voice to MIDI (its code, not the model's, loads with the first input; the model loads in its worker when used). */
export function VoiceToMidiDialog(props: ComponentProps<typeof VoiceToMidiDialogType>) {
  usePrefetchOnInput(loadVoiceToMidi);
  return (
    <DeferredDialog opened={props.opened}>
      <LazyVoiceToMidiDialog {...props} />
    </DeferredDialog>
  );
}

const loadVoiceChanger = () => import('../voice-tools/VoiceChangerDialog');
const LazyVoiceChangerDialog = lazy(() => loadVoiceChanger().then((m) => ({ default: m.VoiceChangerDialog })));

/** The voice changer (the engine runs in its own worker when used). */
export function VoiceChangerDialog(props: ComponentProps<typeof VoiceChangerDialogType>) {
  usePrefetchOnInput(loadVoiceChanger);
  return (
    <DeferredDialog opened={props.opened}>
      <LazyVoiceChangerDialog {...props} />
    </DeferredDialog>
  );
}
