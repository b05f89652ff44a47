/** Card or bank transfer (spec §5 Payment method, §9): 'Please select a payment method'. */
import type { PaymentMethod } from '@fasttrack/contracts';
import { CreditCard, Landmark } from 'lucide-react';
import { useId } from 'react';

const OPTIONS = [
  { value: 'card', label: 'Card', hint: 'Visa, Mastercard or Verve', Icon: CreditCard },
  { value: 'bank', label: 'Bank Transfer', hint: 'Pay from your bank account', Icon: Landmark },
] as const satisfies ReadonlyArray<{ value: PaymentMethod; label: string; hint: string; Icon: unknown }>;

export interface PaymentMethodChoiceProps {
  value: PaymentMethod | null;
  error: string | null;
  disabled?: boolean;
  onChange(method: PaymentMethod): void;
}

export function PaymentMethodChoice({ value, error, disabled, onChange }: PaymentMethodChoiceProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Payment Method</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, hint, Icon }) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={`${id}-method`}
              value={option}
              checked={value === option}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option)}
              className="h-4 w-4 accent-brand-700"
            />
            <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
            <span className="text-sm">
              <span className="block font-semibold text-slate-900">{label}</span>
              <span className="block text-slate-700">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
