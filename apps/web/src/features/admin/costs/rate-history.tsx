import type { SupplierCosts } from '../../../api/admin-books';
import { formatDateTime } from '../kit/admin-format';
import { TableFrame, tdClass, thClass, trClass } from '../kit/data-table';
import { rateLabel } from './rate-format';

/** The rates a supplier had, newest first, each from when it applied and who set it. */
export function RateHistory({ supplier }: { supplier: SupplierCosts }) {
  // Sorted here rather than trusted: the newest rate must head the list whatever the answer's order.
  const history = [...supplier.history].sort((a, b) => Date.parse(b.from) - Date.parse(a.from));
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold">Rate history</h3>
      {history.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No rate has been set yet.</p>
      ) : (
        <TableFrame label={`Rate history of ${supplier.label}`}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Rate
              </th>
              <th scope="col" className={thClass}>
                From
              </th>
              <th scope="col" className={thClass}>
                Set by
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, i) => (
              <tr key={`${entry.from}-${i}`} className={trClass}>
                <td className={`${tdClass} tabular-nums`}>
                  {rateLabel(entry.rate, supplier.currency)}
                  {i === 0 && supplier.rate === entry.rate && ' '}
                  {i === 0 && supplier.rate === entry.rate && <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">(current)</span>}
                </td>
                <td className={tdClass}>{formatDateTime(entry.from)}</td>
                <td className={tdClass}>{entry.setBy ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
