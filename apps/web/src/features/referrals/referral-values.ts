/** How long a referral success or error message stays on screen. */
export const MESSAGE_MS = 3000;

export const messages = {
  generated: 'Referral code generated successfully!',
  redeemed: 'Earnings redeemed successfully!',
  generateFailed: 'Failed to generate referral code',
  statsFailed: 'Failed to fetch stats',
  transactionsFailed: 'Failed to fetch transactions',
  redeemFailed: 'Failed to redeem earnings',
  shareFailed: 'Failed to share referral code',
  noCode: 'Please generate a referral code first!',
  linkCopied: 'Sharing is not available here, so your referral link was copied. Paste it to a friend.',
  codeCopied: 'Referral code copied',
} as const;

/** The registration link that prefills the code for a friend. */
export function referralLinkOf(code: string, origin = window.location.origin): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}

/** A random key the server accepts (8-100 of [A-Za-z0-9_-]); getRandomValues works off HTTPS too. */
export function newRedeemKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `referral-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Small counts read better as words in a sentence: "first three top-ups". */
export function countWord(n: number): string {
  return words[n] ?? String(n);
}
