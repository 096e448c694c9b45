import { istDate } from '@shop/contract/india-time';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { getReport, type ReportFile, type ReportKind } from '../../../api/books';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { SelectField } from '../kit/filter-bar';

const MONTHS_OFFERED = 24;
const monthName = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const reports: { kind: ReportKind; label: string; name: string }[] = [
  { kind: 'sales-register', label: 'Sales register CSV', name: 'the sales register' },
  { kind: 'profit', label: 'Profit report CSV', name: 'the profit report' },
];

/** The last 24 India-time months, this one first, as yyyy-mm with their names. */
export function recentMonths(now: Date, count = MONTHS_OFFERED): { value: string; label: string }[] {
  const [year, month] = istDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 - i, 1));
    return { value: date.toISOString().slice(0, 7), label: monthName.format(date) };
  });
}

/** Saves a downloaded file the way a link with `download` would. */
function saveFile({ blob, fileName }: ReportFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file only after the click returns: its address is released later.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The accountant's files for a month: the sales register (every invoice) and the profit report.
 * A month select rather than a month input: desktop Firefox and Safari have none.
 */
export function RecordsBox() {
  const [months] = useState(() => recentMonths(new Date()));
  // Last month by default: the one a return is filed for.
  const [month, setMonth] = useState(months[1]?.value ?? months[0]!.value);
  const [saved, setSaved] = useState<string | null>(null);
  const noteId = useId();
  const download = useMutation({
    mutationFn: ({ kind, month: chosen }: { kind: ReportKind; month: string }) => getReport(kind, chosen),
    onMutate: () => setSaved(null),
    onSuccess: (file) => {
      saveFile(file);
      setSaved(file.fileName);
    },
  });
  const failed = download.isError ? reports.find((r) => r.kind === download.variables?.kind) : undefined;

  return (
    <section aria-labelledby="records-heading" className="mt-6 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="records-heading" className="text-lg font-bold">
        Records
      </h2>
      <p id={noteId} className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">
        A month&rsquo;s invoices and profit as CSV files, for the accountant and the GST returns.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <SelectField label="Month" className="w-full sm:w-48" value={month} onChange={setMonth} options={months} />
        {reports.map((report) => {
          const busy = download.isPending && download.variables?.kind === report.kind;
          return (
            <Button
              key={report.kind}
              size="sm"
              className="w-full sm:w-auto"
              aria-describedby={noteId}
              disabled={download.isPending}
              aria-busy={busy}
              onClick={() => download.mutate({ kind: report.kind, month })}
            >
              <Download aria-hidden="true" className={`size-4 ${busy ? 'animate-bounce' : ''}`} />
              {busy ? 'Downloading…' : report.label}
            </Button>
          );
        })}
      </div>
      <div className="mt-3 empty:hidden" aria-live="polite">
        {failed && (
          <FormMessage tone="error">
            Could not download {failed.name}: {download.error?.message}
          </FormMessage>
        )}
        {saved && !download.isPending && <FormMessage tone="success">Saved {saved}.</FormMessage>}
      </div>
    </section>
  );
}
