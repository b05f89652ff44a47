/** The §3 nationality choices as `<option>`s, after an empty "Select your nationality". */
import { NATIONALITIES } from '@fasttrack/contracts';

export function NationalityOptions() {
  return (
    <>
      <option value="">Select your nationality</option>
      {NATIONALITIES.map((n) => (
        <option key={n} value={n}>
          {n}
        </option>
      ))}
    </>
  );
}
