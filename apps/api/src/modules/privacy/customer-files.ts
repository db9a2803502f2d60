/**
 * Every folder of the blob store that holds a customer's files, each keyed `<folder>/<customer id>/…`:
 * profile pictures, book pictures (every version and size, with print rasters), character photos and
 * "meet the characters" pages, character sheets, PDF exports, print files and uploaded books. A new
 * kind of customer file must be added here, or closing an account leaves it behind (the account
 * deletion test looks for any file named after the customer).
 */
const CUSTOMER_FOLDERS = ['avatars', 'pictures', 'characters', 'characters-pages', 'sheets', 'pdf-exports', 'epub-exports', 'print-orders', 'uploaded-books'] as const;

export const customerFilePrefixes = (customerId: string): string[] => CUSTOMER_FOLDERS.map((folder) => `${folder}/${customerId}/`);
