import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_SIZE_PX } from '../../../../shared/accounts';
import type { UserInfo } from '../../../../shared/schemas/user';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { uploadProfileImage } from '../../api/user';
import { notify } from '../../app/overlays';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { UserAvatar } from '../../layout/UserAvatar';
import { canvasToPng, cropToSquare, decodeImage } from './cropImage';
import { MyPageModal } from './MyPageModal';

type Preview = { canvas: HTMLCanvasElement; url: string };

/** Photo upload: the chosen image's centred 96x96 square is previewed, then uploaded as profile_image. */
export function PhotoField({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const token = useAtomValue(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const handleError = useApiErrorHandler();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return;
    try {
      const image = await decodeImage(file);
      const canvas = cropToSquare(image, AVATAR_SIZE_PX);
      image.close();
      setPreview({ canvas, url: canvas.toDataURL('image/png') });
    } catch {
      setError(te('INVALID_IMAGE'));
    }
  };

  const save = async () => {
    if (!preview || !token) return;
    setSaving(true);
    try {
      const image = await uploadProfileImage(token, await canvasToPng(preview.canvas));
      setUser((current) => (current ? { ...current, image } : current));
      setPreview(null);
      void notify({ color: 'teal', message: t('profile.photoSaved'), withBorder: true });
    } catch (uploadError) {
      handleError(uploadError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <UserAvatar user={user} size={AVATAR_SIZE_PX} />
      <Stack gap={6} miw={0}>
        <Text fw={600} fz="sm">
          {t('profile.photo')}
        </Text>
        <FileButton onChange={(file) => void choose(file)} accept="image/*">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconCamera size={16} aria-hidden />}
              w="fit-content"
            >
              {t('profile.changePhoto')}
            </Button>
          )}
        </FileButton>
        {error ? (
          <Text fz="sm" c="red.4" role="alert">
            {error}
          </Text>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('profile.photoHint')}
          </Text>
        )}
      </Stack>

      <MyPageModal opened={preview !== null} onClose={() => setPreview(null)} title={t('profile.cropTitle')}>
        <Stack gap="lg">
          <Text fz="sm" c="dimmed">
            {t('profile.cropHint')}
          </Text>
          <Group justify="center" gap="xl">
            <Image
              src={preview?.url}
              w={AVATAR_SIZE_PX}
              h={AVATAR_SIZE_PX}
              radius="md"
              alt={t('profile.cropTitle')}
              data-testid="photo-preview"
            />
            <Image src={preview?.url} w={AVATAR_SIZE_PX} h={AVATAR_SIZE_PX} radius={AVATAR_SIZE_PX} alt="" />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPreview(null)}>
              {t('profile.cancel')}
            </Button>
            <Button loading={saving} onClick={() => void save()}>
              {t('profile.savePhoto')}
            </Button>
          </Group>
        </Stack>
      </MyPageModal>
    </Group>
  );
}
