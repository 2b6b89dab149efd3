import { atom } from 'jotai';

/** Bumped when what the user owns may have changed (payment, voucher): owned characters are read again. */
export const entitlementsVersionAtom = atom(0);
