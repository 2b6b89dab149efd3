import { Popover } from '@mantine/core';
import type { Command } from '../../../../shared/studio/commands';
import type { ProjectDocument } from '../../../../shared/studio/document';
import classes from './Lanes.module.css';
import { MarkerEditor, type MarkerTarget } from './MarkerEditor';

type Props = {
  document: ProjectDocument;
  target: MarkerTarget;
  /** Where the marker is (or goes) on the strip, in pixels. */
  left: number;
  onCommand: (command: Command) => void;
  onClose: () => void;
};

/** A tempo or meter marker's form in a popover at its place on the strip (loaded with its first use). */
export default function MarkerPopover({ document, target, left, onCommand, onClose }: Props) {
  return (
    <Popover
      opened
      onChange={(opened) => !opened && onClose()}
      onClose={onClose}
      position="bottom-start"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <span className={classes.anchor} style={{ left }} />
      </Popover.Target>
      <Popover.Dropdown>
        <MarkerEditor
          key={`${target.kind}-${target.tick}-${target.bar}`}
          document={document}
          target={target}
          onCommand={onCommand}
          onClose={onClose}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
