import type { IdentityProviderId } from '../../../../shared/schemas/auth';

type PasswordChangedListener = (provider: IdentityProviderId, subject: string) => Promise<void>;

/**
 * What a provider that keeps passwords tells the app about its accounts. The provider is chosen
 * before the modules exist, so the module that cares (accounts) listens here.
 */
export class IdentityEvents {
  private readonly passwordListeners: PasswordChangedListener[] = [];

  onPasswordChanged(listener: PasswordChangedListener): void {
    this.passwordListeners.push(listener);
  }

  /** The account's password was reset or changed: every session signed in through it must end. */
  async passwordChanged(provider: IdentityProviderId, subject: string): Promise<void> {
    await Promise.all(this.passwordListeners.map((listener) => listener(provider, subject)));
  }
}
