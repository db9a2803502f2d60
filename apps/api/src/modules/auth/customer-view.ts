import type { Customer } from '@studio/contracts/auth';
import type { MediaUrls } from '../media/media-urls';
import type { CustomerRow } from './repo';

/** The customer as every response shows it: never a password or hash. */
export function toCustomer(row: CustomerRow, media: MediaUrls): Customer {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    profile_picture: row.profilePictureKey ? media.urlFor(row.profilePictureKey) : null,
    role: row.role,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}
