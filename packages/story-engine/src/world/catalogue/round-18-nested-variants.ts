import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 18's variants for a feeling nested in an occasion or place the parent names with it (held-out reads 39–40): not
 * being invited to the party or the sleepover is the invitations everybody else got, never a playground game; the
 * dark on a camping trip is the dark tent and the torch, never the bedroom's night-light. The occasion is where the
 * feeling happens, and its own lines are the middle's (`understand/read-nested.ts` for a doing inside a day).
 */

/** Not invited to the party everyone else is going to: the invitations handed out, the talk about it, the day itself. */
const NOT_INVITED: Variant = {
  // Being asked to play at the party is no invitation to it ("nobody invited me to play at the party").
  said: /\b(?:not|never|wasn'?t|weren'?t|didn'?t get|isn'?t|no(?:body|one)) (?:been |being |getting )?invited\b(?! (?:me |him |her |them |us )?to play\b)|\binvit\w*\b[^.]*\bexcept\b|\binvit\w* (?:me |him |her |them |us )?to (?!play\b)(?:\S+ ){0,3}?(?:party|parties|sleep ?overs?|celebration|wedding|picnic|barbecue)\b/i,
  title: ['{hero} and the Invitations', 'The Party {hero} Wasn\'t At'],
  name: 'not being invited',
  opening: 'On Monday, the party invitations came out of a book bag, one for nearly everybody, and there was not one for {hero}.',
  worry: '"Why not me?" said {hero}, very quietly, and checked {his} book bag twice, in case.',
  tries: ['{hero} said {he} did not even want to go, which was not true.', 'All week, everyone talked about the party, and {hero} walked the long way round the playground so as not to hear.', '{hero} asked, "Is there room for one more?" and nobody knew what to say.'],
  turn: '{hero} told {grownup} the whole thing, and {grownup} did not say it did not matter. {grownup} said it hurt because it mattered, and then asked who else had not been invited.',
  details: ['The invitations had balloons on the front and a silver envelope.', 'On Saturday, {hero} knew exactly when the party was starting, without even looking at the clock.', '{grownup} and {hero} made a plan for Saturday of their own: pancakes, the park, and one friend who had not been invited either.', 'On Monday, somebody said the party had been too loud, and {hero} found {he} did not mind so much any more.'],
  win: '{hero} had a Saturday that was {his} own, with a friend in it',
  end: 'That night, {hero} said, "When it\'s my party, nobody is going to be left out." And {he} meant it.',
  ownDoubt: '{hero} looked at the silver envelopes in everyone else\'s hands. "They just don\'t like me," {he} said.',
  ownSetback: 'Then, on Saturday, a car full of balloons drove past the window, on the way to the party.',
  ownChoice: '{hero} could sit by the window all afternoon or go out with {grownup}, and {he} chose to go out.',
  ownSubplot: themeSubplot('{hero} saw that there was always somebody else who had not been asked.', '{pal} had not been invited either, and had not told anyone.', 'the spare pancake', '{hero} and {pal} shared the spare pancake at the park, and it was a good Saturday after all.'),
};

/** Not invited to the sleepover the rest of the group is going to: the plans whispered at school, the night at home. */
const NOT_INVITED_TO_STAY: Variant = {
  ...NOT_INVITED,
  said: /\binvit\w*[^.]*\bsleep ?overs?\b|\bsleep ?overs?\b[^.]*\b(?:invit\w*|except)\b/i,
  title: ['{hero} and the Sleepover', 'The Sleepover {hero} Wasn\'t At'],
  opening: 'At break, the others were planning the sleepover: who was bringing the popcorn, which film, and where everybody would sleep. {hero} had not been invited.',
  tries: ['{hero} said sleepovers were babyish anyway, which was not true.', 'All week, the sleepover plans went round the class in whispers, and {hero} pretended to be busy.', '{hero} checked {his} messages again and again, in case an invitation came late.'],
  details: ['Somebody had made a list of who was sleeping where, and {hero} saw it on the back of an exercise book.', 'On the night, {hero} knew exactly when the film would be starting, without even looking at the clock.', '{grownup} and {hero} made a night of their own: a den on the living room floor, hot chocolate, and one friend from down the road.', 'On Monday, the others were tired and grumpy, and somebody said the film had been scary and nobody had slept.'],
  win: '{hero} had a night that was {his} own, with a friend in it',
  end: 'That night in the den, {hero} said, "When I have a sleepover, nobody is going to be left out." And {he} meant it.',
  ownSetback: 'Then, on the night, a photo of everyone in sleeping bags came up on somebody\'s phone.',
  ownChoice: '{hero} could stay in {his} room all evening or build a den with {grownup}, and {he} chose the den.',
};

/** Scared of the dark on a camping trip: the tent when the lantern goes off, the noises outside, the torch, the stars. */
const DARK_IN_THE_TENT: Variant = {
  said: /\b(?:tents?|camping|campsite|camp|caravan)\b/i,
  setting: 'forest',
  title: ['{hero} and the Dark Tent', 'The Dark Outside the Tent'],
  name: 'the dark in the tent',
  opening: 'On the first night of the camping trip, {grownup} switched off the lantern, and the tent went completely dark.',
  worry: '"It\'s darker than at home," whispered {hero}. "There aren\'t any walls. Just the tent."',
  tries: ['{hero} zipped the sleeping bag right up over {his} head, but then {he} could hear {his} own breathing, very loud.', 'Something rustled outside, right by {hero}\'s head, and {hero} grabbed {grownup}\'s arm.', 'The wind flapped the tent, and a shadow swung across the side of it, and {hero} was sure it was a person.'],
  turn: '{hero} took the torch, counted to three with {grownup}, unzipped the door a little, and shone it at the rustle.',
  details: ['Through the tent, the campsite lights were tiny and far away.', 'An owl hooted in the trees, once, and then again, further off.', 'The rustle was a hedgehog, snuffling along by the guy ropes, and it did not care about {hero} at all.', 'With the torch off and the door open a crack, the sky was full of more stars than {hero} had ever seen.'],
  win: 'the dark was just the night outside the tent, with a hedgehog and the stars in it',
  end: 'The next night, {hero} switched off the lantern {him}self, and said goodnight to the hedgehog.',
  ownDoubt: '"What if it\'s a bear?" {hero} whispered. "Or a fox. Or a person."',
  ownSetback: 'Then the torch went dim and flickered, and {hero} shook it, and it went out.',
  ownChoice: '{hero} could go and sleep in the car or stay in the tent with {grownup}, and {he} chose the tent.',
  ownSubplot: themeSubplot('{hero} saw that every noise in the dark was something that lived there in the day too.', '{pal} did not like the walk to the toilet block in the dark either.', 'the spare torch', '{hero} lent {pal} the spare torch, and the walk to the toilet block was just a walk.'),
};

/** The sack race at sports day: the sack's own trouble (feet tangled, hopping too fast) and its trick, never the egg and spoon. */
const SACK_RACE: Variant = {
  said: /\bsack race\b/i,
  title: ['{hero} and the Sack Race', 'Hop, Hop, Hop!'],
  name: 'the sack race',
  opening: 'It was sports day, and {hero}\'s race was the sack race, with a real old potato sack that came up to {his} tummy.',
  worry: '"What if I fall over in the sack in front of everyone?" said {hero}.',
  tries: ['{hero} practised in a pillowcase in the garden, and fell over on the second hop.', 'In the warm-up, {hero} tried to run in the sack, and {his} feet got tangled, and down {he} went.', 'At the start, {hero} hopped so fast and so high that the sack slid down, and {he} toppled into the grass.'],
  turn: '{hero} pulled the sack right up, held the corners tight in both fists, and did small hops, feet together, one and then the next.',
  details: ['The sacks were scratchy and smelled of earth and old potatoes.', 'Grown-ups sat on picnic blankets along the side, ready to cheer.', 'A teacher with a whistle called, "Ready, steady, go!" and a whole row of sacks began to bounce.', 'Everyone who finished got a sticker, and the teams had orange squash in paper cups.'],
  win: '{hero} hopped over the finish line, still in the sack',
  end: 'At home, {hero} hopped up the stairs to bed, feet together, all the way to the top.',
  ownSetback: 'Then the child in the next lane fell over right in front of {hero}, and the two sacks got tangled.',
  ownChoice: '{hero} could hop round the heap or stop and help, and {he} held out a hand first.',
  ownHint: 'Small hops, feet together, and hold the sack up tight',
  ownSubplot: themeSubplot('{hero} saw that small hops got further than big ones.', '{pal} had a sack with a hole in the corner, and a foot kept poking out.', 'the spare sack', '{pal} climbed into the spare sack, and hopped off with both feet inside.'),
};

/** The three-legged race at sports day: two children tied together at the ankle, and counting to keep in step. */
const THREE_LEGGED: Variant = {
  said: /\bthree[- ]legged race\b/i,
  title: ['{hero} and the Three-Legged Race', 'Left, Right, Left!'],
  name: 'the three-legged race',
  opening: 'It was sports day, and {hero}\'s race was the three-legged race, with one ankle tied to a friend\'s with a stretchy band.',
  worry: '"What if we fall over together in front of everyone?" said {hero}.',
  tries: ['In the garden, {hero} and {grownup} practised tied together, and both fell onto the grass laughing.', 'In the warm-up, {hero} set off with the wrong foot, and they both went down in a heap.', 'At the start, {hero} ran too fast, and the tied leg could not keep up.'],
  turn: '{hero} put an arm round {his} partner\'s shoulders and they counted together: "Tied leg, free leg, tied leg, free leg."',
  details: ['The band round their ankles was stretchy and red, and tied in a double knot.', 'Grown-ups sat on picnic blankets along the side, ready to cheer.', 'A teacher with a whistle called, "Ready, steady, go!" and a row of pairs wobbled off.', 'Everyone who finished got a sticker, and the teams had orange squash in paper cups.'],
  win: '{hero} and {his} partner crossed the finish line still in step',
  end: 'At home, {hero} counted "tied leg, free leg" all the way up the stairs.',
  ownHint: 'Count together: tied leg, free leg',
  ownSubplot: themeSubplot('{hero} saw that two people going slowly together went faster than one pulling.', '{pal} had lost a partner, who had gone home with a tummy ache.', 'the spare band', '{pal} tied on with the spare band and a new partner, and off they wobbled.'),
};

export const ROUND_18_NESTED_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'left-out': [NOT_INVITED_TO_STAY, NOT_INVITED],
  'fear-of-the-dark': [DARK_IN_THE_TENT],
  'sports-day': [SACK_RACE, THREE_LEGGED],
};
