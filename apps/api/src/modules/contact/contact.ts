import { CONTACT_MIN_FILL_MS, CONTACT_THANKS, CONTACT_TOPIC_LABELS, type ContactMessage, type ContactResponse } from '@studio/contracts/contact';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { AppContext } from '../../app-context';
import { enqueueEmail } from '../mail/send-email-job';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/limiter';
import type { RouteLimit } from '../rate-limits/route-limits';
import { getSetting } from '../settings/settings';
import { readCustomer } from '../auth/customer-cache';
import { insertContactMessage } from './repo';

const HOUR = 3600;
export const CONTACT_RATE_LIMITS = {
  perIp: { name: 'contact:ip', limit: 5, windowSeconds: HOUR, message: 'Too many messages from your network.' },
  perEmail: { name: 'contact:email', limit: 3, windowSeconds: HOUR, message: 'Too many messages from this e-mail address.' },
} satisfies Record<string, RateLimitRule>;

/** Counted per network before the form is read; the e-mail is counted once the message is known to be a person's. */
export const CONTACT_ROUTE_LIMIT: RouteLimit = { perIp: CONTACT_RATE_LIMITS.perIp };

/**
 * Takes a message from the contact form: kept first (so none is lost if e-mail is down), then e-mailed
 * to the support address. A copy goes to the sender only when they wrote signed in, from their account's
 * own verified address: a copy to any address typed in made the form a relay for spam (issue 30). A bot —
 * the hidden field filled, or the form sent faster than a person types — gets the same thanks, and
 * nothing is kept or sent.
 */
export async function receiveContactMessage(context: AppContext, message: ContactMessage, ip: string, senderId: string | null): Promise<ContactResponse> {
  const now = context.clock.now();
  const tooFast = now.getTime() - message.form_started_at < CONTACT_MIN_FILL_MS;
  if (message.website.trim() !== '' || tooFast) {
    context.log.info({ ip, honeypot: message.website.trim() !== '', tooFast }, 'contact form: dropped a bot submission');
    return { message: CONTACT_THANKS };
  }
  await enforceRateLimit(context, CONTACT_RATE_LIMITS.perEmail, message.email);

  const account = senderId ? await readCustomer(context, senderId) : undefined;
  const sender = account?.isVerified && account.email.toLowerCase() === message.email.toLowerCase() ? account : null;
  const stored = await insertContactMessage(context.db, {
    name: message.name,
    email: message.email,
    topic: message.topic,
    message: message.message,
    customerId: sender?.id ?? null,
    createdAt: now,
  });
  const brand = await getSetting(context, 'brand');
  const topic = CONTACT_TOPIC_LABELS[message.topic];
  await enqueueEmail(
    context,
    {
      to: brand.support_email,
      subject: `Contact form: ${topic} — ${message.name}`,
      text: `From: ${message.name} <${message.email}>${sender ? ' (signed in, address verified)' : ' (address not verified)'}\nTopic: ${topic}\nReference: ${stored.id}\n\n${message.message}\n`,
    },
    null,
  );
  if (!sender) return { message: CONTACT_THANKS };
  await enqueueEmail(
    context,
    {
      to: message.email,
      subject: `We have your message — ${PRODUCT_NAME}`,
      text:
        `Hello ${sender.fullName},\n\nThank you for writing to ${PRODUCT_NAME}. Your message about “${topic}” has reached us, and we answer within one working day ` +
        `(${brand.opening_hours}).\n\nWhat you wrote:\n\n${message.message}\n\nReference: ${stored.id}\n\n` +
        `If it is urgent, call us on ${brand.support_phone}.\n\n— The ${PRODUCT_NAME} team\n`,
    },
    sender.id,
  );
  return { message: CONTACT_THANKS };
}
