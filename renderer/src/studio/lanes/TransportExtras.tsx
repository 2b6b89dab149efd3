import { ActionIcon, Group } from '@mantine/core';
import { IconChevronDown, IconHourglassLow, IconMetronome, IconRepeat } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountInBars } from '../../../../shared/studio/metronome';
import { useDeferredDropdown } from '../../layout/useDeferredDropdown';
import { transportSettings, useTransportSettings } from '../playback/transportSettings';
import { Hint } from '../ui/Hint';
import classes from './Lanes.module.css';
import { useCountInLabel } from './useCountInLabel';

// The count-in menu's code (a positioned dropdown) is fetched when the pointer or the focus reaches its button.
const importCountInMenu = () => import('./CountInMenu');
const CountInMenu = lazy(importCountInMenu);

/** Loop, metronome and count-in beside the transport. */
export function TransportExtras({ loopEnabled, onToggleLoop }: { loopEnabled: boolean; onToggleLoop: () => void }) {
  const { t } = useTranslation('studio');
  const settings = useTransportSettings();
  return (
    <Group gap={4} wrap="nowrap" className={classes.noShrink}>
      <Hint label={t('lanes.loopToggle')}>
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
      </Hint>
      <Hint label={t('lanes.metronome')}>
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
      </Hint>
      <CountIn bars={settings.countInBars} />
    </Group>
  );
}

function CountIn({ bars }: { bars: CountInBars }) {
  const { t } = useTranslation('studio');
  const countInLabel = useCountInLabel();
  const menu = useDeferredDropdown(importCountInMenu);
  const trigger = (handlers: Partial<typeof menu.placeholderHandlers> = {}) => (
    <button
      type="button"
      className={classes.countIn}
      aria-label={`${t('lanes.countIn')}: ${countInLabel(bars)}`}
      aria-haspopup="menu"
      aria-expanded={menu.opened}
      data-active={bars > 0 || undefined}
      data-testid="count-in"
      {...handlers}
    >
      <IconHourglassLow size={14} />
      <span>{bars ? bars : '–'}</span>
      <IconChevronDown size={11} />
    </button>
  );
  const placeholder = trigger(menu.placeholderHandlers);
  return (
    <Hint label={t('lanes.countIn')}>
      {menu.mounted ? (
        <Suspense fallback={placeholder}>
          <CountInMenu trigger={trigger()} opened={menu.opened} onOpenedChange={menu.setOpened} bars={bars} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Hint>
  );
}
