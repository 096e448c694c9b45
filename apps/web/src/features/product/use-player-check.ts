import type { Item } from '@shop/contract/catalogue';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { checkPlayerId } from '../../api/catalogue';
import type { PlayerProblems, PlayerValues } from './player-info-step';
import { outcomeOfCheck, outcomeOfCheckError, type CheckOutcome, type PlayerField } from './product-rules';

/**
 * Step 1's values and its Check Username. A check speaks for the id and zone it was asked about:
 * any change to them drops it, and an answer that comes back after a change is ignored.
 */
export function usePlayerCheck(productId: string, fields: PlayerField[], initial: PlayerValues) {
  const [values, setValues] = useState<PlayerValues>(initial);
  const [check, setCheck] = useState<CheckOutcome | null>(null);
  const checkRun = useRef(0);
  const checkMutation = useMutation({ mutationFn: checkPlayerId });

  function forgetCheck() {
    checkRun.current += 1;
    setCheck(null);
  }

  function changeValue(name: keyof PlayerValues, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    forgetCheck();
  }

  /** Puts values in the form from outside it (a saved account). */
  function fill(next: PlayerValues) {
    setValues(next);
    forgetCheck();
  }

  /** Check Username for the given values (the form's, or values just put there) and pack. */
  function runCheck(of: PlayerValues, item: Item | null, onVerified?: () => void) {
    const missing = fields.find((field) => !of[field.name].trim());
    if (missing) {
      setCheck({ verified: false, message: `Please enter your ${missing.label} first.` });
      return;
    }
    const run = ++checkRun.current;
    checkMutation.mutate(
      {
        userid: of.input1.trim(),
        zoneid: of.input2.trim(),
        selectedProduct: productId,
        ...(item ? { selectedItem: item._id } : {}),
      },
      {
        onSuccess: (answer) => {
          if (run !== checkRun.current) return;
          const outcome = outcomeOfCheck(answer);
          setCheck(outcome);
          if (outcome.verified) onVerified?.();
        },
        onError: (err) => run === checkRun.current && setCheck(outcomeOfCheckError(err.message)),
      },
    );
  }

  return { values, check, checking: checkMutation.isPending, changeValue, fill, runCheck };
}

/** What keeps Proceed from going on: empty fields first, then a username not yet checked. */
export function problemsOf(fields: PlayerField[], values: PlayerValues, needsCheck: boolean, verified: boolean): PlayerProblems {
  const problems: PlayerProblems = {};
  for (const field of fields) {
    if (!values[field.name].trim()) {
      problems[field.name] = field.kind === 'server' ? `Please select your ${field.label}.` : `Please enter your ${field.label}.`;
    }
  }
  if (needsCheck && !verified && !problems.input1 && !problems.input2) {
    problems.verify = 'Please check your username before proceeding.';
  }
  return problems;
}
