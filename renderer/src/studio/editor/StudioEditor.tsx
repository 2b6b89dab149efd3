import { useRef, useState } from 'react';
import type { CharacterId } from '../../../../shared/studio/characters';
import type { StudioCharacterView } from '../browser/useStudioCharacters';
import { ClipLanePanel } from '../lanes/ClipLanePanel';
import { CurveLanePanel } from '../lanes/CurveLanePanel';
import lanes from '../lanes/Lanes.module.css';
import { TimelineStrip } from '../lanes/TimelineStrip';
import { useAddRecording } from '../voice-tools/useAddRecording';
import { useClipAudioLoader } from '../voice-tools/useClipAudioLoader';
import { useMelodyInsert } from '../voice-tools/useMelodyInsert';
import classes from './Editor.module.css';
import { EditorDialogs } from './EditorDialogs';
import { EditorSide } from './EditorSide';
import { EditorTop } from './EditorTop';
import { downloadExport } from './exportDocument';
import { trackOf } from './liveDocument';
import { WithLiveScene } from './liveScene';
import { RollArea } from './RollArea';
import { SongImportParts } from './SongImportParts';
import { useEditorCore } from './useEditorCore';
import type { SongHistory } from './useEditorHistory';
import { useEditorKeys } from './useEditorKeys';
import { useEditorPlayback } from './useEditorPlayback';
import { useLyricEditing } from './useLyricEditing';
import { useRollOpensOnNotes } from './useRollOpensOnNotes';
import { useRollTools } from './useRollTools';
import { useSongImport } from './useSongImport';
import { zoomAt } from './viewport';

export type StudioEditorProps = {
  /** The song's history, owned by the project page (which saves what it holds). */
  song: SongHistory;
  characters: Map<string, StudioCharacterView>;
};

/** The piano-roll editor: tracks, roll, note list and toolbar around one undo history. */
export function StudioEditor({ song, characters }: StudioEditorProps) {
  const ed = useStudioEditor(song, characters);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts of the focused roll and note list bubble here
    <div className={classes.editor} ref={ed.rootRef} onKeyDown={ed.onKeyDown} data-testid="project-editor-slot">
      <EditorTop
        document={ed.doc}
        playback={ed.playback}
        roll={ed.roll}
        snap={ed.snap}
        onSnap={ed.setSnap}
        history={ed.history}
        playheadTick={ed.playheadTick}
        execute={ed.execute}
        canInsertLyrics={ed.selected.size > 0}
        onInsertLyrics={() => ed.setLyricsOpen(true)}
        onImport={() => ed.fileInput.current?.click()}
        onVoiceToMidi={() => ed.setVoiceToMidiOpen(true)}
        onVoiceChanger={() => ed.setVoiceChangerOpen(true)}
        onExport={(format) => void downloadExport(ed.live().document, format, ed.live().track)}
        onHelp={() => ed.setHelpOpen(true)}
        onZoom={(factor) => ed.setView((current) => zoomAt(current, factor))}
      />
      <SongImportParts songImport={ed.songImport} fileInput={ed.fileInput} />
      <div className={`${classes.body} ${lanes.grid}`}>
        <EditorSide
          document={ed.doc}
          track={ed.track}
          onTrack={ed.chooseTrack}
          characters={ed.characters}
          selected={ed.selected}
          onSelect={ed.select}
          describe={ed.roll.describe}
          execute={ed.execute}
          ids={ed.ids}
          onAddRecording={ed.addRecording}
        />
        <WithLiveScene history={ed.history} viewport={ed.viewport} editorTick={ed.playheadTick} timeOnly>
          {(scene) => (
            <TimelineStrip {...scene} snap={ed.snap} history={ed.history} execute={ed.execute} commit={ed.commit} />
          )}
        </WithLiveScene>
        <RollArea
          history={ed.history}
          viewport={ed.viewport}
          track={ed.track}
          trackId={ed.trackId}
          playheadTick={ed.playheadTick}
          onPlayhead={ed.setPlayhead}
          selected={ed.selected}
          onSelect={ed.select}
          snap={ed.snap}
          execute={ed.execute}
          commit={ed.commit}
          ids={ed.ids}
          defaultLyric={ed.defaultLyric}
          roll={ed.roll}
          lyrics={ed.lyrics}
        />
        <WithLiveScene history={ed.history} viewport={ed.viewport} editorTick={ed.playheadTick} timeOnly>
          {(scene) =>
            scene.document.audioTracks.length > 0 && (
              <ClipLanePanel
                {...scene}
                snap={ed.snap}
                history={ed.history}
                execute={ed.execute}
                commit={ed.commit}
                onView={ed.setView}
              />
            )
          }
        </WithLiveScene>
        <WithLiveScene history={ed.history} viewport={ed.viewport} editorTick={ed.playheadTick} timeOnly>
          {(scene) => (
            <CurveLanePanel
              {...scene}
              track={trackOf(scene.document, ed.trackId)}
              onView={ed.setView}
              history={ed.history}
              commit={ed.commit}
            />
          )}
        </WithLiveScene>
      </div>
      <EditorDialogs
        helpOpen={ed.helpOpen}
        onHelpClose={() => ed.setHelpOpen(false)}
        roll={ed.roll}
        lyricsOpen={ed.lyricsOpen}
        onLyricsClose={() => ed.setLyricsOpen(false)}
        track={ed.track}
        selected={ed.selected}
        execute={ed.execute}
        voiceToMidi={{
          opened: ed.voiceToMidiOpen,
          onClose: () => ed.setVoiceToMidiOpen(false),
          bpm: ed.doc.tempos[0]?.bpm ?? 120,
          beatsPerBar: ed.doc.timeSignatures[0]?.numerator ?? 4,
          snap: ed.snap,
          onInsert: ed.insertMelody,
        }}
        voiceChanger={{
          opened: ed.voiceChangerOpen,
          onClose: () => ed.setVoiceChangerOpen(false),
          characters: ed.characters,
          defaultCharacter: ed.track?.characterId,
          addRecording: ed.addRecording,
        }}
      />
    </div>
  );
}

/** The editor's state and the hooks around it (the component above only lays it out). */
function useStudioEditor(song: SongHistory, characters: Map<string, StudioCharacterView>) {
  const core = useEditorCore(song);
  const { doc, history, ids, track, live, selected, snap, setView, setPlayhead, execute, select } = core;
  const [helpOpen, setHelpOpen] = useState(false);
  const [lyricsOpen, setLyricsOpen] = useState(false);
  const [voiceToMidiOpen, setVoiceToMidiOpen] = useState(false);
  const [voiceChangerOpen, setVoiceChangerOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = useEditorPlayback(doc, core.playheadTick, setPlayhead, core.viewport);
  useRollOpensOnNotes(core.viewport, track);
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
  const onKeyDown = useEditorKeys({
    rootRef,
    state: () => ({
      ...live(),
      selected,
      snap,
      playheadTick: playback.playheadNow(),
      defaultLyric: core.defaultLyric,
      ids,
    }),
    effects: {
      execute,
      select,
      setPlayhead,
      editLyric: lyrics.setEditingId,
      editPhonemes: roll.editPhonemes,
      help: () => setHelpOpen(true),
    },
    history,
    playback,
    setView,
  });
  useClipAudioLoader(doc);
  const addRecording = useAddRecording({ live, playheadTick: playback.playheadNow, ids, execute });
  const insertMelody = useMelodyInsert({
    live,
    playheadTick: playback.playheadNow,
    ids,
    execute,
    chooseTrack: core.chooseTrack,
  });
  const dialogs = {
    ...{ helpOpen, setHelpOpen, lyricsOpen, setLyricsOpen },
    ...{ voiceToMidiOpen, setVoiceToMidiOpen, voiceChangerOpen, setVoiceChangerOpen },
  };
  return {
    ...core,
    ...dialogs,
    insertMelody,
    addRecording,
    fileInput,
    rootRef,
    playback,
    lyrics,
    songImport,
    roll,
    onKeyDown,
    characters,
  };
}
