/** What a key press means in the editor; pure so it can be tested without a DOM. */
export type EditorAction =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'delete' }
  | { type: 'selectAll' }
  | { type: 'copy' }
  | { type: 'cut' }
  | { type: 'paste' }
  | { type: 'addNote' }
  | { type: 'transpose'; semitones: number }
  | { type: 'move'; steps: number }
  /** Lengthens (or shortens) the selected notes by snap steps at their end. */
  | { type: 'resize'; steps: number }
  | { type: 'selectNeighbour'; step: 1 | -1 }
  | { type: 'editLyric' }
  | { type: 'editPhonemes' }
  | { type: 'split' }
  | { type: 'merge' }
  | { type: 'quantize'; lengths: boolean }
  | { type: 'zoom'; factor: number }
  | { type: 'help' }
  | { type: 'togglePlay' }
  | { type: 'escape' };

/** How much one press of + or − (or a toolbar zoom button) zooms time. */
export const ZOOM_STEP = 1.5;

export type KeyPress = { key: string; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean };

export function shortcutAction(event: KeyPress): EditorAction | null {
  const command = Boolean(event.ctrlKey || event.metaKey);
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (command) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'a') return { type: 'selectAll' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'x') return { type: 'cut' };
    if (key === 'v') return { type: 'paste' };
    return null;
  }
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return { type: 'delete' };
    case 'n':
    case 'Insert':
      return event.altKey ? null : { type: 'addNote' };
    case 'ArrowUp':
      return { type: 'transpose', semitones: event.shiftKey ? 12 : 1 };
    case 'ArrowDown':
      return { type: 'transpose', semitones: event.shiftKey ? -12 : -1 };
    case 'ArrowLeft':
    case 'ArrowRight': {
      const step = key === 'ArrowLeft' ? -1 : 1;
      if (event.altKey) return { type: 'selectNeighbour', step };
      return event.shiftKey ? { type: 'resize', steps: step } : { type: 'move', steps: step };
    }
    case 'Enter':
      return event.shiftKey ? { type: 'editPhonemes' } : { type: 'editLyric' };
    case 'F2':
      return { type: 'editLyric' };
    case 's':
      return event.altKey ? null : { type: 'split' };
    case 'j':
      return event.altKey ? null : { type: 'merge' };
    case 'q':
      return event.altKey ? null : { type: 'quantize', lengths: Boolean(event.shiftKey) };
    case '+':
    case '=':
      return { type: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { type: 'zoom', factor: 1 / ZOOM_STEP };
    case ' ':
      return { type: 'togglePlay' };
    case '?':
      return { type: 'help' };
    case 'Escape':
      return { type: 'escape' };
    default:
      return null;
  }
}
