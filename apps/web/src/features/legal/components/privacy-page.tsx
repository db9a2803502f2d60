import { COOKIE_NAMES, PRODUCT_NAME, STORAGE_KEYS } from '@studio/contracts/constants';
import { TextLink } from '../../../components/ui/text-link';
import { useBrand } from '../../../lib/brand-query';
import { LegalDocument, type LegalSection } from './legal-document';
import { LEGAL_UPDATED } from './legal-updated';

/** /privacy: what we hold about parents, teachers and the children in their stories, in plain words (UK GDPR). */
export function PrivacyPage() {
  const brand = useBrand();
  const email = (
    <a href={`mailto:${brand.support_email}`} className="font-semibold text-coral-700 underline-offset-4 hover:underline">
      {brand.support_email}
    </a>
  );
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      content: (
        <p>
          {PRODUCT_NAME} is the controller of your personal data. You can reach us at {email}, by phone on {brand.support_phone}, or by post at{' '}
          {brand.address}.
        </p>
      ),
    },
    {
      id: 'what-we-hold',
      title: 'What we hold',
      content: (
        <ul>
          <li><strong>Your account</strong>: your name, e-mail address, date of birth (to confirm you are an adult), a securely hashed password, and an optional profile picture.</li>
          <li><strong>Your stories</strong>: what you tell us about the characters (names, who they are, how they look), the ideas, the pages we write and the pictures we draw. Characters are often real children: please use only what a story needs, such as a first name.</li>
          <li><strong>Character photos</strong> (Pro and Premium): we remove location and camera data from each photo when you upload it. Photos are visible only to you and are deleted with their story.</li>
          <li><strong>Books you upload</strong>: the PDF file, its previews and our print check of it.</li>
          <li><strong>Orders</strong>: what you ordered, the delivery name, address and phone number, and each order’s history.</li>
          <li><strong>Payments</strong>: the amount, date and status. Card details go straight to Stripe; we never see or store them.</li>
          <li><strong>Messages</strong>: what you write to us through the contact form or by e-mail.</li>
          <li><strong>Technical records</strong>: sign-in times, the network address of requests (to stop abuse with rate limits) and error logs.</li>
        </ul>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it',
      content: (
        <ul>
          <li><strong>To provide the service you asked for</strong> (our contract with you): your account, stories, pictures, books, orders and deliveries.</li>
          <li><strong>To meet legal duties</strong>: keeping payment and order records for tax law.</li>
          <li><strong>Legitimate interests</strong>: keeping the service secure, preventing fraud and abuse, and answering your messages.</li>
        </ul>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      content: (
        <p>
          Accounts are for adults aged 18 or over. Children do not hold accounts and never give us data themselves. When you describe a child or add their photo, you
          do so as their parent, carer or teacher, and you should have the permission of the child’s parent if the child is not your own. We use children’s details only to
          make your books, never for advertising or profiling.
        </p>
      ),
    },
    {
      id: 'who-processes-it',
      title: 'Who processes it for us',
      content: (
        <>
          <p>We share data only with the companies that help us run the service, each under a contract that protects it:</p>
          <ul>
            <li><strong>Story and picture generation</strong>: when our AI provider is switched on, OpenAI receives the story details and character photos needed for a page. Otherwise our own built-in engines make your stories and pictures on our servers and nothing leaves them.</li>
            <li><strong>Payments</strong>: Stripe processes card payments and refunds.</li>
            <li><strong>Printing and delivery</strong>: our print partner (Lulu, or a local printer for orders we fulfil ourselves) receives the print files and the delivery address of an order.</li>
            <li><strong>E-mail</strong>: our e-mail provider delivers the codes, receipts and order updates we send you.</li>
            <li><strong>Hosting</strong>: the company that runs our servers and storage.</li>
          </ul>
          <p>Some of them are in the United States; transfers are made under the UK International Data Transfer Agreement or the UK Extension to the EU–US Data Privacy Framework.</p>
        </>
      ),
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      content: (
        <ul>
          <li>Stories, pictures, photos and uploaded books: until you delete them or your account.</li>
          <li>Your account: while it is open; when you close it, everything above is deleted within 30 days.</li>
          <li>Orders and payment records: 6 years after the order, as UK tax law requires.</li>
          <li>Messages to us: 2 years after the conversation ends. Those sent through the contact form from your account’s e-mail address are deleted when you close your account, and are in the copy of your data you can download.</li>
          <li>Sign-in sessions: 30 days after your last visit. Technical logs: 30 days.</li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them',
      content: (
        <>
          <p>
            You can ask for a copy of your data (in a file you can take elsewhere), have it corrected, have it deleted, or object to or restrict how we use it. Write to{' '}
            {email} from the address of your account; we answer within one month. You can correct your name and details yourself on your profile page.
          </p>
          <p>
            If you are unhappy with our answer you may complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and storage in your browser',
      content: (
        <>
          <p>
            We use no tracking, analytics or advertising cookies. We set three cookies, all strictly necessary to keep you signed in, so they need no consent:{' '}
            <code>{COOKIE_NAMES.accessToken}</code> (your sign-in, for a short time), <code>{COOKIE_NAMES.refreshToken}</code> (renews it, for up to 30 days) and{' '}
            <code>{COOKIE_NAMES.customerData}</code> (your name and e-mail, to show them without asking the server).
          </p>
          <p>
            Your browser also keeps three small notes for us: <code>{STORAGE_KEYS.logoutSignal}</code> (signs you out of every tab at once),{' '}
            <code>{STORAGE_KEYS.printOrder}</code> (your print order in progress) and <code>{STORAGE_KEYS.hasSeenFreePlanModal}</code> (so the Free plan welcome shows once).
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      content: (
        <p>
          Everything travels encrypted. Passwords are stored only as secure hashes. Links to your pictures and files are signed, so they cannot be guessed. Only the
          people who support you can see an order’s details, and every change they make is recorded.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          When we change this policy we update the date above, and we e-mail you first if the change matters to you. Questions are welcome: <TextLink to="/contact">contact us</TextLink>.
        </p>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={LEGAL_UPDATED}
      intro={<p>This policy explains, in plain words, what we keep about you and the children in your stories, why, for how long, who helps us, and the rights you have.</p>}
      sections={sections}
    />
  );
}
