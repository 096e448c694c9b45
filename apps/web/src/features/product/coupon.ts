import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorText } from '../../api/client';
import { validateCoupon } from '../../api/coupons';
import type { SessionUser } from '../../session/session';

// The coupon rules of the product page.
export const couponMessages = {
  login: 'Please login to apply a coupon.',
  reseller: 'Resellers cannot apply coupons.',
  empty: 'Please enter a coupon code.',
  fallback: 'An error occurred',
} as const;

/** A coupon the server accepted for one pack; its total is exactly what the order charges. */
export type AppliedCoupon = { code: string; itemId: string; originalPrice: number; discount: number; finalPrice: number };

type Feedback = { tone: 'success' | 'error'; text: string; itemId: string | null };

export type CouponState = ReturnType<typeof useCoupon>;

/**
 * The coupon entry's state. The client rules run first (login, reseller, empty code); a success
 * sets the discount and a failure clears it. A discount holds for the pack it was checked for:
 * another pack needs Apply again, and editing the code drops it.
 */
export function useCoupon({ itemId, user }: { itemId: string | null; user: Pick<SessionUser, 'role'> | null }) {
  const [code, setCodeText] = useState('');
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // Answers to an earlier Apply are ignored once the code changed or Apply ran again.
  const run = useRef(0);
  const check = useMutation({ mutationFn: validateCoupon });

  function fail(text: string, forItem: string | null) {
    setApplied(null);
    setFeedback({ tone: 'error', text, itemId: forItem });
  }

  function setCode(value: string) {
    // Coupon codes are upper case.
    setCodeText(value.toUpperCase());
    setApplied(null);
    setFeedback(null);
    run.current += 1;
  }

  function apply() {
    run.current += 1;
    if (!user) return fail(couponMessages.login, null);
    if (user.role === 'reseller') return fail(couponMessages.reseller, null);
    const couponCode = code.trim().toUpperCase();
    if (!couponCode) return fail(couponMessages.empty, null);
    if (!itemId) return;
    const current = run.current;
    check.mutate(
      { couponCode, item_id: itemId },
      {
        onSuccess: (answer) => {
          if (current !== run.current) return;
          setApplied({
            code: couponCode,
            itemId,
            originalPrice: answer.originalPrice,
            // Shown rounded as the spec says: the discount up, the total down (the server rounds alike).
            discount: Math.ceil(answer.appliedDiscount),
            finalPrice: Math.floor(answer.finalPrice),
          });
          setFeedback({ tone: 'success', text: answer.message, itemId });
        },
        onError: (err) => {
          if (current !== run.current) return;
          fail(errorText(err, couponMessages.fallback), itemId);
        },
      },
    );
  }

  const forThisPack = applied !== null && applied.itemId === itemId ? applied : null;
  return {
    code,
    setCode,
    apply,
    applying: check.isPending,
    applied: forThisPack,
    /** A coupon applied to another pack: it needs Apply again for this one. */
    needsReapply: applied !== null && forThisPack === null,
    feedback: feedback && (feedback.itemId === null || feedback.itemId === itemId) ? feedback : null,
  };
}
