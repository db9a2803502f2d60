import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';

/**
 * Going to watch a show from a seat in the audience ("going to the pantomime with Nana", "my first big concert with my
 * mum", "a trip to the circus", "going to see a play at the theatre"): the tickets, the dark, the loud, the bit that is
 * scary or too much, and joining in. The child watches; a school play, a recital or a show the child is in is theirs to
 * perform (the recital, the school play, dancing).
 */
type OwnEntry = Pick<EntryKit, 'entry' | 'setback' | 'choice' | 'subplot'>;

/** "The play centre", "the show ground", "a ballet class": places and lessons, never a show watched. */
const NOT_A_SHOW = String.raw`(?! ?(?:centres?|centers?|areas?|grounds?|parks?|dates?|dough|houses?|rooms?|groups?|time|mats?|pens?|gyms?|barns?|equipment|stations?|and tell|class(?:es)?|lessons?|school|shoes?|clubs?))`;
const SHOWS = String.raw`(?:pantomimes?|pantos?|concerts?|gigs?|circus(?:es)?|theat(?:re|er)s?|musicals?|ballets?|puppet shows?|magic shows?|operas?)`;
/** "A show" and "a play" only with a word before them: "going to play at the park" is playing. */
const PLAIN_SHOWS = String.raw`(?:the |a |an )(?:big |real |live |christmas |proper )?(?:shows?|plays?)`;
const WATCHING = String.raw`\b(?:going to|go to|goes to|went to|gone to|trip to|visit to|night at|day at|outing to|first(?: ever)?|watch(?:ing|ed)?|see(?:ing)?|saw|tickets? (?:to|for))`;
/** A show the child is in or puts on is the child's own: the recital, the school play, the nativity, dancing, a circus in the garden. */
const PERFORMING = String.raw`\b(?:show[- ]and[- ]tell|put(?:ting|s)? on|(?:do|doing|did|make|making|made|plan|planning) (?:a|an|our|my|the|his|her) (?:own )?(?:\w+ )?(?:show|play|concert|circus|panto\w*)|perform\w*|rehears\w*|audition\w*|stage fright|lines|school|nativity|recital|(?:sing|sang|play|dance|danc)\w* in|in (?:the|a|my|our) (?:\w+ )?(?:play|show|concert|musical|panto\w*)|(?:piano|violin|guitar|cello|recorder|flute|drum|choir|band) (?:concert|show))\b`;

/** The pantomime at Christmas: the dame, "He's behind you!", "Oh no it isn't!", sweets thrown into the audience. */
const PANTOMIME: Variant = {
  said: /\bpanto(?:mime)?s?\b/i,
  name: 'the pantomime',
  title: ['{hero} Goes to the Pantomime', 'Oh Yes It Is, {hero}!'],
  opening: ['Tonight {hero} was going to the pantomime with {grownup}, in the big theatre with the red seats, and {he} had never been before.', 'Tonight {hero} was going to the pantomime!'],
  worry: ['"What if it\'s too loud, and too dark, and the baddie is really scary?" asked {hero}.', '"What if the baddie is scary?" asked {hero}.'],
  tries: [
    ['When the lights went down, {hero} slid down in {his} seat until only {his} eyes showed over the seat in front.', 'When the lights went down, {hero} slid down in {his} seat.'],
    ['The baddie swished out in a long black cloak and went "Mwah-ha-ha!", and {hero} hid {his} face in {grownup}\'s coat.', 'The baddie went "Mwah-ha-ha!", and {hero} hid {his} face.'],
    ['Everyone shouted "Boo!" at the baddie, but {hero}\'s boo came out as a tiny squeak.', '{hero}\'s boo came out as a tiny squeak.'],
  ],
  turn: ['When the ghost crept up behind the Dame, {hero} stood up on {his} seat and shouted with everyone, "He\'s BEHIND you!", louder than {he} had ever shouted anything.', '{hero} shouted with everyone, "He\'s BEHIND you!"'],
  details: [
    ['The Dame had a wig as tall as a cake, and a new dress every time she came on, each one sillier than the last.', 'The Dame had a wig as tall as a cake.'],
    ['"Oh no it isn\'t!" shouted the Dame. "Oh yes it is!" shouted the whole theatre back.', '"Oh no it isn\'t!" "Oh yes it is!"'],
    ['The actors threw sweets into the audience, and one landed right in {hero}\'s lap.', 'A sweet landed in {hero}\'s lap!'],
    ['At the end, everybody sang the song with the words on a big sheet that came down from the ceiling.', 'Everybody sang the song at the end.'],
  ],
  win: 'the whole theatre shouted together, and {hero} shouted loudest',
  end: ['All the way home, {hero} shouted "Oh no it isn\'t!" at everything {grownup} said, and {grownup} shouted "Oh yes it is!" back.', 'All the way home, {hero} shouted, "Oh no it isn\'t!"'],
  ownSetback: ['Then the theatre went dark, and a smoke machine puffed white fog over the stage, and something green rose up out of it.', 'Then the stage filled with fog.'],
  ownDoubt: '{hero} gripped the arm of the seat. "I want to go home before the scary bit comes back," {he} whispered.',
  ownChoice: ['At the interval, {hero} could have an ice cream or a glow stick, and {he} chose the glow stick, to wave in the dark.', '{hero} could have an ice cream or a glow stick, and chose the glow stick.'],
};

/** A big concert: the queue, the lights and the loud, the song the child knows, ear defenders, the grown-up singing. */
const CONCERT: Variant = {
  said: /\b(?:concerts?|gigs?)\b/i,
  name: 'the concert',
  title: ['{hero}\'s First Concert', '{hero} at the Concert'],
  opening: ['Tonight was {hero}\'s first real concert, with {grownup}, and the band was the one {grownup} had played in the kitchen every Saturday for as long as {hero} could remember.', 'Tonight was {hero}\'s first real concert, with {grownup}, to hear the band from the kitchen radio.'],
  worry: ['"What if it\'s so loud I can\'t bear it, and so crowded I get lost?" said {hero}.', '"What if it\'s too loud?" said {hero}.'],
  tries: [
    ['The queue went all the way round the building, and {hero} held the tickets so tight they went soft.', 'The queue went all the way round the building.'],
    ['When the first song started, the drums thumped right through the floor, and {hero} pressed {his} hands over {his} ears.', 'When the drums started, {hero} pressed {his} hands over {his} ears.'],
    ['Everyone in front stood up, and all {hero} could see was backs and waving arms.', 'Everyone stood up, and all {hero} could see was backs.'],
  ],
  turn: ['{hero} put on the ear defenders, climbed up on the seat with {grownup}\'s arm round {him}, and when the song from the kitchen began, {he} sang every word.', '{hero} put on the ear defenders and sang every word of the kitchen song.'],
  details: [
    ['The stage was a box of light, purple and then gold, and tiny people on it made the biggest sound {hero} had ever heard.', 'The stage was full of purple and gold light.'],
    ['Thousands of phone lights waved in the dark like fireflies.', 'Phone lights waved like fireflies.'],
    ['{grownup} knew every word of every song, and sang them badly, eyes shut, which {hero} had never seen before.', '{grownup} sang every word, eyes shut.'],
    ['At the end, gold confetti came down from the ceiling, and {hero} caught one piece to keep.', 'Gold confetti came down, and {hero} caught a piece.'],
  ],
  win: 'the kitchen song filled the whole place, and {hero} sang it with {grownup}',
  end: ['Next Saturday, when the song came on in the kitchen, {hero} and {grownup} sang it at the tops of their voices, and the gold confetti sat on the shelf above them.', 'Next Saturday, they sang the kitchen song at the tops of their voices.'],
  ownSetback: ['Then the man in front lifted a little boy onto his shoulders, and {hero} could see nothing at all.', 'Then {hero} could see nothing at all.'],
  ownDoubt: '{hero} tugged {grownup}\'s sleeve. "It\'s too loud. Can we go home?" {he} said, but nobody could hear {him}.',
  ownChoice: ['{hero} could buy a T-shirt or a poster with the band on it, and {he} chose the poster, to put above {his} bed.', '{hero} could have a T-shirt or a poster, and chose the poster.'],
};

/** The circus: the big tent, the clowns, the acrobats high up, the drum roll, the safety net. */
const CIRCUS: Variant = {
  said: /\bcircus(?:es)?\b/i,
  name: 'the circus',
  title: ['{hero} Goes to the Circus', '{hero} and the Big Top'],
  opening: ['Today {hero} was going to the circus with {grownup}, in a big striped tent that had appeared in the park overnight.', 'Today {hero} was going to the circus!'],
  worry: ['"What if the acrobats fall?" asked {hero}, looking up at the ropes.', '"What if they fall?" asked {hero}.'],
  tries: [
    ['A clown with huge shoes came right up to {hero}\'s row, and {hero} shrank back in {his} seat.', 'A clown came right up to {hero}\'s row.'],
    ['When the acrobats climbed the tall ladder, {hero} covered {his} eyes and peeped through {his} fingers.', '{hero} covered {his} eyes and peeped.'],
    ['The drum rolled, brrrrrrr, and {hero} held {his} breath so long {he} went pink.', 'The drum rolled, and {hero} held {his} breath.'],
  ],
  turn: ['{grownup} pointed out the big safety net under the trapeze, and after that {hero} watched with both eyes open, and clapped the loudest when the acrobat caught the swing.', '{hero} saw the safety net, and watched with both eyes open.'],
  details: [
    ['The tent smelled of popcorn and sawdust, and the ring in the middle was a perfect circle of red.', 'The tent smelled of popcorn and sawdust.'],
    ['A juggler kept seven balls in the air, and then eight, and then dropped one on his own head on purpose.', 'A juggler dropped a ball on his own head on purpose.'],
    ['A clown\'s car fell to pieces, and the doors fell off, and the clown climbed out of the boot.', 'The clown\'s car fell to pieces!'],
    ['High up under the roof, two acrobats swung and let go and caught each other\'s hands.', 'High up, the acrobats caught each other\'s hands.'],
  ],
  win: 'the acrobat caught the swing, and {hero} cheered',
  end: ['At home, {hero} tried to juggle two socks, and dropped them both on {his} own head, on purpose.', 'At home, {hero} juggled two socks, and dropped them.'],
  ownSetback: ['Then the clown picked {hero} to come into the ring, and every face in the tent turned to look.', 'Then the clown picked {hero} to come into the ring.'],
  ownDoubt: '{hero} shook {his} head at the clown and looked at {his} knees. "I can\'t. Everyone\'s looking," {he} whispered.',
  ownChoice: ['{hero} could have candyfloss or a flashing wand, and {he} chose the wand, to wave at the acrobats.', '{hero} could have candyfloss or a flashing wand, and chose the wand.'],
};

/** A ballet or dance show watched: the velvet seats, the orchestra tuning, the dancer on tiptoe, the curtain call. */
const BALLET_SHOW: Variant = {
  said: /\bballets?\b|\bdance shows?\b/i,
  name: 'the ballet',
  title: ['{hero} Goes to the Ballet', '{hero} and the Dancers'],
  opening: ['Tonight {hero} was going to watch a real ballet with {grownup}, in a theatre with gold on the walls and velvet on the seats.', 'Tonight {hero} was going to watch a real ballet.'],
  worry: ['"What if I get bored and wriggly, and have to be quiet for hours?" asked {hero}.', '"What if I get wriggly?" asked {hero}.'],
  tries: [
    ['{hero} wriggled in the big velvet seat, which kept folding up with {him} in it.', 'The velvet seat kept folding up with {hero} in it.'],
    ['{hero} whispered a question, and the lady in front turned round and said, "Shh!"', '{hero} whispered, and somebody said, "Shh!"'],
    ['In the slow part, {hero} counted the lights on the ceiling, and got to forty-two.', 'In the slow part, {hero} counted the lights.'],
  ],
  turn: ['{hero} chose one dancer, the one in the blue dress, and watched only her, and followed her all the way through the story without a single wriggle.', '{hero} watched one dancer, and did not wriggle once.'],
  details: [
    ['Down in the pit, the orchestra tuned up with a noise like birds arguing, and then went quiet.', 'The orchestra tuned up, and then went quiet.'],
    ['The dancers spun on the very tips of their toes, and their skirts stood out like plates.', 'The dancers spun on the tips of their toes.'],
    ['Snow came down on the stage, real-looking snow, and it did not melt.', 'Snow came down on the stage!'],
    ['At the end, the dancers bowed, and people threw flowers, and everybody stood up to clap.', 'At the end, everybody stood up to clap.'],
  ],
  win: 'the dancer in blue bowed, and {hero} clapped until {his} hands stung',
  end: ['At home, {hero} spun round on tiptoe in the kitchen, in socks, until {he} fell over, laughing.', 'At home, {hero} spun on tiptoe in socks.'],
  ownSetback: ['Then the music went slow and soft, and nothing happened for a long time, and {hero} started to yawn.', 'Then the music went slow, and {hero} yawned.'],
  ownDoubt: '{hero} slumped in the seat. "I don\'t understand what\'s happening," {he} whispered.',
  ownChoice: ['At the interval, {hero} could have an ice cream or a programme with the dancers\' pictures, and {he} chose the programme.', '{hero} could have an ice cream or a programme, and chose the programme.'],
};

const GOING_TO_A_SHOW: OwnEntry = {
  entry: {
    id: 'going-to-a-show', kind: 'activity',
    words: new RegExp(String.raw`^(?!.*${PERFORMING}).*(?:${WATCHING}\b (?:\w+ ){0,3}?(?:the |a |an |my |our |his |her )?(?:big |first |real |live |christmas |proper )?${SHOWS}\b${NOT_A_SHOW}|${WATCHING}\b (?:\w+ ){0,3}?${PLAIN_SHOWS}\b${NOT_A_SHOW}|\bpanto(?:mime)?s?\b|\bcircus(?:es)?\b)`, 'i'),
    name: 'the show', setting: 'city', lesson: 'bravery', petsStayHome: true, withFamily: true,
    variants: [PANTOMIME, CONCERT, CIRCUS, BALLET_SHOW],
    title: ['{hero} Goes to the Theatre', '{hero} at the Show'],
    opening: ['Today {hero} was going to the theatre with {grownup}, to see a real play, with real actors, on a real stage.', 'Today {hero} was going to see a real play!'],
    worry: ['"What if it\'s too dark, and I need the toilet in the middle?" asked {hero}.', '"What if it\'s too dark?" asked {hero}.'],
    tries: [
      ['{hero} sat on the folded-up seat to be taller, and it snapped shut and swallowed {him}.', 'The seat snapped shut and swallowed {hero}.'],
      ['When the lights went out, {hero} grabbed {grownup}\'s hand and did not let go.', 'When the lights went out, {hero} grabbed {grownup}\'s hand.'],
      ['A wolf in the play growled, and {hero} wanted to leave.', 'A wolf growled, and {hero} wanted to leave.'],
    ],
    turn: ['When an actor asked the audience for help, {hero} put up {his} hand and shouted the answer, and the actor said, "Thank you, you in the red jumper!"', '{hero} shouted the answer, and the actor said, "Thank you!"'],
    details: [
      ['The curtain was red and heavy, and when it opened, there was a whole forest behind it.', 'The curtain opened on a whole forest.'],
      ['A bell rang three times to tell everybody to sit down.', 'A bell rang three times.'],
      ['The wolf turned out to be an actor in a grey coat and ears, who winked at {hero}.', 'The wolf winked at {hero}.'],
      ['At the end, all the actors held hands and bowed, and the wolf bowed lowest.', 'At the end, the actors held hands and bowed.'],
    ],
    win: 'the actors bowed, and {hero} clapped as loud as the grown-ups',
    end: ['At home, {hero} put on a play for the family on the stairs, with a towel for a curtain.', 'At home, {hero} put on a play on the stairs.'],
    ownDoubt: '{hero} whispered, "It\'s too dark. I don\'t like it," and looked for the little green sign over the door.',
  },
  setback: ['Then the lights went out all at once, and in the dark something went BANG on the stage.', 'Then the lights went out, and something went BANG.'],
  choice: ['At the interval, {hero} could have an ice cream or a drink, and {he} chose the ice cream, with a tiny wooden spoon.', '{hero} chose an ice cream, with a tiny wooden spoon.'],
  subplot: themeSubplot('{hero} saw that the scary bits were less scary when everybody watched them together.', '{pal} could not see over the seat in front, and was too polite to say.', 'the booster cushion', '{hero} gave {pal} the booster cushion, and {pal} saw the whole stage.'),
};

export const SHOW_KITS: readonly OwnEntry[] = [GOING_TO_A_SHOW];
