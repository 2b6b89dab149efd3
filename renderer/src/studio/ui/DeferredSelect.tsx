import type { ComboboxItem, ComboboxItemGroup, SelectProps } from '@mantine/core';
import { type CSSProperties, type KeyboardEvent, lazy, Suspense, useState } from 'react';
import classes from './DeferredSelect.module.css';

const loadSelect = () => import('./LoadedSelect');
const LoadedSelect = lazy(loadSelect);

type Option = ComboboxItem;
type Props = Omit<SelectProps, 'data' | 'value' | 'size'> & {
  data: Array<Option | ComboboxItemGroup<Option>>;
  value: string;
  'aria-label': string;
  'data-testid'?: string;
  /** Pixels. */
  w?: number;
  flex?: number;
  style?: CSSProperties;
};

/** Keys that open a closed select, as they open Mantine's. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

function labelOf(data: Props['data'], value: string): string {
  for (const entry of data) {
    if ('group' in entry) {
      const found = entry.items.find((item) => item.value === value);
      if (found) return found.label;
    } else if (entry.value === value) return entry.label;
  }
  return '';
}

/**
 * A compact (xs) Mantine Select whose code (the dropdown's positioning, list and scrolling) stays off the
 * studio's first load. Until it is first used, a stand-in that looks the same shows the value — a
 * read-only combobox with the same name and value for assistive technology. The code is fetched when the
 * pointer or the focus reaches it; a click, or a key that opens a select, mounts the real one already open
 * and focused, so that first click or key press is not lost.
 */
export function DeferredSelect({ w, flex, style, ...props }: Props) {
  const [mounted, setMounted] = useState(false);
  const mount = () => setMounted(true);
  const layout: CSSProperties = { width: w, flex, ...style };
  const standIn = (
    <div className={classes.root} style={layout}>
      <input
        readOnly
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-label={props['aria-label']}
        value={labelOf(props.data, props.value)}
        disabled={props.disabled}
        className={classes.input}
        data-testid={props['data-testid']}
        onPointerEnter={() => void loadSelect()}
        onFocus={() => void loadSelect()}
        onClick={mount}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          mount();
        }}
      />
      <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" aria-hidden>
        <path
          d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
          fill="currentColor"
          fillRule="evenodd"
          clipRule="evenodd"
        />
      </svg>
    </div>
  );
  if (!mounted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LoadedSelect size="xs" w={w} flex={flex} style={style} {...props} openOnMount />
    </Suspense>
  );
}
