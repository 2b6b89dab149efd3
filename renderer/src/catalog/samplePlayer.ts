import { atom, useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/overlays';

/** Id of the sample playing now; one sample plays at a time across the whole app. */
const playingSampleAtom = atom<string | null>(null);
let audio: HTMLAudioElement | null = null;

function stop(): void {
  if (!audio) return;
  audio.onended = null;
  audio.onerror = null;
  audio.pause();
  audio = null;
}

/**
 * Plays voice samples: pressing play on the playing sample stops it; another sample replaces it;
 * a sample that fails to load shows the coming-soon alert, while aborts are ignored.
 */
export function useSamplePlayer() {
  const { t } = useTranslation('characters');
  const [playing, setPlaying] = useAtom(playingSampleAtom);

  const failed = useCallback(() => {
    stop();
    setPlaying(null);
    void notify({ color: 'violet', title: t('sample.comingSoonTitle'), message: t('sample.comingSoon') });
  }, [setPlaying, t]);

  const toggle = useCallback(
    (id: string, url: string) => {
      const wasPlaying = playing === id;
      stop();
      if (wasPlaying) {
        setPlaying(null);
        return;
      }
      const element = new Audio(url);
      audio = element;
      element.onended = () => {
        if (audio === element) setPlaying(null);
      };
      element.onerror = () => {
        if (audio === element) failed();
      };
      setPlaying(id);
      element.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        if (audio === element) failed();
      });
    },
    [failed, playing, setPlaying],
  );

  return { playing, toggle };
}

/** Stops whatever plays when the component using it leaves (a closed dialog, another page). */
export function useStopSampleOnLeave(): void {
  const [, setPlaying] = useAtom(playingSampleAtom);
  useEffect(
    () => () => {
      stop();
      setPlaying(null);
    },
    [setPlaying],
  );
}
