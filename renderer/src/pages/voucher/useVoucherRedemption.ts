import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { normalizeCodeInput } from '../../../../shared/commerce';
import type { Voucher } from '../../../../shared/schemas/commerce';
import { ApiRequestError } from '../../api/client';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { fetchUserInfo } from '../../api/user';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { previewVoucher, redeemVoucher } from '../../commerce/commerceApi';
import { entitlementsVersionAtom } from '../../commerce/commerceAtoms';

export type VoucherStep =
  | { kind: 'enter' }
  | { kind: 'confirm'; code: string; voucher: Voucher }
  | { kind: 'done'; voucher: Voucher; endDatetime: string | null };

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.code === 'GET_PROMOTION_NOT_FOUND';

/**
 * A voucher code from entry to redemption: `apply` previews the typed code, `confirm` redeems it and
 * refreshes what the user holds; an unknown code goes back to entry with `notFound` set.
 */
export function useVoucherRedemption() {
  const token = useAtomValue(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const bumpEntitlements = useSetAtom(entitlementsVersionAtom);
  const handleError = useApiErrorHandler();
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [step, setStep] = useState<VoucherStep>({ kind: 'enter' });

  const type = (value: string) => {
    setInput(normalizeCodeInput(value));
    setNotFound(false);
    if (step.kind === 'confirm') setStep({ kind: 'enter' });
  };

  const apply = async () => {
    const code = input.trim();
    if (!code || loading) return;
    setLoading(true);
    setNotFound(false);
    try {
      setStep({ kind: 'confirm', code, voucher: await previewVoucher(token, code) });
    } catch (error) {
      if (isNotFound(error)) setNotFound(true);
      else handleError(error);
    } finally {
      setLoading(false);
    }
  };

  const confirm = async () => {
    if (step.kind !== 'confirm') return;
    setLoading(true);
    try {
      const redeemed = await redeemVoucher(token, step.code);
      setStep({ kind: 'done', voucher: redeemed, endDatetime: redeemed.end_datetime });
      bumpEntitlements((version) => version + 1);
      if (token) setUser(await fetchUserInfo(token));
    } catch (error) {
      if (isNotFound(error)) {
        setStep({ kind: 'enter' });
        setNotFound(true);
      } else handleError(error);
    } finally {
      setLoading(false);
    }
  };

  return { input, type, loading, notFound, step, apply, confirm };
}

export type VoucherRedemption = ReturnType<typeof useVoucherRedemption>;
