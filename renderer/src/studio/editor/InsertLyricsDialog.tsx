import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  noteCount: number;
  /** The line cut into the lyrics it gives, one per note, in the track's language. */
  split: (text: string) => string[];
  onClose: () => void;
  onInsert: (text: string) => void;
};

/**
 * Pastes a line of lyrics over the selected notes, one syllable per note. While typing it shows how
 * the line is cut and, when it has more syllables than notes, which ones will not be placed.
 */
export function InsertLyricsDialog({ opened, noteCount, split, onClose, onInsert }: Props) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState('');
  const units = text.trim() ? split(text) : [];
  const leftover = units.slice(noteCount);
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.insertLyrics')} centered>
      <Text fz="sm" c="dimmed" mb="sm">
        {t('editor.insertLyricsHelp', { count: noteCount })}
      </Text>
      <Textarea
        autosize
        minRows={3}
        value={text}
        data-autofocus
        aria-label={t('editor.insertLyrics')}
        aria-describedby="insert-lyrics-preview"
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <div id="insert-lyrics-preview" aria-live="polite">
        {units.length > 0 && (
          <Text fz="sm" mt="xs" data-testid="insert-lyrics-preview">
            {t('editor.insertLyricsSyllables', { count: units.length })} {units.slice(0, noteCount).join(' · ')}
          </Text>
        )}
        {leftover.length > 0 && (
          <Text fz="sm" mt={4} c="yellow.4" data-testid="insert-lyrics-leftover">
            {t('editor.insertLyricsLeftover', { count: leftover.length, notes: noteCount, rest: leftover.join(' ') })}
          </Text>
        )}
      </div>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('editor.cancel')}
        </Button>
        <Button
          disabled={!text.trim()}
          onClick={() => {
            onInsert(text);
            setText('');
          }}
        >
          {t('editor.insert')}
        </Button>
      </Group>
    </Modal>
  );
}
