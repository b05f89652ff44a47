/**
 * An officer's photo (issue 15 §3): `GET /api/ops/officers/:id/photo` needs the bearer token, so
 * an `<img src>` cannot load it; it is fetched with the token and shown as a blob URL, which is
 * revoked when the photo changes or the component goes. The traveller's officer card and the
 * dispatcher's board both show it; it lives here because ops imports live, not the reverse.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAuthToken } from '../../../lib/auth-storage';

async function fetchPhoto(url: string, signal: AbortSignal): Promise<Blob> {
  const token = getAuthToken();
  const response = await fetch(url.startsWith('/api') ? url : `/api${url}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status} error`);
  return response.blob();
}

/** A blob URL for the photo at `photoUrl`, or null while loading, without a photo, or on failure. */
export function useStaffPhoto(photoUrl: string | null): string | null {
  const photo = useQuery({
    queryKey: ['staff-photo', photoUrl],
    queryFn: ({ signal }) => fetchPhoto(photoUrl ?? '', signal),
    enabled: photoUrl !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(photo.data);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.data]);
  return objectUrl;
}
