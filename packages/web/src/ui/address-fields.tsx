import { DigitsField, TextAreaField } from './field';

interface AddressPart {
  name: string;
  label: string;
  value: string;
  error?: string;
}

/**
 * An address and its pincode, as the booking form (the venue) and the artist form (where the artist lives)
 * both ask for them: the pincode is its own field because assignment and the job text use it.
 */
export function AddressFields({
  address,
  addressHint,
  pincode,
  onAddress,
  onPincode,
}: {
  address: AddressPart;
  addressHint?: string;
  pincode: AddressPart;
  onAddress: (address: string) => void;
  onPincode: (pincode: string) => void;
}) {
  return (
    <>
      <TextAreaField
        label={address.label}
        hint={addressHint}
        name={address.name}
        autoComplete="street-address"
        rows={3}
        required
        value={address.value}
        onChange={(event) => onAddress(event.target.value)}
        error={address.error}
      />
      <DigitsField
        label={pincode.label}
        name={pincode.name}
        autoComplete="postal-code"
        maxLength={6}
        required
        value={pincode.value}
        onDigits={onPincode}
        error={pincode.error}
      />
    </>
  );
}
