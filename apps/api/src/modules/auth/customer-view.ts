import { customerSchema, type Customer } from '@studio/contracts/auth';
import { SerialisedJson } from '../../lib/json-reply';
import type { MediaUrls } from '../media/media-urls';
import type { CustomerRow } from './repo';

/** The picture's signed link as answers show it now (it changes when the clock enters a new link window). */
const profilePictureUrl = (row: CustomerRow, media: MediaUrls) => (row.profilePictureKey ? media.urlFor(row.profilePictureKey) : null);

/** The customer as every response shows it: never a password or hash. */
export function toCustomer(row: CustomerRow, media: MediaUrls): Customer {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    date_of_birth: row.dateOfBirth,
    profile_picture: profilePictureUrl(row, media),
    role: row.role,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The profile JSON of each row the customer cache holds, made once: building, checking and serialising
 * it again for every read was the largest piece of the profile route's CPU in our code (ADR 028). Rows
 * are never changed in place (a write caches a new row), so a row's JSON stays true while the row is
 * cached, apart from the picture's link, which is compared on every read.
 */
const profileJson = new WeakMap<CustomerRow, { picture: string | null; json: SerialisedJson }>();

export function toCustomerJson(row: CustomerRow, media: MediaUrls): SerialisedJson {
  const picture = profilePictureUrl(row, media);
  const made = profileJson.get(row);
  if (made?.picture === picture) return made.json;
  const json = new SerialisedJson(JSON.stringify(customerSchema.parse(toCustomer(row, media))));
  profileJson.set(row, { picture, json });
  return json;
}
