import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * Mantine's Select, fetched by DeferredSelect once it is needed. Mounted by a click (or a key) on the
 * stand-in, it takes the focus and opens as that click would have opened it (the selected option
 * highlighted and scrolled into view).
 */
export default function LoadedSelect({ openOnMount, ...props }: SelectProps & { openOnMount?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!openOnMount || !input.current) return;
    input.current.focus();
    input.current.click();
  }, [openOnMount]);
  return <Select ref={input} {...props} />;
}
