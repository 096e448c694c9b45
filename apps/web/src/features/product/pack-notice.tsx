import { Gift, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../components/modal';
import type { PackNotice } from './product-rules';

// The bonus and weekly-pass rules, in the customer's words.
const notices: Record<PackNotice, { title: string; icon: typeof Gift; points: string[]; acknowledge: string }> = {
  bonus: {
    title: 'First Recharge Bonus',
    icon: Gift,
    points: [
      'Your first-time recharge of the 50, 150, 250 and 500 diamond packs gives double diamonds.',
      'After the first recharge of a pack, later recharges of it give a 10% bonus instead.',
      'The bonus is added by the game itself, in the same account, after delivery.',
    ],
    acknowledge: 'I understand how the recharge bonus works.',
  },
  weekly: {
    title: 'Weekly Diamond Pass',
    icon: CalendarClock,
    points: [
      '1x Weekly Pass: 80 diamonds instantly (100 if you have no active pass), 220 diamonds in total over 7 days.',
      '3x Weekly Pass: 240 diamonds instantly (260 if you have no active pass), 660 diamonds in total over 21 days.',
      'Log in to the game every day to collect the daily diamonds of the pass.',
    ],
    acknowledge: 'I understand how the weekly pass is delivered.',
  },
};

type PackNoticeDialogProps = {
  kind: PackNotice | null;
  packName: string;
  onContinue: () => void;
  onCancel: () => void;
};

/** The notice a bonus or weekly-pass pack needs; Continue waits for the acknowledgement tick. */
export function PackNoticeDialog({ kind, packName, onContinue, onCancel }: PackNoticeDialogProps) {
  return (
    <Modal open={kind !== null} onClose={onCancel} labelledBy="pack-notice-title" describedBy="pack-notice-body" variant="sheet">
      {kind && <NoticeBody key={`${kind}:${packName}`} kind={kind} packName={packName} onContinue={onContinue} onCancel={onCancel} />}
    </Modal>
  );
}

function NoticeBody({ kind, packName, onContinue, onCancel }: { kind: PackNotice } & Omit<PackNoticeDialogProps, 'kind'>) {
  const [acknowledged, setAcknowledged] = useState(false);
  const notice = notices[kind];
  const Icon = notice.icon;
  return (
    <div className="p-5">
      <h2 id="pack-notice-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-300" />
        {notice.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        You selected <span className="font-semibold">{packName}</span>.
      </p>
      <ul id="pack-notice-body" className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-zinc-800 dark:text-zinc-200">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <label className="mt-4 flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-zinc-100 px-3 py-2 text-sm font-medium dark:bg-zinc-800">
        <input
          type="checkbox"
          checked={acknowledged}
          onChange={(e) => setAcknowledged(e.target.checked)}
          className="size-5 shrink-0 accent-brand-700"
        />
        {notice.acknowledge}
      </label>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 flex-1 rounded-xl border border-zinc-300 font-semibold hover:bg-zinc-100 dark:border-zinc-600 dark:hover:bg-zinc-800"
        >
          Choose another pack
        </button>
        <button
          type="button"
          onClick={onContinue}
          disabled={!acknowledged}
          className="min-h-12 flex-1 rounded-xl bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-zinc-400 disabled:text-zinc-800 dark:disabled:bg-zinc-700 dark:disabled:text-zinc-300"
        >
          Continue
        </button>
      </div>
    </div>
  );
}
