import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useStartLink } from '../hooks/use-start-link';

export function CallToAction() {
  const start = useStartLink();
  return (
    <section className="px-5 pb-16 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[2rem] bg-plum-600 px-6 py-14 text-center text-white sm:px-12">
        <div aria-hidden="true" className="absolute -top-16 -left-10 size-56 rounded-full bg-plum-500/60" />
        <div aria-hidden="true" className="absolute -right-12 -bottom-20 size-64 rounded-full bg-coral-500/40" />
        <div className="relative">
          <h2 className="text-3xl font-semibold text-white sm:text-4xl">Tonight’s story could star your child</h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-plum-50">
            Start free. Your first story is only a few minutes away.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-8">
            <Link to={start.to}>
              {start.isSignedIn ? 'Go to your dashboard' : 'Get started free'}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
