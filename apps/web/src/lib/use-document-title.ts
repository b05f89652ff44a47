/** Sets `document.title` while the calling page is shown: "Page - FastTrack LOS". */
import { useEffect } from 'react';
import { site } from './site';

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} - ${site.name}` : `${site.name} - Airport fast-track at Lagos`;
  }, [title]);
}
