/**
 * A file name as RFC 5987 writes it after `filename*=UTF-8''`: UTF-8 percent-encoded, with ' ( ) and * escaped too,
 * since they are not attr-chars ("Mia's Picnic" is Mia%27s%20Picnic). Written out here rather than taken from the
 * product, so the test checks the product's encoding.
 */
export const rfc5987 = (name: string): string => encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
