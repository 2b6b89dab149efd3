import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; noteCount: number; onClose: () => void; onInsert: (text: string) => void };

/** Pastes a line of lyrics over the selected notes, one syllable per note. */
export function InsertLyricsDialog({ opened, noteCount, onClose, onInsert }: Props) {
  const { t } = useTranslation('studio');
  const [text, setText] = useState('');
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
        onChange={(event) => setText(event.currentTarget.value)}
      />
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
