import { useState } from 'react';

/**
 * Keeps a dropdown's code (popover positioning, focus trap) off the first page load: it is fetched
 * when the visitor reaches for the trigger and mounted, already open, on the first click. The trigger
 * under the pointer is never swapped mid-click, so that first click is not lost.
 */
export function useDeferredDropdown(load: () => Promise<unknown>) {
  const [mounted, setMounted] = useState(false);
  const [opened, setOpened] = useState(false);
  return {
    mounted,
    opened,
    setOpened,
    /** Handlers for the placeholder trigger shown until the dropdown is mounted. */
    placeholderHandlers: {
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => {
        setMounted(true);
        setOpened(true);
      },
    },
  };
}
