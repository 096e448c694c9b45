/** The 10 digits of an Indian mobile number, also from `+91 98765 43210` or `098765-43210`; null for anything else. */
export function indianMobile(text: string | null): string | null {
  const match = /^(?:\+?91|0)?([6-9]\d{9})$/.exec((text ?? '').replace(/[\s-]/g, ''));
  return match ? match[1]! : null;
}
