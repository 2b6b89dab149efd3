// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RenameDialog } from './RenameDialog';

describe('RenameDialog', () => {
  it('says why a rename failed, stays open, and closes once a retry succeeds', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onRename = vi
      .fn<(title: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiRequestError('PROJECT_NOT_FOUND', 404, 'Not found'))
      .mockResolvedValueOnce(undefined);
    await renderWithProviders(<RenameDialog title="Old song" onClose={onClose} onRename={onRename} />);
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Old song'));
    await user.clear(title);
    await user.type(title, '  New song ');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This project does not exist or was deleted.')).toBeTruthy();
    expect(onRename).toHaveBeenLastCalledWith('New song');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByText('This project does not exist or was deleted.')).toBeNull();
  });
});
