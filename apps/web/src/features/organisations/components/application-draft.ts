/**
 * The application typed on /business, kept in the tab's session storage while the visitor signs
 * in or registers (issue 39 item 1), and removed once it is sent.
 */
import type { OrganisationApplicationSchema } from '@fasttrack/contracts';
import type { z } from 'zod';

/** The form's values as typed (before the schema's trimming and lower-casing). */
export type ApplicationInput = z.input<typeof OrganisationApplicationSchema>;

const KEY = 'fasttrack.business-application';

export function readApplicationDraft(): Partial<ApplicationInput> {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<ApplicationInput>) : {};
  } catch {
    return {};
  }
}

export function saveApplicationDraft(values: Partial<ApplicationInput>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage unavailable (private mode, quota): the form still holds what was typed.
  }
}

export function clearApplicationDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
