import { useTranslation } from 'react-i18next';
import type { CountInBars } from '../../../../shared/studio/metronome';

/** "2 bars" or "Off". */
export function useCountInLabel() {
  const { t } = useTranslation('studio');
  return (bars: CountInBars) => (bars ? t('lanes.countInBars', { count: bars }) : t('lanes.countInOff'));
}
