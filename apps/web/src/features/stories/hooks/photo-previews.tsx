import { createContext, useContext, useState, type ReactNode } from 'react';

interface PhotoPreviews {
  previewOf: (imageId: string) => string | undefined;
  remember: (imageId: string, url: string) => void;
}

const PhotoPreviewsContext = createContext<PhotoPreviews | null>(null);

/** What each chosen photo looks like, kept while the details form is open (its steps come and go); `initial`: photos it opens with. */
export function PhotoPreviewsProvider({ children, initial = {} }: { children: ReactNode; initial?: Record<string, string> }) {
  const [urls, setUrls] = useState<Record<string, string>>(initial);
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
