// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UploadNotice } from './UploadNotice';
import { createUploadProgress } from './uploadProgress';

describe('UploadNotice', () => {
  it('follows the share sent in the language of the page, then says it is being saved; its button abandons the upload', async () => {
    const user = userEvent.setup();
    const progress = createUploadProgress();
    const onAbort = vi.fn();
    await renderWithProviders(<UploadNotice name="take.wav" progress={progress} onAbort={onAbort} />);
    // The namespace loads with the studio's code: wait for it.
    expect(await screen.findByText('Uploading take.wav')).toBeTruthy();
    expect(screen.getByText('0% sent')).toBeTruthy();
    act(() => progress.set(0.426));
    expect(screen.getByText('43% sent')).toBeTruthy();
    act(() => progress.set(1));
    expect(screen.getByText('Saving it with the project…')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Abort upload' }));
    expect(onAbort).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Abort upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes the percentage as Korean and Japanese write it', async () => {
    const progress = createUploadProgress();
    progress.set(0.5);
    const { unmount } = await renderWithProviders(
      <UploadNotice name="녹음.wav" progress={progress} onAbort={() => {}} />,
      {
        language: 'ko',
      },
    );
    expect(await screen.findByText('녹음.wav 업로드 중')).toBeTruthy();
    expect(screen.getByText('50% 전송됨')).toBeTruthy();
    unmount();
    await renderWithProviders(<UploadNotice name="録音.wav" progress={progress} onAbort={() => {}} />, {
      language: 'ja',
    });
    expect(await screen.findByText('50%送信済み')).toBeTruthy();
  });
});
