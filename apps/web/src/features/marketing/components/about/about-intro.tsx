import { PRODUCT_NAME } from '@studio/contracts/constants';
import { useBrand } from '../../../../lib/brand-query';

/** Who we are and why; the founding year is the brand setting's, not a constant. */
export function AboutIntro() {
  const { founded_year: foundedYear } = useBrand();
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_85%_-10%,var(--color-coral-50),transparent),radial-gradient(36rem_22rem_at_0%_40%,var(--color-sky-100),transparent)]" />
      <div className="mx-auto max-w-3xl px-5 pt-12 pb-14 sm:pt-16 sm:pb-20">
        <p className="font-display text-lg font-semibold text-coral-700">Our story</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">About Us</h1>
        <p className="mt-6 text-xl leading-relaxed text-ink">
          {PRODUCT_NAME} is made by a small team of parents and engineers. We started it in{' '}
          <span className="font-semibold">{foundedYear}</span> with one wish: that any grown-up could make a child a
          story about <em>them</em>, their name, their friends, their fears and the things they love, and then hold it
          as a real book.
        </p>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          As parents we know the bedtime requests: “again”, and “now one about me”. As engineers we wanted to build
          the tool that answers them carefully: gentle stories written for the child’s age, pictures that keep the same
          heroes from page to page, and printing done properly.
        </p>
      </div>
    </section>
  );
}
