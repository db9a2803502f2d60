import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { customers, passwordResetTokens, refreshTokens, verificationCodes } from '../../db/schema';
import { fileExtension } from '../../lib/file-name';
import { readCustomer } from './customer-cache';
import { toCustomer } from './customer-view';

/** The account itself: its profile and picture; its sessions and one-time codes go with it. */
export const accountData: CustomerDataHolder<AppContext> = {
  module: 'auth',
  tables: [customers, refreshTokens, verificationCodes, passwordResetTokens],
  customerFolders: ['avatars'],
  async exportPart(context, customerId) {
    const customer = await readCustomer(context, customerId);
    return customer ? { profile: toCustomer(customer, context.media) } : {};
  },
  async exportFiles(context, customerId) {
    const key = (await readCustomer(context, customerId))?.profilePictureKey;
    return key ? [{ key, path: `files/profile-picture${fileExtension(key)}`, kind: 'avatar', belongsTo: null }] : [];
  },
};
