/**
 * Round 13b's census of the body-and-health family (issue 28): 48 phrasings a parent types of a body or health moment,
 * the child's own or a grown-up's, written by hand for this census (none are the held-out read's own three inputs).
 * `test/body-things.test.ts` reads each with `readTheme` and the plot alone (no story written) and counts how many are
 * told as the story.
 */
export const HEALTH_PHRASINGS: readonly string[] = [
  // The child's own body.
  'she has nits again', 'head lice at nursery', 'combing out the nits', 'his eczema is really itchy', 'itchy eczema at night',
  'he has asthma and a new inhaler', 'using her blue inhaler', 'learning to use his spacer', 'she has a nut allergy',
  'carrying an epipen to school', 'his peanut allergy', 'a verruca on her foot', 'getting stitches in his chin', 'having stitches out',
  'a plaster on a cut finger', 'cut his knee at the park', 'grazed knee falling off her scooter', 'a sore throat', 'she has a high temperature',
  'he has tonsillitis', 'getting grommets put in', 'having her tonsils out', 'his type 1 diabetes', 'checking her blood sugar',
  'he has to wear an eye patch', 'getting a hearing aid', 'his new hearing aids', 'she uses a wheelchair now', 'a nosebleed in class',
  'he gets nosebleeds', 'wearing a sling at school', 'her braces are sore', 'getting a brace on his teeth', 'a bee sting',
  'a splinter in her finger', 'a bump on the head', 'hay fever in summer', 'sneezing with hayfever', 'a cough that keeps him awake',
  'a rash on her tummy',
  // A grown-up's body.
  "grandad's new hearing aid", 'nanny has to use a walking stick', 'mummy has a bad back', 'daddy has diabetes',
  'grandma got new glasses', 'grandpa uses a wheelchair', "mum's broken foot in a boot", 'granny is a bit deaf',
];
