import { describe, expect, it } from 'vitest';
import { profileImageProblem } from './image-checks';

const MB = 1024 * 1024;

describe('profile picture checks (§5)', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(profileImageProblem({ type, size: 5 * MB })).toBeNull();
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses %s', (type) => {
    expect(profileImageProblem({ type, size: 10 })).toBe('Please select a valid image file (JPEG, PNG, or WebP)');
  });

  it('refuses more than 5 MB', () => {
    expect(profileImageProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('File size must be less than 5MB');
  });
});
