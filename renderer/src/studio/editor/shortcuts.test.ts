import { describe, expect, it } from 'vitest';
import { shortcutAction, ZOOM_STEP } from './shortcuts';

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

  it('changes a note’s length by the snap with Shift', () => {
    expect(shortcutAction({ key: 'ArrowRight', shiftKey: true })).toEqual({ type: 'resize', steps: 1 });
    expect(shortcutAction({ key: 'ArrowLeft', shiftKey: true })).toEqual({ type: 'resize', steps: -1 });
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

describe('split, merge, quantize, phonemes and zoom keys', () => {
  it('S splits, J merges, Q quantizes (Shift+Q with lengths)', () => {
    expect(shortcutAction({ key: 's' })).toEqual({ type: 'split' });
    expect(shortcutAction({ key: 'S', shiftKey: true })).toEqual({ type: 'split' });
    expect(shortcutAction({ key: 'j' })).toEqual({ type: 'merge' });
    expect(shortcutAction({ key: 'q' })).toEqual({ type: 'quantize', lengths: false });
    expect(shortcutAction({ key: 'Q', shiftKey: true })).toEqual({ type: 'quantize', lengths: true });
    // With Ctrl/Cmd they stay the browser's (save, …).
    expect(shortcutAction({ key: 's', ctrlKey: true })).toBeNull();
    expect(shortcutAction({ key: 'q', metaKey: true })).toBeNull();
  });

  it('Shift+Enter edits the phonemes, Enter the lyric', () => {
    expect(shortcutAction({ key: 'Enter', shiftKey: true })).toEqual({ type: 'editPhonemes' });
    expect(shortcutAction({ key: 'Enter' })).toEqual({ type: 'editLyric' });
  });

  it('+ and − zoom by the same step, on either keyboard layout', () => {
    expect(shortcutAction({ key: '+', shiftKey: true })).toEqual({ type: 'zoom', factor: ZOOM_STEP });
    expect(shortcutAction({ key: '=' })).toEqual({ type: 'zoom', factor: ZOOM_STEP });
    expect(shortcutAction({ key: '-' })).toEqual({ type: 'zoom', factor: 1 / ZOOM_STEP });
    expect(shortcutAction({ key: '-', ctrlKey: true })).toBeNull();
  });
});
