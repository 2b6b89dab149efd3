import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '../../../../shared/studio/formats';

const EXPORTS: ExportFormat[] = ['midi', 'musicxml', 'ust'];

type Props = {
  trigger: ReactElement;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onExport: (format: ExportFormat) => void;
};

/** The toolbar's export menu (loaded with its first use, see EditorToolbar). */
export default function ExportMenu({ trigger, opened, onOpenedChange, onExport }: Props) {
  const { t } = useTranslation('studio');
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onOpenedChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        {EXPORTS.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)} data-testid={`export-${format}`}>
            {t(`editor.exportAs.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
