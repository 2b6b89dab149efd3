import { Menu } from '@mantine/core';
import {
  IconArrowsJoin,
  IconCursorText,
  IconGridDots,
  IconLanguage,
  IconRestore,
  IconScissors,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { localizeKeys } from './keyNames';

export type ContextAction =
  | 'splitHere'
  | 'merge'
  | 'quantize'
  | 'quantizeLengths'
  | 'lyric'
  | 'phonemes'
  | 'resetPhonemes'
  | 'delete';

type Props = {
  /** Screen position of the right click; the menu is closed when undefined. */
  at: { x: number; y: number } | undefined;
  enabled: Partial<Record<ContextAction, boolean>>;
  onAction: (action: ContextAction) => void;
  onClose: () => void;
};

const ITEMS: Array<{ action: ContextAction; icon: typeof IconScissors; keys?: string }> = [
  { action: 'splitHere', icon: IconScissors, keys: 'Alt+[click]' },
  { action: 'merge', icon: IconArrowsJoin, keys: 'J' },
  { action: 'quantize', icon: IconGridDots, keys: 'Q' },
  { action: 'quantizeLengths', icon: IconGridDots, keys: 'Shift+Q' },
  { action: 'lyric', icon: IconCursorText, keys: 'Enter' },
  { action: 'phonemes', icon: IconLanguage, keys: 'Shift+Enter' },
  { action: 'resetPhonemes', icon: IconRestore },
  { action: 'delete', icon: IconTrash, keys: 'Del' },
];

/** The roll's right-click menu over notes. */
export function NoteContextMenu({ at, enabled, onAction, onClose }: Props) {
  const { t } = useTranslation('studio');
  return (
    <Menu
      opened={Boolean(at)}
      onClose={onClose}
      position="bottom-start"
      offset={2}
      withinPortal
      shadow="md"
      width={300}
    >
      <Menu.Target>
        <div style={{ position: 'fixed', left: at?.x ?? 0, top: at?.y ?? 0, width: 1, height: 1 }} />
      </Menu.Target>
      <Menu.Dropdown data-testid="note-menu">
        {ITEMS.map(({ action, icon: Icon, keys }) => (
          <Menu.Item
            key={action}
            leftSection={<Icon size={15} />}
            rightSection={
              keys ? <span style={{ fontSize: 11, opacity: 0.6 }}>{localizeKeys(keys, t)}</span> : undefined
            }
            disabled={!enabled[action]}
            color={action === 'delete' ? 'red' : undefined}
            onClick={() => onAction(action)}
          >
            {t(`editor.menu.${action}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
