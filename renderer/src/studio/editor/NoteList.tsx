import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDocument, Track } from '../../../../shared/studio/document';
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
  // The cursor note stays in view as the selection moves.
  useEffect(() => {
    if (cursorId) listRef.current?.querySelector(`#note-option-${cursorId}`)?.scrollIntoView({ block: 'nearest' });
  }, [cursorId]);
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
        {notes.map((note) => {
          const position = tickToBarBeat(document.timeSignatures, note.tick);
          const name = t('editor.noteName', {
            pitch: pitchName(note.pitch),
            bar: position.bar,
            beat: position.beat,
            lyric: note.lyric,
          });
          const messages = describe?.(note.id) ?? [];
          return (
            <div
              key={note.id}
              id={`note-option-${note.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={selected.has(note.id)}
              aria-label={messages.length ? [name, ...messages].join('. ') : undefined}
              className={classes.noteOption}
              data-cursor={note.id === cursorId || undefined}
              data-marked={messages.length ? true : undefined}
              onMouseDown={(event) => {
                event.preventDefault();
                (event.currentTarget.parentElement as HTMLElement).focus();
                onSelect(new Set([note.id]));
              }}
              title={messages.length ? messages.join('\n') : undefined}
            >
              {messages.length > 0 && <IconAlertTriangle size={12} className={classes.noteMarkIcon} aria-hidden />}
              {name}
            </div>
          );
        })}
      </div>
    </div>
  );
}
