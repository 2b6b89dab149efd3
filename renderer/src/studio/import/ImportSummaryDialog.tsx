import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportSummary, ImportWarning } from '../../../../shared/studio/formats/types';
import { summaryLines } from './summaryLines';

export type PendingImport = { fileName: string; summary: ImportSummary; warnings: ImportWarning[] };

/**
 * What a file holds and everything it could not bring or brought changed, shown before the user
 * accepts the import.
 */
export function ImportSummaryDialog({
  pending,
  onAccept,
  onCancel,
}: {
  pending: PendingImport | undefined;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('studio-files');
  const lines = pending ? summaryLines(t, pending.summary, pending.warnings) : undefined;
  return (
    <Modal
      opened={Boolean(pending)}
      onClose={onCancel}
      title={pending ? t('summary.title', { name: pending.fileName }) : ''}
      size="lg"
    >
      {lines && (
        <Stack gap="sm" data-testid="import-summary">
          <Text fw={600}>{lines.headline}</Text>
          <SummarySection title={t('summary.notImported')} lines={lines.dropped} testId="import-summary-dropped" />
          <SummarySection title={t('summary.changed')} lines={lines.changed} testId="import-summary-changed" />
          {lines.warnings.map((line) => (
            <Text key={line} size="sm" c="orange.8">
              {line}
            </Text>
          ))}
          {!lines.dropped.length && !lines.changed.length && (
            <Text size="sm" c="dimmed">
              {t('summary.nothingLost')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('summary.chordPolicy')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-testid="import-cancel">
              {t('summary.cancel')}
            </Button>
            <Button onClick={onAccept} data-testid="import-accept" data-autofocus>
              {t('summary.accept')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function SummarySection({ title, lines, testId }: { title: string; lines: string[]; testId: string }) {
  if (!lines.length) return null;
  return (
    <section>
      <Title order={3} fz="sm">
        {title}
      </Title>
      <List size="sm" data-testid={testId}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </section>
  );
}
