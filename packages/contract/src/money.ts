// Money crosses the API as rupees (JSON numbers, at most two decimals, as the spec shows them);
// inside the server and the database it is always integer paise.

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456 (Indian grouping); prices show whole rupees unless they carry paise. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : twoDecimals.format(rupees);
}

/** Wallet balances always show two decimals (spec: "S-Coins balance has two decimals"). */
export function formatBalance(rupees: number): string {
  return twoDecimals.format(rupees);
}
