import { Alert, Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_LIMITS } from '../../../../shared/studio/limits';
import { isCleanText } from '../../../../shared/studio/text';
import { useErrorMessage } from '../../api/useApiErrorHandler';

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
  const message = useErrorMessage();
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (title !== null) {
      setValue(title);
      setError(null);
    }
  }, [title]);
  const trimmed = value.trim();
  const valid = trimmed.length > 0 && isCleanText(trimmed);

  return (
    <Modal opened={title !== null} onClose={onClose} title={t('rename.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          setPending(true);
          onRename(trimmed)
            .then(onClose)
            .catch((failure: unknown) => setError(message(failure)))
            .finally(() => setPending(false));
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
        {error && (
          <Alert color="red" variant="light" mt="md">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!valid}>
            {t('rename.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
