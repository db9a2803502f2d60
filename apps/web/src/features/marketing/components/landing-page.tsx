import { CallToAction } from './call-to-action';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { WhyFamiliesLoveIt } from './why-families-love-it';

export function LandingPage() {
  return (
    <>
      <Hero />
      <HowItWorks />
      <WhyFamiliesLoveIt />
      <CallToAction />
    </>
  );
}
