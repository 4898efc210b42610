import { useId } from 'react';
import { MAX_TEAM_GUESTS } from '@mehendi/shared';
import { FieldError } from '../../../ui/field';

interface GuestCountFieldProps {
  label: string;
  hint: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  onChange(count: number): void;
  error?: string;
}

const clamp = (count: number) => Math.min(Math.max(count, 0), MAX_TEAM_GUESTS);

/** 0 to MAX_TEAM_GUESTS guests: − and + buttons around a number input that can also be typed into. */
export function GuestCountField(props: GuestCountFieldProps) {
  const { label, hint, decreaseLabel, increaseLabel, value, onChange, error } = props;
  const id = useId();
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <div className="stepper">
        <button
          type="button"
          className="button stepper__button"
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={value <= 0}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          id={id}
          name="guestCount"
          className="field__input stepper__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_TEAM_GUESTS}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          // Typed digits only; an emptied box counts as 0 guests.
          onChange={(event) => onChange(clamp(Number(event.target.value.replace(/\D/g, '')) || 0))}
        />
        <button
          type="button"
          className="button stepper__button"
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={value >= MAX_TEAM_GUESTS}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
