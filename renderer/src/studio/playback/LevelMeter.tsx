import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './TransportControls.module.css';

/** The meter's floor in dBFS: anything quieter reads as silence. */
export const METER_FLOOR_DB = -60;

export function levelToDb(rms: number): number {
  if (!(rms > 0)) return METER_FLOOR_DB;
  return Math.max(METER_FLOOR_DB, Math.min(0, Math.round(20 * Math.log10(rms))));
}

/**
 * The master output's level (dBFS) from the analyser, updated in an animation frame while playing
 * (the element is updated directly: no React render per frame).
 */
export function LevelMeter({ level, active }: { level: () => number; active: boolean }) {
  const { t } = useTranslation('studio');
  const meterRef = useRef<HTMLMeterElement>(null);

  useEffect(() => {
    const show = (db: number) => {
      const meter = meterRef.current;
      if (!meter) return;
      meter.value = db;
      meter.setAttribute('aria-valuetext', t('playback.levelValue', { db }));
    };
    if (!active) {
      show(METER_FLOOR_DB);
      return;
    }
    let frame = 0;
    let shown = Number.NaN;
    const draw = () => {
      const db = levelToDb(level());
      if (db !== shown) {
        shown = db;
        show(db);
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [active, level, t]);

  return (
    <meter
      ref={meterRef}
      aria-label={t('playback.level')}
      min={METER_FLOOR_DB}
      max={0}
      low={-9}
      high={-3}
      optimum={-30}
      defaultValue={METER_FLOOR_DB}
      className={classes.meter}
      data-testid="transport-level"
    />
  );
}
