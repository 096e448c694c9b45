import { OTP_LENGTH } from '@shop/contract/accounts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

/**
 * Four digit boxes: digits only, the next box takes focus after a digit, Backspace on an empty
 * box goes back, and pasting (or the phone's autofill of) a whole code fills every box.
 */
export function OtpBoxes({ digits, onChange, invalid = false }: { digits: string[]; onChange: (digits: string[]) => void; invalid?: boolean }) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  function fillFrom(index: number, typed: string) {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return false;
    const next = [...digits];
    for (let i = 0; i < incoming.length && index + i < OTP_LENGTH; i += 1) next[index + i] = incoming[i]!;
    onChange(next);
    focusBox(index + incoming.length);
    return true;
  }

  function change(index: number, value: string) {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box that held a digit receives the old and the new one: keep the new.
    const typed = digits[index] && value.length > 1 && value.startsWith(digits[index]!) ? value.slice(1) : value;
    fillFrom(index, typed);
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    event.preventDefault();
    if (pasted.length === OTP_LENGTH) fillFrom(0, pasted);
  }

  return (
    <fieldset>
      <legend className="mb-2 block w-full text-center text-sm font-semibold text-zinc-800 dark:text-zinc-200">Enter the 4-digit OTP</legend>
      <div className="flex justify-center gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={invalid || undefined}
            value={digit}
            onChange={(e) => change(index, e.target.value)}
            onKeyDown={(e) => keyDown(index, e)}
            onPaste={paste}
            onFocus={(e) => e.target.select()}
            className="size-14 rounded-xl border border-zinc-300 bg-white text-center text-2xl font-bold text-zinc-900 aria-[invalid=true]:border-red-600 sm:size-16 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:aria-[invalid=true]:border-red-400"
          />
        ))}
      </div>
    </fieldset>
  );
}
