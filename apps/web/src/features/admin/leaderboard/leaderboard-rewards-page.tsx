import { leaderboardRewardsBody } from '@shop/contract/leaderboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateLeaderboardRewards, type LeaderboardRewards } from '../../../api/admin';
import { useToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { contractResolver, focusFirstError, refusal } from '../kit/form-kit';
import { FetchError } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { leaderboardRewardsKey, leaderboardRewardsQuery } from './leaderboard-queries';

/** The rewards as typed: text until the contract has checked it. */
type RewardValues = Record<keyof LeaderboardRewards, string>;

const places = [
  ['first', 'First place (₹)'],
  ['second', 'Second place (₹)'],
  ['third', 'Third place (₹)'],
] as const;

const ids: RewardValues = { first: 'leaderboard-first', second: 'leaderboard-second', third: 'leaderboard-third' };

const valuesOf = (rewards: LeaderboardRewards): RewardValues => ({ first: String(rewards.first), second: String(rewards.second), third: String(rewards.third) });

const rewardsResolver = contractResolver<RewardValues, typeof leaderboardRewardsBody>(leaderboardRewardsBody, (values) => values);

/** /admin/leaderboard: what the top three spenders of each week are paid. */
export function LeaderboardRewardsPage() {
  const rewards = useQuery(leaderboardRewardsQuery());
  return (
    <>
      <PageHeader
        title="Leaderboard rewards"
        description="The top three customers of each week (Monday 00:00 to Sunday 23:59 IST, by money spent on completed orders) receive these rewards into their S-Coins wallet when the week closes, and changes apply to weeks closed afterwards."
      />
      {rewards.isError && !rewards.data ? (
        <FetchError error={rewards.error} onRetry={() => void rewards.refetch()} />
      ) : rewards.data ? (
        <RewardsForm current={rewards.data} />
      ) : (
        <div className={`${cardClass} max-w-3xl`} role="status" aria-live="polite">
          <span className="sr-only">Loading the rewards…</span>
          <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
            {places.map(([place]) => (
              <div key={place} className="skeleton h-16 w-full" />
            ))}
          </div>
        </div>
      )}
    </>
  );
}

// Mounted only once the current rewards are in, so they are the form's defaults from the start.
function RewardsForm({ current }: { current: LeaderboardRewards }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RewardValues, unknown, LeaderboardRewards>({ defaultValues: valuesOf(current), resolver: rewardsResolver, shouldFocusError: false });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: updateLeaderboardRewards,
    onSuccess: (saved) => {
      setServerError(null);
      queryClient.setQueryData(leaderboardRewardsKey, saved);
      form.reset(valuesOf(saved));
      toast('Rewards updated successfully!', { tone: 'success' });
    },
    onError: (error) => {
      setServerError(refusal(error));
      toast('Error updating rewards.', { tone: 'error' });
    },
  });

  return (
    <form
      noValidate
      aria-label="Leaderboard rewards"
      className={`${cardClass} max-w-3xl`}
      onSubmit={form.handleSubmit(
        (body) => {
          if (!save.isPending) save.mutate(body);
        },
        (found) => focusFirstError(found, ids),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {places.map(([place, label]) => {
          const error = errors[place]?.message;
          return (
            <Field key={place} id={ids[place]} label={label} error={error}>
              <input {...fieldProps(ids[place], error)} type="number" inputMode="decimal" min="0" step="any" className={inputClass} {...form.register(place)} />
            </Field>
          );
        })}
      </div>
      {serverError && (
        <div className="mt-4">
          <FormMessage tone="error">{serverError}</FormMessage>
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving..." className="w-full sm:w-auto">
          Save rewards
        </Button>
      </div>
    </form>
  );
}
