import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowsJoin, IconEar, IconEarOff, IconGridDots, IconScissors } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
      {tools.map(({ key, icon: Icon, enabled, run }) => (
        <Tooltip key={key} label={t(`editor.tools.${key}`)}>
          <ActionIcon
            variant="default"
            disabled={!enabled}
            onClick={run}
            aria-label={t(`editor.tools.${key}`)}
            data-testid={`tool-${key}`}
          >
            <Icon size={16} />
          </ActionIcon>
        </Tooltip>
      ))}
      <Tooltip label={t('editor.tools.previewNotes')}>
        <ActionIcon
          variant={props.preview ? 'light' : 'default'}
          color={props.preview ? 'violet' : 'gray'}
          onClick={() => props.onPreview(!props.preview)}
          aria-label={t('editor.tools.previewNotes')}
          aria-pressed={props.preview}
          data-testid="tool-preview"
        >
          {props.preview ? <IconEar size={16} /> : <IconEarOff size={16} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
