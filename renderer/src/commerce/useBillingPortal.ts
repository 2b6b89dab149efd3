import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { ApiRequestError } from '../api/client';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { accessTokenAtom } from '../auth/authAtoms';
import { platform } from '../platform';
import { createPortalSession } from './commerceApi';
import { useLoginRequiredHandler } from './useCheckout';

/**
 * Opens the billing portal in a new tab. The tab is opened at the click (so that pop-up blockers let
 * it through) and pointed at the portal once the server answers; a blocked tab is POPUP_ERROR.
 */
export function useBillingPortal(): { open: () => Promise<void>; pending: boolean } {
  const token = useAtomValue(accessTokenAtom);
  const handleError = useApiErrorHandler();
  const onLoginRequired = useLoginRequiredHandler();
  const [pending, setPending] = useState(false);

  const open = useCallback(async () => {
    const external = platform.capabilities.opensWebsiteExternally;
    const tab = external ? null : window.open('', '_blank');
    if (!external && !tab) {
      handleError(new ApiRequestError('POPUP_ERROR', 0, 'Please enable pop-ups in your browser.'));
      return;
    }
    setPending(true);
    try {
      const url = await createPortalSession(token, window.location.href);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else if (!(await platform.openExternal(url))) {
        throw new ApiRequestError('POPUP_ERROR', 0, 'Please enable pop-ups in your browser.');
      }
    } catch (error) {
      tab?.close();
      handleError(error, { overrides: { LOGIN_REQUIRED: onLoginRequired } });
    } finally {
      setPending(false);
    }
  }, [token, handleError, onLoginRequired]);

  return { open, pending };
}
