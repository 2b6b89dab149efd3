import { useCallback, useEffect, useState } from 'react';
import { createHandoffCode } from '../api/auth';
import { useApiErrorHandler } from '../api/useApiErrorHandler';
import { desktopLink } from './desktopLinks';

/** A new code is made this long before the current one expires, so the link on screen always works. */
const RENEW_BEFORE_EXPIRY_MS = 5_000;

/**
 * The `cantara://logged-in?code=…` link for the signed-in user, made when the page opens and
 * renewed before its one-time code expires (and after each use), so the button is a plain link.
 */
export function useHandoffLink(protocol: string | null, accessToken: string | null) {
  const handleError = useApiErrorHandler();
  const [link, setLink] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `generation` asks for a new code.
  useEffect(() => {
    if (!protocol || !accessToken) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    createHandoffCode(accessToken)
      .then(({ code, expiresIn }) => {
        if (!active) return;
        setLink(desktopLink(protocol, 'logged-in', { code }));
        const renewIn = Math.max(expiresIn * 1000 - RENEW_BEFORE_EXPIRY_MS, RENEW_BEFORE_EXPIRY_MS);
        timer = setTimeout(() => setGeneration((n) => n + 1), renewIn);
      })
      .catch((error: unknown) => {
        if (active) handleError(error);
      });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [protocol, accessToken, handleError, generation]);

  /** The code on screen was just used: make the next one for another click. */
  const renew = useCallback(() => setTimeout(() => setGeneration((n) => n + 1), 1000), []);

  return { link, renew };
}
