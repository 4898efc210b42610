import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@mehendi/shared';

interface OtpBoxesProps {
  digits: string[];
  onChange(digits: string[]): void;
  /** Accessible name of the n-th box, e.g. 'Digit 3 of 6'. */
  labelOf(index: number): string;
  describedBy?: string;
  invalid?: boolean;
}

export const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/** Six one-digit boxes: digits only, typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpBoxes({ digits, onChange, labelOf, describedBy, invalid }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (start: number, text: string) => {
    const typed = text
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - start)
      .split('');
    if (typed.length === 0) return;
    const next = [...digits];
    typed.forEach((digit, offset) => (next[start + offset] = digit));
    onChange(next);
    focus(start + typed.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    // A whole code fills every box, wherever it was pasted.
    fill(text.replace(/\D/g, '').length >= OTP_LENGTH ? 0 : index, text);
  };

  return (
    <div className="otp-boxes">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? OTP_LENGTH : 1}
          aria-label={labelOf(index)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          value={digit}
          onFocus={(event) => event.target.select()}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, '');
            if (value.length > 1) return fill(index, value);
            const next = [...digits];
            next[index] = value;
            onChange(next);
            if (value) focus(index + 1);
          }}
        />
      ))}
    </div>
  );
}
