/**
 * The package cards of the booking form (issue 41 item 4): a radio group, one card per package
 * (e.g. Standard; Premium with a porter and a buggy; VIP with the lounge too), each with its name,
 * what it includes and the booking's total with it for the whole party, in USD. A package that
 * cannot be had now (an add-on's lead time has passed) is disabled, with the server's reason.
 */
import { formatMoney, minorToMajor, type PackageOffer } from '@fasttrack/contracts';
import { useId } from 'react';

export interface ExtrasPackagesProps {
  packages: readonly PackageOffer[];
  /** The chosen package's code; none chosen yet while undefined. */
  chosen: string | undefined;
  busy: boolean;
  onChoose(code: string): void;
}

const usd = (cents: number) => formatMoney(minorToMajor(cents), 'USD');

export function ExtrasPackages({ packages, chosen, busy, onChoose }: ExtrasPackagesProps) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Package</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {packages.map((p) => {
          const nameId = `${id}-${p.code}-name`;
          const detailId = `${id}-${p.code}-detail`;
          const checked = chosen === p.code;
          return (
            <label
              key={p.code}
              className="flex cursor-pointer flex-col gap-2 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-100"
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-package`}
                  value={p.code}
                  checked={checked}
                  disabled={busy || p.unavailableReason !== null}
                  aria-labelledby={nameId}
                  aria-describedby={detailId}
                  onChange={() => onChoose(p.code)}
                  className="h-5 w-5 accent-brand-700"
                />
                <span id={nameId} className="font-semibold text-slate-900">
                  {p.name}
                </span>
              </span>
              <span id={detailId} className="flex flex-col gap-1 text-sm text-slate-700">
                {p.description ? <span>{p.description}</span> : null}
                {p.includes.length > 0 ? (
                  <ul className="list-disc pl-5">
                    {p.includes.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <span>The service alone</span>
                )}
                {p.totalUsdCents !== null ? (
                  <span className="font-semibold text-slate-900">Total {usd(p.totalUsdCents)}</span>
                ) : null}
                {p.unavailableReason ? <span className="text-amber-900">{p.unavailableReason}</span> : null}
              </span>
              <span aria-hidden="true" className="mt-auto text-sm font-semibold text-brand-700">
                {checked ? 'Chosen' : 'Choose'}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
