import { Badge, Divider, Menu } from '@mantine/core';
import { IconChevronRight, IconLogout, IconSparkles, IconUser } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isLanguage } from '../../../shared/languages';
import { PAGE_ROUTES } from '../../../shared/routes';
import type { UserInfo } from '../../../shared/schemas/user';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { useAuthActions } from '../auth/useAuthActions';
import { UserIdentity } from './UserIdentity';

/** The plan name in the page language (User info "planName"). */
export function planName(user: UserInfo, language: string): string | null {
  const plan = user.active_products?.plan;
  if (!plan) return null;
  return plan.text_content[isLanguage(language) ? language : 'en'];
}

/** Signed in: photo, name, email, profile link, plans link with the plan name, and logout. */
export default function AccountPopover({
  user,
  trigger,
  opened,
  onOpenedChange,
}: {
  user: UserInfo;
  trigger: ReactElement;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const localize = useLocalizedPath();
  const { logout } = useAuthActions();
  const plan = planName(user, i18n.language);

  return (
    <Menu position="bottom-end" width={300} shadow="xl" withArrow opened={opened} onChange={onOpenedChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown p="sm">
        <UserIdentity user={user} avatarSize={48} p="xs" nameTestId="account-name" />
        <Divider my="xs" />
        <Menu.Item component={Link} to={localize(PAGE_ROUTES.myPage)} leftSection={<IconUser size={18} aria-hidden />}>
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={localize(PAGE_ROUTES.myPagePlan)}
          leftSection={<IconSparkles size={18} aria-hidden />}
          rightSection={
            plan ? (
              <Badge size="sm" variant="light" rightSection={<IconChevronRight size={12} aria-hidden />}>
                {plan}
              </Badge>
            ) : null
          }
        >
          {t('account.plans')}
        </Menu.Item>
        <Divider my="xs" />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void logout()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
