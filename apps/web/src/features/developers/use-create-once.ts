import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';

type CreateOnceOptions<Body, Answer> = {
  mutationFn: (body: Body) => Promise<Answer>;
  /** Hands the secret on to be shown once, and puts the new key or endpoint into the cached list. */
  onCreated: (answer: Answer, queryClient: QueryClient) => void;
  /** Empties the form for the next one. */
  reset: () => void;
  /** Where a refusal shows; by default below the form, in the server's words. */
  onRefused?: (error: Error, setFormError: (text: string) => void) => void;
};

/**
 * Creates a key or an endpoint whose secret only this answer holds: the answer is not kept in the
 * mutation cache once handed on. A refusal shows below the form until a create goes through.
 */
export function useCreateOnce<Body, Answer>({ mutationFn, onCreated, reset, onRefused }: CreateOnceOptions<Body, Answer>) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn,
    gcTime: 0,
    onSuccess: (answer) => {
      setFormError(null);
      onCreated(answer, queryClient);
      reset();
    },
    onError: (error) => (onRefused ? onRefused(error, setFormError) : setFormError(error.message)),
  });
  return {
    formError,
    setFormError,
    busy: create.isPending,
    submit: (body: Body) => {
      if (!create.isPending) create.mutate(body);
    },
  };
}
