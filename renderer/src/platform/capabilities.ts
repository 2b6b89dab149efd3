import type { PlatformCapabilities } from '../../../shared/desktop-bridge';

export const WEB_CAPABILITIES: PlatformCapabilities = {
  handoffSignIn: false,
  nativeSession: false,
  opensWebsiteExternally: false,
  selfUpdate: false,
};

/**
 * What the platform can do, readable on the first page load without loading the platform module
 * itself (the desktop-only code behind it loads only inside the app).
 */
export const capabilities: PlatformCapabilities =
  (typeof window !== 'undefined' && window.desktop?.capabilities) || WEB_CAPABILITIES;
