import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note, ProjectDocument, TimeSignatureChange, Track } from '../../../../shared/studio/document';
import { pitchName, tickToBarBeat } from '../../../../shared/studio/time';
import classes from './Editor.module.css';

type Props = {
  document: ProjectDocument;
  track: Track | undefined;
  selected: Set<string>;
  cursorId?: string;
  onSelect: (ids: Set<string>) => void;
  /** The localized explanations of a note's marks (out of range, lyric warnings), added to its name. */
  describe?: (noteId: string) => string[];
};

/** The selected track's notes as a listbox: what screen readers and keyboard users edit through. */
export function NoteList({ document, track, selected, cursorId, onSelect, describe }: Props) {
  const { t } = useTranslation('studio');
  const notes = track?.notes ?? [];
  const listRef = useRef<HTMLDivElement>(null);
  // One stable callback for every row, so that rows whose note did not change are not rendered again.
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const pick = useCallback((id: string) => onSelectRef.current(new Set([id])), []);
  // The cursor note stays in view as the selection moves (and once a new note reaches the list,
  // which follows edits a moment after the roll).
  const hasCursor = notes.some((note) => note.id === cursorId);
  useEffect(() => {
    if (cursorId && hasCursor)
      listRef.current?.querySelector(`#note-option-${cursorId}`)?.scrollIntoView({ block: 'nearest' });
  }, [cursorId, hasCursor]);
  return (
    <div className={classes.noteListBox}>
      <div className={classes.panelTitle} id="note-list-title">
        {t('editor.noteList', { count: notes.length })}
      </div>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-multiselectable="true"
        aria-labelledby="note-list-title"
        aria-activedescendant={cursorId ? `note-option-${cursorId}` : undefined}
        className={classes.noteList}
        data-testid="note-list"
      >
        {notes.length === 0 && <div className={classes.noteListEmpty}>{t('editor.noNotes')}</div>}
        {notes.map((note) => (
          <NoteOption
            key={note.id}
            note={note}
            timeSignatures={document.timeSignatures}
            selected={selected.has(note.id)}
            cursor={note.id === cursorId}
            marks={(describe?.(note.id) ?? []).join('\n')}
            onPick={pick}
            t={t}
          />
        ))}
      </div>
    </div>
  );
}

type OptionProps = {
  note: Note;
  timeSignatures: readonly TimeSignatureChange[];
  selected: boolean;
  cursor: boolean;
  /** The note's mark explanations, one a line ('' for none): a string, so that memo compares it. */
  marks: string;
  onPick: (id: string) => void;
  /** The list's translate function (a new one when the language changes). */
  t: TFunction<'studio'>;
};

/** One note of the list; memoised: a drag or a scroll of a long song re-renders only the notes that changed. */
const NoteOption = memo(function NoteOption({ note, timeSignatures, selected, cursor, marks, onPick, t }: OptionProps) {
  const position = tickToBarBeat(timeSignatures, note.tick);
  const name = t('editor.noteName', {
    pitch: pitchName(note.pitch),
    bar: position.bar,
    beat: position.beat,
    lyric: note.lyric,
  });
  const messages = marks ? marks.split('\n') : [];
  return (
    <div
      id={`note-option-${note.id}`}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      aria-label={messages.length ? [name, ...messages].join('. ') : undefined}
      className={classes.noteOption}
      data-cursor={cursor || undefined}
      data-marked={messages.length ? true : undefined}
      onMouseDown={(event) => {
        event.preventDefault();
        (event.currentTarget.parentElement as HTMLElement).focus();
        onPick(note.id);
      }}
      title={messages.length ? messages.join('\n') : undefined}
    >
      {messages.length > 0 && <IconAlertTriangle size={12} className={classes.noteMarkIcon} aria-hidden />}
      {name}
    </div>
  );
});
