import { UpdateNotice } from './UpdateNotice';
import { useDesktopSession } from './useDesktopSession';
import { useWebsiteLinks } from './useWebsiteLinks';

/**
 * Everything the renderer does only inside the desktop app, loaded only there: the shell's
 * session feeds the auth state, website links open in the browser, and updates are announced.
 */
export default function DesktopShell() {
  useDesktopSession();
  useWebsiteLinks();
  return <UpdateNotice />;
}
