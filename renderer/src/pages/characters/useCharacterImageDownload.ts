import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFileKindOf } from '../../../../shared/desktop-bridge';
import { notify } from '../../app/overlays';
import { accessTokenAtom, isLoggedInAtom } from '../../auth/authAtoms';
import { fetchFullImageUrl } from '../../catalog/catalogApi';
import { platform } from '../../platform';

/**
 * Saves a character's full-size picture (with or without its background) for a signed-in user; a
 * signed-out one is asked to sign in instead (`signInOpen`).
 */
export function useCharacterImageDownload(characterId: string, withBackground: boolean) {
  const { t } = useTranslation('characters');
  const { t: tErrors } = useTranslation('errors');
  const isLoggedIn = useAtomValue(isLoggedInAtom);
  const accessToken = useAtomValue(accessTokenAtom);
  const [signInOpen, setSignInOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!isLoggedIn) {
      setSignInOpen(true);
      return;
    }
    setDownloading(true);
    try {
      const image = await fetchFullImageUrl(accessToken, characterId, withBackground);
      const response = await fetch(image.url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Download failed with ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      await platform.saveFile({
        kind: saveFileKindOf(image.file_name) ?? 'png',
        suggestedName: image.file_name,
        bytes,
      });
    } catch {
      void notify({ color: 'red', title: t('download.failed'), message: tErrors('UNKNOWN_ERROR') });
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading, signInOpen, closeSignIn: () => setSignInOpen(false) };
}
