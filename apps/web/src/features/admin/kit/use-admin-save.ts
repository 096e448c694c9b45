import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import { refusal } from './form-kit';

type Words<Args extends unknown[]> = string | ((...args: Args) => string);

export type AdminSaveOptions<Body, Answer> = {
  mutationFn: (body: Body) => Promise<Answer>;
  /** The toast once saved: the screen's own words, or words from the answer; by default the server's message. */
  saved?: Words<[Answer, Body]>;
  /** The toast when it failed; without one a failure shows only in the form. */
  failed?: Words<[Error]>;
  /** What saving does to the screen: closes the dialog, empties the form, shows what was made. */
  onSaved?: (answer: Answer, body: Body) => void;
  /** Brings the cache up to date with the change; the form stays busy until it is. */
  refresh?: (queryClient: QueryClient, answer: Answer) => unknown;
  /** Refetches after a refusal too: another admin may have moved the record meanwhile. */
  refreshAfterFailure?: (queryClient: QueryClient) => unknown;
};

export type AdminSave<Body> = {
  /** Sends the body; ignored while a save is on its way, so a double submit sends once. */
  submit: (body: Body) => void;
  busy: boolean;
  /** The last failure, until a save succeeds. */
  failure: Error | null;
  /** The server's words for that failure (none for a network failure), shown in the form. */
  serverError: string | null;
  /** The server's words, or else what went wrong on the way (a dialog that stays open says either). */
  failureText: string | null;
};

const wordsOf = <Args extends unknown[]>(words: Words<Args>, ...args: Args) => (typeof words === 'string' ? words : words(...args));

/** The message the server answers most changes with. */
function messageOf(answer: unknown): string | undefined {
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/**
 * An admin form's save: the call, a toast either way, the server's reason kept for the form
 * until a save goes through, and the cache brought up to date.
 */
export function useAdminSave<Body, Answer>({ mutationFn, saved, failed, onSaved, refresh, refreshAfterFailure }: AdminSaveOptions<Body, Answer>): AdminSave<Body> {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Error | null>(null);

  const mutation = useMutation({
    mutationFn,
    onSuccess: async (answer, body) => {
      setFailure(null);
      const words = saved === undefined ? messageOf(answer) : wordsOf(saved, answer, body);
      if (words) toast(words, { tone: 'success' });
      onSaved?.(answer, body);
      await refresh?.(queryClient, answer);
    },
    onError: async (error) => {
      await refreshAfterFailure?.(queryClient);
      setFailure(error);
      if (failed !== undefined) toast(wordsOf(failed, error), { tone: 'error' });
    },
  });

  return {
    submit: (body) => {
      if (!mutation.isPending) mutation.mutate(body);
    },
    busy: mutation.isPending,
    failure,
    serverError: failure ? refusal(failure) : null,
    failureText: failure ? (refusal(failure) ?? failure.message) : null,
  };
}

/** Every admin list sits under ['admin']: after a change to money or an order, all of them are fetched again. */
export const refetchAdminLists = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['admin'] });
