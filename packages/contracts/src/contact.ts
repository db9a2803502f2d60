import { z } from 'zod';
import { emailSchema } from './auth';

/** The contact form's topics, as the help centre groups its questions. */
export const CONTACT_TOPICS = ['getting_started', 'stories', 'pictures_and_credits', 'printing_and_delivery', 'uploading', 'plans_and_billing', 'account_and_privacy', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  getting_started: 'Getting started',
  stories: 'Stories',
  pictures_and_credits: 'Pictures and credits',
  printing_and_delivery: 'Printing and delivery',
  uploading: 'Uploading your own book',
  plans_and_billing: 'Plans and billing',
  account_and_privacy: 'Account and privacy',
  other: 'Something else',
};

/** A person fills a form in more than this; a bot posting at once is dropped quietly. */
export const CONTACT_MIN_FILL_MS = 3000;
export const CONTACT_MESSAGE_MAX = 5000;

/** `POST /api/v1/contact`. `website` is a honeypot people never see; `form_started_at` is when the form appeared (ms since 1970). */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, { error: 'Your name is required' })
    .max(120, { error: 'Your name must be at most 120 characters' })
    .refine((text) => !text.includes('\u0000'), { error: 'Your name contains a character we cannot store' }),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic' }),
  message: z
    .string({ error: 'Write your message' })
    .trim()
    .min(10, { error: 'Your message must be at least 10 characters' })
    .max(CONTACT_MESSAGE_MAX, { error: `Your message must be at most ${CONTACT_MESSAGE_MAX} characters` })
    .refine((text) => !text.includes('\u0000'), { error: 'Your message contains a character we cannot store' }),
  website: z.string().max(500).optional().default(''),
  form_started_at: z.number().int().min(0),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactMessage = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** A message as kept, in the data export of the account that sent it signed in. */
export const contactMessageRecordSchema = z.object({
  /** The reference given to the sender in the copy e-mailed to them (and to the support team). */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  created_at: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

/** The same whoever writes: a copy goes only to a signed-in sender's own verified address, never to an address typed into the form (issue 30). */
export const CONTACT_THANKS = 'Thank you — your message has reached us. We answer within one working day.';
