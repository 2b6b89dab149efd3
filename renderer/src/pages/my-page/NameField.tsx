import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX_LENGTH } from '../../../../shared/accounts';
import type { UserInfo } from '../../../../shared/schemas/user';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { notify } from '../../app/overlays';
import { useUpdateUser } from './useUpdateUser';

/** A name is saved only when it is non-empty, different from the current one and at most 24 characters. */
export function nameChange(current: string, draft: string): { value: string | null; tooLong: boolean } {
  const value = draft.trim();
  const tooLong = [...value].length > USERNAME_MAX_LENGTH;
  return { value: value && value !== current && !tooLong ? value : null, tooLong };
}

export function NameField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const updateUser = useUpdateUser();
  const handleError = useApiErrorHandler();
  const [draft, setDraft] = useState(user.name);
  const [saving, setSaving] = useState(false);
  const change = nameChange(user.name, draft);

  useEffect(() => setDraft(user.name), [user.name]);

  const save = async () => {
    if (!change.value) return;
    setSaving(true);
    try {
      await updateUser({ username: change.value });
      void notify({ color: 'teal', message: t('profile.nameSaved'), withBorder: true });
    } catch (error) {
      setDraft(user.name);
      handleError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          label={t('profile.name')}
          description={t('profile.nameHint', { max: USERNAME_MAX_LENGTH })}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          error={change.tooLong ? t('profile.nameTooLong', { max: USERNAME_MAX_LENGTH }) : undefined}
          autoComplete="nickname"
        />
        <Button type="submit" disabled={!change.value} loading={saving} mt={46}>
          {t('profile.saveName')}
        </Button>
      </Group>
    </form>
  );
}
