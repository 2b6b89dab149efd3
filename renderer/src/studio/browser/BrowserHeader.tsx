import { Button, FileButton, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconFileImport, IconLayoutGrid, IconList, IconPlus, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './ProjectBrowser.module.css';
import { STORAGE_FULL_TEXT_ID, UsageBar } from './UsageBar';

export type BrowserView = 'recent' | 'trash';
export type BrowserLayout = 'cards' | 'rows';

type HeaderProps = {
  /** At the quota: the ways to start a project are refused up front (the notice below says why). */
  full: boolean;
  importAccept: string;
  importing: boolean;
  onImport: (file: File | null) => void;
  onDemo: () => void;
  onNew: () => void;
};

/** The page's heading and the three ways to start a project: import a file, a demo, a blank one. */
export function BrowserHeader({ full, importAccept, importing, onImport, onDemo, onNew }: HeaderProps) {
  const { t } = useTranslation('studio');
  const fullReason = full ? STORAGE_FULL_TEXT_ID : undefined;
  return (
    <header className={classes.head}>
      <div>
        <Title order={1} fz={28}>
          {t('browser.heading')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('browser.subheading')}
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap">
        <FileButton onChange={onImport} accept={importAccept} disabled={full}>
          {(props) => (
            <Button
              {...props}
              disabled={full}
              aria-describedby={fullReason}
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              loading={importing}
              data-testid="import-file"
            >
              {t('browser.import')}
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          leftSection={<IconSparkles size={18} aria-hidden />}
          onClick={onDemo}
          disabled={full}
          aria-describedby={fullReason}
        >
          {t('browser.demo')}
        </Button>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onNew}
          disabled={full}
          aria-describedby={fullReason}
        >
          {t('browser.new')}
        </Button>
      </Group>
    </header>
  );
}

type ToolbarProps = {
  view: BrowserView;
  onView: (view: BrowserView) => void;
  layout: BrowserLayout;
  onLayout: (layout: BrowserLayout) => void;
  count: number | null;
};

/** Recent or trash, the storage used, and (for recent projects) cards or rows. */
export function BrowserToolbar({ view, onView, layout, onLayout, count }: ToolbarProps) {
  const { t } = useTranslation('studio');
  return (
    <Group justify="space-between" align="center" mt="xl" mb="md" wrap="nowrap" gap="xl">
      <SegmentedControl
        value={view}
        onChange={(value) => onView(value as BrowserView)}
        data={[
          { value: 'recent', label: t('browser.recent') },
          { value: 'trash', label: t('browser.trash') },
        ]}
      />
      <Group gap="lg" wrap="nowrap" align="center">
        <UsageBar count={count} />
        {view === 'recent' && (
          <SegmentedControl
            value={layout}
            onChange={(value) => onLayout(value as BrowserLayout)}
            aria-label={t('browser.layout')}
            data={[
              { value: 'cards', label: <IconLayoutGrid size={16} aria-label={t('browser.cards')} /> },
              { value: 'rows', label: <IconList size={16} aria-label={t('browser.rows')} /> },
            ]}
          />
        )}
      </Group>
    </Group>
  );
}
