import { createContext, useContext, useState, type ReactNode } from 'react';

interface PhotoPreviews {
  previewOf: (imageId: string) => string | undefined;
  remember: (imageId: string, url: string) => void;
}

const PhotoPreviewsContext = createContext<PhotoPreviews | null>(null);

/** What each chosen photo looks like, kept while the details form is open (its steps come and go). */
export function PhotoPreviewsProvider({ children }: { children: ReactNode }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const value: PhotoPreviews = {
    previewOf: (imageId) => urls[imageId],
    remember: (imageId, url) => setUrls((current) => ({ ...current, [imageId]: url })),
  };
  return <PhotoPreviewsContext.Provider value={value}>{children}</PhotoPreviewsContext.Provider>;
}

export function usePhotoPreviews(): PhotoPreviews {
  const value = useContext(PhotoPreviewsContext);
  if (!value) throw new Error('usePhotoPreviews needs a PhotoPreviewsProvider');
  return value;
}
