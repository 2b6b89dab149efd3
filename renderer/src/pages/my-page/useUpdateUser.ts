import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { UserInfo } from '../../../../shared/schemas/user';
import { ApiRequestError } from '../../api/client';
import { type UserInfoChanges, updateUserInfo } from '../../api/user';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';

/** Saves account changes and keeps the shared user info in step with the server's answer. */
export function useUpdateUser(): (changes: UserInfoChanges) => Promise<UserInfo> {
  const token = useAtomValue(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  return useCallback(
    async (changes) => {
      if (!token) throw new ApiRequestError('LOGIN_REQUIRED', 401, 'Login is required to proceed.');
      const updated = await updateUserInfo(token, changes);
      setUser(updated);
      return updated;
    },
    [token, setUser],
  );
}
