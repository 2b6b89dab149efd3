import { type EmbedMessage, hostMessageSchema, type ThemeColors } from '../../../../shared/embedMessages';

/** Origins of the pages framing this one, nearest first (Chrome's ancestorOrigins, else the referrer). */
export function hostOrigins(win: Window = window): string[] {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors?.length) return Array.from(ancestors);
  try {
    return win.document.referrer ? [new URL(win.document.referrer).origin] : [];
  } catch {
    return [];
  }
}

/** The host origin to talk to: the framing page's, when it is on the allow-list. */
export function allowedHostOrigin(allowList: readonly string[], win: Window = window): string | null {
  const origin = hostOrigins(win)[0];
  return origin && allowList.includes(origin) ? origin : null;
}

/** Theme colours from a message event, only when it comes from an allowed origin and has the right shape. */
export function readThemeColors(event: MessageEvent, allowList: readonly string[]): ThemeColors | null {
  if (!allowList.includes(event.origin)) return null;
  const parsed = hostMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data.data : null;
}

export function postToHost(message: EmbedMessage, origin: string, win: Window = window): void {
  if (win.parent !== win) win.parent.postMessage(message, origin);
}
