import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../../shared/studio/document';
import classes from './Editor.module.css';
import { checkPhonemes } from './phonemeOverride';
import { noteRect, type Viewport } from './viewport';

type Props = {
  note: Note;
  view: Viewport;
  /** What the phonemizer reads for the note (shown as the placeholder: an empty field returns to it). */
  automatic: string;
  /** The override to store; null returns the note to automatic phonemes. */
  onCommit: (phonemes: string | null) => void;
  /** Escape: closed without a change (the roll takes the focus back). */
  onCancel: () => void;
  /** The field lost the focus to something else: closed without a change. */
  onDismiss: () => void;
};

/** The in-place phoneme field under a note: Enter saves (empty = automatic), Escape cancels. */
export function PhonemeInput({ note, view, automatic, onCommit, onCancel, onDismiss }: Props) {
  const { t } = useTranslation('studio');
  const [value, setValue] = useState(note.phonemes ?? '');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  /** Set once Enter or Escape has answered, so the blur that follows does nothing more. */
  const closed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the field starts over only when it moves to another note
  useEffect(() => {
    setValue(note.phonemes ?? '');
    setError(undefined);
    closed.current = false;
    input.current?.focus();
    input.current?.select();
  }, [note.id]);
  const rect = noteRect(view, note);
  const left = Math.max(view.keyboardWidth, Math.min(rect.x, view.width - 260));
  const top = Math.min(rect.y + rect.height + 2, view.height - 80);
  const save = () => {
    const checked = checkPhonemes(value);
    if ('unknown' in checked) {
      setError(t('editor.phonemeUnknown', { token: checked.unknown }));
      return;
    }
    closed.current = true;
    onCommit(checked.phonemes);
  };
  return (
    <div className={classes.phonemeBox} style={{ left, top }} data-testid="phoneme-editor">
      <input
        ref={input}
        className={classes.phonemeInput}
        value={value}
        placeholder={automatic}
        maxLength={64}
        spellCheck={false}
        aria-label={t('editor.phonemeLabel', { lyric: note.lyric })}
        aria-invalid={error ? true : undefined}
        aria-describedby="phoneme-hint"
        data-testid="phoneme-input"
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(undefined);
        }}
        onBlur={() => {
          if (!closed.current) onDismiss();
        }}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            closed.current = true;
            onCancel();
          }
        }}
      />
      <div
        id="phoneme-hint"
        className={error ? classes.phonemeError : classes.phonemeHint}
        role={error ? 'alert' : undefined}
      >
        {error ?? t('editor.phonemeHint', { automatic: automatic || '—' })}
      </div>
    </div>
  );
}
