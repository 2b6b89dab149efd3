import { atom } from 'jotai';

/** Auth state (spec section 3): the access token lives only in memory. */
export const accessTokenAtom = atom<string | null>(null);
export const isRefreshTokenCheckedAtom = atom(false);
export const isAuthLoadingAtom = atom(false);
export const isLoggedInAtom = atom((get) => get(accessTokenAtom) !== null);
