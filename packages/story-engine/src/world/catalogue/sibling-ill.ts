import { themeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** Illnesses a parent names by what it is: "my brother has chickenpox", "my uncle has a cold". */
export const ILLNESS = String.raw`(?:chicken ?pox|the flu|flu|a cold|a bad cold|a cough|a bad cough|a sore throat|a bug|a tummy bug|tummy ache|a tummy ache|a sickness bug|a temperature|a fever|measles|tonsillitis|covid|an ear infection|earache)`;

/** A brother or sister, whatever a parent calls them ("my big sister", "our baby brother", "the twins"). */
const SIBLING = String.raw`(?:brother|sister|sibling|twin|bro|sis)s?`;

/**
 * A brother or sister who is poorly ("my little brother has chickenpox", "my big sister is poorly"): theirs, never the
 * hero's own sick day. The door kept half shut, the house kept quiet, a try to cheer them up that is too loud, and the
 * hero finding a game they can play from bed. The one in bed stays there through the middle (`ownerAway`): only {who}
 * ("his sister"), never beside the hero.
 */
export const SIBLING_ILL: CatalogueTheme = {
  id: 'sibling-ill', kind: 'moment',
  words: new RegExp(String.raw`^(?!.*\bhospital\b).*(?:\b${SIBLING}(?:'s)? (?:is |was |has been |is feeling |feels |is off )?(?:very |really |so |a bit |off )?(?:ill|poorly|sick|unwell|not (?:very )?well)\b|\b${SIBLING} (?:has|had|has got|got|is off with|with) ${ILLNESS}|\b(?:ill|poorly|sick|unwell) ${SIBLING}\b)`, 'i'),
  name: 'the quiet house', setting: 'home', lesson: 'kindness', owner: 'sister', ownerAway: true,
  title: ['{hero} and the Sock Puppet Show', 'A Game for {who}'],
  opening: ['{who} was poorly, and had to stay in bed, and the whole house had to be quiet.', '{who} was poorly, and had to stay in bed.'],
  worry: ['"Can I go in and play?" asked {hero}. "Not today," said {grownup}. "Germs can jump from one person to the next."', '"Can I play with {who}?" asked {hero}. "Not today," said {grownup}.'],
  tries: [
    ['{hero} played trains right outside the bedroom door, with all the noises, and {grownup} said, "Shh, {who} is trying to sleep."', '{hero} played trains by the door. "Shh!" said {grownup}.'],
    ['{hero} pushed {his} best teddy round the door to cheer {who} up, but {who} only turned over and shut {who}\'s eyes.', '{hero} gave {who} a teddy, but {who} just turned over.'],
    ['{hero} made a card in a hurry and slid it under the door, and it got stuck halfway.', '{hero} slid a card under the door. It got stuck!'],
  ],
  turn: ['{hero} thought of a game {who} could play from bed: {he} stood in the doorway with a sock on each hand and put on a puppet show, and {who} laughed a croaky laugh.', '{hero} put socks on {his} hands and did a puppet show at the door. {who} laughed!'],
  details: [
    ['The bedroom door stayed half open, and {grownup} went in and out with drinks of water and a cool cloth.', '{grownup} took in water and a cool cloth.'],
    ['The house was so quiet that {hero} could hear the clock, and there was nobody to share the sofa with.', 'The house was very quiet.'],
    ['The new card had a rainbow on it and GET WELL SOON in big letters, with every letter coloured in.', 'The card had a big rainbow.'],
    ['A few days later, {who} came down in pyjamas, pale but smiling, and sat on the sofa right next to {hero}.', '{who} came down in pyjamas and sat with {hero}.'],
  ],
  win: '{who} had laughed, even from bed',
  ownDoubt: '{hero} looked at the shut door, and wondered if {who} even knew {he} was there.',
  end: ['When {who} was better, they did the sock puppet show again, both of them, as loud as they liked.', 'When {who} was better, they did the puppet show together.'],
};

export const SIBLING_ILL_SETBACK: Wording = 'Then {grownup} said {who} had to stay in bed for three more days.';
export const SIBLING_ILL_CHOICE: Wording = '{hero} could play out in the garden or do a quiet jigsaw by the bedroom door, and {he} chose the jigsaw, so {who} had company.';
export const SIBLING_ILL_SUBPLOT = themeSubplot(
  '{hero} saw that being kind to someone poorly meant being quiet, and close, and a little bit funny.',
  '{pal} wanted to help as well, but did not know what a poorly person would like.',
  'the get-well card to sign first',
  '{pal} signed the get-well card first, with a big wobbly star, and slid it under the door.',
);
