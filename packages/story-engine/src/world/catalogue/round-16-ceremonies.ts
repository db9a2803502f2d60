import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';

/**
 * Round 16's family ceremonies that fell to a stock plot: a christening (a baby's, the hero holding the candle; the
 * hero's own a variant), a first holy communion, and a cousin's or brother's bar or bat mitzvah (the hero a guest with a
 * part of their own: the sweets thrown, the chair lifted in the hora).
 */

/** The hero's own christening or baptism, as a child old enough to remember it. */
const OWN_CHRISTENING: Variant = {
  said: /\b(?:my|his|her|their) (?:own )?(?:christening|baptism|naming day)\b|\bbeing (?:christened|baptised|baptized)\b/i,
  title: ['{hero}\'s Christening', '{hero}\'s Special Day'],
  opening: ['Today was {hero}\'s christening, and {he} was wearing new white clothes, and the whole family was going to church.', 'Today was {hero}\'s christening.'],
  worry: ['"Will the water be cold?" asked {hero}. "And what if everybody looks at me?"', '"Will the water be cold?" asked {hero}.'],
  tries: [
    ['{hero} hid behind {grownup}\'s legs at the church door, where all the aunties were waiting.', '{hero} hid behind {grownup}\'s legs.'],
    ['At the font, {hero} stood on tiptoe to look in, and could not see the water at all.', '{hero} stood on tiptoe and could not see.'],
    ['{hero} held {his} breath, screwed {his} eyes shut, and waited for a splash.', '{hero} held {his} breath and shut {his} eyes.'],
  ],
  turn: ['The vicar bent down and said, "It\'s just a little water, warm from the jug," and {hero} opened {his} eyes and let the drops run down {his} forehead, and it tickled.', 'The water was warm, and it tickled.'],
  details: ['The godparents stood close and made big promises, to look after {hero} always.', 'The vicar made a little cross on {hero}\'s forehead with the water.', '{hero} was given a candle, lit from the tall church candle, and held it very carefully.', 'Afterwards there was cake with {hero}\'s name on it in blue icing.'],
  win: '{hero} had been christened, and the candle had stayed alight',
  end: ['At home, the christening candle went on the shelf, and {hero} said it was for lighting on {his} birthdays.', 'The candle went on the shelf at home.'],
  ownDoubt: '{hero} looked at all the faces. "I want to go home," {he} whispered.',
};

/** A baby's christening in the family: the hero carries the candle, the water at the font, the promises, the cake. */
const CHRISTENING: EntryKit = {
  entry: {
    id: 'christening', kind: 'event', words: /\bchristenings?\b|\bchristened\b|\bbaptisms?\b|\bbaptis(?:ed|ized)\b|\bbaptiz(?:ed|ing)\b/i,
    name: 'the christening', setting: 'city', lesson: 'patience', ownOccasion: true,
    variants: [OWN_CHRISTENING],
    title: ['{hero} and the Christening Candle', 'The Baby\'s Christening'],
    opening: ['Today was the baby\'s christening at church, and {hero} had the most important job of all: to carry the christening candle.', 'Today was the baby\'s christening, and {hero} would carry the candle.'],
    worry: ['"What if I drop it, or it goes out?" said {hero}, holding the candle in both hands.', '"What if I drop it?" said {hero}.'],
    tries: [
      ['{hero} walked up the aisle so fast that {grownup} had to say, "Slowly!" in a whisper everyone heard.', '{hero} walked much too fast.'],
      ['{hero} held the candle so tight {his} fingers went white, and then {his} nose itched.', '{hero}\'s nose itched, and {his} hands were full.'],
      ['When the baby started crying at the font, {hero} wanted to put the candle down and cover {his} ears.', 'The baby cried, and {hero} wanted to cover {his} ears.'],
    ],
    turn: ['{hero} stood next to the font, took one slow breath, and held the candle up for the vicar to light, and it lit first time, and {hero} did not wobble once.', '{hero} held the candle up, and it lit first time.'],
    details: [
      ['The font was a big stone bowl, and the water came from a silver jug.', 'The water came from a silver jug.'],
      ['The vicar poured a little water on the baby\'s head, three times, and the baby stopped crying in surprise.', 'Three little drops, and the baby stopped crying.'],
      ['The godparents promised to help look after the baby, always, and everybody said, "We will."', 'Everybody said, "We will."'],
      ['Afterwards there was a party at home with a white cake, and the baby slept through all of it.', 'The baby slept through the party.'],
    ],
    senses: ['The church was cool and smelled of old wood and flowers.', 'The candle flame was small and golden and hardly moved.'],
    win: 'the candle was lit and the baby was christened',
    end: ['At the party, {grownup} told everyone who had carried the candle, and {hero} stood up very straight.', '{hero} stood up very straight.'],
  },
  setback: 'Then {hero} tripped on the step by the font, and the candle leaned, and {hero} only just caught it.',
  choice: '{hero} could stand at the back with the cousins or at the front by the font, and {he} chose the front.',
  subplot: themeSubplot(
    '{hero} saw that slow and steady kept the candle safe.',
    '{pal} was a cousin who had wanted the candle job too.',
    'the order of service',
    '{hero} asked if {pal} could hand out the orders of service at the door, and {pal} did it with a big bow for everyone.',
  ),
  low: '{hero} held the leaning candle. "I nearly ruined it," {he} whispered.',
  hint: 'Walk slowly, hold it up, and breathe',
  light: ['Splash!', 'Shh!', 'Glow!'],
  older: {
    want: '{hero} wanted to be trusted with something that mattered, not just told to sit still.',
    secret: '{he} had been secretly jealous of all the fuss about the baby',
    decides: '{hero} could sulk at the back, or carry the candle as well as it had ever been carried. {he} carried it.',
  },
};

/** A first holy communion: the white dress or suit, practising at church, the first wafer, the candle, the photos. */
const FIRST_COMMUNION: EntryKit = {
  entry: {
    id: 'first-communion', kind: 'event', words: /\b(?:first |holy )+communion\b|\bcommunion (?:day|dress|suit|class)\b/i,
    name: 'the first holy communion', setting: 'city', lesson: 'patience', ownOccasion: true,
    title: ['{hero}\'s First Holy Communion', '{hero}\'s Big Day at Church'],
    opening: ['Today was {hero}\'s first holy communion, and after weeks of classes on Saturday mornings, {he} was dressed all in white, waiting at the church door with the rest of the class.', 'Today was {hero}\'s first holy communion.'],
    worry: ['"What if I forget what to do when it\'s my turn?" said {hero}. "Hands, then amen, or amen, then hands?"', '"What if I forget what to do?" said {hero}.'],
    tries: [
      ['In the car, {hero} practised with a crisp from the packet, and {grownup} said that was not quite the same.', '{hero} practised with a crisp in the car.'],
      ['In the pew, {hero} kept turning round to look for Nana, and lost the place in the booklet.', '{hero} kept turning round and lost the place.'],
      ['In the line, {hero} tried to copy the girl in front, and she was doing it differently from what they had practised.', '{hero} tried to copy, and got muddled.'],
    ],
    turn: ['{hero} remembered what the teacher had said at the last class: one hand on top of the other, like a little throne, then "Amen," and {hero} did exactly that.', '{hero} made a little throne with {his} hands, and said, "Amen."'],
    details: [
      ['The class walked up the aisle in two lines, each holding a candle, while everybody stood up.', 'The class walked in, holding candles.'],
      ['The wafer was thin and round and tasted of almost nothing, and it stuck to the roof of {hero}\'s mouth.', 'The wafer was thin and round.'],
      ['Outside, there were photos on the church steps, with Nana crying happy tears into her hanky.', 'There were photos on the steps.'],
      ['Then a party at home, with a cake shaped like a little book, and cards with money in them from the uncles.', 'There was a cake and a party.'],
    ],
    senses: ['The church smelled of candles and flowers.', 'The white clothes felt stiff and new and special.'],
    win: '{hero} had made {his} first holy communion, and remembered every bit',
    end: ['That night, the white clothes were hung up carefully, and {hero} put the candle and the photo on the windowsill.', 'The candle and the photo went on the windowsill.'],
  },
  setback: 'Then {hero} spilled orange juice down the front of the white clothes at breakfast, and there was a lot of dabbing with a cloth.',
  choice: '{hero} could sit with the class or with the family, and {he} chose the class, like they had practised.',
  subplot: themeSubplot(
    '{hero} saw that the practising had been there the whole time, waiting to be remembered.',
    '{pal} was so nervous {palhe} was shaking the candle.',
    'the seat by the aisle',
    '{pal} sat by the aisle, and when {hero} whispered, "Hands like a throne," {pal} nodded and went up steady.',
  ),
  low: '{hero} looked at the orange stain. "Now everybody will see," {he} said.',
  hint: 'One hand on top of the other, like a little throne',
  light: ['Amen!', 'Glow!', 'Click!'],
  older: {
    want: '{hero} wanted the day to feel like it meant something, not just a dress-up and a party.',
    secret: '{he} had been wondering in the classes whether {he} really believed it all',
    decides: '{hero} could go along quietly, or ask the priest the question that had been bothering {him}. {he} asked, and the priest was glad.',
  },
};

/** A cousin's or brother's bar or bat mitzvah: the Torah reading, the sweets thrown, the party and the chair in the hora. */
const BAR_MITZVAH: EntryKit = {
  entry: {
    id: 'bar-mitzvah', kind: 'event', words: /\bb[ae]t mitzvahs?\b|\bbar mitzvahs?\b|\bb'nai mitzvah\b|\bbat chayil\b/i,
    name: 'the bar mitzvah', setting: 'city', lesson: 'bravery', owner: 'cousin', ownOccasion: true,
    variants: [{ said: /\bbat mitzvahs?\b|\bbat chayil\b/i, name: 'the bat mitzvah', title: ['{hero} at the Bat Mitzvah', 'The Big Day at Synagogue'] }],
    title: ['{hero} at the Bar Mitzvah', 'The Big Day at Synagogue'],
    opening: ['Today was {who}\'s big day at synagogue, reading from the Torah in front of everyone, and {hero} had been given a job of {his} own: to help lift the chair in the dancing afterwards.', 'Today was {who}\'s big day, and {hero} would help lift the chair.'],
    worry: ['"What if we drop the chair?" said {hero}. "With somebody on it!"', '"What if we drop the chair?" said {hero}.'],
    tries: [
      ['At synagogue, {hero} could not sit still through the long reading, and counted the lights on the ceiling twice.', '{hero} counted the ceiling lights, twice.'],
      ['When {who} finished reading, everybody threw soft sweets, and {hero} threw {his} so hard it bounced off the rabbi.', '{hero} threw a sweet too hard, and it hit the rabbi.'],
      ['At the party, {hero} practised lifting a chair with nobody on it, and even that wobbled.', 'Even the empty chair wobbled.'],
    ],
    turn: ['When the hora music started, {hero} took one leg of the chair, and {grownup} said, "Lift together, on three, and keep it level," and up went {who}, laughing, with {hero} holding tight.', 'On three, they lifted together, and up went {who}.'],
    details: [
      ['The Torah scroll was so big that it was carried round with both arms, and people touched it with their prayer books as it passed.', 'The Torah scroll was carried round.'],
      ['{who} read the Hebrew in a sing-song voice, and it only wobbled once.', '{who} read, and only wobbled once.'],
      ['Everyone shouted "Mazel tov!" and the soft sweets rained down.', 'Everyone shouted "Mazel tov!"'],
      ['At the party everyone danced the hora in a big circle, arms on shoulders, faster and faster.', 'Everyone danced the hora in a circle.'],
    ],
    senses: ['The sweets were soft and squashy, so nobody got hurt.', 'The music went faster and faster until the floor shook.'],
    win: '{who} went up on the chair and came down safely, and {hero} had held on the whole time',
    end: ['On the way home, {hero} had a pocket full of squashed sweets and said, "When it\'s my turn, I want the chair higher."', '{hero} had a pocket full of sweets.'],
  },
  setback: 'Then the chair tipped to one side when someone let go, and {who} grabbed the seat, and the whole circle gasped.',
  choice: '{hero} could sit at the table with the little ones or join the dancing with the big ones, and {he} chose the dancing.',
  subplot: themeSubplot(
    '{hero} saw that lifting together was easier than lifting hard.',
    '{pal} did not know the hora steps and was sitting it out.',
    'a place in the circle',
    '{hero} pulled {pal} in by the hand, and they went round with arms on shoulders, getting it wrong together.',
  ),
  low: '{hero} let go of the chair leg. "I\'m not strong enough," {he} said.',
  hint: 'Lift together, on three, and keep it level',
  light: ['Mazel tov!', 'Up!', 'Hora!'],
  older: {
    want: '{hero} wanted to understand what {who} had actually promised up there, not just eat the cake.',
    secret: '{he} had started wondering whether {he} would be brave enough for {his} own one day',
    decides: '{hero} could go back to the dessert table, or ask {who} what it had felt like up there. {he} asked.',
  },
};

export const ROUND_16_CEREMONY_KITS: readonly EntryKit[] = [CHRISTENING, FIRST_COMMUNION, BAR_MITZVAH];
