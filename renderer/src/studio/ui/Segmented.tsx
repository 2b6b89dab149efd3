import { type ReactNode, useId } from 'react';
import classes from './Segmented.module.css';

type Props<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  data: Array<{ value: T; label: ReactNode }>;
  'aria-label': string;
  'data-testid'?: string;
};

/**
 * A compact (xs) row of choices drawn as Mantine's SegmentedControl is in the dark scheme: a radio group
 * (arrow keys move the choice, each radio named by its label), without the sliding indicator's code.
 */
export function Segmented<T extends string>({ value, onChange, data, ...props }: Props<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={props['aria-label']} className={classes.root} data-testid={props['data-testid']}>
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
