import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { MakingMedium } from '../understand/read-making';

/**
 * The true steps of making each kind of thing (`understand/read-making.ts`), written once per medium: who does what, the
 * making in its own steps (a film's script, the phone a grown-up lends, the takes), the disaster that is true of it (the
 * battery dies mid-take, juice over the comic), the fix, the first audience, and what they make next. {made} is the thing
 * as a sentence names it later ("the film"), {thing} as first said ("a monster movie"; {Thing} at the start of a sentence), {crew} the hero with the people
 * the parent named ("{hero} and {his} cousins"), {audience} who it is for ("Grandma", else "the family"), {stuff} what it is
 * made of ("Lego", else modelling clay).
 */
export interface MakingKit extends Pick<CatalogueTheme, 'tries' | 'details' | 'win' | 'end' | 'senses'> {
  /** How the idea is said: "make", "start", "put on". */
  verb: string;
  /** The thing as a sentence names it again when the parent's word for it is long ("an animation": "the film"). */
  noun: string;
  /** Who does what, said on the second page. */
  roles: Wording;
  setback: Wording;
  doubt: Wording;
  choice: Wording;
  turn: Wording;
  /** What the hero lets the friend have. */
  gives: string;
  solved: Wording;
  /** Where the makers' names go, for an older reader's argument over whose idea it was: "on the credits". */
  credit: string;
}

export const MAKING_KITS: Readonly<Record<MakingMedium, MakingKit>> = {
  film: {
    noun: 'film',
    verb: 'make',
    roles: ['"I\'ll be the director," said {hero}. So {mate} got to be in the film.', '"Bagsy director!" said {hero}. So {mate} got to act.'],
    tries: [
      'First they wrote the script. It said who said what, and when.',
      '{grownup} lent them a phone to film on. "Look after it," {grownup} said.',
      'They did take after take. In one take, everyone got the giggles. That was a blooper.',
    ],
    details: ['{Thing}, {hero} knew, needed a story, a camera and somebody to shout "Action!"', '{hero} said "Action!" and "Cut!" and felt like a real director.', 'They made tickets out of paper and put the cushions out in rows.', 'At the premiere, {audience} sat on the sofa with popcorn, and laughed most at the bloopers.'],
    senses: ['Somebody whispered "Quiet on set!" and the whole room went still.', 'The costume was an old sheet with two eyeholes, and it kept slipping down.'],
    setback: 'Then, in the middle of the best take, the phone ran out of battery. The take was gone.',
    doubt: '"It\'s ruined," said {hero}. "We\'ll never get it that good again."',
    choice: '{hero} could give up on {made} or film the scene again, and {he} chose to film it again.',
    turn: ['When the phone went dead, {hero} did not give up. While it charged, {he} had an idea: the mistakes could go at the end, as bloopers. Then they filmed the scene again, and it was even better.', 'The phone had died, so they waited for it to charge. Then they filmed the last scene again, slowly, and this time nobody forgot a word.'],
    win: '{made} was finished, bloopers and all',
    end: ['{hero} was already writing the next script. Part two. With a bigger monster.', 'That night {hero} lay in bed and planned the next film, and it was going to be even longer.'],
    gives: 'the turn to shout "Action!"',
    solved: '{pal} shouted "Action!" so loudly that the cat ran out of the room, and {pal} beamed.',
    credit: 'on the credits at the end',
  },
  stopmotion: {
    noun: 'film',
    verb: 'make',
    roles: ['"I\'ll move the figures," said {hero}. So {mate} took the pictures.', '"I\'ll take the photos," said {hero}. So {mate} moved the figures.'],
    tries: [
      'First they made a little dog out of {stuff}, and a set out of a shoebox.',
      '{grownup} lent them a phone, and they stood it on a pile of books.',
      'Then came the slow part. Move the dog a bit. Take a photo. Move it again.',
    ],
    details: ['{Thing}, {hero} knew, was lots of photos, each one a bit different.', 'It took twelve photos to make the dog walk one step.', 'They made tickets out of paper and put the cushions out in rows.', 'At the premiere, {audience} watched the dog walk all by itself, and cheered.'],
    senses: ['Click, went the phone. Move. Click.', 'The set was a shoebox with a sky painted inside the lid.'],
    setback: 'Then somebody bumped the table, and the whole set jumped. Twenty photos were spoiled.',
    doubt: '"All those photos," said {hero}. "We have to do them all again."',
    choice: '{hero} could give up on {made} or start that bit again, and {he} chose to start again.',
    turn: ['After the bump, {hero} had an idea. They taped the box to the table, so it could not move. Then they did the spoiled bit again.', 'After the bump, {hero} had an idea. The dog could fall over in the film too, as if the ground shook. It was the best bit.'],
    win: '{made} was finished, every last photo of it',
    end: ['{hero} was already planning the next film, with a cat in it this time.', 'That night, {hero} made a tiny cat out of {stuff}, ready for the next film.'],
    gives: 'the turn to press the button',
    solved: '{pal} took the very last photo, and said "That\'s a wrap!" like a real director.',
    credit: 'on the credits at the end',
  },
  comic: {
    noun: 'comic',
    verb: 'make',
    roles: ['"I\'ll draw the pictures," said {hero}. So {mate} did the words.', '"I\'ll draw what they do," said {hero}. So {mate} wrote what they said.'],
    tries: [
      'First they drew the boxes with a ruler. Six on each page.',
      'They drew a speech bubble in the first box. It was too small for the words.',
      'They made the speech bubbles bigger, and wrote "KAPOW" in big letters.',
    ],
    details: ['{Thing}, {hero} knew, was a story in boxes, with the talk in bubbles.', '{hero} got ink on {his} nose, and did not notice for an hour.', 'They stapled the pages, and made a cover with the name in big letters.', '{audience} read it from the first box to the last, and asked what came next.'],
    senses: ['The felt-tips smelled sharp and new.', 'The pens squeaked on the paper.'],
    setback: 'Then a cup of juice tipped over, right on the best page. The colours ran into a brown puddle.',
    doubt: '"That was the best page," said {hero}. "Now it\'s all spoiled."',
    choice: '{hero} could give up on {made} or draw the page again, and {he} chose to draw it again.',
    turn: ['After the juice spilled, {hero} had an idea. {he} drew the page again, and this time the juice was in the story: a big wave of it.', 'They drew the spoiled page again, even better, and stuck the juicy one on the back, as a bonus page.'],
    win: '{made} was finished, and it had a cover and everything',
    end: ['{hero} had already folded the paper for issue two.', 'That night, {hero} started drawing the next comic, with the same hero and a brand-new baddie.'],
    gives: 'the best pen',
    solved: '{pal} drew the last box with the best pen, and it was the best box of all.',
    credit: 'on the cover',
  },
  band: {
    noun: 'band',
    verb: 'start',
    roles: ['"Bagsy the drums!" said {hero}. So {mate} did the singing.', '"I\'m on the drums," said {hero}. So {mate} did the singing, and the shaking of the shaker.'],
    tries: [
      'First they found a saucepan for a drum, two wooden spoons and a shaker full of rice.',
      'Then they needed a name for the band, and that took longer than anything.',
      'They practised the song again and again, until it went the same way twice.',
    ],
    details: ['{Thing}, {hero} knew, needed instruments, a name and a lot of practice.', 'They wrote the band\'s name on a big piece of card and stuck it on the wall.', '{grownup} put both hands over both ears, and then took them off again, because it was getting good.', 'At the very first concert, {audience} sat on the stairs and clapped along.'],
    senses: ['The saucepan drum went BONG, and the wooden spoons went clickety-clack.', 'The rice shaker went shh-shh-shh.'],
    setback: 'Then, just before the concert, {crew} could not agree whose song to play first, and the band nearly stopped being a band.',
    doubt: '"There\'s no point if we can\'t even agree," said {hero}.',
    choice: '{hero} could stomp off or try to sort it out, and {he} chose to sort it out.',
    turn: ['When nobody could agree which song to play first, {hero} said, "What if we play both, one straight after the other?" Everyone grinned, and that was how they got their first medley.', 'When nobody could agree on the songs, {hero} had an idea: they would take turns, one song each, and the loudest bit would be together.'],
    win: 'the band played its first concert',
    end: ['{hero} was already making up the band\'s next song.', 'By bedtime, the band had three songs, and a plan for a T-shirt.'],
    gives: 'the biggest spoon',
    solved: '{pal} played the biggest spoon in the loud bit, and the whole band cheered.',
    credit: 'on the band\'s sign',
  },
  show: {
    noun: 'show',
    verb: 'put on',
    roles: ['"I\'ll be in charge of the show," said {hero}. So {mate} did everything else: the curtain, the lights and the music.', '"I\'ll be on stage," said {hero}. So {mate} worked the curtain, and the lights, and the music.'],
    tries: [
      'First they hung a sheet over a string between two chairs. That was the curtain.',
      'Then came the rehearsal, and then another, because the first one went wrong in every way.',
      'They practised once more, all the way through, and it went a little better.',
    ],
    details: ['{Thing}, {hero} knew, needed a stage, a curtain and an audience.', 'They made tickets that said ADMIT ONE, each one with a star on it.', '{grownup} was in charge of turning the big light on and off.', 'In the front row, {audience} clapped and clapped at the end.'],
    senses: ['Behind the curtain, everything was whispering and giggling.', 'Somebody said "Shh!", and it went very quiet.'],
    setback: 'Then, right in the middle of the show, the curtain string snapped, and the whole curtain fell down on {pal}.',
    doubt: '"It\'s all gone wrong," whispered {hero}. "Everyone saw."',
    choice: '{hero} could run off the stage or carry on, and {he} chose to carry on.',
    turn: ['When the curtain fell down, {hero} took a big bow, as if the falling curtain had been part of the show all along. The audience laughed, and clapped, and {pal} popped out from under the sheet and bowed too.', 'When the curtain fell down, {hero} said, "And now, for our next trick, the curtain disappears!" Everybody laughed, and the show went on without it.'],
    win: 'the show was a hit',
    end: ['{hero} was already planning the next show, with a stronger string.', 'That night, {hero} stood on the bed and bowed to {his} teddies, practising for next time.'],
    gives: 'the last bow',
    solved: '{pal} took the very last bow, all alone, and the audience cheered the loudest of all.',
    credit: 'on the programme',
  },
  magic: {
    noun: 'show',
    verb: 'put on',
    roles: ['"I\'ll be the magician," said {hero}. So {mate} held the hat, with a tea towel for a cape.', '"I\'ll do the tricks," said {hero}. So {mate} said "Ta-da!" after every one.'],
    tries: [
      'First they practised the coin trick: a coin behind the ear, then gone, then back again.',
      'Then the card trick. "Pick a card, any card," said {hero}, and it took nine goes to find the right one.',
      'They practised the magic words until they could say them without giggling.',
    ],
    details: ['{Thing}, {hero} knew, needed tricks, magic words and somebody to say "Ta-da!"', 'The magic wand was a wooden spoon with a star stuck on the end.', 'They made tickets that said MAGIC TODAY, and put the chairs out in a row.', 'In the front row, {audience} gasped at the coin and clapped at the end.'],
    senses: ['The cards went flick, flick, flick in the shuffle.', 'The coin was cold, then warm from hiding in a hand.'],
    setback: 'Then, in the middle of the show, the coin fell out of {hero}\'s sleeve and rolled right across the floor, and everyone saw.',
    doubt: '"Now they know how it works," whispered {hero}. "It\'s spoiled."',
    choice: '{hero} could run off or carry on, and {he} chose to carry on.',
    turn: ['When the coin rolled away, {hero} picked it up, held it high and said, "And THAT was the trick!" Everybody laughed, and the next trick worked.', 'When the coin rolled away, {hero} bowed and said, "The coin has run away. It does that." Everyone laughed, and then the card trick worked perfectly.'],
    win: 'the magic show was a hit',
    end: ['{hero} was already practising a new trick, with a hat.', 'That night, {hero} made {his} teddy disappear under the covers, practising for next time.'],
    gives: 'the magic wand',
    solved: '{pal} waved the magic wand for the last trick, and it worked.',
    credit: 'on the poster',
  },
  puppets: {
    noun: 'show',
    verb: 'put on',
    roles: ['"I\'ll do the dragon\'s voice," said {hero}. So {mate} did the princess.', '"I\'ll be the crocodile," said {hero}. So {mate} did the policeman, in a squeaky voice.'],
    tries: [
      'First they made the puppets out of old socks, with buttons for eyes.',
      'They turned a big box on its side for the theatre, and cut a window in it for the stage.',
      'Then they practised the story, with the voices, behind the box.',
    ],
    details: ['{Thing}, {hero} knew, needed puppets, voices and a place to hide behind.', 'The sock dragon had a red felt tongue that flapped when it talked.', 'They made tickets that said PUPPET SHOW TODAY, and put the chairs out in a row.', 'In the front row, {audience} laughed at the voices and clapped at the end.'],
    senses: ['Behind the box, everything was whispering and giggling.', 'Inside a sock puppet, a hand feels warm and a bit silly.'],
    setback: 'Then, right in the middle of the show, the box tipped over, and there they were, hands up in their socks, and everyone could see them.',
    doubt: '"It\'s all gone wrong," whispered {hero}. "Everyone saw."',
    choice: '{hero} could hide or carry on, and {he} chose to carry on.',
    turn: ['When the box fell down, {hero} made the dragon puppet say, "Oh no, our house fell down!" Everybody laughed, and they finished the show right there, out in the open.', 'When the box fell down, {hero} and the dragon puppet took a bow together. Everyone laughed and clapped, and they stood the box up and carried on.'],
    win: 'the puppet show was a hit',
    end: ['{hero} was already making a new puppet, a sock shark, for the next show.', 'That night, the sock dragon slept on {hero}\'s pillow, ready for next time.'],
    gives: 'the dragon puppet',
    solved: '{pal} did the dragon for the last bit, with the best roar of all.',
    credit: 'on the tickets',
  },
  paper: {
    noun: 'paper',
    verb: 'write',
    roles: ['"I\'ll be the editor," said {hero}. So {mate} did the reporting.', '"I\'ll write the news," said {hero}. So {mate} drew the pictures.'],
    tries: [
      'First they went to find the news. There was a new puppy next door, and a very big puddle.',
      'They asked people questions, and wrote the answers in a notebook.',
      'They wrote it all out, with big words at the top and a picture for each story.',
    ],
    details: ['{Thing}, {hero} knew, needed news, and people to read it.', 'There was a joke at the bottom, and the weather said "sunny, probably".', '{grownup} made copies, one for every house.', '{audience} read every word, and asked when the next one was coming out.'],
    senses: ['The pencil scratched across the page.', 'The copies came out warm and smelling of ink.'],
    setback: 'Then it began to rain, and the whole pile got soaked on the way out of the door.',
    doubt: '"All that work," said {hero}, "and now nobody can read it."',
    choice: '{hero} could give up on {made} or start again, and {he} chose to start again.',
    turn: ['When the rain soaked the pile, they dried the first one on the radiator and wrote the rest again. The front page had a new story, called CAUGHT IN THE RAIN.', 'When the rain soaked the pile, {hero} had an idea: the rain could be the news. They wrote a new front page about it, and took the next ones out under an umbrella.'],
    win: 'the first copy of {made} came out',
    end: ['{hero} was already looking out of the window for news for the next one.', 'That night, {hero} wrote HOLD THE FRONT PAGE in {his} notebook, just in case.'],
    gives: 'the front page',
    solved: '{pal}\'s picture went on the front page, and {pal} read it three times.',
    credit: 'under the headline',
  },
  game: {
    noun: 'game',
    verb: 'make',
    roles: ['"I\'ll make up the rules," said {hero}. So {mate} drew the board.', '"I\'ll do the rules," said {hero}. So {mate} made the pieces.'],
    tries: [
      'First they drew the board, with a start, a finish, and a lot of twisty squares in between.',
      'Then they made up the rules, and wrote them down, and the list got longer and longer.',
      'They made counters out of buttons from the button tin.',
    ],
    details: ['{Thing}, {hero} knew, needed a board, some rules and a way to win.', 'Each counter had a name, and the red one was the fastest.', '{grownup} said it was a proper game, with proper rules, and asked for a go.', '{audience} played it all the way to the end, and asked to play again.'],
    senses: ['The dice rattled in the cup.', 'The counters clicked along the squares.'],
    setback: 'Then they played it for the first time, and whoever went first won, every single time.',
    doubt: '"It\'s broken," said {hero}. "It\'s not even a game."',
    choice: '{hero} could give up on {made} or change the rules, and {he} chose to change the rules.',
    turn: ['Whoever went first kept winning, so {hero} thought hard, and added one new rule: a square in the middle that sent the leader back. They tested it again, and this time anyone could win.', 'Whoever went first kept winning, so {hero} had an idea: the youngest goes first. They tried it, and it was fair, and it was fun.'],
    win: '{made} worked, and anyone could win',
    end: ['{hero} was already thinking up a second game, with even more twisty squares.', 'That night, {hero} dreamed up a harder level, for the next time.'],
    gives: 'the first go',
    solved: '{pal} had the first go, and won, fair and square, and did a little dance.',
    credit: 'on the box lid',
  },
  book: {
    noun: 'book',
    verb: 'write',
    roles: ['"I\'ll write the words," said {hero}. So {mate} did the pictures.', '"I\'ll tell the story," said {hero}. So {mate} drew it.'],
    tries: [
      'First they thought of the story: who was in it, what went wrong, and how it came right.',
      'They wrote it out one page at a time, with a picture on every page.',
      'They drew the pictures, one page at a time, and the dragon was purple.',
    ],
    details: ['{Thing}, {hero} knew, needed a beginning, a middle and an end.', 'The pens were felt-tips, and the best one was purple.', 'They sewed the pages down the middle with wool, like a real book, and wrote their names on the cover.', 'At bedtime, {audience} read the book out loud, and did all the voices.'],
    senses: ['The pages rustled when they turned.', 'The pencil went scritch, scritch, across the paper.'],
    setback: 'Then they got to the end and could not think how the story should finish, and the last page stayed empty for a whole day.',
    doubt: '"A book needs an ending," said {hero}. "And we haven\'t got one."',
    choice: '{hero} could leave it unfinished or keep thinking, and {he} chose to keep thinking.',
    turn: ['The story still had no ending. Then, in the bath, {hero} had it: the dragon would go home, and have a nap. {he} wrote it down before {he} could forget, still dripping.', 'The story still had no ending, so {hero} asked, "What would make us happy, if we were in it?" And that was the ending.'],
    win: '{made} had a beginning, a middle and an end',
    end: ['{hero} was already writing book two.', 'The book went on the shelf with the real books, and {hero} started the next one that night.'],
    gives: 'the last page to draw',
    solved: '{pal} drew the last page, and it was the best picture in the book.',
    credit: 'on the cover',
  },
  podcast: {
    noun: 'podcast',
    verb: 'make',
    roles: ['"I\'ll ask the questions," said {hero}. So {mate} answered them.', '"I\'ll be the host," said {hero}. So {mate} did the jingle.'],
    tries: [
      'First they chose what to talk about: animals, a joke, and biscuits.',
      '{grownup} lent them a phone to record on, and showed them which button to press.',
      'They practised saying "Hello, and welcome!"',
    ],
    details: ['{Thing}, {hero} knew, needed good questions and a catchy jingle.', 'The jingle was a song about biscuits, and it was very catchy.', '{grownup} asked a question too, and was the special guest.', '{audience} listened to the whole thing, and laughed at the joke.'],
    senses: ['The phone\'s red dot glowed when it was recording.', 'Under the blanket, every whisper sounded huge.'],
    setback: 'Then they listened back, and there was nothing there: nobody had pressed the record button.',
    doubt: '"Our best episode ever," said {hero}, "and it\'s gone."',
    choice: '{hero} could give up on {made} or record it again, and {he} chose to record it again.',
    turn: ['Nobody had pressed record, so they did it all again, and this time {hero} pressed the button and said, "Recording!" And it was even funnier, because now they knew the jokes.', 'Nobody had pressed record, so {hero} made a sign that said PRESS RECORD and stuck it on the wall, and they did it again, better.'],
    win: 'the first episode was done',
    end: ['{hero} was already writing down questions for episode two.', 'That night, {hero} thought of a new jingle, and hummed it into the pillow.'],
    gives: 'the special guest chair',
    solved: '{pal} sat in the special guest chair and told the joke, and it was the best bit.',
    credit: 'at the start of every episode',
  },
  dance: {
    noun: 'dance',
    verb: 'make up',
    roles: ['"I\'ll make up the moves," said {hero}. So {mate} chose the music.', '"I\'ll do the jumpy bits," said {hero}. So {mate} did the spinny bits.'],
    tries: [
      'First they chose the music, and played it over and over until they knew every beat.',
      'They made up the moves one at a time: a step, a clap, a spin, a jump.',
      'Then they practised it all the way through, counting out loud, five, six, seven, eight.',
    ],
    details: ['{Thing}, {hero} knew, needed music, moves and a lot of counting.', 'They wrote the moves down as pictures, so they would not forget.', '{grownup} was in charge of the music, and started it on "Go!"', '{audience} watched the dance from the sofa, and clapped along.'],
    senses: ['The music thumped, and the floor thumped back.', 'Their feet went step, step, slide.'],
    setback: 'Then, in the big spin, {hero} and {pal} went the same way at the same time, and bumped, and fell over in a heap.',
    doubt: '"It doesn\'t work," said {hero}. "We keep crashing."',
    choice: '{hero} could give up on {made} or work it out, and {he} chose to work it out.',
    turn: ['They kept crashing in the big spin, until {hero} had an idea: one would spin left and the other right. They tried it, and it looked like a mirror, and it was the best bit.', 'They kept crashing in the big spin, until {hero} said, "You go first, then me." They tried it, and it looked like a wave, and it was even better than before.'],
    win: 'the dance went right all the way through',
    end: ['{hero} was already making up a new move for the next dance.', 'That night, {hero} did the dance once more in {his} pyjamas, very quietly.'],
    gives: 'the big finish',
    solved: '{pal} did the big finish, arms wide, and everybody cheered.',
    credit: 'when the dance was announced',
  },
};

/**
 * A reader of nine to twelve hears the other trouble of making a thing with someone: an argument over whose idea it was,
 * settled by giving both the credit. It replaces the medium's disaster, whose first step is still in the tries.
 */
export const OLDER_MAKING: Pick<MakingKit, 'setback' | 'doubt' | 'choice'> & { turn: (credit: string) => Wording } = {
  // {rival} is the one the parent named making it with ("{his} brother"), else the cast's friend.
  setback: ['Then came an argument about whose idea {made} had been in the first place, and for a whole afternoon {hero} and {rival} made nothing at all.', 'Halfway through, {hero} and {rival} argued about whose idea {made} had been, and then they stopped speaking.'],
  doubt: '{hero} sat on {his} own and told {him}self {he} did not care, which was not true.',
  choice: '{hero} could keep arguing about whose idea it was, or finish {made}, and {he} chose to finish it.',
  turn: (credit) => [`{hero} went and found {rival} and said, "It was both of ours, really." And it was. So they put {names} ${credit}, in letters exactly the same size, and got on with it.`, `{hero} thought about it, properly, and had to admit that half the ideas had come from {rival}. So {he} said so. They put {names} ${credit}, in alphabetical order, which seemed fair.`],
};
