import { Group } from '@mantine/core';
import { IconArrowsJoin, IconEar, IconEarOff, IconGridDots, IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ToolbarIcon } from './ToolbarIcon';

type Props = {
  canSplit: boolean;
  canMerge: boolean;
  canQuantize: boolean;
  onSplit: () => void;
  onMerge: () => void;
  onQuantize: () => void;
  /** Newly drawn notes sound their pitch. */
  preview: boolean;
  onPreview: (on: boolean) => void;
};

/** The toolbar's note tools: split, merge, quantize and whether drawing sounds the note. */
export function EditTools(props: Props) {
  const { t } = useTranslation('studio');
  const tools = [
    { key: 'split', icon: IconScissors, enabled: props.canSplit, run: props.onSplit },
    { key: 'merge', icon: IconArrowsJoin, enabled: props.canMerge, run: props.onMerge },
    { key: 'quantize', icon: IconGridDots, enabled: props.canQuantize, run: props.onQuantize },
  ] as const;
  return (
    <Group gap={4} wrap="nowrap">
      {tools.map(({ key, icon, enabled, run }) => (
        <ToolbarIcon
          key={key}
          label={t(`editor.tools.${key}`)}
          icon={icon}
          disabled={!enabled}
          onClick={run}
          testId={`tool-${key}`}
        />
      ))}
      <ToolbarIcon
        label={t('editor.tools.previewNotes')}
        icon={props.preview ? IconEar : IconEarOff}
        variant={props.preview ? 'light' : 'default'}
        color={props.preview ? 'violet' : 'gray'}
        pressed={props.preview}
        onClick={() => props.onPreview(!props.preview)}
        testId="tool-preview"
      />
    </Group>
  );
}
