import { nationalMobileDigits } from '@mehendi/shared';
import { TextField } from './field';

type MobileFieldProps = Omit<
  Parameters<typeof TextField>[0],
  'value' | 'onChange' | 'inputMode' | 'type' | 'maxLength'
> & {
  value: string;
  /** Called with the 10 national digits when the number was pasted as '+91 98765 43210' or '098765-43210'. */
  onNumber(digits: string): void;
};

/**
 * A 10-digit Indian mobile number. No maxLength: it would cut a pasted '+91 98765 43210' to '+91 98765 '
 * before the country code could be removed (docs/rules-and-messages.md).
 */
export function MobileField({ onNumber, ...field }: MobileFieldProps) {
  return (
    <TextField
      {...field}
      type="tel"
      inputMode="tel"
      onChange={(event) => onNumber(nationalMobileDigits(event.target.value).replace(/\D/g, ''))}
    />
  );
}
