import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../shared/routes';
import type { PlanView } from '../../../shared/schemas/catalog';
import type { PlanPeriod } from '../../../shared/schemas/content';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { addToCart } from './addToCart';
import { cartItemsAtom } from './cartStorage';

/** Puts a plan at a billing period in the cart (once) and opens the cart; nothing when the plan has no price for it. */
export function useSubscribeInCart(): (plan: PlanView | undefined, period: PlanPeriod) => void {
  const setCart = useSetAtom(cartItemsAtom);
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (plan, period) => {
    const price = plan?.price[period];
    if (!plan || !price) return;
    setCart((items) => addToCart(items, { uuid: plan.text_content_id, lookup_key: price.lookup_key }));
    navigate(localize(PAGE_ROUTES.cart));
  };
}
