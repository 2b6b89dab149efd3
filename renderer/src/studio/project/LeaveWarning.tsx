import { lazy, memo, useEffect } from 'react';
import { DeferredDialog, usePrefetchOnInput } from '../../app/DeferredDialog';
import { useNavigationBlocker } from '../../app/useNavigationBlocker';

// The dialog's code is fetched once the user starts working, not with the studio's first screen.
const loadLeaveDialog = () => import('./LeaveDialog');
const LeaveDialog = lazy(() => loadLeaveDialog().then((m) => ({ default: m.LeaveDialog })));

/**
 * While edits are unsaved: the browser asks before the tab closes or reloads, and a navigation
 * inside the site asks first. The edits stay on this device either way; they are sent the next time
 * only when the server did not refuse them.
 */
export const LeaveWarning = memo(function LeaveWarning({ unsaved, refused }: { unsaved: boolean; refused: boolean }) {
  usePrefetchOnInput(loadLeaveDialog);
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  useEffect(() => {
    if (blocker.blocked && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return (
    <DeferredDialog opened={blocker.blocked}>
      <LeaveDialog opened={blocker.blocked} refused={refused} onStay={blocker.reset} onLeave={blocker.proceed} />
    </DeferredDialog>
  );
});
