import { describe, expect, it } from 'vitest';
import { shortcutAction } from './shortcuts';

describe('editor shortcuts', () => {
  it('undo and redo on Ctrl and Cmd', () => {
    expect(shortcutAction({ key: 'z', ctrlKey: true })).toEqual({ type: 'undo' });
    expect(shortcutAction({ key: 'z', metaKey: true })).toEqual({ type: 'undo' });
    expect(shortcutAction({ key: 'Z', ctrlKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(shortcutAction({ key: 'y', ctrlKey: true })).toEqual({ type: 'redo' });
  });

  it('clipboard and select all need the modifier', () => {
    expect(shortcutAction({ key: 'a', ctrlKey: true })).toEqual({ type: 'selectAll' });
    expect(shortcutAction({ key: 'c', metaKey: true })).toEqual({ type: 'copy' });
    expect(shortcutAction({ key: 'x', ctrlKey: true })).toEqual({ type: 'cut' });
    expect(shortcutAction({ key: 'v', ctrlKey: true })).toEqual({ type: 'paste' });
    expect(shortcutAction({ key: 'a' })).toBeNull();
    expect(shortcutAction({ key: 'q', ctrlKey: true })).toBeNull();
  });

  it('transposes by a semitone, with Shift by an octave', () => {
    expect(shortcutAction({ key: 'ArrowUp' })).toEqual({ type: 'transpose', semitones: 1 });
    expect(shortcutAction({ key: 'ArrowDown', shiftKey: true })).toEqual({ type: 'transpose', semitones: -12 });
  });

  it('moves by the snap, with Alt selects the neighbour', () => {
    expect(shortcutAction({ key: 'ArrowLeft' })).toEqual({ type: 'move', steps: -1 });
    expect(shortcutAction({ key: 'ArrowRight', altKey: true })).toEqual({ type: 'selectNeighbour', step: 1 });
  });

  it('adds notes, edits lyrics, deletes and opens the sheet', () => {
    expect(shortcutAction({ key: 'n' })).toEqual({ type: 'addNote' });
    expect(shortcutAction({ key: 'N' })).toEqual({ type: 'addNote' });
    expect(shortcutAction({ key: 'Insert' })).toEqual({ type: 'addNote' });
    expect(shortcutAction({ key: 'Enter' })).toEqual({ type: 'editLyric' });
    expect(shortcutAction({ key: 'Delete' })).toEqual({ type: 'delete' });
    expect(shortcutAction({ key: 'Backspace' })).toEqual({ type: 'delete' });
    expect(shortcutAction({ key: '?', shiftKey: true })).toEqual({ type: 'help' });
    expect(shortcutAction({ key: ' ' })).toEqual({ type: 'togglePlay' });
    expect(shortcutAction({ key: 'k' })).toBeNull();
  });
});
