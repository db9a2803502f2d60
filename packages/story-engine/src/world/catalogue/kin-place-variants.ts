import { AUNT_OR_UNCLE_NAMED, GROWN_UP_BIRTHDAY, KIN_GARDEN, KIN_HOUSE, KIN_NAMED, KIN_PET, PARENT_HOME } from '../kin-places';
import type { Variant } from './theme-entry';

/**
 * A family grown-up's own place as the story's ground ("grandpa's allotment", "helping grandma in her garden",
 * "grandma's cat"): the day is at their place with its true things (the shed, the water butt, the tomatoes by the wall,
 * the pet's bowl by their back door), they show the way, and the hero's part is the helping. In a garden {grownup} is
 * that grown-up (`companyIn` reads them from the theme; `withPeopleNamed` brings them into the cast); a pet and a
 * parent's home are moments whose owner the theme names, so there they are {who}.
 */
export const KIN_ALLOTMENT: Variant = {
  said: new RegExp(`(?=.*\\ballotment\\b)(?=.*${KIN_NAMED.source})`, 'i'),
  title: '{hero} at {grownup}\'s Allotment',
  opening: ['Today {hero} was going to {grownup}\'s allotment, a long strip of garden with a green shed at the end, to help dig up the potatoes.', '{hero} went to {grownup}\'s allotment, to dig up potatoes.'],
  worry: ['"How do we know where the potatoes are?" asked {hero}. "I can only see leaves."', '"Where are the potatoes?" asked {hero}.'],
  tries: [
    ['{hero} dug a hole right next to the leaves, and found only worms and stones.', '{hero} dug a hole. Only worms!'],
    ['{hero} pulled a plant up by its leaves, and they came away in {his} hand with nothing on the end.', '{hero} pulled the leaves. Nothing!'],
    ['{hero} filled the watering can from the water butt and ran with it, and it sloshed all down {his} wellies.', '{hero} ran with the can. Splosh!'],
  ],
  turn: ['{grownup} showed {hero} the way: push the fork in wide of the plant, lean back on the handle, and lift, slowly.', '{grownup} showed {hero} how to lift the fork, slowly.'],
  details: [
    ['{grownup}\'s shed smelled of earth and string, and the seed packets hung in a row on a nail.', 'The shed smelled of earth.'],
    ['The runner beans had climbed right up their canes, higher than {grownup}\'s hat.', 'The beans were so tall!'],
    ['A robin sat on the handle of the fork, waiting for a worm.', 'A robin came to look.'],
    ['Up came the potatoes, pale and round and cold, like eggs hidden in the soil.', 'Up came the potatoes!'],
  ],
  win: 'the bucket was full of potatoes, big ones and tiny ones',
  end: ['That night, they had {grownup}\'s potatoes for tea, and {hero} said the ones {he} had dug tasted best.', 'Potatoes for tea! {hero} dug them.'],
  ownSetback: 'Then it began to rain, and they squeezed into the shed with the flowerpots until it stopped.',
  ownChoice: '{hero} could carry the fork or the bucket, and {he} chose the bucket, to fill.',
};

export const KIN_GARDEN_VARIANT: Variant = {
  said: KIN_NAMED,
  title: '{hero} Helps in {grownup}\'s Garden',
  opening: ['Today {hero} was helping {grownup} in {grownup}\'s garden, where the tomatoes grew by the sunny wall and the old watering can lived by the tap.', '{hero} was helping {grownup} in the garden.'],
  worry: ['"What can I do?" asked {hero}. "Everything looks done already."', '"What can I do?" asked {hero}.'],
  tries: [
    ['{hero} pulled up a handful of weeds, and one of them turned out to be a baby carrot.', '{hero} pulled a weed. Oops, a carrot!'],
    ['{hero} tugged at a tomato, but it was still green and hard, and the whole plant wobbled.', '{hero} pulled a green tomato. Wobble!'],
    ['{hero} filled the old watering can right to the top, and it was far too heavy to lift.', 'The can was too heavy.'],
  ],
  turn: ['{grownup} showed {hero} the way: the red tomatoes come off with a little twist, and a weed has leaves like a scribble, not like a carrot\'s feathery ones.', '{grownup} showed {hero}: red ones come off with a twist.'],
  details: [
    ['{grownup}\'s shed had a row of flowerpots, a ball of green string and a pair of gloves with holes in the fingers.', 'The shed had pots and string.'],
    ['The tomatoes smelled green and sharp when {hero} brushed past their leaves.', 'The leaves smelled green.'],
    ['A worm turned over in the soil, and {grownup} said worms were a garden\'s best friends.', 'A worm! Hello, worm.'],
    ['The bowl filled up with red tomatoes, warm from the sun.', 'Red tomatoes, warm from the sun.'],
  ],
  win: 'the bowl was full of red tomatoes, and not one was green',
  end: ['At teatime, {hero} ate a tomato from {grownup}\'s garden, warm and sweet, and asked when {he} could come and help again.', '{hero} ate a tomato. Yum!'],
  ownSetback: 'Then a wasp came buzzing round the tomatoes, and {hero} stood very still until it flew away.',
  ownChoice: '{hero} could pick the tomatoes or pull up weeds, and {he} chose the tomatoes.',
};

export const KIN_PET_VARIANT: Variant = {
  said: KIN_PET,
  name: 'the pet',
  title: ['{hero} and {who}\'s {Pet}', 'The {Pet} at {who}\'s'],
  opening: ['{who}\'s {pet} had lived at {who}\'s house for years and years, and today {hero} wanted to make friends with it.', '{who} had a {pet}. {hero} wanted to be friends.'],
  worry: ['"Why does the {pet} always go away when I come?" asked {hero}.', '"Why does it go away?" asked {hero}.'],
  tries: [
    ['{hero} ran after the {pet} to give it a cuddle, and it hid under {who}\'s chair.', '{hero} ran at the {pet}. It hid.'],
    ['{hero} called the {pet} in a big loud voice, and it turned its back and would not look.', '{hero} called loudly. It did not come.'],
    ['{hero} tried to pick the {pet} up, and it wriggled free and went off on its own.', '{hero} picked it up. Wriggle!'],
  ],
  turn: ['{who} showed {hero} the way: sit still, hold out a hand low down, and let the {pet} come and sniff it first.', '{who} said, "Sit still. Hold out your hand."'],
  details: [
    ['The {pet}\'s bowl sat by {who}\'s back door, with its name on the side.', 'The {pet} had a bowl.'],
    ['{who} knew just where the {pet} liked to be stroked, and just where it did not.', '{who} knew where to stroke it.'],
    ['The {pet} had a favourite spot in the sun, on an old blanket that smelled of it.', 'It slept in the sun.'],
    ['The {pet} sniffed {hero}\'s fingers, and then leaned in for a stroke.', 'Sniff, sniff. Then a stroke!'],
  ],
  win: '{who}\'s {pet} came to {hero} all by itself',
  end: ['When it was time to go home, the {pet} sat by {who}\'s door to see {hero} off, and {who} said, "It likes you now."', 'Bye-bye, {pet}! See you soon.'],
  ownSetback: 'Then the doorbell rang, and the {pet} shot off and hid until the house was quiet again.',
  ownChoice: '{hero} could chase the {pet} round the room or sit still and wait, and {he} chose to sit still.',
};

/** A weekend at the other parent's home: their place, the hero's own bed and shelf there, the things that differ. */
export const PARENT_HOME_VARIANT: Variant = {
  said: PARENT_HOME,
  title: '{hero}\'s Weekend at {who}\'s',
  opening: ['This weekend, {hero} was staying at {who}\'s place, with {his} bag packed and {his} toothbrush in the side pocket.', '{hero} was staying at {who}\'s. The bag was packed.'],
  worry: ['"What if I forget something, and it\'s at the other house?" asked {hero}.', '"What if I forget something?" asked {hero}.'],
  tries: [
    ['{hero} checked the bag three times, and still left {his} favourite pyjamas behind.', '{hero} checked the bag. No pyjamas!'],
    ['{hero} looked for the cereal {he} always had, but {who}\'s cupboard had a different kind.', 'The cereal was a different kind.'],
    ['At bedtime the room was quiet in a different way, and {hero} could not get to sleep.', '{hero} could not sleep.'],
  ],
  turn: ['{hero} told {who} about the night-light at the other house, and together they found a torch to leave on, and {who} read two stories instead of one.', '{hero} told {who}. They found a torch to leave on.'],
  details: [
    ['At {who}\'s there was a bed that was {hero}\'s own, with a shelf for {his} things.', '{hero} had a bed there too.'],
    ['On Saturday morning {who} made pancakes, and let {hero} flip one.', 'Pancakes! {hero} flipped one.'],
    ['{hero}\'s drawing from last time was still on {who}\'s fridge.', 'The drawing was on the fridge.'],
    ['They went to the park and fed the ducks, just the two of them.', 'They fed the ducks.'],
  ],
  win: 'the weekend at {who}\'s felt like home too',
  end: ['On Sunday, {hero} left a teddy on the shelf at {who}\'s, so a bit of {him} would always be there, ready for next time.', '{hero} left a teddy there, for next time.'],
  ownSetback: 'Then the phone rang, and it was the other house saying goodnight, and {hero} went quiet for a while.',
  ownChoice: '{hero} could unpack on {his} own or with {who}, and {he} chose to do it together.',
};

/** A family grown-up's birthday (great-grandma's 100th): the hero's part is the card, the secret and the listening. */
export const GROWN_UP_BIRTHDAY_VARIANT: Variant = {
  said: GROWN_UP_BIRTHDAY,
  title: '{who}\'s Birthday',
  opening: ['Today was {who}\'s birthday, a very big one, and {hero} was going to help make it special.', 'It was {who}\'s birthday!'],
  worry: ['"What do you give someone who already has everything?" asked {hero}.', '"What can I give?" asked {hero}.'],
  tries: [
    ['{hero} thought of giving {who} a toy car, but {who} did not play with toy cars.', 'A toy car? No!'],
    ['{hero} made a card with glitter, and the glitter went everywhere, even in the jam.', 'Glitter went everywhere!'],
    ['{hero} tried to keep the surprise a secret, and nearly told {who} twice before lunch.', 'Shh! A secret!'],
  ],
  turn: ['{hero} asked {who} about the very first birthday {who} could remember, listened to the whole story, and drew it on the front of the card.', '{hero} drew a picture for {who}.'],
  details: [
    ['Cards stood all along {who}\'s windowsill, from people near and far.', 'Cards, cards, cards!'],
    ['The cake had so many candles that everybody had to help blow them out.', 'So many candles! Blow!'],
    ['Everyone sang "Happy Birthday", and {who} said nobody had sung it so loudly in years.', 'Everyone sang "Happy Birthday".'],
    ['There was cake for everyone, and {who} saved a slice with a candle on it for {hero}.', 'Cake for everyone!'],
  ],
  win: '{who} said the card was the best present of all',
  end: ['At bedtime, {hero} thought of all the birthdays {who} had had, and how this one had {hero} in it.', 'Happy birthday, {who}! Night-night.'],
  ownChoice: '{hero} could give the card first or keep it for last, and {he} chose to keep it for last.',
};

/** A day at an aunt's or an uncle's: their own place, their own way of doing lunch, a game from their childhood. */
export const AUNT_OR_UNCLE_HOUSE_VARIANT: Variant = {
  said: AUNT_OR_UNCLE_NAMED,
  title: '{hero}\'s Day at {grownup}\'s',
  opening: ['Today {hero} was spending the whole day at {grownup}\'s, just the two of them.', '{hero} was at {grownup}\'s all day.'],
  worry: ['"What will we do all day?" asked {hero}.', '"What will we do?" asked {hero}.'],
  tries: [
    ['{hero} looked for the toys, but {grownup}\'s place had no toy box, only a shelf of books and a very big plant.', 'No toys at {grownup}\'s!'],
    ['{hero} helped {grownup} make lunch, and stirred the beans so fast that they jumped out of the pan.', 'The beans jumped out of the pan!'],
    ['{hero} asked to play a game on {grownup}\'s phone, but {grownup} said, "I\'ve got a better idea."', '"A better idea," said {grownup}.'],
  ],
  turn: ['{hero} asked {grownup} what {grownup} used to play as a child, and {grownup} got out an old pack of cards and taught {hero} the game, slowly, from the start.', '{grownup} got out the cards and taught {hero} a game.'],
  details: [
    ['{grownup}\'s fridge was covered in magnets from faraway places.', 'Magnets on the fridge!'],
    ['On the wall was a photo of {grownup} as a child, with a gap-toothed grin and a very big fringe.', 'A photo of {grownup}, little!'],
    ['Lunch was beans on toast, with the toast cut into soldiers, {grownup}\'s way.', 'Beans on toast. Yum!'],
    ['{hero} won the card game twice, and {grownup} said it was beginner\'s luck.', '{hero} won! Twice!'],
  ],
  win: '{hero} learned {grownup}\'s card game and won it twice',
  end: ['At home time, {hero} asked, "Can I come again?" and {grownup} said, "Same time, same card game."', '"Come again soon," said {grownup}.'],
  ownSetback: 'Then the toast went under the grill a minute too long, and the smoke alarm shrieked until {grownup} flapped a tea towel at it.',
  ownChoice: '{hero} could have the big chair or the beanbag, and {he} chose the beanbag, which went whoomph.',
  // Its own doubt and senses: Grandma's scones and "Grandma's house smelled of soap" are the grandparent's day (round 15's merge).
  ownDoubt: '{hero} looked at the shelf of books. "There\'s nothing to do at {grownup}\'s," {he} said.',
  senses: ['{grownup}\'s flat smelled of coffee and a candle that was meant to be a forest.', 'A clock ticked somewhere, louder than the one at home.'],
};

/** The garden entry's and the pet entry's words, widened to the grown-up's own garden and pet. */
export const withKinGarden = (words: RegExp): RegExp => new RegExp(`${words.source}|${KIN_GARDEN.source}`, words.flags);
// A fear of their dog is the fear's story ("scared of grandma's dog").
// Not a sleepover or a hospital visit there, which are their own stories.
export const withKinHouse = (words: RegExp): RegExp => new RegExp(`${words.source}|^(?!.*\\b(?:sleep ?overs?|hospital)\\b).*(?:${KIN_HOUSE.source})`, words.flags);
export const withParentHome = (words: RegExp): RegExp => new RegExp(`${words.source}|${PARENT_HOME.source}`, words.flags);
export const withKinPet = (words: RegExp): RegExp => new RegExp(`${words.source}|^(?!.*\\b(?:scared|afraid|frightened|fear|terrified|bit|bite)\\b).*${KIN_PET.source}`, words.flags);
