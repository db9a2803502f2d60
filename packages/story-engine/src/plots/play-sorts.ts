import type { AgeGroup } from '@studio/contracts/stories';
import type { DayKind, DayReading } from '../understand/read-day';
import type { DayKit } from './day-kits';
import { named, type Named } from './day-thing';
import { isWaterPlay } from './play-kits';

/**
 * Play sorted by what it IS (held-out read 40: "rolling a ball to daddy" at 0-2 was told in the moving play's "rushed
 * straight at the ball, and landed in a heap", a graze and a plaster): a ball rolled, thrown, caught or kicked; blocks
 * built up and knocked down; chasing; pretending and dressing up; sand; music and banging; riding a trike or a scooter;
 * dancing; skipping and hopscotch; trains, cars and dolls on the floor; games with rules (cards, marbles, a board game).
 * Each sort has its own small true trouble and its own joy, told for a little one on the floor with a grown-up (0-5) or
 * for a bigger child with rules and skill (6-12), and names the play's own object with the parent's own verb.
 */

/** What a sort's lines are made of, for one band. */
type Lines = Pick<DayKit, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end' | 'setback' | 'choice' | 'senses'>;

interface PlaySort {
  /** The doing's words that say this play ("rolling the ball", "skipping with a rope"). */
  said: RegExp;
  /** The play's object as the pages name it, when the doing does not say one ("the blocks"). */
  thing: string;
  /** The object words the doing may say instead ("the football", "{his} trike"). */
  things?: RegExp;
  little: (it: Named, verb: Verb, up: Up) => Lines;
  big: (it: Named, verb: Verb, up: Up) => Lines;
  gives: string;
  /** Day kinds besides play and a little doing that this sort tells ("building a tower with blocks" reads as making). */
  alsoFor?: readonly DayKind[];
  hope: (it: Named) => string;
  steps: string;
}

/** The parent's verb in its forms ("roll", "rolled", "rolling"), for a ball rolled and a ball thrown. */
interface Verb { todo: string; did: string; ing: string }

const VERBS: Record<string, Verb> = {
  roll: { todo: 'roll', did: 'rolled', ing: 'rolling' },
  throw: { todo: 'throw', did: 'threw', ing: 'throwing' },
  catch: { todo: 'catch', did: 'caught', ing: 'catching' },
  kick: { todo: 'kick', did: 'kicked', ing: 'kicking' },
  bounce: { todo: 'bounce', did: 'bounced', ing: 'bouncing' },
};

/** Rolling is floor play; throwing and catching go through the air; kicking and bouncing are on their feet. */
function ballVerb(day: DayReading): Verb {
  const first = day.todo.split(' ')[0] ?? '';
  if (first in VERBS) return VERBS[first]!;
  return /\bcatch\b/.test(day.doing) ? VERBS.catch! : /\bfoot ?ball\b/.test(day.doing) ? VERBS.kick! : VERBS.throw!;
}

const ball: PlaySort = {
  said: /\b(?:balls?|footballs?|frisbees?|bean ?bags?|playing catch)\b(?! pit)/,
  thing: 'the ball',
  things: /\b(?:(?:big|little|soft|red|blue|bouncy|beach|tennis|rubber) )?(?:ball|football|frisbee|bean ?bag)\b/,
  little: (it, verb) => verb.todo === 'roll'
    ? {
      worry: [`"Ball!" said {hero}, and pointed at ${it.the}.`, `"My go!" said {hero}, with both hands out.`],
      tries: [
        [`{hero} pushed ${it.the}, and it rolled the wrong way, right under the sofa.`, `${cap(it.the)} rolled off sideways, under the sofa.`],
        [`{hero} tried to pick ${it.the} up, but it was too round, and it rolled away again.`, `${cap(it.the)} would not stay still.`],
        [`{grownup} rolled ${it.the} back, and it went right between {hero}'s legs and out the other side.`, `${cap(it.the)} went right between {hero}'s legs!`],
      ],
      turn: [`{grownup} sat close, legs out wide, and {hero} pushed ${it.the} with two hands, gently, straight to {grownup}.`, `Two hands, a gentle push, and ${it.the} rolled straight to {grownup}.`],
      details: [
        [`{hero} and {grownup} sat on the floor, facing each other, legs out wide like a gate.`, 'Legs out wide. Ready!'],
        [`{grownup} reached under the sofa with a long, long arm, and out came ${it.the}, fluffy with dust.`, `{grownup} found ${it.the} under the sofa.`],
        [`Roll it to {grownup}. Roll it back. Roll it to {grownup}. Roll it back.`, 'Roll it. Roll it back.'],
        [`Every time ${it.the} came back, {hero} squealed, and wanted it again.`, '"Again!" said {hero}.'],
      ],
      senses: [`${cap(it.the)} went bump, bump, bump across the floor.`, `${cap(it.the)} was round and squashy in {hero}'s hands.`],
      win: `{hero} ${verb.did} ${it.the} all the way to {grownup}, and it came all the way back`,
      end: [`At bedtime, ${it.the} sat by {hero}'s bed, ready to roll again in the morning.`, `${cap(it.the)} went to bed too. Night night, ${bare(it)}.`],
      setback: [`Then ${it.the} rolled right under the sofa, and nobody could see it at all.`, 'Then the dog ran off with it, and everyone laughed.'],
      choice: [`{hero} could roll ${it.the} to {grownup} or to teddy, and {he} chose {grownup}.`],
    }
    : {
      worry: [`"Throw it to me!" said {hero}, with both hands out.`, `"Watch me ${verb.todo} it!" said {hero}.`],
      tries: [
        [`{hero} ${verb.did} ${it.the} as hard as {he} could, and it went the wrong way, right into the bushes.`, `${cap(it.the)} went into the bushes!`],
        verb.todo === 'catch' || verb.todo === 'throw'
          ? [`${cap(it.the)} came to {hero}, and {he} shut {his} eyes, and it bounced off {his} tummy.`, `Boing! Off {hero}'s tummy it went.`]
          : [`{hero} swung {his} foot, and missed ${it.the} altogether, and spun round.`, '{hero} kicked, and missed!'],
        [`{hero} ran after ${it.the}, and it rolled away faster than {he} could run.`, `${cap(it.the)} rolled away, and {hero} ran after it.`],
      ],
      turn: verb.todo === 'kick'
        ? [`{grownup} showed {hero} how to look at ${it.the}, and kick with the side of {his} foot, not the toes.`, 'Look at the ball. Side of the foot. Kick!']
        : [`{grownup} came closer, and said, "Hands out, like a basket, and watch ${it.the} all the way."`, 'Hands out like a basket. Watch the ball!'],
      details: [
        [`{hero} and {grownup} stood close together on the grass, just a few steps apart.`, 'A few steps apart. Ready!'],
        [`{grownup} ${verb.todo === 'kick' ? 'kicked' : 'threw'} ${it.the} back, slowly and gently, so {hero} could see it coming.`, `${cap(it.the)} came back, slow and gentle.`],
        [`Every time it worked, {grownup} took one little step back.`, 'One step back. And again!'],
        [`They counted how many times in a row: one, two, three, four!`, 'One, two, three!'],
      ],
      senses: [`${cap(it.the)} made a soft thump on the grass.`, `{hero}'s hands were warm, and a bit muddy.`],
      win: `{hero} ${verb.did} ${it.the} ${verb.todo === 'catch' ? 'with both hands' : 'right to {grownup}'}, again and again`,
      end: [`At bedtime, {hero} said, "Again tomorrow," with {his} eyes already shut.`, `That night, {hero} dreamed of ${it.the}, going back and forth.`],
      setback: [`Then ${it.the} went over the fence, and {grownup} had to knock next door to ask for it back.`, `Then ${it.the} landed in a muddy puddle, splat.`],
      choice: [`{hero} could stand close or far away, and {he} chose close, for now.`],
    },
  big: (it, verb) => ({
    worry: [`"Bet I can ${verb.todo} it further than you," said {hero}.`, `"How many in a row can we do?" asked {hero}.`],
    tries: [
      [`{hero} went for the big one straight away, and ${it.the} sailed over {grownup}'s head and into the hedge.`],
      verb.todo === 'kick'
        ? [`{hero} kicked with {his} toes, and ${it.the} skewed off sideways, nowhere near.`]
        : [`{hero} watched {grownup} instead of ${it.the}, and it went straight through {his} fingers.`],
      [verb.todo === 'kick' ? 'They got to nine passes in a row, and then {hero} scuffed the tenth, and groaned.' : 'They got to nine in a row, and then {hero} fumbled the tenth, and groaned.'],
    ],
    turn: verb.todo === 'kick'
      ? [`{grownup} said, "Plant your other foot next to it, and use the inside of your foot," and the next one went dead straight.`]
      : [`{grownup} said, "Watch ${it.the} right into your hands, not me," and the next one stuck.`],
    details: [
      [`They paced out the distance, ten big steps, and marked it with a jumper.`],
      [verb.todo === 'kick' ? 'They made a rule: a miss meant starting the count again from nothing.' : 'They made a rule: a drop meant starting the count again from nothing.'],
      [`After every ten, whoever had done the last one took a step back.`],
      [`By the end they were so far apart that they had to shout the numbers.`],
    ],
    senses: [verb.todo === 'kick' ? `${cap(it.the)} thudded off {hero}'s foot with a good solid sound.` : `${cap(it.the)} smacked into {hero}'s hands with a satisfying sting.`, `The grass was getting long shadows, and nobody wanted to stop.`],
    win: verb.todo === 'kick' ? '{hero} and {grownup} got to twenty passes in a row, without a single miss' : '{hero} and {grownup} got to twenty in a row, without a single drop',
    end: [`That night, {hero} was still counting, under {his} breath, in bed.`, `At bedtime, {hero} set a new target for tomorrow: thirty.`],
    setback: [`Then ${it.the} went over the fence, and {hero} had to go and knock next door.`],
    choice: [verb.todo === 'kick' ? '{hero} could pass it short or long, and {he} chose long.' : '{hero} could try the easy throws or the high ones, and {he} chose the high ones.'],
  }),
  gives: 'the next throw',
  hope: (it) => `get ${it.the} back and forth`,
  steps: 'the steps a ball game has (a ball that goes the wrong way, a gentle one back, a step further each time)',
};

/** One piece of a building toy: "block", "ring", "cup", "brick". */
const pieceOf = (it: Named) => ({ 'the lego': 'brick', 'the duplo': 'brick' })[it.the] ?? it.the.replace(/^the /, '').replace(/s$/, '');

/** A toy said goodnight to: "Night night, trike." */
const bare = (it: Named) => it.the.replace(/^the /, '');

const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const blocks: PlaySort = {
  said: /\b(?:blocks?|bricks|lego|duplo|stacking (?:cups|rings|blocks)|stacking cups|stacking rings)\b/,
  thing: 'the blocks',
  things: /\b(?:blocks|bricks|lego|duplo|cups|rings)\b/,
  little: (it) => {
    const one = pieceOf(it);
    return {
    worry: ['"Big tower!" said {hero}.', `"Me do it!" said {hero}, and grabbed a ${one}.`],
    tries: [
      [`{hero} put a big ${one} on top of a little one, and the tower wobbled, and fell.`, 'Wobble, wobble. Down it fell!'],
      ['{hero} built it so fast that it leaned over like a tree in the wind, and fell.', 'The tower leaned. Down!'],
      ['{hero} wanted to knock it down before it was even built.', '{hero} knocked it down too soon!'],
    ],
    turn: [`{grownup} showed {hero}: the big ${one}s at the bottom, the little ones on top, one at a time.`, 'Big ones at the bottom. Little ones on top.'],
    details: [
      [`{hero} and {grownup} sat on the rug, with all ${it.the} tipped out in a heap.`, `${cap(one)}s on the rug. Tip!`],
      [`One ${one}. Two ${one}s. Three ${one}s. The tower grew taller than {hero}'s tummy.`, 'One, two, three. Up it went!'],
      ['{grownup} said, "Ready?" and {hero} said, "Ready!"', '"Ready?" "Ready!"'],
      ['CRASH! Down came the tower, and {hero} laughed so much {he} fell over.', 'CRASH! {hero} laughed and laughed.'],
    ],
    senses: [`${cap(it.the)} clacked together.`, 'The tower crashed down with a lovely clatter.'],
    win: '{hero} built the tower up high, and knocked it down, CRASH',
    end: [`At bedtime, ${it.the} went back in the box, ready to be a tower again tomorrow.`, `Night night, ${one}s.`],
    setback: ['Then the cat walked right through the tower, and down it came.', `Then one ${one} rolled under the chair.`],
    choice: [`{hero} could build it taller or knock it down now, and {he} chose one more ${one}.`],
  };
  },
  big: (it) => ({
    worry: [`"I'm going to build the tallest thing in the house," said {hero}.`, `"Don't touch it," said {hero}. "It's not finished."`],
    tries: [
      [`{hero} built straight up, one brick wide, and at the ninth layer it leaned, and went.`],
      [`{hero} rushed the top, and the whole side came away in {his} hand.`],
      [`{hero} had nearly finished when {he} found {he} had run out of the long pieces.`],
    ],
    turn: [`{hero} started again with a wide, solid base, and overlapped every layer like a real wall, and it held.`],
    details: [
      [`{hero} sorted ${it.the} into piles first: long ones, short ones, the odd ones.`],
      [`{hero} drew a plan on the back of an envelope, with a tower and a bridge.`],
      [`{grownup} was allowed to pass pieces, and nothing else.`],
      [`When it was done, {hero} measured it against the door frame.`],
    ],
    senses: [`${cap(it.the)} clicked together with a sound {hero} loved.`],
    win: '{hero} built it taller than ever, and it stood',
    end: ['That night it stayed up on the table, and nobody was allowed to dust it.', 'At bedtime, {hero} was already planning the next one, bigger.'],
    setback: ['Then somebody knocked the table, and the top half went.'],
    choice: ['{hero} could go higher or make it stronger, and {he} chose stronger.'],
  }),
  gives: 'the next block',
  alsoFor: ['making'],
  hope: () => 'build the tower up high',
  steps: 'the steps building has (a wobble, a fall, big ones at the bottom, a tower and a crash)',
};

const chase: PlaySort = {
  said: /\b(?:chase|chasing each other|playing (?:tag|tig|it)|catch me if you can)\b/,
  thing: 'the chase',
  little: () => ({
    worry: ['"Can\'t catch me!" said {hero}.', '"Chase me!" said {hero}, already running.'],
    tries: [
      ['{hero} ran round the table, and {grownup} ran the other way, and they met in the middle, nose to nose.', 'Round the table. Nose to nose!'],
      ['{hero} hid behind the curtain, but {his} feet stuck out at the bottom.', '{hero}\'s feet stuck out!'],
      ['{hero} giggled so much {he} could not run any more.', 'Too many giggles to run!'],
    ],
    turn: ['{hero} stopped, and turned round, and said, "Now I chase YOU!"', '"Now I chase you!"'],
    details: [
      ['{grownup} did big slow giant steps, stomp, stomp, stomp.', 'Stomp, stomp, stomp!'],
      ['{hero} ran to the sofa, which was home, and home was safe.', 'The sofa was home. Safe!'],
      ['{grownup} caught {hero}, and swung {him} up, and gave {him} a big tickle.', 'Caught! Tickle, tickle!'],
      ['They both flopped on the floor, puffing and laughing.', 'Flop. Puff. Giggle.'],
    ],
    senses: ['Feet went thud, thud, thud on the floor.', '{hero}\'s cheeks were hot and pink.'],
    win: '{hero} did the chasing and the running away, round and round',
    end: ['At bedtime, {hero} was still giggling, very quietly, under the covers.', 'Night night. No more chasing.'],
    setback: ['Then {hero} ran so fast {he} sat down with a bump, and was surprised, and then laughed.', 'Then it was time for a drink of water, and a rest.'],
    choice: ['{hero} could be the chaser or be chased, and {he} chose to be chased, again.'],
  }),
  big: () => ({
    worry: ['"You\'re it!" shouted {hero}, and was off.', '"Rules first," said {hero}. "The tree is home."'],
    tries: [
      ['{hero} was it first, and chased the fastest one the whole time, and never got near.'],
      ['{hero} stayed on home too long, and everyone said that was not fair, and it wasn\'t.'],
      ['{hero} ran flat out and ran out of breath halfway across the grass.'],
    ],
    turn: ['{hero} stopped chasing the fastest one, and waited by the corner instead, and tagged two in a row.'],
    details: [
      ['They agreed the rules: the tree was home, no staying on home for more than five.'],
      ['{hero} dodged left, then right, and slipped past with a hand just missing {his} back.'],
      ['Somebody shouted "Stuck in the mud!", and the game changed, and nobody minded.'],
      ['By the end, they were lying on the grass, looking at the sky, out of breath.'],
    ],
    senses: ['The grass was slippy, and the air smelled of cut lawn.'],
    win: '{hero} tagged the fastest one at last, fair and square',
    end: ['That night, {hero}\'s legs ached in the good way.'],
    setback: ['Then there was an argument about whether a tag had counted.'],
    choice: ['{hero} could argue it or let it go, and {he} let it go, and the game went on.'],
  }),
  gives: 'the next go at being it',
  hope: () => 'catch and be caught',
  steps: 'the steps a chasing game has (running, a hiding place, home is safe, caught and tickled)',
};

/** Who is who in a pretend scene: the one the hero plays, and the one a grown-up or teddy plays. */
const ROLES: Record<string, readonly [string, string]> = {
  'the shop': ['shopkeeper', 'customer'], 'the school': ['teacher', 'class'], "the doctor's": ['doctor', 'patient'], 'the hospital': ['doctor', 'patient'],
  'the café': ['waiter', 'customer'], 'the restaurant': ['waiter', 'customer'], "the vet's": ['vet', 'poorly teddy'], "the hairdresser's": ['hairdresser', 'customer'],
  'the pirate ship': ['captain', 'crew'], 'the castle': ['king', 'guard'], 'the hideout': ['superhero', 'sidekick'], 'the house': ['mummy', 'baby'], 'the tea party': ['host', 'guest'], 'the kitchen': ['chef', 'customer'],
};

const pretend: PlaySort = {
  said: /\b(?:pretend(?:ing)?|dress(?:ing|ed)? ?up|playing (?:shops?|schools?|doctors?|house|mums and dads|cafes?|restaurants?|vets?|hairdressers?|pirates|princesses|superheroes|knights|hospitals?)|tea part(?:y|ies)|toy kitchen|role play)\b/,
  thing: 'the game',
  things: /\b(?:shops?|schools?|doctors?|hospitals?|cafes?|restaurants?|vets?|hairdressers?|tea party|pirates?|princess(?:es)?|superheroes|knights?|house|kitchen)\b/,
  little: (it) => {
    const [me, you] = ROLES[it.the] ?? ['mummy', 'baby'];
    return {
      worry: [`"You be the ${you}," said {hero}. "I'm the ${me}."`, '"Let\'s pretend!" said {hero}.'],
      tries: [
        ['{hero} put the hat on, and it fell right down over {his} eyes.', 'The hat fell over {hero}\'s eyes!'],
        ['{grownup} did it all wrong, on purpose, and {hero} had to show {him} how.', '{grownup} got it all wrong. Silly!'],
        [`{hero} wanted to be the ${me} and the ${you} at the same time, and got in a muddle.`, 'Teddy fell off the chair!'],
      ],
      turn: ['{hero} decided who everyone was, and what happened next, and everyone did as {he} said.', '{hero} said who was who.'],
      details: [
        it.the === 'the game' ? ['{hero} found a hat, a scarf and a big bag from the dressing-up box.', 'Hat on. Bag on. Ready!'] : [`{hero} was the ${me}, and {grownup} was the ${you}, and the teddies waited their turn.`, `{hero} was the ${me}. {grownup} was the ${you}.`],
        it.the === 'the game' ? ['Pretend cakes, pretend tea, pretend money. It all counted.', 'Pretend tea. Yum, yum.'] : [`{hero} set up ${it.the} on the rug, with the teddies in a row.`, `${cap(it.the)}, with teddies in a row.`],
        [`{grownup} was the ${you}, and put on a funny voice, and {hero} laughed.`, 'A funny voice!'],
        ['At the end, everyone said thank you, just like real.', '"Thank you!" said everyone.'],
      ],
      senses: it.the === 'the game' || it.the === 'the tea party' || it.the === 'the kitchen' || it.the === 'the café' ? ['The dressing-up box smelled of old coats.', 'Pretend tea sounded like a little sip, sip, sip.'] : ['The dressing-up box smelled of old coats.', `Everyone in ${it.the} spoke in a whisper, because that was the rule.`],
      win: `{hero} was the ${me} all afternoon, and everybody believed it`,
      end: [`At bedtime, {hero} was still the ${me}, just for a bit.`, 'Night night. The game could go on tomorrow.'],
      setback: ['Then it was lunchtime, right in the middle of the best bit.', 'Then teddy fell off the chair.'],
      choice: [`{hero} could be the ${me} or the ${you}, and {he} chose the ${me}, of course.`],
    };
  },
  big: (it) => {
    const [me, you] = ROLES[it.the] ?? ['hero', 'villain'];
    const scene = it.the !== 'the game';
    return {
      worry: [`"Okay, so I'm the ${me}, and you're the ${you}," said {hero}, and the game began.`, '"This time it has a story," said {hero}.'],
      tries: [
        ['{hero} spent so long getting everything ready that there was no time left for the game.'],
        [`{hero} and {pal} both wanted to be the ${me}, and the game stopped before it started.`],
        ['{hero} made the story so complicated that nobody could remember what happened next.'],
      ],
      turn: [`{hero} took turns at being the ${me}, and wrote the story down on a scrap of paper so everyone knew.`],
      details: [
        [scene ? `{hero} set up ${it.the} in the living room, with a sign written in felt tip.` : '{hero} raided the dressing-up box and the kitchen for props: a colander helmet, a wooden spoon sword.'],
        [scene ? `{hero} made everything ${it.the} needed out of paper and boxes, and priced or labelled every bit.` : 'The sofa was a ship, the rug was the sea, and the stairs were a mountain.'],
        [`{grownup} was the ${you}, and played it very seriously.`],
        ['The ending was {hero}\'s idea, and it was a good one.'],
      ],
      senses: ['Cushions everywhere, and the hall was a different country.'],
      win: '{hero} played the whole story through to the end, and it was brilliant',
      end: ['That night, {hero} was still half in the story.'],
      setback: ['Then somebody needed the living room back for tea.'],
      choice: [`{hero} could have the best part or share it, and {he} shared it.`],
    };
  },
  gives: 'the best part',
  alsoFor: ['occasion'],
  hope: () => 'play the pretend game all the way through',
  steps: 'the steps pretend play has (who is who, a prop that goes wrong, a funny voice, a proper ending)',
};

/** Mud pies in the garden: squelch, a pie that will not hold, petals on top, and nobody eats them. */
const mudPies: Lines = {
  worry: ['"I\'m the cook!" said {hero}, with a spoon in {his} fist.', '"Mud pie!" said {hero}.'],
  tries: [
    ['{hero} scooped the mud into the tin, and it was so runny it slopped straight out again.', 'Too runny! Slop.'],
    ['{hero} patted the pie too hard, and squelch, mud went up {his} arm.', 'Squelch! Mud up the arm.'],
    ['{hero} turned the pie out, and it broke into crumbly bits, because the mud was too dry.', 'The pie broke. Crumble!'],
  ],
  turn: ['{grownup} showed {hero}: a little water, a good stir, and pat it flat with the back of the spoon.', 'A little water. Stir. Pat it flat.'],
  details: [
    ['{hero} and {grownup} found an old tin, a wooden spoon and a patch of soft mud by the flower bed.', 'A tin. A spoon. Mud!'],
    ['{hero} stirred the mud round and round, like real cooking.', 'Stir, stir, stir.'],
    ['{hero} put daisy petals on top, and a leaf, and a little stone for a cherry.', 'Petals on top!'],
    ['{hero} served a pie to {grownup}, who pretended to eat it, yum, yum, and said, "Delicious!"', '"Yum, yum!" said {grownup}. (Pretend!)'],
  ],
  senses: ['The mud was cold and squishy between {hero}\'s fingers.', 'The garden smelled of wet earth.'],
  win: '{hero} made a mud pie that held together, with petals on top',
  end: ['At bath time, the water went brown, and {hero} laughed.', 'Bath time. So much mud!'],
  setback: ['Then a worm wriggled out of the pie, and {hero} had to let it go.', 'Then it was time to wash hands.'],
  choice: ['{hero} could make one big pie or lots of little ones, and {he} chose lots of little ones.'],
};

const sand: PlaySort = {
  // Walking on the sand is a beach day, not sand play: the sand is played in, dug or built with.
  said: /\b(?:sand ?pits?|sandbox|sand ?castles?|(?:playing|digging|building) (?:in|with) (?:the )?(?:sand|mud)|sand tray|mud pies?|mud kitchen)\b/,
  thing: 'the sand',
  things: /\b(?:sand ?pit|sandbox|sand|mud)\b/,
  little: (it) => (/mud/.test(it.the) ? mudPies : {
    worry: ['"Spade!" said {hero}.', '"Can I dig?" asked {hero}.'],
    tries: [
      ['{hero} tipped the bucket over, and the castle fell in a crumbly heap, because the sand was too dry.', 'Tip! The castle fell down.'],
      ['{hero} threw a spadeful up high, and sand went in {his} hair.', 'Sand in the hair!'],
      ['{hero} tried to eat a bit, and {grownup} said, "Not for eating!"', '"Not for eating!" said {grownup}.'],
    ],
    turn: ['{grownup} poured a little water in, and {hero} patted the sand down hard in the bucket, pat, pat, pat.', 'A little water. Pat, pat, pat.'],
    details: [
      [`{hero} sat in ${it.the} with a bucket and a spade, and dug.`, 'Dig, dig, dig.'],
      ['{hero} filled the bucket, spade by spade, right to the top.', 'Fill the bucket. Right to the top.'],
      ['{hero} and {grownup} turned it over together, and lifted, and there was a castle.', 'Turn it over. Lift. A castle!'],
      ['{hero} stuck a stick on top, for a flag.', 'A stick for a flag.'],
    ],
    senses: ['The sand was cool underneath and warm on top.', 'Sand got between {hero}\'s toes.'],
    win: '{hero} made a castle that stood up, all by itself',
    end: ['At bath time, sand came out of {hero}\'s socks, and {his} ears, and {his} hair.', 'Bath time. So much sand!'],
    setback: ['Then the dog ran right through the castle.', 'Then the wind blew sand in {hero}\'s eyes, and {grownup} wiped them gently.'],
    choice: ['{hero} could make one more castle or dig a hole, and {he} chose a hole.'],
  }),
  big: (it) => (/mud/.test(it.the) ? mudPies : {
    worry: ['"Let\'s dig down till we hit water," said {hero}.', '"I\'m making a whole town," said {hero}.'],
    tries: [
      [`{hero} dug a moat, and it filled, and then the walls slumped into it.`],
      ['The tower kept cracking when {hero} took the bucket off, because the sand was too dry.'],
      ['{hero} tunnelled under the wall, and the whole thing caved in.'],
    ],
    turn: ['{hero} mixed in water till the sand held its shape when squeezed, and packed every layer hard.'],
    details: [
      [`{hero} marked out the town in ${it.the} with a stick: walls, a road, a moat.`],
      ['{hero} carved windows with a lolly stick, very slowly.'],
      ['{grownup} was in charge of fetching water, and nothing else.'],
      ['The finished town had a bridge made from a flat shell.'],
    ],
    senses: ['Wet sand was heavy and cold, and smelled of the sea.'],
    win: '{hero} finished the town, and the bridge held',
    end: ['That night, {hero} found sand in {his} pockets, and kept it.'],
    setback: ['Then a little child ran right across the moat.'],
    choice: ['{hero} could make it bigger or make it better, and {he} chose better.'],
  }),
  gives: 'the spade',
  alsoFor: ['making', 'baking'],
  hope: () => 'make a castle that stands up',
  steps: 'the steps sand play has (too dry, a little water, pat it down, turn it over, a castle)',
};

const music: PlaySort = {
  said: /\b(?:drums?|drumming|banging (?:on )?(?:the )?(?:pots|pans)|pots and pans|rattles?|shakers?|xylophone|tambourine|maracas|toy piano|the piano|recorder|ukulele|toy guitar)\b/,
  thing: 'the drum',
  things: /\b(?:drums?|pots and pans|rattle|shakers?|xylophone|tambourine|maracas|piano|recorder|ukulele|guitar)\b/,
  little: (it) => ({
    worry: ['"Bang bang!" said {hero}.', '"My turn!" said {hero}, and held up a spoon.'],
    tries: [
      [`{hero} banged ${it.the} so loud that {he} made {him}self jump.`, 'BANG! {hero} jumped!'],
      [`{hero} hit ${it.the} so fast it was just noise, and the cat ran out of the room.`, 'Too loud! The cat ran off.'],
      ['{hero} dropped the spoon, and it rolled under the table.', 'The spoon rolled away.'],
    ],
    turn: [`{grownup} clapped a beat, slow, slow, quick quick slow, and {hero} banged ${it.the} to it.`, 'Slow, slow, quick quick slow.'],
    details: [
      [`{grownup} got out ${it.the} and a wooden spoon.`, 'A spoon. Ready!'],
      ['Loud, loud, loud. Then quiet, quiet, quiet, as quiet as a mouse.', 'Loud! Now quiet.'],
      ['{grownup} sang, and {hero} banged along, and it was a song.', 'A song! Bang, bang.'],
      ['{hero} did a big bang at the end, and everyone clapped.', 'The big bang at the end!'],
    ],
    senses: [`${cap(it.the)} went boom, and ding, and clang.`, 'The kitchen was full of noise.'],
    win: `{hero} played ${it.the} in time, loud and quiet, and it was music`,
    end: ['At bedtime, {hero} tapped a little beat on the pillow, very softly.', 'Shh. Quiet now. Night night.'],
    setback: ['Then the baby next door woke up, and it was quiet time.', 'Then the spoon went missing.'],
    choice: ['{hero} could play loud or play quiet, and {he} chose loud, then quiet.'],
  }),
  big: (it) => ({
    worry: [`"Listen to this," said {hero}, and picked up ${it.the}.`, '"I want to play a real song," said {hero}.'],
    tries: [
      ['{hero} tried the whole song at full speed, and it fell apart after the first line.'],
      ['{hero} kept speeding up in the middle, every single time.'],
      ['{hero} got the tricky bit wrong so often that {he} stopped wanting to play it.'],
    ],
    turn: ['{hero} played just the tricky bit, slowly, five times, and then put it back into the song.'],
    details: [
      ['{grownup} counted in, "One, two, three, four," and tapped the beat on the table.'],
      ['{hero} played along to the song on the radio, and kept up for a whole verse.'],
      ['{hero} played the tricky bit slowly, then a bit faster, then at proper speed.'],
      ['At the end, {hero} played the whole thing for the family, all the way through.'],
    ],
    senses: [`${cap(it.the)} sounded different in the quiet of the evening.`],
    win: `{hero} played the song all the way through, and kept the beat`,
    end: ['That night, the song would not leave {hero}\'s head.'],
    setback: ['Then the neighbours banged on the wall.'],
    choice: ['{hero} could play it fast or play it right, and {he} chose right.'],
  }),
  gives: 'the spare spoon',
  hope: () => 'play a real beat',
  steps: 'the steps music play has (too loud, a beat to follow, loud and quiet, the big finish)',
};

const riding: PlaySort = {
  said: /\b(?:trikes?|tricycles?|scooters?|balance bikes?|skateboard(?:ing|s)?|roller ?skat(?:es|ing)|scoot(?:ing)?)\b/,
  thing: 'the trike',
  things: /\b(?:trike|tricycle|scooter|balance bike|skateboard|roller ?skates)(?=\b|ing)/,
  little: (it) => ({
    worry: [`"Me ride ${it.the}!" said {hero}.`, '"Push me!" said {hero}.'],
    tries: [
      /trike|tricycle/.test(it.the) ? [`{hero} pushed the pedals backwards, and ${it.the} went backwards too.`, 'Oops. Backwards!'] : [`{hero} pushed off with one foot, and ${it.the} rolled away without {him}.`, `Oops! ${cap(it.the)} went without {hero}.`],
      [`{hero} steered at a flowerpot, and ${it.the} stopped dead, bump.`, 'Bump! Into the flowerpot.'],
      [`{hero}'s feet kept coming off, and ${it.the} would not go.`, 'Feet off! Stop.'],
    ],
    turn: ['{grownup} walked beside {hero}, one hand on {his} back, and said, "Push, push, push," and off {he} went.', '"Push, push, push!" And off {he} went.'],
    details: [
      [`{grownup} did up {hero}'s helmet, click, and {hero} climbed on ${it.the}.`, 'Helmet on. Click!'],
      [`{hero} rode up the path, slowly, to the gate, and back again.`, 'Up to the gate. And back!'],
      ['{hero} rang the bell at the cat, ring ring, and the cat did not move.', 'Ring ring!'],
      [`{hero} rode ${it.the} all the way to {grownup}, and stopped, all by {him}self.`, 'All by {him}self!'],
    ],
    senses: ['The wheels went rumble on the path.', 'The wind blew in {hero}\'s face.'],
    win: `{hero} rode ${it.the} all by {him}self`,
    end: [`At bedtime, {hero} asked if ${it.the} could sleep in {his} room.`, `Night night, ${bare(it)}.`],
    setback: ['Then the path went uphill, and {hero}\'s legs were too tired.', 'Then it started to drizzle.'],
    choice: ['{hero} could go round once more or go in for a drink, and {he} chose once more.'],
  }),
  big: (it) => ({
    worry: [`"I want to go all the way round the park without putting a foot down," said {hero}.`, `"Watch this," said {hero}, on ${it.the}.`],
    tries: [
      [`{hero} took the first corner too fast, and had to put a foot down, and wobbled to a stop.`],
      [`{hero} tried to go down the kerb, and ${it.the} jolted, and {grownup} said, "Not the kerb."`],
      ['{hero} kept looking down at {his} feet, and drifted into the grass.'],
    ],
    turn: ['{hero} looked up, far ahead, where {he} wanted to go, and suddenly it steered itself.'],
    details: [
      ['Helmet on, strap done up, and {grownup} checked it with one finger.'],
      ['{grownup} walked at the side, and then hung back, and {hero} did not even notice.'],
      ['{hero} practised stopping, properly, right at a chalk line, again and again.'],
      ['The last lap, {hero} did with no feet down at all.'],
    ],
    senses: ['The wheels hummed on the smooth bit of path.'],
    win: `{hero} rode ${it.the} all the way round without a foot down`,
    end: [`That night, {hero}'s legs still felt like they were going round.`],
    setback: ['Then a dog ran across the path, and {hero} had to stop quickly.'],
    choice: ['{hero} could go fast or go smooth, and {he} chose smooth.'],
  }),
  gives: 'a turn on the bell',
  hope: (it) => `ride ${it.the} all by {him}self`,
  steps: 'the steps riding has (backwards pedals, a bump, a helmet, a hand on the back, all by myself)',
};

const dancing: PlaySort = {
  said: /\b(?:danc(?:e|es|ing)|twirl(?:ing)?|disco|boogie)\b/,
  thing: 'the music',
  little: () => ({
    worry: ['"Music on!" said {hero}.', '"Dance with me!" said {hero}.'],
    tries: [
      ['{hero} spun round and round until the room spun too, and {he} sat down, dizzy.', 'Spin, spin. Dizzy!'],
      ['{hero} stamped so hard that the cups on the table rattled.', 'Stamp! The cups rattled.'],
      ['The music stopped, and {hero} froze, wobbling on one leg.', 'Freeze! Wobble.'],
    ],
    turn: ['{grownup} held {hero}\'s hands, and they swayed together, slow and fast, just like the music.', 'Hands together. Sway, sway.'],
    details: [
      ['{grownup} put the music on, and {hero} started to bounce before the first note.', 'Music on. Bounce!'],
      ['Arms up high. Arms down low. Wiggle in the middle.', 'Arms up! Arms down! Wiggle!'],
      ['{grownup} picked {hero} up and twirled {him} round the kitchen.', 'A big twirl!'],
      ['At the end, they both did a big bow.', 'Bow!'],
    ],
    senses: ['The music was loud and bouncy.', 'The floor thumped under their feet.'],
    win: '{hero} danced right to the end of the song',
    end: ['At bedtime, {hero} hummed the song, and {his} feet still wiggled.', 'Night night. Feet still wiggling.'],
    setback: ['Then the music stopped, and would not start again.', 'Then {hero} needed a wee, right in the best bit.'],
    choice: ['{hero} could dance fast or dance slow, and {he} chose fast.'],
  }),
  big: () => ({
    worry: ['"I\'m making up a routine," said {hero}. "Nobody look yet."', '"Put it on again," said {hero}.'],
    tries: [
      ['{hero} made the routine so long that {he} forgot the middle.'],
      ['{hero} turned left when the song said right, and bumped into the sofa.'],
      ['{hero} got the steps but kept being a beat behind the music.'],
    ],
    turn: ['{hero} broke it into four bits, learned each one, and counted them in eights.'],
    details: [
      ['{hero} cleared a space in the living room, and pushed the coffee table back.'],
      ['{hero} practised in front of the dark window, which worked like a mirror.'],
      ['{grownup} was allowed to watch the first bit, and no more, yet.'],
      ['The whole family sat on the sofa for the show.'],
    ],
    senses: ['The music filled the room, and the floor buzzed.'],
    win: '{hero} danced the whole routine, start to finish, in time',
    end: ['That night, {hero} was still counting eights in bed.'],
    setback: ['Then the music kept skipping at the best bit.'],
    choice: ['{hero} could add more moves or get these right, and {he} chose to get these right.'],
  }),
  gives: 'the next song',
  hope: () => 'dance right to the end of the song',
  steps: 'the steps dancing has (dizzy spinning, a freeze, hands held, arms up and down, a bow)',
};

const ropes: PlaySort = {
  said: /\b(?:skipping|skipping ropes?|jump ropes?|hula ?hoop(?:ing|s)?|french skipping|elastics)\b/,
  thing: 'the rope',
  things: /\b(?:rope|hula ?hoop|hoop)\b/,
  little: (it) => ({
    worry: ['"Watch me jump!" said {hero}.', '"My turn!" said {hero}.'],
    tries: [
      [`{hero} jumped too soon, and ${it.the} caught round {his} ankles.`, 'Jump! Oops, too soon.'],
      [`{hero} swung ${it.the} so hard it went over {his} head and got tangled.`, 'All tangled up!'],
      ['{hero} jumped with both eyes shut, and landed on the wrong square.', 'Wrong square!'],
    ],
    turn: [`{grownup} said, "Jump when it touches the ground," and {hero} listened for the tap, and jumped.`, 'Tap! Jump!'],
    details: [
      [`{grownup} held one end of ${it.the}, and tied the other to the gate.`, 'One end on the gate.'],
      [`${cap(it.the)} went round, slow and low, and {hero} watched it, and watched it.`, 'Round and round.'],
      ['One jump! And then another one! {hero} counted, "One, two!"', 'One! Two!'],
      ['{hero} jumped, and jumped, and jumped, and lost count, and did not mind.', 'Jump, jump, jump!'],
    ],
    senses: [`${cap(it.the)} went tap, tap, tap on the path.`, '{hero}\'s shoes slapped on the ground.'],
    win: '{hero} did three jumps in a row, all by {him}self',
    end: [`At bedtime, {hero} jumped into bed, one, two, three.`, 'One, two, three. Into bed!'],
    setback: ['Then {hero} got tangled, and had to stand very still to be untangled.', 'Then it was teatime.'],
    choice: ['{hero} could go fast or slow, and {he} chose slow.'],
  }),
  big: (it) => ({
    worry: ['"I can do twenty," said {hero}. "Probably."', '"Count for me," said {hero}.'],
    tries: [
      ['{hero} started too fast and tripped on the fourth.'],
      ['{hero} tried the crossover trick and tangled {his} own arms.'],
      ['{hero} got to nineteen and then laughed, and that was that.'],
    ],
    turn: ['{hero} slowed {his} arms right down and did little hops, not big jumps, and the count kept going.'],
    details: [
      [`{hero} chalked a line on the path and stood on it with ${it.the}.`],
      ['{grownup} counted out loud, and then everyone did.'],
      ['{hero} tried the rhymes from school, the ones that got faster.'],
      ['At the end, {hero} wrote the best count on the wall in chalk.'],
    ],
    senses: [`${cap(it.the)} whipped past with a whirr.`],
    win: '{hero} got to twenty-five without stopping',
    end: ['That night, {hero} fell asleep counting.'],
    setback: [`Then ${it.the}'s handle cracked.`],
    choice: ['{hero} could try the trick or go for the count, and {he} chose the count.'],
  }),
  gives: 'the next turn',
  hope: () => 'jump three in a row',
  steps: 'the steps skipping and hopping have (too soon, a tangle, listen for the tap, counting jumps)',
};

const hopscotch: PlaySort = {
  said: /\bhopscotch\b/,
  thing: 'the hopscotch',
  little: () => ({
    worry: ['"Hop, hop, hop!" said {hero}.', '"Can I throw the stone?" asked {hero}.'],
    tries: [
      ['{hero} threw the stone, and it skidded right off the end of the squares.', 'The stone skidded off!'],
      ['{hero} hopped on one foot, wobbled, and put the other foot down.', 'Wobble! Two feet down.'],
      ['{hero} forgot which way to turn at the top, and hopped off the side.', 'Off the side!'],
    ],
    turn: ['{grownup} held {hero}\'s hand for the hops, and let go for the jumps, one square at a time.', 'Hold hands. Hop. Let go. Jump!'],
    details: [
      ['{grownup} drew the squares on the path in chalk, and {hero} wrote the numbers, big and wobbly.', 'Chalk squares. Big numbers.'],
      ['Hop on one. Jump on two and three. Hop on four.', 'Hop. Jump. Hop.'],
      ['{hero} bent down on one leg and picked up the stone, and did not fall.', 'Pick up the stone!'],
      ['{hero} hopped all the way to the top and all the way back.', 'To the top. And back!'],
    ],
    senses: ['The chalk was dusty on {hero}\'s fingers.', '{hero}\'s shoes went slap, slap on the squares.'],
    win: '{hero} hopped all the way up the squares and back, without a wobble',
    end: ['At bedtime, {hero} hopped to bed, one foot, two feet, one foot.', 'Hop, hop, into bed.'],
    setback: ['Then it rained, and the chalk squares ran into a pink puddle.', 'Then the stone got lost in the grass.'],
    choice: ['{hero} could go again or draw more squares, and {he} chose more squares.'],
  }),
  big: () => ({
    worry: ['"Ten squares this time," said {hero}, "and a double at the top."', '"I\'m not stepping on a line," said {hero}.'],
    tries: [
      ['{hero} threw the stone too hard at eight, and it bounced out.'],
      ['{hero} stepped on a line at six, and had to give the go away.'],
      ['{hero} wobbled bending for the stone on one leg, and put a hand down.'],
    ],
    turn: ['{hero} threw softer, with a little swing from low down, and the stone stopped dead where {he} wanted.'],
    details: [
      ['{hero} chalked out the squares with a ruler-straight edge, and numbered them to ten.'],
      ['They made a rule: a line touched meant the turn was over.'],
      ['{grownup} was surprisingly good, and did the whole thing on one leg, showing off.'],
      ['{hero} went the whole way, one to ten and back, without a line touched.'],
    ],
    senses: ['The chalk dust blew about, and the squares got fainter with every go.'],
    win: '{hero} got all the way from one to ten and back, clean',
    end: ['That night, {hero} could still see the squares when {he} shut {his} eyes.'],
    setback: ['Then a shower washed half the squares away.'],
    choice: ['{hero} could play it safe or throw for ten, and {he} threw for ten.'],
  }),
  gives: 'the stone',
  hope: () => 'hop all the way to the top and back',
  steps: 'the steps hopscotch has (chalk squares, a stone that skids, a wobble on one leg, to the top and back)',
};

/** Up off the ground: a swing pushed, a tree or a frame climbed, a trampoline or a bed bounced on. */
type Up = 'swing' | 'climb' | 'bounce';
const upOf = (day: DayReading): Up => (/^swing|\bswings?\b/.test(day.todo) ? 'swing' : /^climb/.test(day.todo) ? 'climb' : 'bounce');

const UP_LITTLE: Record<Up, Pick<Lines, 'tries' | 'turn' | 'win'>> = {
  swing: {
    tries: [
      ['{hero} wanted to go higher, higher, right up to the sky, straight away.', '"Higher!" said {hero}.'],
      ['{hero} let go with one hand to wave, and wobbled, and grabbed on again quick.', 'One hand off. Wobble!'],
      ['{hero} kicked {his} legs the wrong way, and the swing just jiggled.', 'The swing just jiggled.'],
    ],
    turn: ['{grownup} said, "Legs out, legs in," and {hero} did it, and the swing went up all by itself.', 'Legs out. Legs in. Whoosh!'],
    win: '{hero} swung up high, holding on with both hands, and {his} tummy went whoosh',
  },
  climb: {
    tries: [
      ['{hero} reached for a step too far away, and got stuck, one leg up, one leg down.', 'Stuck! One leg up.'],
      ['{hero} climbed up fast, and then looked down, and did not want to go any further.', '{hero} looked down. Oh!'],
      ['{hero} wanted to climb with a toy in one hand, and could not hold on.', 'No hands to hold on!'],
    ],
    turn: ['{grownup} stood right underneath and said, "Three things holding on, always," and {hero} went up slowly, hands and feet.', 'Hands and feet. Slowly up.'],
    win: '{hero} climbed right to the top, and waved, holding on tight',
  },
  bounce: {
    tries: [
      ['{hero} bounced so high that {he} landed on {his} bottom, and bounced again, surprised.', 'Bounce! Bottom! Bounce!'],
      ['{hero} tried to bounce and clap at the same time, and toppled over sideways.', 'Topple!'],
      ['{hero} bounced near the edge, and {grownup} said, "Middle, please."', '"Middle, please!"'],
    ],
    turn: ['{hero} stayed in the middle, and did little bounces first, and then bigger ones.', 'Little bounces. Then big ones!'],
    win: '{hero} bounced high in the middle, and landed on {his} feet every time',
  },
};

const upHigh: PlaySort = {
  // A hill or the stairs climbed is a walk, not play off the ground.
  said: /\b(?:swings?|swinging|climbing (?:(?:the|a|up|on|in|trees|big|tall|old) )*(?:trees?|frame|climbing frame|climbing wall|ropes?|rocks?)|climbing frame|trampoline|bouncing on|jumping on (?:the |a |my |\{his\} )?(?:bed|sofa|trampoline)|bouncy castle)\b/,
  thing: 'the swing',
  things: /\b(?:tyre swing|rope swing|swings?|trees?|climbing frame|climbing wall|trampoline|bed|sofa|bouncy castle)\b/,
  little: (it, _verb, up) => ({
    worry: ['"Watch me!" said {hero}. "Watch me!"', `"My turn on ${it.the}!" said {hero}.`],
    ...UP_LITTLE[up],
    details: [
      [`{grownup} stood right by ${it.the}, close enough to catch.`, `{grownup} stood close.`],
      up === 'swing' ? ['Push, and up. Push, and up. {hero}\'s feet touched the leaves.', 'Push. Up! Push. Up!'] : up === 'climb' ? ['One hand. One foot. The other hand. The other foot.', 'Hand, foot. Hand, foot.'] : ['Boing. Boing. Boing. {hero}\'s hair flew up every time.', 'Boing! Boing!'],
      ['{hero} laughed so much that {he} got the hiccups.', 'Giggles and hiccups!'],
      ['At last, {hero} flopped down, puffed out and happy.', 'Flop. Puffed out.'],
    ],
    senses: ['The wind rushed past {hero}\'s ears.', '{hero}\'s tummy did a flip.'],
    end: [`That night, {hero} fell asleep feeling like {he} was still on ${it.the}.`, `Night night. Whoosh.`],
    setback: ['Then somebody else wanted a turn, and {hero} had to wait, and wait.', 'Then it was time for a drink and a rest.'],
    choice: ['{hero} could go higher or stay just here, and {he} chose just here, for now.'],
  }),
  big: (it, _verb, up) => ({
    worry: [up === 'climb' ? `"I'm going to get to the top of ${it.the}," said {hero}.` : `"Watch this," said {hero}.`],
    tries: [
      [up === 'climb' ? '{hero} went for the highest branch first, and found nowhere to put {his} foot.' : up === 'swing' ? '{hero} tried to jump off at the top, and {grownup} said, "Not from there."' : '{hero} tried a flip straight away, and came down in a tangle.'],
      [up === 'climb' ? '{hero} trusted a thin branch, and it bent, and {he} went back down a step, heart thumping.' : '{hero} went too hard too soon, and ended up dizzy and sitting down.'],
      [up === 'climb' ? '{hero} got halfway up, and looked down, and lost {his} nerve, and stopped.' : '{hero} got halfway to the trick, and lost {his} nerve, and stopped.'],
    ],
    turn: [up === 'climb' ? '{hero} tested every hold before trusting it, and kept three points on, always, and went up steadily.' : '{hero} built up to it, smaller first, then a bit bigger, until it was easy.'],
    details: [
      [`{grownup} stayed nearby, watching, and said nothing unless {hero} asked.`],
      [up === 'climb' ? '{hero} worked out a route from the ground first, branch by branch.' : '{hero} practised the easy part until it felt like nothing.'],
      ['{hero} did it once, shakily, and then again, properly.'],
      [up === 'climb' ? 'From the top, {hero} could see three gardens and a church.' : 'By the end, {hero} was red-faced and grinning.'],
    ],
    senses: ['{hero}\'s hands smelled of bark and rope and outside.'],
    win: up === 'climb' ? `{hero} got to the top of ${it.the}, and down again, safely` : '{hero} did it, properly, and landed it',
    end: ['That night, {hero}\'s arms ached in a good way.'],
    setback: ['Then {hero} grazed {his} hand on the way, and it stung, and {he} kept going.'],
    choice: ['{hero} could go higher or stop here, and {he} chose here, for today.'],
  }),
  gives: 'the next go',
  hope: () => 'go up high and come down safely',
  steps: 'the steps high play has (a grown-up close by, too high too soon, holding on tight, little then big)',
};

const smallWorld: PlaySort = {
  said: /\b(?:train sets?|toy (?:trains?|cars?|garage|farm|animals|prams?|buggy)|playing (?:with (?:\S+ )?)?(?:trains|cars|dolls|garages?)|trains on the floor|cars on the (?:floor|rug|mat)|dolls? ?houses?|pushing (?:the |a |\{his\} )?(?:toy )?(?:pram|buggy))\b/,
  thing: 'the trains',
  things: /\b(?:train set|trains?|cars?|garage|dolls? ?house|dolls?|farm animals|farm|pram|buggy)\b/,
  little: (it) => ({
    worry: ['"Choo choo!" said {hero}.', '"Brum brum!" said {hero}.'],
    tries: [
      [`{hero} pushed ${it.the} too fast, and it flew off the end, and landed upside down.`, 'Too fast! Upside down.'],
      ['Two went the same way, and crashed, bump, nose to nose.', 'Crash! Nose to nose.'],
      ['A wheel came off, and {hero} held it up, surprised.', 'A wheel came off!'],
    ],
    turn: [`{grownup} put the pieces back together, and {hero} pushed ${it.the} slowly, all the way along.`, 'Slowly, slowly, all the way.'],
    details: [
      [`{hero} and {grownup} sat on the floor, and tipped out ${it.the}.`, 'Tip them out!'],
      ['{grownup} made a road with a tunnel, and a bridge over the top.', 'A tunnel. A bridge.'],
      [`${cap(it.the)} went through the tunnel, in the dark, and out the other side. Peep!`, 'Through the tunnel. Peep!'],
      ['Teddy had a ride too, and did not fall off.', 'Teddy had a ride.'],
    ],
    senses: ['Little wheels rattled on the floor.', 'The rug was bumpy, like real hills.'],
    win: `{hero} pushed ${it.the} all the way round, and through the tunnel, and home`,
    end: [`At bedtime, ${it.the} went to sleep in the box.`, `Night night, ${bare(it)}.`],
    setback: ['Then the dog lay down right across the road.', 'Then a piece went missing under the sofa.'],
    choice: ['{hero} could go through the tunnel or over the bridge, and {he} chose the tunnel.'],
  }),
  big: (it) => ({
    worry: ['"I\'m building the whole layout," said {hero}. "Across the whole floor."', '"Nobody step on it," said {hero}.'],
    tries: [
      ['{hero} built it too big, and the last bit would not join up.'],
      ['{hero} made the slope too steep, and everything came off at the bottom.'],
      ['The best piece was missing, and {hero} hunted for it everywhere.'],
    ],
    turn: ['{hero} made the loop smaller, moved one curve, and it clicked shut.'],
    details: [
      [`{hero} laid out every piece of ${it.the} first, so {he} could see what there was.`],
      ['{hero} made a little town round it: books for hills, a cushion for a field.'],
      ['{grownup} was the customer, and had to wait at the station.'],
      ['Everything went round, the whole way, three times without a crash.'],
    ],
    senses: ['The hall carpet was covered, edge to edge.'],
    win: `${cap(it.the)} went the whole way round without a single crash`,
    end: ['That night it stayed up on the floor, and everyone stepped over it.'],
    setback: ['Then somebody needed to hoover.'],
    choice: ['{hero} could make it bigger or make it work, and {he} chose work.'],
  }),
  gives: 'the best engine',
  hope: (it) => `get ${it.the} all the way round`,
  steps: 'the steps floor play has (too fast, a crash, a tunnel and a bridge, all the way round)',
};

/** The sound a game makes on the table: cards slap, marbles click, dice rattle. */
const soundOf = (it: Named) => /card|snap|uno/.test(it.the) ? 'The cards went slap, slap on the table.' : /marble/.test(it.the) ? 'The marbles clicked together, glassy and bright.' : /conker/.test(it.the) ? 'The conkers cracked together on their strings.' : /chess|draughts|checkers/.test(it.the) ? 'A piece went click on the board.' : 'The dice rattled in the cup.';

const gamesWithRules: PlaySort = {
  said: /\b(?:playing cards|cards with|card games?|snap|board games?|snakes and ladders|ludo|dominoes|chess|draughts|checkers|marbles|conkers|jacks|uno|monopoly|scrabble|noughts and crosses)\b/,
  thing: 'the game',
  things: /\b(?:snakes and ladders|ludo|dominoes|chess|draughts|checkers|marbles|conkers|jacks|uno|monopoly|scrabble|snap|cards)\b/,
  little: (it) => ({
    worry: ['"I go first!" said {hero}.', '"Can I win?" asked {hero}.'],
    tries: [
      [`{hero} did not wait for {his} turn, and had two goes, and {grownup} said, "Hey!"`, 'Two goes! Not fair!'],
      [`{hero} lost the first game, and {his} lip wobbled.`, '{hero} lost. Wobbly lip.'],
      [`{hero} knocked ${it.the} flying with {his} elbow.`, 'Oops! Everything fell over.'],
    ],
    turn: [`{grownup} said, "My go, your go, my go, your go," and pointed, and {hero} waited, and it was fair.`, 'My go. Your go.'],
    details: [
      [`{hero} and {grownup} sat at the table with ${it.the} between them.`, 'The game on the table.'],
      ['{hero} counted, one, two, three, with a finger on every square.', 'One, two, three!'],
      ['{grownup} pulled a sad face when {he} lost a turn, and {hero} laughed.', '{grownup} made a sad face. Ha!'],
      ['They shook hands at the end, like proper players.', 'Shake hands!'],
    ],
    senses: [soundOf(it)],
    win: '{hero} played a whole game, and took turns, and it was fair',
    end: ['At bedtime, {hero} said, "Tomorrow I win."', 'Night night. Again tomorrow.'],
    setback: ['Then a piece went missing, and they looked everywhere.', 'Then {hero} landed on the longest snake.'],
    choice: ['{hero} could stop or play one more, and {he} chose one more.'],
  }),
  big: (it) => ({
    worry: [`"Best of three," said {hero}, and shuffled ${it.the} about on the table.`, '"Don\'t let me win," said {hero}. "I mean it."'],
    tries: [
      [`{hero} went all out to win fast, and {grownup} saw it coming a mile off.`],
      ['{hero} lost the first game and wanted to stop there.'],
      ['{hero} made a silly move in a hurry, and knew it the moment {his} hand let go.'],
    ],
    turn: ['{hero} started to think one move ahead, what {grownup} would do next, and played slower.'],
    details: [
      [`They set out ${it.the}, and agreed the rules before starting, including the house rules.`],
      [`{grownup} played properly, and did not let {hero} win, which was the point.`],
      ['{hero} went quiet, and thought, and made the move that won it.'],
      ['They wrote the score on the back of an envelope and kept it.'],
    ],
    senses: [`The room was quiet except for the clock. ${soundOf(it)}`],
    win: '{hero} won a game, fair and square',
    end: ['That night, {hero} replayed the winning move in {his} head.'],
    setback: ['Then {hero} lost the second game, badly.'],
    choice: ['{hero} could sulk or ask how {grownup} had done it, and {he} asked.'],
  }),
  gives: 'the first go',
  hope: () => 'play a whole game, fair and square',
  steps: 'the steps a game with rules has (turns, a loss, my go your go, a fair win)',
};

/** The sorts, tried in order: a ball game before a game with rules ("playing catch"), trains before a chase. */
const SORTS: readonly PlaySort[] = [ball, ropes, hopscotch, upHigh, blocks, sand, music, riding, dancing, smallWorld, gamesWithRules, pretend, chase];

/** Pretend play's scene, as a page names it: "playing shops" is set up as the shop, "dressing up as a pirate" as the pirate ship. */
const SCENES: Record<string, string> = {
  shops: 'shop', schools: 'school', doctors: "doctor's", hospitals: 'hospital', cafes: 'café', restaurants: 'restaurant', vets: "vet's",
  hairdressers: "hairdresser's", pirate: 'pirate ship', pirates: 'pirate ship', princess: 'castle', princesses: 'castle', knight: 'castle',
  knights: 'castle', superheroes: 'hideout', snap: 'cards', uno: 'cards', chess: 'chess board', draughts: 'draughts board', checkers: 'checkers board',
};

/** Words that end in s but name one game: "chess", "snakes and ladders". */
const ONE_GAME = /(?:chess|draughts|checkers|ludo|snakes and ladders|noughts and crosses|uno|monopoly|scrabble|jacks|snap|hopscotch|dominoes)$/;

/** The play's object as the doing says it ("the beach ball", "the cups"), else the sort's own word. */
function thingIn(sort: PlaySort, day: DayReading): Named {
  const said = sort.things?.exec(day.doing.toLowerCase())?.[0];
  const word = said ? SCENES[said] ?? said.replace(/^(?:shop|school|cafe|restaurant|vet|hairdresser|doctor)$/, (one) => SCENES[`${one}s`]!) : undefined;
  const the = word ? `the ${word}` : sort.thing;
  return named(the, /s$/.test(the) && !/'s$/.test(the) && !ONE_GAME.test(the));
}

/** The play's sort, when its words say one. */
export const playSortOf = (doing: string): PlaySort | undefined => SORTS.find((sort) => sort.said.test(doing.toLowerCase()));

/** Day kinds a play is read as: play that moves, and a little doing ("playing cars with daddy"). */
const PLAY_KINDS: readonly DayKind[] = ['playing', 'doing'];

const OLDER: readonly AgeGroup[] = ['6-8', '9-12'];

/** The kit of a play the sorts know, for the band that hears it; nothing for a doing that is no such play. */
/** The sort a day is told in: play the sorts know, read as play or a little doing (or a kind the sort also tells), never water play. */
function sortOfDay(day: DayReading): PlaySort | undefined {
  const sort = playSortOf(day.doing);
  return sort && (PLAY_KINDS.includes(day.kind) || sort.alsoFor?.includes(day.kind)) && !isWaterPlay(day) ? sort : undefined;
}

/** The day is play a sort tells in its own steps. */
export const isToldAsPlay = (day: DayReading): boolean => sortOfDay(day) !== undefined;

export function playSortKit(day: DayReading): DayKit | undefined {
  const sort = sortOfDay(day);
  if (!sort) return undefined;
  const it = thingIn(sort, day);
  const lines = (day.age && OLDER.includes(day.age) ? sort.big : sort.little)(it, ballVerb(day), upOf(day));
  return {
    ...lines,
    subplot: {
      taught: ['{hero} saw that slow and steady worked better than rushing.', '{hero} noticed that taking turns made it more fun.'],
      trouble: ['{pal} wanted to join in, but was too shy to ask.', '{pal} wanted a turn too, but did not like to ask.'],
      gives: sort.gives,
      solved: [`{pal} had ${sort.gives}, and joined right in, and {hero} cheered.`],
    },
    hope: sort.hope(it),
    steps: sort.steps,
    lesson: 'perseverance',
  };
}
