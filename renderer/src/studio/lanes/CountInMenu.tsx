import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_IN_BARS, type CountInBars } from '../../../../shared/studio/metronome';
import { transportSettings } from '../playback/transportSettings';
import { useCountInLabel } from './useCountInLabel';

type Props = {
  trigger: ReactElement;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  bars: CountInBars;
};

/** The count-in choices (loaded with its first use, see TransportExtras). */
export default function CountInMenu({ trigger, opened, onOpenedChange, bars: current }: Props) {
  const { t } = useTranslation('studio');
  const countInLabel = useCountInLabel();
  return (
    <Menu position="bottom-start" withinPortal opened={opened} onChange={onOpenedChange}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('lanes.countIn')}</Menu.Label>
        {COUNT_IN_BARS.map((bars) => (
          <Menu.Item
            key={bars}
            onClick={() => transportSettings.set({ countInBars: bars })}
            aria-checked={current === bars}
            role="menuitemradio"
            data-testid={`count-in-${bars}`}
            fw={current === bars ? 700 : 400}
          >
            {countInLabel(bars)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
