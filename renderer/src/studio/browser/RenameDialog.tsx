import { Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { isCleanText } from '../../../../shared/studio/text';
import { DialogFormFooter, useDialogSubmit } from './DialogFormFooter';

export function RenameDialog({
  title,
  onClose,
  onRename,
}: {
  /** The current title; null when closed. */
  title: string | null;
  onClose: () => void;
  onRename: (title: string) => Promise<void>;
}) {
  const { t } = useTranslation('studio');
  const [value, setValue] = useState('');
  const { pending, error, clearError, submit } = useDialogSubmit();
  useEffect(() => {
    if (title !== null) {
      setValue(title);
      clearError();
    }
  }, [title, clearError]);
  const trimmed = value.trim();
  const valid = trimmed.length > 0 && isCleanText(trimmed);

  return (
    <Modal opened={title !== null} onClose={onClose} title={t('rename.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          void submit(async () => {
            await onRename(trimmed);
            onClose();
          });
        }}
      >
        <TextInput
          label={t('newProject.name')}
          value={value}
          maxLength={DOCUMENT_LIMITS.maxTitleLength}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={valid ? null : t('newProject.titleRequired')}
          data-autofocus
        />
        <DialogFormFooter
          error={error}
          onCancel={onClose}
          pending={pending}
          disabled={!valid}
          submitLabel={t('rename.save')}
        />
      </form>
    </Modal>
  );
}
