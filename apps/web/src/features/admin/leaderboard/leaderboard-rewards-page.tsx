import { leaderboardRewardsBody } from '@shop/contract/leaderboard';
import { useQuery } from '@tanstack/react-query';
import { updateLeaderboardRewards, type LeaderboardRewards } from '../../../api/admin';
import { cardClass } from '../../../components/ui/card';
import { Field, fieldProps, inputClass } from '../../../components/ui/field';
import { AdminForm } from '../kit/admin-form';
import { contractResolver } from '../kit/form-kit';
import { LoadedForm } from '../kit/list-state';
import { PageHeader } from '../kit/page-header';
import { useRecordForm } from '../kit/use-record-form';
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

const resolver = contractResolver<RewardValues, typeof leaderboardRewardsBody>(leaderboardRewardsBody, (values) => values);
const record = { valuesOf, resolver, fieldIds: ids, queryKey: leaderboardRewardsKey, mutationFn: updateLeaderboardRewards };

/** /admin/leaderboard: what the top three spenders of each week are paid. */
export function LeaderboardRewardsPage() {
  const rewards = useQuery(leaderboardRewardsQuery());
  return (
    <>
      <PageHeader
        title="Leaderboard rewards"
        description="The top three customers of each week (Monday 00:00 to Sunday 23:59 IST, by money spent on completed orders) receive these rewards into their S-Coins wallet when the week closes, and changes apply to weeks closed afterwards."
      />
      <LoadedForm query={rewards} loadingText="Loading the rewards…" className={`${cardClass} max-w-3xl`} gridClassName="grid gap-4 sm:grid-cols-3" boxes={places.length}>
        {(current) => <RewardsForm current={current} />}
      </LoadedForm>
    </>
  );
}

function RewardsForm({ current }: { current: LeaderboardRewards }) {
  const { form, save, submit } = useRecordForm(current, { ...record, saved: 'Rewards updated successfully!', failed: 'Error updating rewards.' });
  const { errors } = form.formState;

  return (
    <AdminForm label="Leaderboard rewards" className={`${cardClass} max-w-3xl`} save={save} submitLabel="Save rewards" busyLabel="Saving..." onSubmit={submit}>
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
    </AdminForm>
  );
}
