import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ROWS: Array<[string, string]> = [
  ['play', 'Space'],
  ['draw', 'Click'],
  ['marquee', 'Drag'],
  ['copyDrag', 'Alt + Drag'],
  ['addNote', 'N / Insert'],
  ['lyric', 'Enter / Double-click'],
  ['nextLyric', 'Tab / Shift+Tab'],
  ['transpose', '↑ ↓'],
  ['octave', 'Shift + ↑ ↓'],
  ['move', '← →'],
  ['neighbour', 'Alt + ← →'],
  ['split', 'S'],
  ['knife', 'Alt + Click'],
  ['merge', 'J'],
  ['quantize', 'Q'],
  ['quantizeLengths', 'Shift + Q'],
  ['phonemes', 'Shift + Enter'],
  ['menu', 'Right-click'],
  ['selectAll', 'Ctrl + A'],
  ['clipboard', 'Ctrl + C / X / V'],
  ['delete', 'Delete'],
  ['undo', 'Ctrl + Z'],
  ['redo', 'Ctrl + Shift + Z / Ctrl + Y'],
  ['zoom', 'Ctrl + Wheel'],
  ['zoomKeys', '+ / −'],
  ['scroll', 'Wheel / Shift + Wheel'],
  ['pan', 'Middle-drag'],
  ['keyPreview', 'Click a key'],
];

/** The keyboard and mouse reference ("?"). */
export function ShortcutSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('studio');
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.shortcuts')} size="lg" centered>
      <Table verticalSpacing={6} data-testid="shortcut-sheet">
        <Table.Tbody>
          {ROWS.map(([action, keys]) => (
            <Table.Tr key={action}>
              <Table.Td>{t(`editor.keys.${action}`)}</Table.Td>
              <Table.Td ta="right">
                <Kbd size="xs">{keys}</Kbd>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
