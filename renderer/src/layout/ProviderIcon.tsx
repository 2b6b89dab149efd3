import { IconBrandGoogleFilled } from '@tabler/icons-react';
import type { IdentityProviderId } from '../../../shared/schemas/auth';
import { LogoMark } from './Logo';

export function ProviderIcon({ provider }: { provider: IdentityProviderId | null }) {
  if (provider === 'cantara') return <LogoMark size={18} />;
  return <IconBrandGoogleFilled size={18} aria-hidden />;
}
