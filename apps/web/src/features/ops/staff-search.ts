/**
 * The search box of the staff list (issue 37, Staff pages): an account matches when every word
 * typed is found in its name, e-mail or role (any case), or when the digits typed (four or more)
 * are in its phone, written either way ("0803 123 4567" finds +2348031234567).
 */
import { phoneForDisplay, type StaffAccount } from '@fasttrack/contracts';

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function matchesStaffSearch(account: StaffAccount, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const digits = digitsOf(q);
  if (digits.length >= 4 && digits.length === q.replace(/[\s()+.-]/g, '').length) {
    return [account.phone, phoneForDisplay(account.phone)].some((p) => digitsOf(p).includes(digits));
  }
  const text = `${account.firstName} ${account.lastName} ${account.email} ${account.role}`.toLowerCase();
  return q.split(/\s+/).every((word) => text.includes(word));
}
