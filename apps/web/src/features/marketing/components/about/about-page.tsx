import { AboutIntro } from './about-intro';
import { AboutLinks } from './about-links';
import { Beliefs } from './beliefs';
import { Safety } from './safety';

/** /about: who makes the product and why, what we believe about bedtime stories, and how children are kept safe. */
export function AboutPage() {
  return (
    <>
      <AboutIntro />
      <Beliefs />
      <Safety />
      <AboutLinks />
    </>
  );
}
