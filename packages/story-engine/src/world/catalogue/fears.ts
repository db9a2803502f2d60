import { themeSubplot as s, type ThemeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/** "scared of", "afraid of", "frightened of", "a fear of", "doesn't like": how a parent names a child's fear of a thing. */
const FEAR_OF = String.raw`(?:(?:scared|afraid|frightened|terrified|fearful|nervous|worried|anxious|wary)\s+(?:of|about|around|by)|fears?\s+(?:of\s+)?|(?:does\s*n[o']t|doesn't|don't)\s+like|hat(?:es|ing))\s+`;
/** Whose the thing is, between the fear and the thing: "the neighbours' dog", "grandma's dog", "next door's dog". */
const WHOSE = String.raw`(?:(?:the|our|my|his|her|their)\s+)?(?:next\s+door['’]?s\s+|[a-z]+(?:['’]s|s['’]?)\s+)?`;
const fearOf = (thing: string) => new RegExp(`\\b${FEAR_OF}${WHOSE}(?:the\\s+|big\\s+|barking\\s+|loud\\s+|all\\s+)?${thing}`, 'i');

/**
 * A child's fear of one thing, as parents name it ("being scared of dogs", "afraid of the dark"): the fear is the
 * story, met a little at a time with a grown-up close, never forced, and ending with the thing the right size.
 * Matched before moments and feelings, so "worried about dogs" is this fear, not the worry.
 */
export const FEARS: readonly CatalogueTheme[] = [
  {
    id: 'fear-of-dogs', kind: 'feeling', words: new RegExp(`${fearOf('(?:dogs?|pupp(?:y|ies))').source}|\\bdog phobia\\b|\\bcynophobia\\b`, 'i'), name: 'the fear of dogs', setting: 'city', lesson: 'bravery',
    feared: { species: 'dog', called: 'the puppy', met: '{feared} was the puppy next door, and {feared} wanted to be friends.' },
    title: '{hero} and the Dog Next Door',
    opening: ['{hero} was scared of dogs, even little ones, and there was a new puppy next door.', 'Whenever a dog barked, {hero} hid behind {grownup}\'s legs.'],
    worry: '"What if it jumps on me?" said {hero}, and held on tight to {grownup}\'s hand.',
    tries: ['{hero} watched {feared} through the window, from behind the curtain.', '{hero} stood at the garden gate while {feared} sniffed the grass, and stepped back at every wag.', '{feared} bounced towards {hero}, and {he} froze and squeezed {his} eyes shut.'],
    turn: '{hero} stood very still, held out the back of {his} hand low and slow, the way the neighbour showed {him}, and let {feared} sniff it.',
    details: ['The neighbour said, "Always ask before you stroke a dog," and held the lead short.', '{feared}\'s tail went round and round like a little propeller.', '{feared}\'s nose was cold and wet, and it tickled.', '{feared} sat down when the neighbour said "Sit," and looked up at {hero}.'],
    win: '{hero} stroked {feared}\'s soft back, once, and then again',
    end: 'Now, when {hero} meets a dog, {he} asks first, and holds out {his} hand low and slow.',
  },
  {
    id: 'fear-of-the-dark', kind: 'feeling', words: new RegExp(`${fearOf('dark(?:ness)?\\b').source}|\\bdark(?:ness)? (?:is|was) scary\\b|\\b(?:scared|afraid|frightened)\\b[^.]*\\bwhen (?:it'?s|its|it is|it gets) dark\\b|\\bnight[- ]?light\\b`, 'i'), name: 'the fear of the dark', setting: 'home', lesson: 'bravery', evening: true,
    title: '{hero} and the Dark',
    opening: 'When the light went off at bedtime, {hero}\'s room filled up with shadows.',
    worry: '"There are shapes in the dark," whispered {hero}. "Please leave the big light on."',
    tries: ['{hero} pulled the duvet right up over {his} head, but it got very hot under there.', '{hero} called out, "Are you still there?" three times, and {grownup} came back three times.', 'A long shadow stretched across the wall, and {hero} was sure it had moved.'],
    turn: '{hero} took the torch, counted to three with {grownup}, and shone it right at the shadow.',
    details: ['The night-light made a soft orange glow by the door.', 'Outside, a car went by, and its lights slid across the ceiling and away.', 'The scary shape on the wall was only {hero}\'s dressing gown on its hook.', '{grownup} showed {hero} how to make a rabbit on the wall with two fingers.'],
    win: 'the dark was just {hero}\'s own room, with the light off',
    end: 'Now, at bedtime, {hero} says goodnight to the dressing gown, and to the dark.',
  },
  {
    id: 'fear-of-loud-noises', kind: 'feeling', words: new RegExp(`${fearOf('(?:noises?|sounds?|bangs?|fireworks|hand ?dryers?|hair ?dryers?|hoovers?|vacuum(?: cleaner)?s?|blenders?|(?:automatic |sliding |revolving |electric )doors?|escalators?|moving (?:stairs|walkways?)|lifts?|elevators?)').source}|\\bloud noises?\\b|\\b(?:loud|noisy) (?:noisy )?(?:blenders?|hoovers?|vacuum(?: cleaner)?s?|hand ?dryers?|hair ?dryers?|lawn ?mowers?|drills?|smoothie makers?|food processors?)\\b|\\bcovers? (?:his|her|their) ears\\b`, 'i'), name: 'the loud noises', setting: 'home', lesson: 'bravery',
    title: '{hero} and the Big Noises',
    opening: 'Loud noises made {hero} jump, like the hoover, the hand dryer and the blender in the kitchen.',
    worry: '"It\'s too loud," said {hero}, with both hands over {his} ears. "It hurts my ears."',
    tries: ['When the hoover came out, {hero} ran upstairs and shut the door.', 'At the shops, {hero} would not go near the hand dryer, and dripped all the way out.', 'The blender roared, and {hero} jumped so high that {he} knocked over a cup.'],
    turn: '{hero} put on the big soft ear defenders, held {grownup}\'s hand, and pressed the hoover\'s button {him}self.',
    details: ['The ear defenders were like a pair of giant earmuffs, and made everything soft and far away.', '{grownup} said, "Shall I count to three before it starts? Then it won\'t surprise you."', 'Knowing when the noise would come made it a lot less scary.', 'The hoover was loud, but it was only a hoover, eating crumbs.'],
    win: '{hero} had hoovered the whole rug, with the ear defenders on',
    end: 'Now, when a loud noise is coming, {hero} asks for a count of three, and is ready.',
  },
  {
    id: 'fear-of-monsters', kind: 'feeling', words: /\bmonsters? under (?:the |my |his |her |their )?bed\b|\b(?:scared|afraid|frightened|terrified) of monsters?\b|\bmonsters? in (?:the |my |his |her |their )?(?:wardrobe|cupboard|closet|room)\b/i, name: 'the monster under the bed', setting: 'home', lesson: 'bravery', evening: true,
    title: '{hero} and the Monster under the Bed',
    opening: 'Every night, {hero} was sure there was a monster under the bed.',
    worry: '"I heard it," whispered {hero}. "It goes creak."',
    tries: ['{hero} jumped into bed from the doorway, so the monster could not grab {his} feet.', '{hero} asked {grownup} to look under the bed, and then to look again.', 'Something in the dark went creak, and {hero} hid under the duvet.'],
    turn: '{hero} switched on the torch, leaned over the edge of the bed, and looked underneath all by {him}self.',
    details: ['Under the bed there was a lost sock, a jigsaw piece and a great deal of dust.', 'The creak was the old floorboard by the door, which always creaked.', '{hero} made a sign for the bed: NO MONSTERS, with a picture of a smiling one.', '{grownup} said monsters were only pictures people made up, and {hero} drew a funny one with six socks.'],
    win: 'there was nothing under the bed but a sock and a jigsaw piece',
    end: 'Now, at bedtime, {hero} jumps into bed the ordinary way, feet first.',
  },
  {
    id: 'fear-of-spiders', kind: 'feeling', words: new RegExp(`${fearOf('(?:spiders?|creepy[- ]crawl(?:y|ies)|bugs?|insects?|wasps?|bees?)').source}|\\barachnophobia\\b|\\b(?:a |the )?(?:big |huge |hairy |giant )?spiders? in (?:the|my|his|her|their|our) (?:bath|bathtub|shower|sink|bed|bedroom|room|shoe|wellies?)\\b|\\b(?:a |the )?(?:bee|wasp|spider|bug|beetle|daddy long legs|moth)s? (?:landed|landing|lands|crawled|crawling|sat|buzzed|flew) (?:on|onto|at|round|around|in) (?:me|him|her|them|my|his|her|their)\\b`, 'i'), name: 'the spider', setting: 'home', lesson: 'kindness',
    title: '{hero} and the Spider in the Bath',
    opening: 'There was a spider in the bath, and {hero} would not go into the bathroom.',
    worry: '"It\'s got too many legs," said {hero}, from the landing. "Make it go away!"',
    tries: ['{hero} peeked round the door, and the spider moved one leg, and {hero} ran.', '{hero} asked {grownup} to squash it, and then did not want it squashed after all.', 'The spider scuttled up the side of the bath and slid back down again.'],
    turn: '{hero} held the glass while {grownup} slid the card underneath, and together they carried the spider outside.',
    details: ['The spider was small and brown, with eight thin legs like eyelashes.', '{grownup} said the spider was more scared of {hero} than {hero} was of it.', 'Spiders eat flies, so they are good to have in the garden.', 'Outside, the spider ran off under a leaf, as fast as it could go.'],
    win: 'the spider was safe in the garden, and {hero} had helped carry it',
    end: 'Now, when {hero} sees a spider, {he} fetches the glass and the card.',
  },
  {
    id: 'fear-of-heights', kind: 'feeling', words: new RegExp(`${fearOf('(?:heights?|high (?:places|things)|climbing|the climbing frame|the big slide)').source}|\\bvertigo\\b`, 'i'), name: 'the high places', setting: 'city', lesson: 'bravery',
    title: '{hero} and the Big Slide',
    opening: 'Everyone went down the big slide at the playground, but {hero} only ever went on the little one.',
    worry: '"It\'s too high," said {hero}. "What if I fall?"',
    tries: ['{hero} climbed the first two steps of the ladder, and climbed back down.', '{hero} watched the others whoosh down, one after another, and counted them.', 'At the top, {hero} looked down, and {his} legs went wobbly, and {he} held on tight.'],
    turn: '{hero} sat down at the top, held the sides, looked at {grownup} waiting at the bottom, and let go.',
    details: ['The ladder had a rail on each side to hold.', 'There were bark chips all round the bottom, soft to land on.', 'The slide was warm from the sun and went whoosh.', '{grownup} was at the bottom with arms wide open.'],
    win: '{hero} whooshed all the way down the big slide, and laughed',
    end: 'Next time at the playground, {hero} went down the big slide first.',
  },
];

export const FEAR_SETBACKS: Readonly<Record<string, Wording>> = {
  'fear-of-dogs': 'Then a big dog across the road barked, WOOF, and {hero} ran back inside.',
  'fear-of-the-dark': 'Then the night-light flickered and went out, and the room was darker than ever.',
  'fear-of-loud-noises': 'Then, without any warning, a car alarm went off in the street, and {hero} burst into tears.',
  'fear-of-monsters': 'Then something under the bed went bump, and {hero} shouted for {grownup}.',
  'fear-of-spiders': 'Then the spider ran right across the bath mat, and {hero} squealed and jumped on the toilet seat.',
  'fear-of-heights': 'Then a bigger child said, "Hurry up!" from behind, and {hero} froze on the ladder.',
};

export const FEAR_CHOICES: Readonly<Record<string, Wording>> = {
  'fear-of-dogs': '{hero} could say hello through the fence or from the doorstep, and {he} chose the fence.',
  'fear-of-the-dark': '{hero} could have the door open a crack or the night-light on, and {he} chose the night-light.',
  'fear-of-loud-noises': '{hero} could wear the ear defenders or hum a song, and {he} chose the ear defenders.',
  'fear-of-monsters': '{hero} could look under the bed with the torch or with the big light on, and {he} chose the torch.',
  'fear-of-spiders': '{hero} could hold the glass or the card, and {he} chose the glass.',
  'fear-of-heights': '{hero} could go down sitting or lying on {his} tummy, and {he} chose sitting.',
};


export const FEAR_SUBPLOTS: Readonly<Record<string, ThemeSubplot>> = {
  'fear-of-dogs': s('{hero} saw that {feared} came closer when {he} was still, and ran about when {he} squealed.', '{pal} was a bit scared of the big dog across the road.', 'the dog biscuit', 'The big dog across the road only wanted to sniff {pal}, and then went off wagging.'),
  'fear-of-the-dark': s('{hero} saw that every shape in the dark was something {he} knew in the light.', '{pal} did not like the dark on the landing either.', 'the glow-in-the-dark star', '{pal} held the glow-in-the-dark star, and the landing was just the landing.'),
  'fear-of-loud-noises': s('{hero} found that a noise {he} knew was coming was only half as big.', '{pal} did not like the hand dryer either.', 'the paper towels', '{pal} dried {palhis} hands on the paper towels, and gave a thumbs up.'),
  'fear-of-monsters': s('{hero} saw that the creaks and bumps all had ordinary names.', '{pal} thought there might be a monster in the wardrobe too.', 'the big teddy', '{pal} held the big teddy and opened the wardrobe: only coats and shoes.'),
  'fear-of-spiders': s('{hero} saw that the spider only wanted to get away.', '{pal} would not go near the garden shed, where the big spiders lived.', 'the jam jar with holes in the lid', '{pal} watched a spider in the jam jar, up close, and said it was quite clever really.'),
  'fear-of-heights': s('{hero} found that looking ahead, not down, made the wobbly feeling smaller.', '{pal} did not like the high swing either.', 'the first go on the little swing', '{pal} went on the little swing first, and then a bit higher.'),
};
