import type { MarginsResponse, ProfitResponse } from '@shop/contract/books';

// A profit report and a margins answer for the dashboard's tests.

type Line = ProfitResponse['totals'];
const line = (revenue: number, cost: number, grossProfit: number, margin: number | null, orders: number, more: Partial<Line> = {}): Line => ({
  revenue,
  cost,
  grossProfit,
  margin,
  orders,
  refunded: 0,
  uncosted: 0,
  ...more,
});

export function aProfitReport(by: ProfitResponse['by'] = 'day'): ProfitResponse {
  return {
    by,
    from: '2026-11-01',
    to: '2026-11-03',
    totals: line(125000, 98500.5, 26499.5, 21.2, 412, { refunded: 6, uncosted: 2 }),
    periods: [
      { period: '2026-11-01', ...line(40000, 31000, 9000, 22.5, 130) },
      { period: '2026-11-02', ...line(45000, 37500.5, 7499.5, 16.67, 150) },
      { period: '2026-11-03', ...line(40000, 30000, 10000, 25, 132, { refunded: 6, uncosted: 2 }) },
    ],
    products: [
      { productId: 'p-mlbb', name: 'Mobile Legends Diamonds', ...line(100000, 80000, 20000, 20, 300) },
      { productId: 'p-yt', name: 'YouTube Premium', ...line(25000, 18500.5, 6499.5, 27.73, 112, { uncosted: 2 }) },
    ],
    kinds: [
      { kind: 'customer', ...line(90000, 70000, 20000, 22.22, 350) },
      { kind: 'reseller', ...line(35000, 28500.5, 6499.5, 18.57, 62) },
    ],
    giveaways: { couponDiscounts: 1250.5, pointsAtCheckout: 800, pointsRedeemed: 300, referralCashback: 150.25, leaderboardRewards: 1000 },
  };
}

export const margins = (belowCost: number): MarginsResponse => ({ products: [], belowCost });

/** The dashboard's money calls, answered: add them to any dashboard test's routes. */
export const booksRoutes = {
  'GET /admin/profit': { body: aProfitReport() },
  'GET /admin/margins': { body: margins(0) },
};
