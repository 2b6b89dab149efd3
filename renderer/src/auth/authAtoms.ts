import { atom } from 'jotai';
import type { UserInfo } from '../../../shared/schemas/user';

/** Auth state (spec section 3): the access token lives only in memory. */
export const accessTokenAtom = atom<string | null>(null);
export const isRefreshTokenCheckedAtom = atom(false);
export const isAuthLoadingAtom = atom(false);
export const isLoggedInAtom = atom((get) => get(accessTokenAtom) !== null);

/** The signed-in user's info, loaded after every sign-in and refresh. */
export const userInfoAtom = atom<UserInfo | null>(null);
