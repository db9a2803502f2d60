/**
 * The child's own choice in the middle of a body or health moment (`plots/the-body.ts`), by the body thing's id
 * (`world/body-things.ts`): what a child with that very thing can really choose between, and chooses, in place of "give
 * up, or try again with a grown-up's help". Safe: nothing here is a medicine taken alone or a thing picked at.
 */
export const BODY_CHOICES: Readonly<Record<string, string>> = {
  nits: '{hero} could hide under a hat all day, or tell {his} best friend, and {he} chose to tell.',
  eczema: '{hero} could scratch just once more, or hold the cold flannel on it and count to twenty, and {he} chose the flannel.',
  asthma: '{hero} could keep the inhaler a secret, or show {his} teacher where it lived, and {he} chose to show.',
  allergy: '{hero} could take a bite and hope, or ask first, and {he} chose to ask, even though everyone was waiting.',
  verruca: '{hero} could stay home from swimming, or wear the little rubber sock, and {he} chose the sock.',
  stitches: '{hero} could hide behind the chair, or sit on {grownup}\'s lap and look at the ceiling, and {he} chose the lap.',
  graze: '{hero} could keep the sore {part} hidden, or let a grown-up look at it, and {he} chose to let them look.',
  'sore-throat': '{hero} could try to shout over everyone, or rest {his} voice and draw instead, and {he} chose to draw.',
  temperature: '{hero} could get up and play, or stay on the sofa a little longer, and {he} chose the sofa, just for today.',
  diabetes: '{hero} could hope nobody noticed, or tell the teacher the number on the screen, and {he} chose to tell.',
  nosebleed: '{hero} could tip {his} head back and hope, or lean forward and pinch, and {he} chose to lean forward.',
  braces: '{hero} could smile with {his} mouth shut, or smile a real smile, wire and all, and {he} chose the real one.',
  'hearing-aid': '{hero} could leave the hearing aids in the box, or wear them one minute longer than yesterday, and {he} chose one minute longer.',
  wheelchair: '{hero} could wait by the crack for someone to come, or back up and try another way round, and {he} chose another way round.',
  'eye-patch': '{hero} could take the patch off, or turn it into a pirate game, and {he} chose the pirate game.',
  sting: '{hero} could rub it, or keep still and let a grown-up help, and {he} chose to keep still.',
  'hay-fever': '{hero} could stay in all day, or put on sunglasses and go out after the grass was cut, and {he} chose the sunglasses.',
  bump: '{hero} could keep running about, or sit still with the frozen peas, and {he} chose the peas, just for a bit.',
};
