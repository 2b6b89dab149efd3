import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The microphone's level while recording, redrawn every frame. */
export function LevelMeter({ level }: { level: () => number }) {
  const { t } = useTranslation('studio-voice-tools');
  const [value, setValue] = useState(0);
  useEffect(() => {
    let frame = requestAnimationFrame(function draw() {
      setValue(level());
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [level]);
  // A meter in decibels reads as people hear: −60 dBFS at the left end, 0 at the right.
  const decibels = 20 * Math.log10(Math.max(value, 1e-6));
  const percent = Math.max(0, Math.min(100, ((decibels + 60) / 60) * 100));
  return (
    <Progress
      value={percent}
      color={decibels > -3 ? 'red' : decibels > -12 ? 'yellow' : 'teal'}
      size="lg"
      transitionDuration={0}
      aria-label={t('record.level')}
      data-testid="mic-level"
    />
  );
}
