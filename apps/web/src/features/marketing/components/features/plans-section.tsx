import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { SectionHeading } from '../section-heading';

/** Frames the plan comparison, which the route supplies from the plans on sale. */
export function PlansSection({ plans }: { plans: ReactNode }) {
  return (
    <section aria-labelledby="plans-heading" className="py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading
          id="plans-heading"
          eyebrow="Plans"
          title="Start free, grow when you need to"
          intro="Every plan brings monthly credits for pictures. Credit packs top you up whenever you need more."
        />
        <div className="mt-12">{plans}</div>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">
              Choose a plan
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
