import { DigitsField } from './field';
import './utr-field.css';

/**
 * A payment's UTR: the product's own 44 px field on the digit keypad, 12 digits at most, its error right
 * under it (not under the button that sends it). The customer's "I have paid" and the console's refund use it.
 */
export function UtrField(props: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  name?: string;
  onDigits(digits: string): void;
}) {
  return (
    <div className="utr-field">
      <DigitsField {...props} autoComplete="off" maxLength={12} className="utr-field__input" />
    </div>
  );
}
