import { Ban, Camera, Server, ShieldCheck, SlidersHorizontal, type LucideIcon } from 'lucide-react';

const PROMISES: ReadonlyArray<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Every page is checked for its age',
    text: 'Before a page is kept, it is checked for words and subjects that do not belong in a children’s story; a page that fails is not kept. Stories are written for the age group you choose, and our built-in story engine measures how hard each story is to read and keeps it within that age’s range.',
    icon: ShieldCheck,
  },
  {
    title: 'No adverts, no tracking',
    text: 'There are no adverts here and no tracking cookies. The only cookies we set are the ones that keep you signed in.',
    icon: Ban,
  },
  {
    title: 'Photos stay with you',
    text: 'If you add a photo of your child to guide the pictures, it is shown only to you: in your account and in your own book, and in the file we send to the printer when you order a printed copy. We strip its location and other hidden camera data before it is stored, and it is deleted together with the story.',
    icon: Camera,
  },
  {
    title: 'Our own engines, on our own servers',
    text: 'Our built-in story engine and illustrator run on our own servers. When the service is not connected to an AI provider, they write and draw everything, and what you type and upload goes nowhere else. When OpenAI is switched on, your story details, and any photo as a reference for the pictures, are sent to it to make your book.',
    icon: Server,
  },
  {
    title: 'Parents stay in control',
    text: 'You see the story idea first and can ask for changes; nothing is written until you approve it. Afterwards you can change the words on any page, draw a picture again, or go back to an earlier version.',
    icon: SlidersHorizontal,
  },
];

/** Our approach to children's safety: each promise is something the product does today. */
export function Safety() {
  return (
    <section aria-labelledby="safety-heading" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <h2 id="safety-heading" className="text-3xl font-semibold sm:text-4xl">
          How we keep children safe
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-ink-soft">
          These books are about real children, so we treat what you share with care. Here is what that means in
          practice.
        </p>
        <ul className="mt-10 grid gap-5 md:grid-cols-2">
          {PROMISES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-3xl bg-white p-6 shadow-soft">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-leaf-100 text-leaf-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1.5 text-ink-soft">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
