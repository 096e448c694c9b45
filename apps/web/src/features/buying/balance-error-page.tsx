import { formatBalance } from '@shop/contract/money';
import { useQuery } from '@tanstack/react-query';
import { WalletMinimal } from 'lucide-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../session/session';
import { walletBalanceQuery } from './buying-queries';
import { card, primaryAction, resultShell as pageShell, secondaryAction } from './styles';

/** /balanceerror: a wallet order the S-Coins balance cannot cover. */
export function BalanceErrorPage() {
  useDocumentTitle('Insufficient Balance');
  const user = useSession()?.user ?? null;
  const balance = useQuery({ ...walletBalanceQuery(user?.userid ?? ''), enabled: Boolean(user) });

  return (
    <div className={pageShell}>
      <section className={`${card} text-center`} aria-labelledby="balance-error-title">
        <div className="mx-auto grid size-20 place-items-center rounded-full bg-amber-100 dark:bg-amber-400/15">
          <WalletMinimal aria-hidden="true" className="size-10 text-amber-800 dark:text-amber-200" />
        </div>
        <h1 id="balance-error-title" className="mt-4 text-2xl font-extrabold">
          Insufficient Balance
        </h1>
        <p className="mx-auto mt-2 max-w-md text-zinc-700 dark:text-zinc-300">
          Your S-Coins wallet does not have enough balance for this order. Top up your wallet, then place the order again, or pay by UPI instead.
        </p>
        {balance.isSuccess && (
          <p className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">
            Current balance <span className="block text-2xl font-extrabold text-zinc-900 dark:text-zinc-100">{formatBalance(balance.data.balance)}</span>
          </p>
        )}
        <div className="mt-6 grid gap-3 sm:grid-cols-2">
          <Link to="/home" className={secondaryAction}>
            Go to Home
          </Link>
          <Link to="/topup" className={primaryAction}>
            Top-Up Wallet
          </Link>
        </div>
      </section>
    </div>
  );
}
