/**
 * Form schemas built from the contract schemas the API validates (spec §5), plus the fields
 * only the form has (confirmation, terms). Imported by the sign-in and registration forms only,
 * which load on demand (ADR 051).
 */
import { LoginRequestSchema, Messages, PasswordSchema, RegisterRequestSchema } from '@fasttrack/contracts';
import { z } from 'zod';

export { LoginRequestSchema };

const PasswordPairSchema = z.object({ password: PasswordSchema, confirmPassword: z.string().min(1) });

export const RegisterFormSchema = RegisterRequestSchema.extend({
  marketingConsent: z.boolean(),
  confirmPassword: z.string().min(1, { error: 'Please confirm your password' }),
  acceptTerms: z.boolean().refine((v) => v, { error: Messages.termsRequired }),
}).refine((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  error: Messages.passwordsDontMatch,
  // Compare only once both passwords are there and the password itself is valid (zod skips
  // object refinements after other issues unless told when to run).
  when: (payload) => PasswordPairSchema.safeParse(payload.value).success,
});
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormOutput = z.output<typeof RegisterFormSchema>;

/** Wizard steps (§2 Auth dialog) and the fields each validates before Next. */
export const REGISTER_STEPS = [
  { title: 'Personal Info', fields: ['firstName', 'lastName', 'dateOfBirth', 'nationality'] },
  { title: 'Contact Details', fields: ['email', 'phone'] },
  { title: 'Security', fields: ['password', 'confirmPassword', 'acceptTerms', 'marketingConsent'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof RegisterFormInput> }>;

export const EMPTY_REGISTER_FORM: RegisterFormInput = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: '' as RegisterFormInput['nationality'],
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  marketingConsent: false,
};
