/**
 * The email-first card's steps and what each one says (spec §2 Landing, §5 Inline signup):
 * Email, then Login when the account exists, else Signup.
 */
export type CardStep = 'email' | 'login' | 'signup';

export const titles: Record<CardStep, string> = {
  email: 'Get Started Today',
  login: 'Welcome Back!',
  signup: 'Create Account',
};

export const descriptions: Record<CardStep, string> = {
  email: 'Enter your email to sign in or create an account.',
  login: 'Sign in to manage your bookings.',
  signup: 'Create your account in seconds. You can complete your profile later.',
};
