import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { type ComponentType, memo } from 'react';
import { Hint } from '../ui/Hint';

type Props = {
  /** The button's accessible name, also shown as its tooltip. */
  label: string;
  icon: ComponentType<{ size?: number }>;
  iconSize?: number;
  onClick: () => void;
  disabled?: boolean;
  /** For a toggle: whether it is on. */
  pressed?: boolean;
  variant?: ActionIconProps['variant'];
  color?: string;
  testId?: string;
};

/**
 * One icon button of the editor's toolbar, named by its tooltip. Memoised: with a stable `onClick`
 * it renders again only when what it shows changes.
 */
export const ToolbarIcon = memo(function ToolbarIcon({
  label,
  icon: Icon,
  iconSize = 16,
  onClick,
  disabled,
  pressed,
  variant = 'default',
  color,
  testId,
}: Props) {
  return (
    <Hint label={label}>
      <ActionIcon
        variant={variant}
        color={color}
        disabled={disabled}
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
      >
        <Icon size={iconSize} />
      </ActionIcon>
    </Hint>
  );
});
