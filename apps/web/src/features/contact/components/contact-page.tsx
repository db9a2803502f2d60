import { useState } from 'react';
import { BeforeYouWrite } from './before-you-write';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactThanks } from './contact-thanks';

/** /contact: a message form that reaches the support inbox, and the brand's other ways to reach us. */
export function ContactPage() {
  const [sent, setSent] = useState(false);
  // A fresh form for each message: new start time, empty fields.
  const [formCount, setFormCount] = useState(0);

  const sendAnother = () => {
    setFormCount((count) => count + 1);
    setSent(false);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        A question about a story, a print order or your account, or an idea for us? Write, and we answer within one
        working day.
      </p>
      {/* The help centre comes first on a phone, beside the form on a wide screen. */}
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <BeforeYouWrite />
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="min-w-0 rounded-3xl border border-line bg-white p-6 shadow-soft sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-[0.95rem] text-ink-soft">
            Every field is needed. We keep your message to answer it, and e-mail you a copy.
          </p>
          {sent ? <ContactThanks onSendAnother={sendAnother} /> : <ContactForm key={formCount} onSent={() => setSent(true)} autoFocus={formCount > 0} />}
        </section>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2">
          <ContactDetails />
        </div>
      </div>
    </div>
  );
}
