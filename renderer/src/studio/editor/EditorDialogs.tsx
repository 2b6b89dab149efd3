import type { ComponentProps } from 'react';
import type { Command } from '../../../../shared/studio/commands';
import type { Track } from '../../../../shared/studio/document';
import {
  InsertLyricsDialog,
  NoteContextMenu,
  ShortcutSheet,
  VoiceChangerDialog,
  VoiceToMidiDialog,
} from './deferredDialogs';
import type { useRollTools } from './useRollTools';

type Props = {
  helpOpen: boolean;
  onHelpClose: () => void;
  roll: ReturnType<typeof useRollTools>;
  lyricsOpen: boolean;
  onLyricsClose: () => void;
  track: Track | undefined;
  selected: Set<string>;
  execute: (command: Command) => void;
  voiceToMidi: ComponentProps<typeof VoiceToMidiDialog>;
  voiceChanger: ComponentProps<typeof VoiceChangerDialog>;
};

/** The editor's pop-ups: the shortcut sheet, the note menu, Insert lyrics and Voice to MIDI (their code loads when first used). */
export function EditorDialogs({
  helpOpen,
  onHelpClose,
  roll,
  lyricsOpen,
  onLyricsClose,
  track,
  selected,
  execute,
  voiceToMidi,
  voiceChanger,
}: Props) {
  return (
    <>
      <ShortcutSheet opened={helpOpen} onClose={onHelpClose} />
      <NoteContextMenu
        at={roll.menu && { x: roll.menu.clientX, y: roll.menu.clientY }}
        enabled={roll.menuEnabled}
        onAction={roll.onMenuAction}
        onClose={roll.closeMenu}
      />
      <InsertLyricsDialog
        opened={lyricsOpen}
        noteCount={selected.size}
        onClose={onLyricsClose}
        track={track}
        selected={selected}
        onInsert={(command) => {
          if (command) execute(command);
          onLyricsClose();
        }}
      />
      <VoiceToMidiDialog {...voiceToMidi} />
      <VoiceChangerDialog {...voiceChanger} />
    </>
  );
}
