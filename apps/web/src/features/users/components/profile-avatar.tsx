/**
 * The user's profile picture, or their initials when there is none (spec §3 User profileImage).
 * Decorative next to the name by default; pass `alt` where the picture stands alone.
 */
import type { User } from '@fasttrack/contracts';
import { cn } from '../../../lib/cn';

const sizes = { sm: 'h-8 w-8 text-xs', md: 'h-12 w-12 text-base', lg: 'h-24 w-24 text-2xl' } as const;

export function ProfileAvatar({
  user,
  size = 'sm',
  alt = '',
  className,
}: {
  user: Pick<User, 'firstName' | 'lastName' | 'profileImage'>;
  size?: keyof typeof sizes;
  alt?: string;
  className?: string;
}) {
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    sizes[size],
    className,
  );
  if (user.profileImage) return <img src={user.profileImage} alt={alt} className={cn(box, 'object-cover')} />;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span className={cn(box, 'bg-brand-700 font-semibold text-white')} aria-hidden={alt ? undefined : true}>
      {alt ? <span className="sr-only">{alt}</span> : null}
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
