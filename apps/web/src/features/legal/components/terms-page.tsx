import { PRODUCT_NAME } from '@studio/contracts/constants';
import { TextLink } from '../../../components/ui/text-link';
import { useBrand } from '../../../lib/brand-query';
import { LegalDocument, type LegalSection } from './legal-document';
import { LEGAL_UPDATED } from './legal-updated';

/** /terms: the agreement between a customer and us, in plain words, under the law of England and Wales. */
export function TermsPage() {
  const brand = useBrand();
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      title: 'This agreement',
      content: (
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} ({brand.address}) when you use the studio. By creating an account you accept them. Our{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink> explains how we handle personal data.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      content: (
        <ul>
          <li>You must be 18 or over. Parents, carers and teachers create books for children; children do not hold accounts.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.</li>
          <li>We may suspend an account that breaks these terms, after telling you why, unless the law or safety requires us to act at once.</li>
        </ul>
      ),
    },
    {
      id: 'plans-and-credits',
      title: 'Plans, credits and payment',
      content: (
        <ul>
          <li>Plans (Free, Pro, Premium) are monthly. Prices and what each includes are on the <TextLink to="/pricing">pricing page</TextLink>, in pounds sterling including VAT.</li>
          <li>A paid plan renews each month until you cancel. When you cancel, it stays active with its credits until the end of the period you paid for, then ends.</li>
          <li>Each plan brings monthly credits, which pay for pictures and do not carry over to the next period. Credit packs are one-off purchases; their credits do not expire while your account is open.</li>
          <li>The credits a picture costs are shown before it is drawn. A picture that fails to be drawn costs nothing.</li>
          <li>Payments are taken by Stripe. If we change a plan’s price, we tell you at least 30 days before it applies to you, and you may cancel before then.</li>
        </ul>
      ),
    },
    {
      id: 'cancellation',
      title: 'Your right to cancel and refunds',
      content: (
        <ul>
          <li>Plans and credit packs: you may cancel within 14 days of buying for a full refund if you have not used them. Once you use them (by making pictures), you agree that the service has started and the right to cancel ends for what you used.</li>
          <li>Printed books are made to your personal design, so the legal 14-day cancellation right does not apply to them. You can still cancel an order, with a full refund, until printing starts.</li>
          <li>If a printed book arrives damaged, misprinted or not as ordered, tell us within 30 days of delivery with a photo, and we reprint it or refund it. This is in addition to your rights under the Consumer Rights Act 2015.</li>
        </ul>
      ),
    },
    {
      id: 'your-content',
      title: 'Your stories and books',
      content: (
        <ul>
          <li>What you put in (names, descriptions, photos, uploaded books) stays yours, and so do the stories and pictures made for you, as far as the law allows. You may print, share and give them away.</li>
          <li>You give us permission to store, process, render and print your content only to provide the service to you, and to pass it to the companies named in our Privacy Policy for that purpose.</li>
          <li>Stories and pictures made by AI can resemble other works by chance. Please read each book before you print or share it.</li>
        </ul>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'What you may not do',
      content: (
        <ul>
          <li>Upload a child’s photo or details without being their parent or carer, or having their parent’s permission.</li>
          <li>Upload or print books that you do not have the right to copy, or content that is unlawful, hateful, sexual or harmful to children.</li>
          <li>Try to break, overload or get around the limits and security of the service, or use it to collect other people’s data.</li>
        </ul>
      ),
    },
    {
      id: 'print-orders',
      title: 'Print orders',
      content: (
        <ul>
          <li>Before paying you see the book, the options and the full price, delivery included. Please check the text and the pictures: we print the book as shown.</li>
          <li>Books shorter than a binding needs are completed with blank pages at the end; the price summary says so.</li>
          <li>Delivery times are estimates given by our print partner. We keep you informed in My Orders and by e-mail.</li>
        </ul>
      ),
    },
    {
      id: 'the-service',
      title: 'The service and its changes',
      content: (
        <p>
          We work to keep the studio available and your books safe, and we may improve or change features. If we stop offering something you have paid for, we refund the
          part you could not use. We do not exclude liability where the law does not allow it (for example for death or personal injury caused by negligence, or fraud).
          Otherwise, our liability to you is limited to what you paid us in the 12 months before the claim, and we are not liable for losses that were not foreseeable.
        </p>
      ),
    },
    {
      id: 'ending',
      title: 'Ending the agreement',
      content: (
        <p>
          You may close your account at any time by writing to {brand.support_email}; we then delete your data as our Privacy Policy says. Orders already printing are still
          delivered.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Law, complaints and changes to these terms',
      content: (
        <>
          <p>
            These terms are governed by the law of England and Wales, and the courts of England and Wales may hear disputes; if you live in Scotland or Northern Ireland you
            may also use your local courts. Please <TextLink to="/contact">contact us</TextLink> first: most problems are solved in a message.
          </p>
          <p>When we change these terms we update the date above and e-mail you at least 30 days before a change that affects you takes effect.</p>
        </>
      ),
    },
  ];
  return (
    <LegalDocument
      title="Terms of Service"
      updated={LEGAL_UPDATED}
      intro={<p>The agreement between you and us when you create stories, buy plans and credits, and order printed books. Written to be read, not skimmed past.</p>}
      sections={sections}
    />
  );
}
