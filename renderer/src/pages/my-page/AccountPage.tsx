import { Divider, Stack, TextInput, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../app/RootLayout';
import { userInfoAtom } from '../../auth/authAtoms';
import { DeleteAccountSection } from './DeleteAccountSection';
import { LanguageField } from './LanguageField';
import { NameField } from './NameField';
import { NotificationToggle } from './NotificationToggle';
import { PhotoField } from './PhotoField';
import { SectionCard } from './SectionCard';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';

/** The account page: photo, name, read-only email, notifications, language and account deletion. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const user = useAtomValue(userInfoAtom);
  if (!user) return <PageLoader />;
  return (
    <Stack gap="xl">
      <SectionCard title={t('profile.title')}>
        <PhotoField user={user} />
        <Divider color="dark.4" />
        <NameField user={user} />
        <TextInput
          label={t('profile.email')}
          description={t('profile.emailHint')}
          value={user.email}
          readOnly
          variant="filled"
        />
      </SectionCard>
      <SectionCard title={t('settings.title')}>
        <Stack gap="md">
          <Title order={3} fz="sm" c="dark.1" tt="uppercase" lts={0.6}>
            {t('settings.notifications')}
          </Title>
          <NotificationToggle
            user={user}
            field="mailing_list"
            label={t('settings.mailing')}
            hint={t('settings.mailingHint')}
          />
          <NotificationToggle
            user={user}
            field="ad_mailing_list"
            label={t('settings.adMailing')}
            hint={t('settings.adMailingHint')}
          />
        </Stack>
        <Divider color="dark.4" />
        <LanguageField user={user} />
      </SectionCard>
      <SignOutEverywhereSection />
      <DeleteAccountSection />
    </Stack>
  );
}
