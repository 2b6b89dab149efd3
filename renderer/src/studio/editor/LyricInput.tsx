import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../../shared/studio/document';
import classes from './Editor.module.css';
import { noteRect, type Viewport } from './viewport';

type Props = {
  note: Note;
  view: Viewport;
  /** Saves the text; `step` moves the input to the next (1) or previous (-1) note, 0 closes it. */
  onCommit: (lyric: string, step: 1 | -1 | 0) => void;
  onCancel: () => void;
  /** Shift+Enter: save the lyric and go on to the note's phonemes. */
  onPhonemes?: () => void;
};

/**
 * The in-place lyric field over a note: Enter saves, Tab / Shift+Tab save and go on, Escape cancels.
 * Mount it keyed by the note, so each note gets a fresh field whose lyric is selected once it is shown
 * and typing replaces it.
 */
export function LyricInput({ note, view, onCommit, onCancel, onPhonemes }: Props) {
  const { t } = useTranslation('studio');
  const [value, setValue] = useState(note.lyric);
  const input = useRef<HTMLInputElement>(null);
  /** Set once a key has answered, so the blur that follows does not commit again. */
  const closed = useRef(false);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const rect = noteRect(view, note);
  return (
    <input
      ref={input}
      className={classes.lyricInput}
      style={{
        left: Math.max(view.keyboardWidth, rect.x),
        top: rect.y - 2,
        width: Math.max(72, rect.width),
        height: rect.height + 4,
      }}
      value={value}
      maxLength={32}
      aria-label={t('editor.lyricLabel')}
      data-testid="lyric-input"
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => {
        if (!closed.current) onCommit(value, 0);
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Tab') {
          event.preventDefault();
          closed.current = true;
          onCommit(value, event.shiftKey ? -1 : 1);
        } else if (event.key === 'Enter') {
          event.preventDefault();
          closed.current = true;
          onCommit(value, 0);
          if (event.shiftKey) onPhonemes?.();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          closed.current = true;
          onCancel();
        }
      }}
    />
  );
}
