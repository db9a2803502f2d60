import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { clampStep, usePrintOrderStore } from '../stores/print-order-store';
import { addressErrors } from '../utils/address-errors';

/**
 * The wizard's step lives in the store and in the address bar (`?step=`), never in browser storage: a
 * reload stays on its step, unless that step needs an address not yet given. When the customer moves
 * between steps, the page goes back to the top and focus to the new step's heading.
 */
export function useStepInAddressBar() {
  const step = usePrintOrderStore((state) => state.step);
  const goTo = usePrintOrderStore((state) => state.goTo);
  const [searchParams, setSearchParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  const customerMoves = useRef(false);

  useEffect(() => {
    if (!customerMoves.current) return;
    // A block, not an expression: newer browsers answer scrollTo with a promise, which React would take for a cleanup.
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      const wanted = clampStep(Number(searchParams.get('step') ?? 1));
      const reachable = wanted > 2 && Object.keys(addressErrors(usePrintOrderStore.getState().form)).length > 0 ? 2 : wanted;
      if (reachable !== step) {
        // The store still holds the step of an earlier visit: wait for it to take the arrival's.
        goTo(reachable);
        return;
      }
    }
    customerMoves.current = true;
    if (searchParams.get('step') !== String(step)) setSearchParams({ step: String(step) }, { replace: true });
  }, [step, goTo, searchParams, setSearchParams]);

  return { step, heading };
}
