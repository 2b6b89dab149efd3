// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../../../shared/studio/blank-document';
import type { ProjectDocument } from '../../../../shared/studio/document';
import type { ProjectSession, ProjectSessionState } from '../../../../shared/studio/ports';
import { useEditorDocument, useSessionStatus } from '../project/useProjectSession';
import { useEditorHistory, useSongHistory } from './useEditorHistory';

function songWithNotes(): ProjectDocument {
  const document = blankDocument({ title: 'Song', characterId: 'hodo', trackName: 'Voice 1' });
  const notes = [0, 1, 2].map((index) => ({
    id: `n${index}`,
    tick: index * 480,
    duration: 480,
    pitch: 60,
    lyric: 'la',
  }));
  return { ...document, tracks: [{ ...document.tracks[0]!, notes }] };
}

const pitches = (document: ProjectDocument) => document.tracks[0]!.notes.map((note) => note.pitch);

/** A session that keeps its state in memory and counts its listeners' calls. */
function memorySession(document: ProjectDocument) {
  let state: ProjectSessionState = {
    projectId: 'p1',
    document,
    baseVersion: 1,
    status: 'saved',
    unsaved: false,
    conflictVersion: null,
    errorCode: null,
  };
  const listeners = new Set<() => void>();
  const edits: ProjectDocument[] = [];
  const set = (changes: Partial<ProjectSessionState>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };
  const session: ProjectSession = {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    edit: (next) => {
      edits.push(next);
      set({ document: next, status: 'pending', unsaved: true });
    },
    flush: async () => undefined,
    resolveConflict: async () => ({}),
    close: () => undefined,
  };
  return { session, edits, set };
}

describe('the editor history', () => {
  it('records a drag as one step, reports its result once for saving, and undoes it in one step', () => {
    const start = songWithNotes();
    const reported: ProjectDocument[] = [];
    const { result } = renderHook(() => {
      const song = useSongHistory(start, (next) => reported.push(next));
      return useEditorHistory(song);
    });
    const { history } = result.current;
    const drag = (deltaPitch: number) =>
      history.preview({ type: 'moveNotes', trackId: 'track-1', noteIds: ['n1'], deltaTick: 0, deltaPitch });

    act(() => {
      history.begin();
      drag(1);
      drag(2);
      drag(3);
    });
    expect(reported).toEqual([]);
    act(() => {
      result.current.commit();
    });
    expect(reported.map(pitches)).toEqual([[60, 63, 60]]);
    expect(history.undoDepth).toBe(1);
    // The editor's document (toolbar, panels) has followed the commit.
    expect(pitches(result.current.document)).toEqual([60, 63, 60]);

    act(() => {
      history.undo();
    });
    expect(pitches(result.current.document)).toEqual([60, 60, 60]);
    expect(reported.map(pitches)).toEqual([
      [60, 63, 60],
      [60, 60, 60],
    ]);
  });
});

describe('the project page and the editor', () => {
  it('does not hand the editor back the edits it reported, but does hand it a document from elsewhere', () => {
    const start = songWithNotes();
    const { session, edits, set } = memorySession(start);
    const { result } = renderHook(() => ({ editor: useEditorDocument(session), status: useSessionStatus(session) }));
    const moved = { ...start, tracks: [{ ...start.tracks[0]!, notes: [] }] };

    act(() => result.current.editor.onChange(moved));
    // Saved through the session (the page shows it as pending), while the editor keeps its own copy.
    expect(edits).toEqual([moved]);
    expect(result.current.status).toEqual({ title: 'Song', status: 'pending', unsaved: true, errorCode: null });
    expect(result.current.editor.document).toBe(start);

    // Another source (a conflict resolved with the server's copy, a rename) reaches the editor.
    const theirs = { ...start, title: 'Theirs' };
    act(() => set({ document: theirs, status: 'saved', unsaved: false }));
    expect(result.current.editor.document).toBe(theirs);
    expect(result.current.status.title).toBe('Theirs');
  });

  it('keeps one owner of the song: a rename is an undoable step saved through the session, with no echo', () => {
    const start = songWithNotes();
    const { session, edits } = memorySession(start);
    const { result } = renderHook(() => {
      const editor = useEditorDocument(session);
      const song = useSongHistory(editor.document, editor.onChange);
      return { song, status: useSessionStatus(session) };
    });
    const { history } = result.current.song;
    act(() => {
      history.execute({ type: 'transposeNotes', trackId: 'track-1', noteIds: ['n0'], semitones: 2 });
    });
    act(() => {
      history.execute({ type: 'setTitle', title: 'Renamed' }, { mergeKey: 'title' });
      history.execute({ type: 'setTitle', title: 'Renamed twice' }, { mergeKey: 'title' });
    });
    // Saved as the history holds it; the history kept the earlier edit (nothing came back to reset it).
    expect(edits.at(-1)!.title).toBe('Renamed twice');
    expect(result.current.status.title).toBe('Renamed twice');
    expect(result.current.song.history).toBe(history);
    expect(history.undoDepth).toBe(2);
    act(() => {
      history.undo();
    });
    expect(result.current.status.title).toBe('Song');
    expect(pitches(history.document)).toEqual([62, 60, 60]);
  });
});
