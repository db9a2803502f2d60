import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';
import { kinPattern } from '../../core/kin-words';

/**
 * Variants that tell an entry's subject with the twist the parent's words give it (`understand/read-twist.ts`), so the
 * entry never tells its usual story, the opposite of what was typed: the tooth fairy who forgot, a parent at work
 * through Christmas or a birthday, the new one at a club rather than in a class, a ride
 * that arrives at a grandparent's.
 */

/** "The tooth fairy forgot to come", "the tooth fairy didn't come": a morning with no coin, turned by a note and a second night. */
export const TOOTH_FAIRY_FORGOT: Variant = {
  said: /\btooth fairy\b[^.]*\b(?:forgot|forgets|forgotten|forget|didn'?t come|did not come|never came|hasn'?t come|has not come|missed|skipped)\b/i,
  title: '{hero} and the Forgetful Tooth Fairy',
  name: 'the tooth under the pillow',
  opening: '{hero} lifted the pillow, but there was no coin: the tooth was still there in its little envelope. The tooth fairy had not come!',
  worry: '"Did the tooth fairy forget me?" said {hero}, and {his} lip wobbled.',
  tries: ['{hero} looked under the bed for the coin, and found only a dusty sock.', '{hero} checked the window sill, in case the tooth fairy had got stuck outside.', '{hero} put the envelope back under the pillow at breakfast, just in case, but nothing happened.'],
  turn: '{hero} wrote the tooth fairy a kind note: "Dear Tooth Fairy, you must be very busy. My tooth is still here."',
  details: ['The gap where the tooth had been felt strange and soft under {his} tongue.', '{grownup} said that on some nights the tooth fairy has hundreds of teeth to collect.', 'At bedtime, the note and the tooth went under the pillow together.', 'In the morning there was a shiny coin, with a tiny note beside it: "So sorry I was late! Thank you for waiting."'],
  win: 'the tooth fairy came after all, one night late',
  end: '{hero} kept the tiny note in {his} treasure box, and smiled a gappy smile.',
  ownSetback: 'At school, a friend said the tooth fairy had come for {him} the very first night, and {hero} felt worse.',
  ownChoice: '{hero} could stay cross with the tooth fairy or write to her, and {he} chose to write.',
  ownDoubt: '"Maybe she will never come," {hero} thought, and poked {his} tongue into the gap.',
  ownSubplot: themeSubplot('{hero} saw that being kind to someone who forgot was better than being cross.', '{pal} had forgotten {palhis} lunch, and felt silly.', 'half a sandwich', '{hero} shared half a sandwich, and {pal} said, "Everyone forgets sometimes."'),
};

/** A grown-up of the family who works through the day the theme names ("my mum is a nurse and works on Christmas day"). */
const WORKS_THROUGH = String.raw`\b(?:works?|working|worked|has to work|had to work|is away|away for work|on (?:shift|nights|call))\b[^.]*\b(?:on|over|at|through|for)\b[^.]*`;

/** Christmas with {who} away at work: a call, a saved present, a late dinner when the key turns in the door. */
export const WORKS_ON_CHRISTMAS: Variant = {
  said: new RegExp(`${WORKS_THROUGH}\\bchristmas\\b`, 'i'),
  title: '{hero}\'s Late Christmas',
  name: 'the late Christmas',
  opening: 'It was Christmas Day, but {who} had to go to work, because some jobs do not stop for Christmas.',
  worry: '"It won\'t be Christmas without {who}!" said {hero}.',
  tries: ['{hero} sat by the window and watched the empty road.', '{hero} did not want to open any more presents until {who} came home.', 'On the phone, {who} sounded busy and far away, and the call was very short.'],
  turn: '{hero} saved one present and the best cracker, and made a card that said, "Happy Christmas! See you tonight."',
  details: ['Before it was light, {who} kissed {hero} goodbye and whispered, "Save me a cracker."', 'The house smelled of roast potatoes, and one chair at the table stayed empty.', 'At lunchtime {who} rang, and everyone shouted "Happy Christmas!" into the phone.', 'After dark, the key turned in the door, and {who} came in, tired and smiling.'],
  win: 'the best cracker and one present were saved, and the card was ready',
  end: 'There was a second, late Christmas dinner, and {hero} and {who} pulled the best cracker together. The paper crown was for {who}.',
  ownSetback: 'At lunch, the phone rang and rang, but {who} was too busy to answer.',
  ownChoice: '{hero} could open the last present now or save it for {who}, and {he} chose to save it.',
  ownDoubt: '{hero} looked at the empty chair. "Christmas is spoiled," {he} said.',
  ownSubplot: themeSubplot('{hero} saw that a day could wait for someone, and still be the day.', '{pal} had a dad at work that day too, and was sad on the phone.', 'a joke from a cracker', '{hero} read {pal} a joke from a cracker, and {pal} laughed down the phone.'),
};

/** A birthday with {who} away at work: a card left on the table, a song down the phone, a slice of cake saved. */
export const WORKS_ON_BIRTHDAY: Variant = {
  said: new RegExp(`${WORKS_THROUGH}\\b(?:my|his|her|their) birthday\\b`, 'i'),
  title: '{hero}\'s Saved Slice',
  name: 'the saved slice',
  opening: 'It was {hero}\'s birthday, but {who} had to work all day.',
  worry: '"Birthdays are for being together," said {hero}.',
  tries: ['{hero} opened one present, then stopped, because it did not feel right without {who}.', '{hero} kept looking at the clock, but the hands hardly moved.', '{hero} would not let anyone light the candles on the cake yet.'],
  turn: '{hero} put a slice of cake on the best plate, with a candle in it, to keep for {who}.',
  details: ['In the morning there was a card from {who} on the table, with a joke inside.', '{who} rang at lunchtime and sang "Happy Birthday" very loudly down the phone.', 'The slice of cake waited under a bowl, with the candle in it.', 'At bedtime the door opened, and there was {who}, still in work clothes, with a balloon.'],
  win: 'the saved slice was waiting, candle and all',
  ownSetback: 'Every time the door went, {hero} ran to look, but it was never {who}.',
  ownChoice: '{hero} could blow the candles out now or wait a little, and {he} chose to wait.',
  ownDoubt: '{hero} looked at the door. "It\'s not a proper birthday," {he} said.',
  ownSubplot: themeSubplot('{hero} saw that a birthday could wait for someone, and still be a birthday.', '{pal} had no present to give, and hid behind the door.', 'the party hat', '{hero} gave {pal} a party hat, and {pal} wore it all afternoon.'),
  end: '{hero} and {who} shared the saved slice, and {hero} made a second wish.',
};

/** A club, team or class out of school the hero is new at ("the new kid at football club", "the new girl at dance class"). */
const A_CLUB = /\b(?:football|soccer|rugby|cricket|netball|hockey|basketball|swimming|gymnastics|dance|dancing|ballet|judo|karate|taekwondo|drama|chess|tennis|athletics|running|climbing|cycling|riding|music|art)\s+(?:club|team|class|classes|lessons?|squad|group)\b|\b(?:brownies|beavers|cubs|scouts|rainbows|guides|youth club|after[- ]school club)\b/i;

/** New at a club: the coach, the warm-up and the kit, never a classroom's song and lunch. */
export const NEW_AT_THE_CLUB: Variant = {
  said: A_CLUB,
  palMet: '{pal} was the buddy the coach picked to show {hero} around.',
  opening: 'Everyone at the club already knew each other, and today {hero} was the new one.',
  tries: ['{hero} stood at the edge of the warm-up circle and copied everyone a little too late.', 'At the break, {hero} sat at the end of the bench and drank {his} water very slowly.', '{hero} smiled at a girl with a bright water bottle, but she did not see.'],
  turn: '{hero} went up to the group by the wall and asked, "Can I go with you?"',
  details: ['The coach said, "This is {hero}," and everyone turned round to look.', '{hero}\'s buddy showed {him} where to put {his} bag, and where the water bottles went.', 'Everyone did the warm-up together, in a big circle, counting out loud.', 'At the end, three children said, "See you next week, {hero}!"'],
  win: '{hero} was not the new one any more, just one of the club',
  end: 'The next week another new child came, and {hero} was the first to say hello.',
  ownSetback: 'In the first game, {hero} did not know the rules everyone else knew, and {his} cheeks went hot.',
  ownChoice: '{hero} could sit out on the bench or join in the next game, and {he} chose the game.',
  ownDoubt: '{hero} stood still while everyone else ran. "Everyone knows what to do but me," {he} thought.',
};

const GRANDMA_WORDS = kinPattern({ relation: 'grandparent', he: 'she' });
const GRANDPA_WORDS = kinPattern({ relation: 'grandparent', he: 'he' });
/** "to see Nana", "to go and visit grandpa": the grandparent a ride goes to. */
const toSee = (words: string) => new RegExp(`\\bto (?:go and )?(?:see|visit) (?:my |our |his |her |their )?(?:${words})\\b`, 'i');

/**
 * A ride to a grandparent ("going on a train to see Nana"): the grandparent is waiting at the end ({gran}), never on the
 * ride (`ownerAway`), and the ride arrives there.
 */
export function rideToGran(ride: Omit<Variant, 'said' | 'owner' | 'ownerAway'>): readonly Variant[] {
  return [
    { ...ride, said: toSee(GRANDMA_WORDS), owner: 'grandma', ownerAway: true },
    { ...ride, said: toSee(GRANDPA_WORDS), owner: 'grandpa', ownerAway: true },
  ];
}

export const TRAIN_TO_GRAN = rideToGran({
  title: '{hero} Takes the Train to {gran}',
  opening: 'Today {hero} was going on a real train to see {gran}, with a ticket of {his} very own to hold.',
  details: ['The station had a big round clock and a board of times, and a voice called out, "The next train is the ten fifteen."', 'A guard with a whistle walked along the platform, looking at the clock.', 'Fields and bridges and the backs of houses rushed past, and the conductor looked at {hero}\'s ticket and said, "Thank you very much."', 'At the very last station, {gran} was waiting on the platform, waving with both arms.'],
  win: '{hero} caught the right train, all the way to {gran}',
  end: 'That night at {gran}\'s house, {hero} put the ticket under {his} pillow, to keep.',
});

export const BUS_TO_GRAN = rideToGran({
  title: '{hero} Takes the Bus to {gran}',
  opening: 'Today {hero} was going on the big red bus to see {gran}, and {he} wanted to sit upstairs at the very front.',
  details: ['At the bus stop, a sign showed the numbers of the buses, and {hero} watched down the road for a number nine.', '{grownup} tapped a card on the reader, and it went beep, and the driver said, "Hello there."', 'When {gran}\'s stop came, {hero} pressed the red button, and the bell went ding.', '{gran} was waiting at the stop, and gave {hero} the biggest hug.'],
  win: '{hero} rode at the very front, all the way to {gran}',
  end: 'At {gran}\'s house, {hero} made a bus out of kitchen chairs, with the front seat for {him}self.',
});

/** Someone of the family who cannot come to the day ("granny can't come to my birthday", "nana can't come for Christmas"). */
const CANNOT_COME = new RegExp(String.raw`\b${kinPattern({ relation: ['grandparent', 'aunt-uncle', 'godparent', 'cousin'], plural: true })}\b[^.]*\b(?:can'?t|cannot|couldn'?t|could not|won'?t be able to|isn'?t|is not|aren'?t|are not) (?:come|coming|be there|make it|visit)\b`, 'i');

/** A birthday {who} cannot come to: the parcel, the song on the video call, a slice saved for next time. */
export const CANNOT_COME_TO_BIRTHDAY: Variant = {
  said: CANNOT_COME,
  owner: 'grandma',
  ownerAway: true,
  opening: 'Today was {hero}\'s birthday, but {who} could not come this year, and {hero} wished {who} could.',
  worry: '"It won\'t feel like my birthday without {who}," said {hero}.',
  tries: ['{hero} kept looking out of the window, just in case.', '{hero} opened the presents, but saved the one from {who} for later.', '{hero} did not feel like blowing out the candles at first.'],
  turn: '{hero} had a plan: a video call, so {who} could see the cake and sing too.',
  details: ['A parcel came in the post, with {who}\'s writing on the label.', 'The cake had candles, one for every year.', 'On the video call, {who} sang "Happy Birthday" the loudest of all, and waved.', '{hero} opened the present from {who} last of all, with {who} watching on the screen.'],
  win: '{who} saw {hero} blow out every candle, all the way from far away',
  end: 'At bedtime, {hero} drew a picture of the cake, to post to {who}.',
  ownSetback: 'The video call would not connect at first, and the screen just said "Calling" and nothing else.',
  ownChoice: '{hero} could open the present from {who} now or wait for the call, and {he} chose to wait.',
  ownDoubt: '"{who} is missing all of it," {hero} said quietly.',
};

/** A Christmas {who} cannot come for: the parcel under the tree, the paper crown on the screen. */
export const CANNOT_COME_FOR_CHRISTMAS: Variant = {
  said: CANNOT_COME,
  owner: 'grandma',
  ownerAway: true,
  opening: 'It was Christmas Eve, but {who} could not come for Christmas this year.',
  worry: '"Christmas is better with {who}," said {hero}.',
  tries: ['{hero} hung up a stocking for {who} anyway, just in case.', '{hero} kept the last chair at the table free.', '{hero} listened for the doorbell, but it did not ring.'],
  turn: '{hero} drew {who} a picture of the tree to send, and asked for a video call on Christmas morning.',
  details: ['The tree had a star on top and lights that blinked red and green.', 'A parcel from {who} sat under the tree, with a label in wobbly writing.', 'On Christmas morning, {who}\'s face came on the screen, in a paper crown.', '{hero} opened the present from {who} in front of the screen, and {who} clapped.'],
  win: 'it felt like Christmas with {who} after all, on the screen',
  end: 'That night, {hero} put the picture of the tree in an envelope, to post to {who}.',
  ownSetback: 'At teatime, {hero} laid the table and put out one plate too many, for {who}.',
  ownDoubt: '{hero} looked at the empty plate. "It\'s not the same," {he} said.',
};
