/**
 * Round 17's census of illness, conditions and care (issue 28): 49 phrasings a parent types, written by hand for this round
 * (none are a held-out read's own inputs nor round 13b's `health-phrasings.ts`). `test/body-things.test.ts` reads each with
 * `readTheme` alone (no story written) and counts how many are told as the story.
 */
export const HEALTH_17_PHRASINGS: readonly string[] = [
  // A day an illness or a hurt takes away.
  'off nursery with chickenpox and missing nans birthday', 'he got chickenpox the week of his party', 'spots! chicken pox and cant go to swimming',
  'a tummy bug on christmas eve', 'being poorly and missing the school trip', 'too poorly to go to the zoo with her class',
  'has a temperature and cant go to the party', 'missing sports day because of a broken arm',
  // The child's own condition.
  'using his inhaler at football', 'her asthma got bad at night', 'my son has asthma', 'wheezy chest and the blue puffer',
  'her eczema flares up and she scratches', 'cream for his eczema every night', 'her egg allergy at a party', 'he is allergic to nuts and has an epipen',
  'first day wearing her new glasses to school', 'he doesnt want to wear his glasses', 'getting hearing aids fitted', 'she is deaf and wears hearing aids',
  'on crutches after hurting his ankle', 'a cast on her leg for six weeks', 'he broke his wrist on the trampoline',
  'being told I have dyslexia', 'he has dyslexia and finds reading hard', 'letters jumping about on the page dyslexia',
  'being diagnosed with diabetes', 'her finger prick tests', 'having a blood test', 'a blood test at the hospital', 'getting her ears checked',
  'she has autism and finds noise hard', 'his adhd makes it hard to sit still', 'hand foot and mouth at nursery',
  'conjunctivitis and sticky eyes', 'croup in the night', 'a nasty cold and a snotty nose', 'a sickness bug going round the house',
  // Someone of the family's.
  'my little brother has diabetes', 'my sister has type 1 diabetes and needs insulin',
  'mummy is in hospital', 'daddy is poorly in bed', 'mum has cancer and is having chemo', 'grandad had a stroke',
  'nanny has dementia and forgets my name', 'great grandma has alzheimers', 'dad has a bad back and cant play',
  'mummy is having an operation', 'my brother is in hospital',
];
