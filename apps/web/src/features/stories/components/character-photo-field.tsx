import { useFormContext, useWatch } from 'react-hook-form';
import { PhotosLockedNotice } from '../../../components/photos/photos-locked-notice';
import { PhotoUploadControl } from '../../../components/photos/photo-upload-control';
import { useAllowedStoryLengths } from '../../../lib/plan-allowance';
import { uploadTempPhoto } from '../api/upload-temp-photo';
import { usePhotoPreviews } from '../hooks/photo-previews';
import type { StoryDraftFormInput } from '../utils/story-form-schema';

/**
 * "Add a photo" on a character card: pick, drop or take a photo, see how it is framed, send it with
 * progress, then replace or remove it. Free plans see the control locked, with the way to upgrade.
 */
export function CharacterPhotoField({ index, name }: { index: number; name: string }) {
  const allowance = useAllowedStoryLengths();
  const { control, getValues, setValue } = useFormContext<StoryDraftFormInput>();
  const photos = useWatch({ control, name: 'character_photos' }) ?? [];
  const attached = photos.find((photo) => photo.character_index === index);
  const previews = usePhotoPreviews();
  const who = name.trim() || `character ${index + 1}`;

  if (!allowance.data) return null;
  if (!allowance.data.allowsPhotos) return <PhotosLockedNotice who={who} plans={allowance.data.photoPlans} />;

  const setAttached = (imageId: string | null) => {
    const others = (getValues('character_photos') ?? []).filter((photo) => photo.character_index !== index);
    setValue('character_photos', imageId ? [...others, { character_index: index, image_id: imageId }] : others, { shouldDirty: true });
  };
  return (
    <PhotoUploadControl
      who={who}
      hasPhoto={Boolean(attached)}
      photoUrl={attached ? previews.previewOf(attached.image_id) : undefined}
      upload={async (file, previewUrl, onProgress) => {
        const photo = await uploadTempPhoto(file, onProgress);
        previews.remember(photo.image_id, previewUrl);
        setAttached(photo.image_id);
      }}
      remove={() => setAttached(null)}
    />
  );
}
