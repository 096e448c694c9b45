import { formatRupees } from '@shop/contract/money';
import type { RepricedPack } from '../../../api/admin-books';
import { StatusChip } from '../../../components/ui/status-chip';
import { TableFrame, tdClass, tdMoneyClass, tdWrapClass, thClass, thMoneyClass, trClass } from '../kit/data-table';

/** Whether a previewed pack's prices move. */
export const changes = (pack: RepricedPack) => pack.skipped === null && (pack.next.price !== pack.old.price || pack.next.resellPrice !== pack.old.resellPrice);

const headers = [
  ['Pack', false],
  ['Cost', true],
  ['Price now', true],
  ['New price', true],
  ['Reseller now', true],
  ['New reseller price', true],
  ['Note', false],
] as const;

function Note({ pack }: { pack: RepricedPack }) {
  if (pack.skipped) return <span className="text-amber-800 dark:text-amber-200">Skipped: {pack.skipped}</span>;
  const below = pack.cost !== null && (pack.next.price < pack.cost || pack.next.resellPrice < pack.cost);
  if (below) return <StatusChip tone="red">Below cost</StatusChip>;
  return changes(pack) ? null : <span className="text-zinc-600 dark:text-zinc-400">Unchanged</span>;
}

/** Every pack's prices now and as the rule would set them, side by side; skipped ones say why. */
export function PreviewTable({ productName, packs }: { productName: string; packs: RepricedPack[] }) {
  const moved = (now: number, next: number) => `${tdMoneyClass} ${now !== next ? 'text-brand-800 dark:text-brand-200 font-bold' : ''}`;
  return (
    <TableFrame label={`New prices for ${productName}`}>
      <thead>
        <tr>
          {headers.map(([header, money]) => (
            <th key={header} scope="col" className={money ? thMoneyClass : thClass}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {packs.map((pack) => (
          <tr key={pack._id} className={trClass}>
            <th scope="row" className={`${tdClass} text-left font-semibold`}>
              {pack.name}
            </th>
            <td className={tdMoneyClass}>{pack.cost === null ? '—' : formatRupees(pack.cost)}</td>
            <td className={tdMoneyClass}>{formatRupees(pack.old.price)}</td>
            <td className={moved(pack.old.price, pack.next.price)}>{pack.skipped ? '—' : formatRupees(pack.next.price)}</td>
            <td className={tdMoneyClass}>{formatRupees(pack.old.resellPrice)}</td>
            <td className={moved(pack.old.resellPrice, pack.next.resellPrice)}>{pack.skipped ? '—' : formatRupees(pack.next.resellPrice)}</td>
            <td className={`${tdWrapClass} min-w-48`}>
              <Note pack={pack} />
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
