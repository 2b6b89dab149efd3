import { Loader } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './DeferredDialog.module.css';

/**
 * A dialog whose code (a React.lazy component among `children`) is left out of the page's first load:
 * it mounts the first time it opens and then stays mounted, so that it can animate closed and keeps
 * its state as before. Should its code still be on its way when it opens, a dimmed backdrop with a
 * loader stands in for the dialog until it arrives.
 */
export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used && !opened) return null;
  return <Suspense fallback={opened ? <DialogLoading /> : null}>{children}</Suspense>;
}

function DialogLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={classes.backdrop} role="status" aria-label={t('loading.page')}>
      <Loader type="dots" />
    </div>
  );
}

const waiting = new Set<() => Promise<unknown>>();
const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart'] as const;

function loadWaiting() {
  for (const type of INPUT_EVENTS) window.removeEventListener(type, loadWaiting, true);
  for (const load of waiting) void load();
  waiting.clear();
}

/**
 * Fetches `load` (a dialog's or a menu's code) once the visitor first moves the pointer, touches or
 * types on the page: not with the first screen, and in practice before anything can open it.
 */
export function usePrefetchOnInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (waiting.size === 0) {
      for (const type of INPUT_EVENTS) window.addEventListener(type, loadWaiting, { capture: true, passive: true });
    }
    waiting.add(load);
  }, [load]);
}
