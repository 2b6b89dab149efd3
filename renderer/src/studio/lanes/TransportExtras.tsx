import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconChevronDown, IconHourglassLow, IconMetronome, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COUNT_IN_BARS, type CountInBars } from '../../../../shared/studio/metronome';
import { transportSettings, useTransportSettings } from '../playback/transportSettings';
import classes from './Lanes.module.css';

/** Loop, metronome and count-in beside the transport. */
export function TransportExtras({ loopEnabled, onToggleLoop }: { loopEnabled: boolean; onToggleLoop: () => void }) {
  const { t } = useTranslation('studio');
  const settings = useTransportSettings();
  const countInLabel = (bars: CountInBars) => (bars ? t('lanes.countInBars', { count: bars }) : t('lanes.countInOff'));
  return (
    <Group gap={4} wrap="nowrap" className={classes.noShrink}>
      <Tooltip label={t('lanes.loopToggle')}>
        <ActionIcon
          variant={loopEnabled ? 'filled' : 'default'}
          color="violet"
          aria-label={t('lanes.loopToggle')}
          aria-pressed={loopEnabled}
          onClick={onToggleLoop}
          data-testid="loop-toggle"
        >
          <IconRepeat size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('lanes.metronome')}>
        <ActionIcon
          variant={settings.metronome ? 'filled' : 'default'}
          color="violet"
          aria-label={t('lanes.metronome')}
          aria-pressed={settings.metronome}
          onClick={() => transportSettings.set({ metronome: !settings.metronome })}
          data-testid="metronome-toggle"
        >
          <IconMetronome size={16} />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-start" withinPortal>
        <Tooltip label={t('lanes.countIn')}>
          <Menu.Target>
            <button
              type="button"
              className={classes.countIn}
              aria-label={`${t('lanes.countIn')}: ${countInLabel(settings.countInBars)}`}
              data-active={settings.countInBars > 0 || undefined}
              data-testid="count-in"
            >
              <IconHourglassLow size={14} />
              <span>{settings.countInBars ? settings.countInBars : '–'}</span>
              <IconChevronDown size={11} />
            </button>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown>
          <Menu.Label>{t('lanes.countIn')}</Menu.Label>
          {COUNT_IN_BARS.map((bars) => (
            <Menu.Item
              key={bars}
              onClick={() => transportSettings.set({ countInBars: bars })}
              aria-checked={settings.countInBars === bars}
              role="menuitemradio"
              data-testid={`count-in-${bars}`}
              fw={settings.countInBars === bars ? 700 : 400}
            >
              {countInLabel(bars)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
