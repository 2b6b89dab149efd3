import { type ReactNode, useId } from 'react';
import classes from './Segmented.module.css';

type Props<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: Array<{ value: T; label: ReactNode }>;
  'aria-label': string;
  'data-testid'?: string;
  /** Mantine's sizes: xs (the studio's toolbars) or md (a page's choice, e.g. pricing's period). */
  size?: 'xs' | 'md';
  /** Rounded ends (Mantine's radius xl) instead of the theme's default radius. */
  round?: boolean;
};

/**
 * A row of choices drawn as Mantine's SegmentedControl is in the dark scheme: a radio group (arrow
 * keys move the choice, each radio named by its label), without the sliding indicator's code and the
 * layout it measures after every render.
 */
export function Segmented<T extends string>({ value, onChange, data, size = 'xs', round, ...props }: Props<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={props['aria-label']}
      className={classes.root}
      data-size={size}
      data-round={round || undefined}
      data-testid={props['data-testid']}
    >
      {data.map((item) => {
        const id = `${name}-${item.value}`;
        const active = item.value === value;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              id={id}
              value={item.value}
              checked={active}
              onChange={() => onChange(item.value)}
            />
            <label htmlFor={id} className={classes.label} data-active={active || undefined}>
              <span className={classes.inner}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
