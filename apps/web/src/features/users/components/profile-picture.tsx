/**
 * Upload or remove the profile picture (spec §5 Profile picture): JPEG, PNG or WebP up to 5 MB,
 * checked here first ('Please select a valid image file (JPEG, PNG, or WebP)', 'File size must be
 * less than 5MB') and by the server. The new picture replaces the user everywhere at once,
 * including the user menu.
 */
import { Messages, type User } from '@fasttrack/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuth } from '../../auth/index';
import { useRemoveProfileImage, useUploadProfileImage } from '../api/profile-image';
import { PROFILE_IMAGE_ACCEPT, profileImageProblem } from '../image-checks';
import { ProfileAvatar } from './profile-avatar';

export function ProfilePicture() {
  const { user, setUser } = useAuth();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const busy = upload.isPending ? 'upload' : remove.isPending ? 'remove' : null;
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (!user) return null;

  const run = <V,>(mutation: UseMutationResult<User, Error, V>, variables: V, done: string) => {
    setMessage(null);
    mutation.mutate(variables, {
      onSuccess: (updated) => {
        setUser(updated);
        setMessage({ tone: 'success', text: done });
      },
      onError: (error) => setMessage({ tone: 'error', text: apiErrorMessage(error, Messages.unexpectedError) }),
    });
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    run(upload, file, 'Profile picture updated');
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <ProfileAvatar user={user} size="lg" alt={user.profileImage ? 'Your profile picture' : ''} />
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PROFILE_IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onFile}
          />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy !== null}>
            <Camera aria-hidden="true" className="h-4 w-4" />
            {busy === 'upload' ? 'Uploading...' : user.profileImage ? 'Change picture' : 'Upload picture'}
          </Button>
          {user.profileImage ? (
            <Button
              variant="ghost"
              onClick={() => run(remove, undefined, 'Profile picture removed')}
              disabled={busy !== null}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {busy === 'remove' ? 'Removing...' : 'Remove picture'}
            </Button>
          ) : null}
          <p className="text-xs text-slate-700">JPEG, PNG or WebP, up to 5 MB.</p>
        </div>
      </div>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
    </div>
  );
}
