import { Alert } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blankTrack } from '../../../../shared/studio/blank-document';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { NoteClipboard } from '../../../../shared/studio/clipboard';
import type { Command } from '../../../../shared/studio/commands';
import { DEFAULT_LYRIC } from '../../../../shared/studio/formats/to-document';
import { randomIds } from '../../../../shared/studio/notes';
import type { SnapDivision } from '../../../../shared/studio/time';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { ImportSummaryDialog } from '../import/ImportSummaryDialog';
import { CurveLanePanel } from '../lanes/CurveLanePanel';
import lanes from '../lanes/Lanes.module.css';
import { laneShortcut, loopCommand } from '../lanes/laneShortcuts';
import { SongBar } from '../lanes/SongBar';
import { TimelineStrip } from '../lanes/TimelineStrip';
import { TransportControls } from '../playback/TransportControls';
import { transportSettings } from '../playback/transportSettings';
import { InsertLyricsDialog, NoteContextMenu, ShortcutSheet } from './deferredDialogs';
import classes from './Editor.module.css';
import { EditorToolbar } from './EditorToolbar';
import { EditTools } from './EditTools';
import { downloadExport } from './exportDocument';
import { IMPORT_INTO_ACCEPT } from './importIntoProject';
import { LyricInput } from './LyricInput';
import { trackOf, WithLiveDocument } from './liveDocument';
import { NoteList } from './NoteList';
import { PhonemeInput } from './PhonemeInput';
import { PianoRollCanvas } from './PianoRollCanvas';
import { performAction } from './performAction';
import { shortcutAction } from './shortcuts';
import { TrackPanel } from './TrackPanel';
import { type SongHistory, useEditorHistory } from './useEditorHistory';
import { useEditorPlayback } from './useEditorPlayback';
import { useLyricEditing } from './useLyricEditing';
import { useRollOpensOnNotes } from './useRollOpensOnNotes';
import { useRollTools } from './useRollTools';
import { useSongImport } from './useSongImport';
import { followPlayhead, revealNote, tickToX, zoomAt } from './viewport';
import { useViewportStore, WithViewport } from './viewportStore';

export type StudioEditorProps = {
  /** The song's history, owned by the project page (which saves what it holds). */
  song: SongHistory;
  characters: Map<string, StudioCharacterView>;
};

/** The piano-roll editor: tracks, roll, note list and toolbar around one undo history. */
export function StudioEditor({ song, characters }: StudioEditorProps) {
  const { t } = useTranslation('studio');
  const { document: doc, history, execute: run, commit } = useEditorHistory(song);
  const ids = useMemo(() => randomIds('n'), []);
  const [trackId, setTrackId] = useState(doc.tracks[0]?.id);
  const track = trackOf(doc, trackId);
  /** The song and the editor's track as they are now (an event may come before `doc` follows an edit). */
  const live = () => {
    const document = history.document;
    return { document, track: trackOf(document, trackId) };
  };
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [snap, setSnap] = useState<SnapDivision>('1/4');
  // Scrolling and zooming re-render only the roll (see viewportStore.ts), not the whole editor.
  const viewport = useViewportStore();
  const setView = viewport.update;
  const [playheadTick, setPlayhead] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [lyricsOpen, setLyricsOpen] = useState(false);
  const clipboard = useRef<NoteClipboard | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = useEditorPlayback(doc, playheadTick, setPlayhead);
  useRollOpensOnNotes(viewport, track);
  const following = playback.state === 'playing';
  useEffect(() => {
    if (following) setView((current) => followPlayhead(current, playheadTick));
  }, [following, playheadTick, setView]);

  // An edit redraws the roll, the strip and the lanes in its own task (WithLiveDocument); this
  // component and its panels follow in a transition (useEditorHistory).
  const execute = (command: Command, mergeKey?: string) => {
    run(command, { mergeKey });
  };
  /** The end of a drag (roll, strip, lanes): one undo step. */
  const commitDrag = () => {
    commit();
  };
  const defaultLyric = DEFAULT_LYRIC[track?.language ?? 'en'];
  const cursorId = track?.notes.filter((note) => selected.has(note.id)).at(-1)?.id;

  const select = (next: Set<string>) => {
    setSelected(next);
    const last = live()
      .track?.notes.filter((note) => next.has(note.id))
      .at(-1);
    if (last) setView((current) => revealNote(current, last));
  };

  const { editingId, setEditingId, commitLyric, closeLyric } = useLyricEditing({ live, execute, select, rootRef });
  const { error, setError, pendingImport, setPendingImport, onImportFile, acceptImport } = useSongImport({
    execute,
    ids,
    fallbackCharacter: () => (track?.characterId ?? [...characters.values()].find((c) => c.allowed)?.id) as CharacterId,
  });
  const editingNote = track?.notes.find((note) => note.id === editingId);

  const undo = () => {
    history.undo();
  };
  const roll = useRollTools({
    document: doc,
    track,
    selected,
    snap,
    playheadTick,
    ids,
    characters,
    execute: (command) => execute(command),
    select,
    editLyric: setEditingId,
  });
  /** + and −: zoom around the playhead when it is on screen. */
  const zoomKeys = (factor: number) =>
    setView((current) => {
      const x = tickToX(current, playheadTick);
      return zoomAt(current, factor, x > current.keyboardWidth && x < current.width ? x : current.keyboardWidth);
    });

  const redo = () => {
    history.redo();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!rootRef.current?.contains(target)) return;
    if (target.closest('input, textarea, select, [contenteditable], [role="combobox"], button')) {
      if (!(target.tagName === 'BUTTON' && /^(n|Insert|Delete|\?)$/i.test(event.key))) return;
    }
    if (onLaneKey(event)) return;
    const action = shortcutAction(event);
    if (!action) return;
    const handled = performAction(
      action,
      { ...live(), selected, snap, playheadTick, defaultLyric, ids },
      {
        execute,
        select,
        setPlayhead,
        undo,
        redo,
        editLyric: setEditingId,
        editPhonemes: roll.editPhonemes,
        zoom: zoomKeys,
        help: () => setHelpOpen(true),
        togglePlay: () => (playback.state === 'playing' ? playback.pause() : void playback.play()),
        clipboard,
      },
    );
    if (handled) event.preventDefault();
  };

  /** L, Shift+L and K (renderer/src/studio/lanes/laneShortcuts.ts). */
  const onLaneKey = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const laneAction = laneShortcut(event);
    if (!laneAction) return false;
    event.preventDefault();
    if (laneAction.type === 'toggleMetronome') {
      transportSettings.set({ metronome: !transportSettings.get().metronome });
      return true;
    }
    const now = live();
    const command = loopCommand(laneAction, now.document, now.track, selected);
    if (command) execute(command);
    return true;
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts of the focused roll and note list bubble here
    <div className={classes.editor} ref={rootRef} onKeyDown={onKeyDown} data-testid="project-editor-slot">
      <EditorToolbar
        transport={<TransportControls document={doc} playback={playback} />}
        edit={<EditTools {...roll.tools} />}
        meter={`${t('project.tempo', { bpm: Math.round((doc.tempos[0]?.bpm ?? 120) * 10) / 10 })} · ${doc.timeSignatures[0]?.numerator ?? 4}/${doc.timeSignatures[0]?.denominator ?? 4}`}
        snap={snap}
        onSnap={setSnap}
        onZoom={(factor) => setView((current) => zoomAt(current, factor))}
        canUndo={history.canUndo}
        canRedo={history.canRedo}
        onUndo={undo}
        onRedo={redo}
        canInsertLyrics={selected.size > 0}
        onInsertLyrics={() => setLyricsOpen(true)}
        onImport={() => fileInput.current?.click()}
        onExport={(format) => {
          const now = live();
          void downloadExport(now.document, format, now.track);
        }}
        onHelp={() => setHelpOpen(true)}
      />
      <SongBar
        document={doc}
        playheadTick={playheadTick}
        onToggleLoop={() => execute({ type: 'setLoop', enabled: !doc.loop.enabled })}
        onKey={(key) => execute({ type: 'setKey', key })}
      />
      {error && (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          onClose={() => setError(undefined)}
          data-testid="editor-error"
        >
          {error}
        </Alert>
      )}
      <ImportSummaryDialog
        pending={
          pendingImport && {
            fileName: pendingImport.fileName,
            summary: pendingImport.result.summary,
            warnings: pendingImport.result.warnings,
          }
        }
        onAccept={acceptImport}
        onCancel={() => setPendingImport(undefined)}
      />
      <div className={`${classes.body} ${lanes.grid}`}>
        <div className={classes.side}>
          <TrackPanel
            document={doc}
            selectedTrackId={track?.id}
            onSelectTrack={(id) => {
              if (id !== track?.id) {
                setTrackId(id);
                setSelected(new Set());
              }
            }}
            characters={characters}
            onUpdate={(id, changes) => execute({ type: 'updateTrack', trackId: id, changes })}
            onAdd={() => {
              const base = track ?? doc.tracks[0];
              const id = ids();
              execute({
                type: 'addTrack',
                track: blankTrack({
                  id,
                  name: t('project.trackName', { number: doc.tracks.length + 1 }),
                  characterId: (base?.characterId ?? 'hodo') as CharacterId,
                  language: base?.language,
                }),
              });
              setTrackId(id);
            }}
            onRemove={(id) => execute({ type: 'removeTrack', trackId: id })}
          />
          <NoteList
            document={doc}
            track={track}
            selected={selected}
            cursorId={cursorId}
            onSelect={select}
            describe={roll.describe}
          />
        </div>
        <WithViewport store={viewport}>
          {(view) => (
            <WithLiveDocument history={history}>
              {(now) => (
                <TimelineStrip
                  document={now}
                  view={view}
                  snap={snap}
                  playheadTick={playheadTick}
                  history={history}
                  execute={execute}
                  commit={commitDrag}
                />
              )}
            </WithLiveDocument>
          )}
        </WithViewport>
        <div className={classes.rollArea}>
          <WithViewport store={viewport}>
            {(view) => (
              <>
                <WithLiveDocument history={history}>
                  {(now) => (
                    <PianoRollCanvas
                      document={now}
                      track={trackOf(now, trackId)}
                      selected={selected}
                      onSelect={select}
                      snap={snap}
                      view={view}
                      onView={setView}
                      playheadTick={playheadTick}
                      onPlayhead={setPlayhead}
                      editingId={editingId}
                      onEditLyric={setEditingId}
                      history={history}
                      execute={execute}
                      commit={commitDrag}
                      ids={ids}
                      defaultLyric={defaultLyric}
                      marks={roll.marks}
                      range={roll.range}
                      describe={roll.describe}
                      onPreview={roll.onPreview}
                      onContextMenu={roll.openMenu}
                    />
                  )}
                </WithLiveDocument>
                {editingNote && (
                  <LyricInput
                    key={editingNote.id}
                    note={editingNote}
                    view={view}
                    onCommit={commitLyric}
                    onCancel={closeLyric}
                    onPhonemes={() => roll.editPhonemes(editingNote.id)}
                  />
                )}
                {roll.phonemeNote && (
                  <PhonemeInput
                    note={roll.phonemeNote}
                    view={view}
                    automatic={roll.automaticPhonemes}
                    onCommit={(phonemes) => {
                      roll.commitPhonemes(phonemes);
                      closeLyric();
                    }}
                    onCancel={() => {
                      roll.cancelPhonemes();
                      closeLyric();
                    }}
                    onDismiss={roll.cancelPhonemes}
                  />
                )}
              </>
            )}
          </WithViewport>
        </div>
        <WithViewport store={viewport}>
          {(view) => (
            <WithLiveDocument history={history}>
              {(now) => (
                <CurveLanePanel
                  document={now}
                  track={trackOf(now, trackId)}
                  view={view}
                  onView={setView}
                  playheadTick={playheadTick}
                  history={history}
                  commit={commitDrag}
                />
              )}
            </WithLiveDocument>
          )}
        </WithViewport>
      </div>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={IMPORT_INTO_ACCEPT}
        data-testid="editor-import-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void onImportFile(file);
        }}
      />
      <ShortcutSheet opened={helpOpen} onClose={() => setHelpOpen(false)} />
      <NoteContextMenu
        at={roll.menu && { x: roll.menu.clientX, y: roll.menu.clientY }}
        enabled={roll.menuEnabled}
        onAction={roll.onMenuAction}
        onClose={roll.closeMenu}
      />
      <InsertLyricsDialog
        opened={lyricsOpen}
        noteCount={selected.size}
        onClose={() => setLyricsOpen(false)}
        track={track}
        selected={selected}
        onInsert={(command) => {
          if (command) execute(command);
          setLyricsOpen(false);
        }}
      />
    </div>
  );
}
