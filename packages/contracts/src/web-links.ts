import { z } from 'zod';

/**
 * A link we show or e-mail to people: http or https only, so no `javascript:`, `data:` or `file:` link
 * is ever put in front of a customer.
 */
export const webLinkSchema = z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https:// or http://' }).max(500);
