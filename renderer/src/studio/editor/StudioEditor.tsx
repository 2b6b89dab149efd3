import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { NoteClipboard } from '../../../../shared/studio/clipboard';
import type { Command } from '../../../../shared/studio/commands';
import { DEFAULT_LYRIC } from '../../../../shared/studio/formats/to-document';
import { randomIds } from '../../../../shared/studio/notes';
import type { SnapDivision } from '../../../../shared/studio/time';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { CurveLanePanel } from '../lanes/CurveLanePanel';
import lanes from '../lanes/Lanes.module.css';
import { SongBar } from '../lanes/SongBar';
import { TimelineStrip } from '../lanes/TimelineStrip';
import { TransportControls } from '../playback/TransportControls';
import { InsertLyricsDialog, NoteContextMenu, ShortcutSheet } from './deferredDialogs';
import classes from './Editor.module.css';
import { EditorSide } from './EditorSide';
import { EditorToolbar } from './EditorToolbar';
import { EditTools } from './EditTools';
import { downloadExport } from './exportDocument';
import { trackOf } from './liveDocument';
import { WithLiveScene, WithPlayhead } from './liveScene';
import { RollArea } from './RollArea';
import { SongImportParts } from './SongImportParts';
import { type SongHistory, useEditorHistory } from './useEditorHistory';
import { useEditorKeys } from './useEditorKeys';
import { useEditorPlayback } from './useEditorPlayback';
import { useLyricEditing } from './useLyricEditing';
import { useRollOpensOnNotes } from './useRollOpensOnNotes';
import { useRollTools } from './useRollTools';
import { useSongImport } from './useSongImport';
import { revealNote, tickToX, zoomAt } from './viewport';
import { useViewportStore } from './viewportStore';

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
  const live = () => ({ document: history.document, track: trackOf(history.document, trackId) });
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
  const playback = useEditorPlayback(doc, playheadTick, setPlayhead, setView);
  useRollOpensOnNotes(viewport, track);

  // An edit redraws the roll, the strip and the lanes in its own task (WithLiveScene); this
  // component and its panels follow in a transition (useEditorHistory).
  const execute = (command: Command, mergeKey?: string) => run(command, { mergeKey });
  const defaultLyric = DEFAULT_LYRIC[track?.language ?? 'en'];
  const select = (next: Set<string>) => {
    setSelected(next);
    const last = live()
      .track?.notes.filter((note) => next.has(note.id))
      .at(-1);
    if (last) setView((current) => revealNote(current, last));
  };
  const chooseTrack = (id: string) => {
    setTrackId(id);
    setSelected(new Set());
  };

  const lyrics = useLyricEditing({ live, execute, select, rootRef });
  const songImport = useSongImport({
    execute,
    ids,
    fallbackCharacter: () => (track?.characterId ?? [...characters.values()].find((c) => c.allowed)?.id) as CharacterId,
  });
  const roll = useRollTools({
    document: doc,
    track,
    selected,
    snap,
    playheadTick: playback.playheadNow,
    ids,
    characters,
    execute: (command) => execute(command),
    select,
    editLyric: lyrics.setEditingId,
  });
  /** + and −: zoom around the playhead when it is on screen. */
  const zoomKeys = (factor: number) =>
    setView((current) => {
      const x = tickToX(current, playback.playheadNow());
      return zoomAt(current, factor, x > current.keyboardWidth && x < current.width ? x : current.keyboardWidth);
    });
  const onKeyDown = useEditorKeys({
    rootRef,
    execute,
    state: () => ({ ...live(), selected, snap, playheadTick: playback.playheadNow(), defaultLyric, ids }),
    effects: {
      execute,
      select,
      setPlayhead,
      undo: () => history.undo(),
      redo: () => history.redo(),
      editLyric: lyrics.setEditingId,
      editPhonemes: roll.editPhonemes,
      zoom: zoomKeys,
      help: () => setHelpOpen(true),
      togglePlay: () => (playback.state === 'playing' ? playback.pause() : void playback.play()),
      clipboard,
    },
  });

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
        onUndo={() => history.undo()}
        onRedo={() => history.redo()}
        canInsertLyrics={selected.size > 0}
        onInsertLyrics={() => setLyricsOpen(true)}
        onImport={() => fileInput.current?.click()}
        onExport={(format) => void downloadExport(live().document, format, live().track)}
        onHelp={() => setHelpOpen(true)}
      />
      <WithPlayhead tempos={doc.tempos} editorTick={playheadTick}>
        {(shownTick) => (
          <SongBar
            document={doc}
            playheadTick={shownTick}
            onToggleLoop={() => execute({ type: 'setLoop', enabled: !doc.loop.enabled })}
            onKey={(key) => execute({ type: 'setKey', key })}
          />
        )}
      </WithPlayhead>
      <SongImportParts songImport={songImport} fileInput={fileInput} />
      <div className={`${classes.body} ${lanes.grid}`}>
        <EditorSide
          document={doc}
          track={track}
          onTrack={chooseTrack}
          characters={characters}
          selected={selected}
          onSelect={select}
          describe={roll.describe}
          execute={execute}
          ids={ids}
        />
        <WithLiveScene history={history} viewport={viewport} editorTick={playheadTick}>
          {(scene) => <TimelineStrip {...scene} snap={snap} history={history} execute={execute} commit={commit} />}
        </WithLiveScene>
        <RollArea
          history={history}
          viewport={viewport}
          track={track}
          trackId={trackId}
          playheadTick={playheadTick}
          onPlayhead={setPlayhead}
          selected={selected}
          onSelect={select}
          snap={snap}
          execute={execute}
          commit={commit}
          ids={ids}
          defaultLyric={defaultLyric}
          roll={roll}
          lyrics={lyrics}
        />
        <WithLiveScene history={history} viewport={viewport} editorTick={playheadTick}>
          {(scene) => (
            <CurveLanePanel
              {...scene}
              track={trackOf(scene.document, trackId)}
              onView={setView}
              history={history}
              commit={commit}
            />
          )}
        </WithLiveScene>
      </div>
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
