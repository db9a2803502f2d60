import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { StorybookIllustration } from '../../../components/brand/storybook-illustration';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useStartLink } from '../hooks/use-start-link';

const PROMISES = ['Free to start', 'Age-appropriate by design', 'Printed books delivered'] as const;

export function Hero() {
  const start = useStartLink();
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-full bg-[radial-gradient(60rem_30rem_at_80%_-10%,var(--color-coral-50),transparent),radial-gradient(40rem_24rem_at_0%_30%,var(--color-sky-100),transparent)]" />
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-5 pt-10 pb-16 sm:pt-16 md:grid-cols-[1.05fr_1fr] md:pb-24">
        <div>
          <Badge tone="plum" className="px-3 py-1 text-sm">
            Made for parents &amp; teachers
          </Badge>
          <h1 className="mt-5 text-[2.6rem] leading-[1.05] font-semibold sm:text-6xl">
            Bedtime stories starring the <span className="text-coral-600">children you love</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">
            Share a name, an idea and a favourite thing. We write a gentle, age-right story, illustrate every page and
            turn it into a book you can print and keep.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={start.to}>
                {start.isSignedIn ? 'Go to your dashboard' : 'Create your first story'}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-[0.95rem] text-ink-soft">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Check className="size-4 text-leaf-500" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <StorybookIllustration className="mx-auto max-w-[26rem] md:max-w-none" />
      </div>
    </section>
  );
}
