import { useId, type ReactNode } from 'react';
import { FieldError } from './field';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Shown but not choosable (its label says why). */
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  type: 'radio' | 'checkbox';
  options: readonly Choice<T>[];
  /** The chosen value (radio) or values (checkbox). */
  selected: readonly string[];
  onToggle(value: T, checked: boolean): void;
  error?: string;
  hint?: string;
  /**
   * 'columns' lays short options out side by side, 'wide' too but only where a label fits on one line
   * (price ranges); 'stack' keeps long labels one per line.
   */
  layout?: 'columns' | 'wide' | 'stack';
  disabled?: boolean;
}

/** Radios or checkboxes in a fieldset whose legend names the group and whose error describes it. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const {
    legend,
    name,
    type,
    options,
    selected,
    onToggle,
    error,
    hint,
    layout = 'columns',
    disabled,
  } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className="field choice-group"
      data-invalid={error ? 'true' : undefined}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={`choice-group__options choice-group__options--${layout}`}>
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              disabled={option.disabled}
              checked={selected.includes(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
