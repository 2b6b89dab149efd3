import { Kbd, Modal, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANE_SHORTCUT_ROWS } from '../lanes/laneShortcuts';
import { localizeKeys } from './keyNames';

const ROWS: Array<[string, string]> = [
  ['play', 'Space'],
  ['draw', '[click] / [drag]'],
  ['marquee', 'Shift + [drag]'],
  ['copyDrag', 'Alt + [drag]'],
  ['addNote', 'N / Insert'],
  ['lyric', 'Enter / [doubleClick]'],
  ['nextLyric', 'Tab / Shift+Tab'],
  ['transpose', '↑ ↓'],
  ['octave', 'Shift + ↑ ↓'],
  ['move', '← →'],
  ['resize', 'Shift + ← →'],
  ['neighbour', 'Alt + ← →'],
  ['split', 'S'],
  ['knife', 'Alt + [click]'],
  ['merge', 'J'],
  ['quantize', 'Q'],
  ['quantizeLengths', 'Shift + Q'],
  ['phonemes', 'Shift + Enter'],
  ['menu', '[rightClick]'],
  ['selectAll', 'Ctrl + A'],
  ['clipboard', 'Ctrl + C / X / V'],
  ['delete', 'Delete'],
  ['undo', 'Ctrl + Z'],
  ['redo', 'Ctrl + Shift + Z / Ctrl + Y'],
  ['zoom', 'Ctrl + [wheel]'],
  ['zoomKeys', '+ / −'],
  ['scroll', '[wheel] / Shift + [wheel]'],
  ['pan', '[middleDrag]'],
  ['keyPreview', '[clickKey]'],
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
                <Kbd size="xs">{localizeKeys(keys, t)}</Kbd>
              </Table.Td>
            </Table.Tr>
          ))}
          {LANE_SHORTCUT_ROWS.map((row) => (
            <Table.Tr key={row.action}>
              <Table.Td>{t(row.action)}</Table.Td>
              <Table.Td ta="right">
                <Kbd size="xs">{row.keysText ? t(row.keysText) : row.keys}</Kbd>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
