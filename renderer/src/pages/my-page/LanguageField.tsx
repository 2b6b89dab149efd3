import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isLanguage, LANGUAGES } from '../../../../shared/languages';
import { splitLanguagePrefix, withLanguage } from '../../../../shared/routes';
import type { UserInfo } from '../../../../shared/schemas/user';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { notify } from '../../app/overlays';
import { useUpdateUser } from './useUpdateUser';

/** The preferred language: saved to the account, and the page switches to it. */
export function LanguageField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const updateUser = useUpdateUser();
  const handleError = useApiErrorHandler();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);

  const change = async (value: string | null) => {
    if (!value || !isLanguage(value) || value === user.preferred_language) return;
    setSaving(true);
    try {
      await updateUser({ preferred_language: value });
      const { path } = splitLanguagePrefix(location.pathname);
      navigate(`${withLanguage(value, path)}${location.search}`);
      void notify({ color: 'teal', message: t('settings.languageSaved', { lng: value }), withBorder: true });
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group justify="space-between" gap="lg" wrap="wrap">
      <Stack gap={2} maw={420}>
        <Text fw={600} fz="sm" id="language-label">
          {t('settings.language')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('settings.languageHint')}
        </Text>
      </Stack>
      <Select
        aria-labelledby="language-label"
        data={LANGUAGES.map((lang) => ({ value: lang, label: tc(`language.${lang}`) }))}
        value={user.preferred_language}
        onChange={(value) => void change(value)}
        allowDeselect={false}
        disabled={saving}
        w={{ base: '100%', xs: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
