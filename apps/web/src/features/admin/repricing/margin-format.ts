import type { costSources } from '@shop/contract/books';
import { formatRupees } from '@shop/contract/money';

const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** 28.8% */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

/** "₹34.50 (28.8%)", or a dash while the cost (and so the margin) is unknown. */
export function marginText(margin: number | null, marginPercent: number | null): string {
  if (margin === null) return '—';
  return marginPercent === null ? formatRupees(margin) : `${formatRupees(margin)} (${formatPercent(marginPercent)})`;
}

export const costSourceLabels: Record<(typeof costSources)[number], string> = {
  'price-list': 'from the price list',
  charged: 'as last charged',
  manual: 'set by hand',
};

/** "1 pack", "3 packs" */
export const packsText = (n: number) => `${n} ${n === 1 ? 'pack' : 'packs'}`;
