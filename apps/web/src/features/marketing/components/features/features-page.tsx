import type { ReactNode } from 'react';
import { CallToAction } from '../call-to-action';
import { ArtStyles } from './art-styles';
import { FeaturesIntro } from './features-intro';
import { OwnPdf } from './own-pdf';
import { PlansSection } from './plans-section';
import { PrintOptions } from './print-options';
import { ReadAloud } from './read-aloud';
import { SampleSpread } from './sample-spread';

/** /features: what the product makes, shown with a real sample book; `plans` is the plan comparison the route fills in. */
export function FeaturesPage({ plans }: { plans: ReactNode }) {
  return (
    <>
      <FeaturesIntro />
      <ArtStyles />
      <SampleSpread />
      <ReadAloud />
      <PrintOptions />
      <OwnPdf />
      <PlansSection plans={plans} />
      <CallToAction />
    </>
  );
}
