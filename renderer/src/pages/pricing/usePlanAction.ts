import { useNavigate } from 'react-router-dom';
import { CONTACT_EMAIL } from '../../../../shared/constants';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { PlanView } from '../../../../shared/schemas/catalog';
import type { PlanPeriod } from '../../../../shared/schemas/content';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useSubscribeInCart } from '../../cart/useSubscribeInCart';
import type { PlanButtonState } from '../../catalog/planButtons';
import { useLoginPath } from '../../catalog/useLoginPath';

/** What a plan card's button does for its state: sign in, open the studio or plan page, write, or subscribe. */
export function usePlanAction(period: PlanPeriod): (state: PlanButtonState, plan: PlanView | undefined) => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const loginPath = useLoginPath();
  const subscribe = useSubscribeInCart();
  return (state, plan) => {
    if (state.action === 'login') navigate(loginPath());
    else if (state.action === 'studio') navigate(localize(PAGE_ROUTES.studio));
    else if (state.action === 'manage') navigate(localize(PAGE_ROUTES.myPagePlan));
    else if (state.action === 'contact') window.location.href = `mailto:${CONTACT_EMAIL}`;
    else if (state.action === 'subscribe') subscribe(plan, period);
  };
}
