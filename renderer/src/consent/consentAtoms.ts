import { atom } from 'jotai';
import type { Consent } from './consentRules';

export const consentAtom = atom<Consent>('unset');
export const consentDialogOpenAtom = atom(false);
