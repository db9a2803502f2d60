import { DEFAULT_CREDIT_COSTS } from '@studio/contracts/billing';
import { DEFAULT_IMAGE_MODEL } from '@studio/contracts/constants';
import { picturesInBook } from '@studio/contracts/books';
import { PAGES_BY_LENGTH, type StoryLength } from '@studio/contracts/stories';

/** Books of each length at the default cost of a picture (the Pricing page has the server's current costs). */
const defaultBook = (length: StoryLength) => ({ pages: PAGES_BY_LENGTH[length], credits: picturesInBook(PAGES_BY_LENGTH[length]) * DEFAULT_CREDIT_COSTS[DEFAULT_IMAGE_MODEL] });
const [SHORT_BOOK, MEDIUM_BOOK, LONG_BOOK] = [defaultBook('short'), defaultBook('medium'), defaultBook('long')];

/** One answer of the help centre; `id` is its address (`/help#id`) and must never change once published. */
export interface HelpAnswer {
  id: string;
  question: string;
  /** Paragraphs of plain text. */
  answer: readonly string[];
}

export interface HelpTopic {
  id: string;
  title: string;
  answers: readonly HelpAnswer[];
}

/** The help centre's questions, grouped as the contact form's topics are. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    answers: [
      {
        id: 'what-is-storybook-studio',
        question: 'What can I make here?',
        answer: [
          'A picture book for a child you love: you describe the characters, choose an age group, a length and an art style, and the studio writes the story, illustrates every page and lays it out as a book you can read on screen, download as a print-ready PDF or order as a printed copy.',
        ],
      },
      {
        id: 'create-an-account',
        question: 'How do I create an account?',
        answer: [
          'Choose Get Started, enter your name, e-mail address, date of birth and a password. We e-mail you a 6-digit code; enter it to confirm your address and you are in. Accounts are for grown-ups (18 and over); children never need one.',
        ],
      },
      {
        id: 'no-code-arrived',
        question: 'My confirmation code has not arrived. What now?',
        answer: [
          'Look in your spam or promotions folder first. On the confirmation screen you can ask for a new code; each code works for a short time and only the newest one counts. If nothing arrives after a few minutes, check the address for typos or contact us.',
        ],
      },
      {
        id: 'first-story',
        question: 'How do I make my first story?',
        answer: [
          'From your dashboard choose Create a story. Add the characters (a name, who they are and how they look), pick the age group, length, tone and art style, and the studio suggests an idea. Refine it in your own words until you like it, approve it, and the pages are written while you watch.',
        ],
      },
      {
        id: 'which-devices',
        question: 'Which devices can I use?',
        answer: [
          'Any up-to-date browser on a phone, tablet or computer. On a phone the book shows one page at a time and you swipe to turn; on a larger screen you see facing pages.',
        ],
      },
    ],
  },
  {
    id: 'stories',
    title: 'Stories',
    answers: [
      {
        id: 'age-groups',
        question: 'Which ages are the stories written for?',
        answer: [
          'Four groups: 0–2, 3–5, 6–8 and 9–12. The age group sets the length of sentences, the words used and how much happens on each page, so a toddler’s book reads very differently from a story for a ten-year-old.',
        ],
      },
      {
        id: 'story-lengths',
        question: 'How long is a story?',
        answer: [
          'Short stories have 8 pages, medium 16 and long 24, plus the cover. The Free plan writes short stories; Pro and Premium write every length.',
        ],
      },
      {
        id: 'change-the-idea',
        question: 'Can I change the idea before the story is written?',
        answer: [
          'Yes. Before you approve it, ask for changes in plain words (“make the dragon shy”, “set it at the seaside”) as many times as you like. Nothing is written until you approve.',
        ],
      },
      {
        id: 'edit-the-text',
        question: 'Can I edit the words of a finished book?',
        answer: [
          'Yes. Open the book and switch on Edit Mode: you can change the text of any page. The layout adjusts, and your changes are used for the PDF and for printed copies.',
        ],
      },
      {
        id: 'who-writes-the-stories',
        question: 'Who writes the stories?',
        answer: [
          'Depending on how the studio is set up, either our own built-in story engine, which runs on our servers, or OpenAI’s models. Either way every story is checked for the age group you chose before you see it.',
        ],
      },
      {
        id: 'delete-a-story',
        question: 'How do I delete a story?',
        answer: [
          'Deleting a story removes it for good: its pages, every picture, any character photos and the PDFs made from it. A story cannot be deleted while a print order that uses it is still being made. On your dashboard, choose Delete on the story, read what will go, and confirm with Delete story.',
        ],
      },
    ],
  },
  {
    id: 'pictures-and-credits',
    title: 'Pictures and credits',
    answers: [
      {
        id: 'what-are-credits',
        question: 'What are credits?',
        answer: [
          'Credits pay for pictures. Each plan brings a number of credits every month, and credit packs add more. By default one picture costs one credit; a higher-quality AI model may cost more, and the cost is always shown before anything is drawn.',
        ],
      },
      {
        id: 'what-a-book-costs',
        question: 'How many credits does a book cost?',
        answer: [
          `A book has one picture for its cover and one for each page, and each picture costs credits: by default one, so ${SHORT_BOOK.pages} pages cost ${SHORT_BOOK.credits} credits, ${MEDIUM_BOOK.pages} pages ${MEDIUM_BOOK.credits} and ${LONG_BOOK.pages} pages ${LONG_BOOK.credits}. The Pricing page shows what a book of each length costs today, and the cost is always shown before anything is drawn. Writing the story itself costs nothing.`,
        ],
      },
      {
        id: 'do-credits-expire',
        question: 'Do credits expire?',
        answer: [
          'Your plan’s monthly credits renew at the start of each period and unused ones do not carry over. Credits from packs never expire.',
        ],
      },
      {
        id: 'art-styles',
        question: 'Which art styles can I choose?',
        answer: [
          'Flat (clean shapes and clear colours), watercolour (soft edges and paper texture) and crayon (hand-drawn strokes with a waxy texture). The same characters keep their look on every page.',
        ],
      },
      {
        id: 'redraw-a-picture',
        question: 'I do not like a picture. Can it be drawn again?',
        answer: [
          'Yes. In Edit Mode choose the picture and ask for a new one, optionally saying what to change. A new picture costs credits like the first one; the cost is shown before you confirm.',
        ],
      },
      {
        id: 'character-photos',
        question: 'Can my child’s photo guide the pictures?',
        answer: [
          'On Pro and Premium you can add a photo for a character so the pictures follow it. Photos are stripped of location data, visible only to you, and deleted with the story. The Free plan does not include photos.',
        ],
      },
      {
        id: 'picture-failed',
        question: 'A picture failed. Did I lose credits?',
        answer: ['No. Credits are only spent on pictures that were drawn; a picture that fails is not charged, and you can try again.'],
      },
    ],
  },
  {
    id: 'printing-and-delivery',
    title: 'Printing and delivery',
    answers: [
      {
        id: 'order-a-printed-book',
        question: 'How do I order a printed copy?',
        answer: [
          'Open a finished book and choose Order prints. Four steps follow: the print options, the delivery address, a review with the full price, and payment. You see exactly what you will pay, delivery included, before you pay.',
        ],
      },
      {
        id: 'print-options',
        question: 'Which print options are there?',
        answer: [
          'Paperback (perfect bound), stapled booklet (saddle stitch), hardcover or coil binding; A4, A5, US Letter or square 8.5 inch pages; matte or gloss cover; standard or premium paper; full colour or black and white; 1 to 250 copies.',
        ],
      },
      {
        id: 'print-price',
        question: 'What does a printed book cost?',
        answer: [
          'The price of a printed copy depends on the binding, page size, paper, number of pages and copies, and delivery to your country. It is paid for separately, not with credits. The order form shows the full price, delivery included, before you pay.',
        ],
      },
      {
        id: 'page-count-rules',
        question: 'Why were blank pages added to my book?',
        answer: [
          'Each binding needs a certain number of pages: a stapled booklet 4 to 48 pages in multiples of 4, a paperback 32 to 800, a hardcover 24 to 800, a coil binding 2 to 470. When a book is shorter, blank pages are added at the end, and the price summary says so before you pay.',
        ],
      },
      {
        id: 'order-status',
        question: 'How do I follow my order?',
        answer: [
          'My Orders shows every order with its history: awaiting payment, paid, sent to the printer, printing, shipped (with the carrier and tracking number) and delivered. We e-mail you at each important step.',
        ],
      },
      {
        id: 'cancel-an-order',
        question: 'Can I cancel an order?',
        answer: [
          'Yes, until printing starts: cancel it from My Orders and the full amount is refunded to the card you paid with. Once a book is printing it is made for you alone and can no longer be cancelled.',
        ],
      },
      {
        id: 'damaged-or-misprinted',
        question: 'My book arrived damaged or misprinted. What now?',
        answer: [
          'We are sorry. Contact us within 30 days of delivery with the order number and a photo of the problem, and we reprint the book or refund it, whichever you prefer.',
        ],
      },
      {
        id: 'unpaid-orders',
        question: 'What happens to an order I did not pay for?',
        answer: ['It waits for payment for a limited time and is then cancelled automatically. Nothing is charged.'],
      },
    ],
  },
  {
    id: 'uploading-your-own-book',
    title: 'Uploading your own book',
    answers: [
      {
        id: 'upload-a-pdf',
        question: 'Can I print a book I made elsewhere?',
        answer: [
          'Yes. Under Uploaded Books, upload a PDF of your book (up to 200 MB) with a title. We check it the way a print shop does, show you every page, and you can then order copies like any other book.',
        ],
      },
      {
        id: 'print-check',
        question: 'What does the print check look at?',
        answer: [
          'The number of pages, whether every page has the same size and which print size it matches, whether there is bleed (extra picture beyond the cut edge), the resolution of the pictures, whether fonts are embedded, and whether the colours suit printing. Each finding is explained in plain words, with what to fix.',
        ],
      },
      {
        id: 'upload-rejected',
        question: 'Why was my file rejected?',
        answer: [
          'Only PDF files can be printed. A file that is password-protected, damaged or has no pages cannot be read; save or export it again from the program you made it with and upload the new file. A rejected file is not kept.',
        ],
      },
      {
        id: 'delete-an-uploaded-book',
        question: 'Can I remove an uploaded book?',
        answer: ['Yes, from Uploaded Books. The file and its previews are deleted. A book cannot be removed while an order that uses it is still being made.'],
      },
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    answers: [
      {
        id: 'plans',
        question: 'What is the difference between the plans?',
        answer: [
          'Free lets you try the studio with short stories and a few monthly credits. Pro adds every story length, character photos and more credits. Premium has the most credits and a priority picture queue. The pricing page always shows the current prices and credits.',
        ],
      },
      {
        id: 'change-plan',
        question: 'Can I change or cancel my plan?',
        answer: [
          'Yes, at any time from your profile or the pricing page. A cancelled plan stays active, with its credits, until the end of the period you paid for, and then does not renew. Your stories and books stay yours.',
        ],
      },
      {
        id: 'payment-methods',
        question: 'How do I pay?',
        answer: ['By card, through Stripe’s secure checkout. We never see or store your card number.'],
      },
      {
        id: 'refunds',
        question: 'Can I get a refund?',
        answer: [
          'Print orders cancelled before printing are refunded in full. For plans and credit packs, contact us within 14 days of buying if you have not used them, and we refund you.',
        ],
      },
    ],
  },
  {
    id: 'account-and-privacy',
    title: 'Account and privacy',
    answers: [
      {
        id: 'forgot-password',
        question: 'I forgot my password.',
        answer: ['On the sign-in page choose Forgot password and enter your e-mail address. We send you a 6-digit code; enter it with your new password and you are signed in again.'],
      },
      {
        id: 'who-sees-my-stories',
        question: 'Who can see my stories and photos?',
        answer: [
          'Only you. Stories, pictures, photos and uploaded books are private to your account; links to pictures are signed so they cannot be guessed. Our support team looks at an order’s files only when you ask us to help with it.',
        ],
      },
      {
        id: 'cookies',
        question: 'Do you use tracking cookies?',
        answer: [
          'No. We set three cookies, only to keep you signed in: sb_access_token, sb_refresh_token and sb_customer_data. There are no advertising or analytics cookies.',
        ],
      },
      {
        id: 'export-or-delete-my-data',
        question: 'How do I get a copy of my data or delete my account?',
        answer: [
          'On your profile page, under Your data. Download my data gives you a ZIP file of everything we hold about you: your profile, plan and credits, stories, books, pictures, photos, PDFs, orders, payments, uploaded books and the messages you sent us through the contact form.',
          'Delete my account asks for your password again, then deletes your account at once with every story, picture, photo, uploaded file and contact-form message. Paid orders and payments are kept without your name, e-mail or address, because the law requires accounting records.',
        ],
      },
    ],
  },
];
