import type { AppContext } from './app-context';
import type { CustomerLifecycleRegistry } from './customer-lifecycle';
import { auditData } from './modules/audit/customer-data';
import { accountData } from './modules/auth/customer-data';
import { bookData } from './modules/books/customer-data';
import { characterData } from './modules/characters/customer-data';
import { contactData } from './modules/contact/customer-data';
import { creditData } from './modules/credits/customer-data';
import { epubExportData } from './modules/epub-exports/customer-data';
import { jobData } from './modules/jobs/customer-data';
import { paymentData } from './modules/payments/customer-data';
import { pdfExportData } from './modules/pdf-exports/customer-data';
import { printOrderData } from './modules/print-orders/customer-data';
import { savedCharacterData } from './modules/saved-characters/customer-data';
import { shareLinkData } from './modules/share-links/customer-data';
import { storyData } from './modules/stories/customer-data';
import { subscriptionData } from './modules/subscriptions/customer-data';
import { uploadedBookData } from './modules/uploaded-books/customer-data';

/**
 * Every module that holds customer data, and so what story deletion, the account export, account
 * deletion and the list of the customer's files do: a new module with customer data is one more line.
 * The order is the order they are asked in: print orders before payments (an unpaid order names its
 * payment), and the export's files in this order (profile picture, photos, pictures, PDFs, uploads).
 */
export function registerCustomerData(registry: CustomerLifecycleRegistry<AppContext>): CustomerLifecycleRegistry<AppContext> {
  for (const holder of [accountData, subscriptionData, creditData, storyData, characterData, savedCharacterData, bookData, pdfExportData, epubExportData, shareLinkData, printOrderData, paymentData, uploadedBookData, auditData, contactData, jobData]) {
    registry.register(holder);
  }
  return registry;
}
