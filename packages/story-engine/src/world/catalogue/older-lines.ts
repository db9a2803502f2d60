import type { CatalogueTheme, ThemeKind, Wording } from './theme-entry';
import { ROUND_13_OLDER } from './round-13-entries';
import { WANTING_OLDER } from '../wanted-things';
import { OLDER_NOTICES } from './older-notices';
import { OLDER_NOTICES_MORE, OLDER_SAYS } from './older-notices-more';

/**
 * What a reader of nine to twelve hears in a catalogue story that a little one does not (issue 28, round 9): what the
 * hero wants and what it would cost, a thing kept back and told at the turn, a grown-up or friend who talks like
 * themselves, and a turn that is the hero's decision. Written once per KIND of theme, so every entry has them; an
 * entry whose kind's line would be untrue has its own (`OLDER_BY_ENTRY`). Lines are catalogue templates
 * (`theme-entry.ts`); {grownup} is only used where the cast has a grown-up by name.
 */
export interface OlderLines {
  /** What the hero wants and what it costs, said with the worry. */
  want: Wording;
  /**
   * What the hero has told nobody, as a clause after "that": told at the turn. Only an entry's own, which its turn
   * answers (`plots/older-secret.ts`); a kind has none.
   */
  secret?: Wording;
  /** A line only the cast's named grown-up would say, on the first try. */
  grownUpSays: Wording;
  /** A line only a child friend would say, on the first try, when no grown-up is named. */
  palSays: Wording;
  /**
   * What the hero notices about THIS thing, said beside a true detail: only an entry's own (`older-notices.ts`); a
   * kind has none, as a kind's notice could be in any book.
   */
  notices?: Wording;
  /**
   * Why this day matters to THIS hero, said once in the middle in place of the kind's ("knowing had not made it
   * smaller", "it would only happen once"): only an entry's own (round 16, `older-notices-more.ts`).
   */
  stakes?: Wording;
  /** The turn as a decision, said before the hero's act. */
  decides: Wording;
  /**
   * A misunderstanding with a child friend ({pal}), where the theme allows one: what the hero wrongly thinks partway
   * through, and what it really was, said once it is over, in pairs (the face pulled is the face explained). Only an
   * entry's own (round 15): a kind's ("whispering and laughing … a cheer, badly rhymed") was one 9-12 book in eight's,
   * whatever its theme. A sad moment and a fear have none.
   */
  misread?: ReadonlyArray<{ thought: string; truth: string }>;
}

/** The "feeling" entries that are a thing done or learned, not a feeling had: the feeling kind's older want is untrue of them. */
export const DONE_NOT_FELT: ReadonlySet<string> = new Set(['sharing', 'patience', 'honesty', 'kindness', 'manners', 'new-food', 'mistakes', 'falling-out', 'friendship', 'being-different']);

export const OLDER_BY_KIND: Readonly<Record<ThemeKind, OlderLines>> = {
  moment: {
    want: ['{hero} wanted it over and done with, and, even more, wanted nobody to see how much {he} minded.', 'What {hero} wanted was simple: to get through it without anyone noticing {he} was scared. That was the hard part.', '{hero} had decided to be calm about {name}, and was finding that deciding was the easy part.'],
    grownUpSays: ['"The waiting is always the worst bit," said {grownup}, who said that about everything, including queues and birthdays.', '"Right," said {grownup}, in the voice {grownup} used for things that were happening whether anyone liked them or not.'],
    palSays: ['"If it helps, I\'ll pull faces the whole time," said {pal}. "It won\'t help," said {hero}. "I\'ll do it anyway," said {pal}.', '"I\'ll wait right here," said {pal}. "I\'ve brought a book, so you can take as long as you like, but not too long, because it\'s a boring book."', '"Ten minutes," said {pal}. "It\'ll be over in ten minutes, and then you can tell me it was nothing."'],
    decides: ['{hero} could keep pretending, or meet it properly. {he} decided to meet it.', 'Nobody could do the next part for {hero}, so {he} stopped waiting for somebody to.'],
  },
  festival: {
    want: ['{hero} wanted {name} to feel the way it used to when {he} was small, and had begun to suspect that was not how it worked any more.', '{hero} wanted to give something of {his} own this year, not just be given things, and that took more than wanting.'],
    grownUpSays: ['"When I was your age," said {grownup}, "we had half of this, and it was still the best day of the year." It got better every time {grownup} told it.', '"Slow down," said {grownup}. "It lasts longer if you don\'t run at it." That was {grownup} all over.'],
    palSays: ['"You\'ve planned this like a bank robbery," said {pal}. "Good," said {hero}.', '"Do you remember when we were little and this was the best day in the world?" said {pal}. "It still might be," said {hero}.'],
    decides: ['{hero} could hang back and watch, the way the older children did, or join in properly and look young for it. {he} joined in, and did not care who saw.', 'It was {hero}\'s choice what to do with the moment, and {he} chose to share it, though it meant keeping less of it for {him}self.'],
  },
  feeling: {
    want: ['{hero} wanted the feeling gone, but getting rid of it meant saying out loud what it was, and that was worse.', 'What {hero} wanted was to stop feeling like this without having to admit {he} felt it at all.'],
    grownUpSays: ['"Feelings are like weather," said {grownup}, who had a saying for everything. "Nobody stays in the rain for ever." {hero} thought that was easy to say from indoors.', '"You can tell me, or you can not tell me," said {grownup}. "But I\'m staying right here either way."'],
    palSays: ['"You\'ve gone quiet," said {pal}. "You never go quiet. It\'s unsettling."', '"You don\'t have to tell me," said {pal}. "But I\'m going to sit here until you do, so you might as well."'],
    decides: ['{hero} could go on pretending, or say it. {he} decided to say it.', 'Keeping quiet was easier, {hero} knew, and {he} decided not to.'],
  },
  interest: {
    want: ['{hero} wanted to be really good at it, not just keen, and the only way there was to be bad at it first, in front of people.', '{hero} knew a lot about {name}; what {he} wanted now was to do something with it that was {his} own.'],
    grownUpSays: ['"The experts were all beginners once," said {grownup}. "Usually messier ones." {hero} decided to take that as a compliment.', '"Show me," said {grownup}, which was better than any advice.'],
    palSays: ['"You\'ve read every book about it," said {pal}. "That\'s the problem," said {hero}. "Books don\'t fall over."', '"You know you\'re allowed to be bad at it the first time?" said {pal}. "Not me," said {hero}. "Apparently not," said {pal}.', '"Tell me one fact," said {pal}, "just one, and then do the thing." {hero} managed to stop at three.'],
    decides: ['{hero} could stick to what {he} knew from books, or try it for real and risk getting it wrong. {he} chose for real.', 'Getting it wrong in front of everyone was the price, {hero} decided, and {he} would pay it.'],
  },
  event: {
    want: ['{hero} wanted to do well at {name}, and wanted even more for nobody to see how much {he} wanted it.', 'It was not winning {hero} wanted, not exactly; it was not being the one everybody felt sorry for afterwards.', '{hero} had pictured {name} a hundred times, and in every picture {he} got it right; {he} was not sure the real thing knew that.', 'Getting it right in {his} bedroom was one thing, {hero} knew; getting it right with everyone watching was another.'],
    grownUpSays: ['"Nobody remembers the scores," said {grownup}. "They remember who shook hands." {hero} had noticed that people only said this after winning.', '"Breathe out before you start," said {grownup}. "Everybody forgets to breathe out." It was the only advice {grownup} ever gave, and {grownup} gave it every time.'],
    palSays: ['"Whatever happens at {name}, I\'m clapping," said {pal}. "Please don\'t," said {hero}. "Too late, I\'ve decided," said {pal}.', '"If you mess it up, I\'ll fake a sneezing fit so everyone looks at me," said {pal}. "That is the nicest thing anyone has ever offered," said {hero}.', '"You\'ve gone the colour of porridge," said {pal}. "Thanks," said {hero}. "Porridge is a good colour," said {pal}.'],
    decides: ['{hero} could play it safe, or do it properly and risk looking silly. {he} chose properly.', 'Halfway would have been safer, {hero} knew. {he} went all the way.', 'There was a safe way and a brave way to do the last part, and {hero} decided on the brave one.'],
  },
  activity: {
    // Round 13: five wants, not two, so two books of everyday days seldom want in the same words (held-out read 22).
    want: [
      '{hero} wanted the day to go right, all of it, and knew perfectly well that days never did.',
      'What {hero} wanted was to do it {him}self, without anyone taking over, and that meant being allowed to get it wrong.',
      '{hero} wanted {name} to be a thing {he} could say {he} had done, not just a thing {he} had been taken to.',
      '{hero} wanted to be the one who noticed things at {name} today, and pointed them out, for once.',
      '{hero} wanted to be good at {name} straight away, which, {he} suspected, was not how anybody got good at anything.',
    ],
    // A grown-up's words, not a habit the rest of the book would have to bear out ("always said just before being in a
    // hurry" beside a grown-up who "did not hurry anyone": round 13).
    grownUpSays: [
      '"You do the tricky bit," said {grownup}. "I\'ll do the standing about." {hero} was fairly sure that was a joke.',
      '"Tell me what you need," said {grownup}, "and I\'ll tell you if I\'ve got it." It turned out {grownup} had most of it.',
      '"I was hopeless at this at your age," said {grownup}. "Ask anyone." There was nobody to ask, which was convenient.',
      '"Go on, then," said {grownup}, and stepped back, which was the most useful thing anyone did all day.',
    ],
    palSays: ['"Is this the fun part?" asked {pal}. "It will be," said {hero}, with more certainty than {he} felt.', '"You\'ve got a plan, haven\'t you?" said {pal}. "A small one," said {hero}. "Your small ones are never small," said {pal}.', '"Wake me up when it gets good," said {pal}, who was already having a better time than {palhe} let on.'],
    decides: [
      '{hero} could let someone else take over, or finish it {him}self. {he} chose to finish it.',
      'Giving up would have been easy, and {hero} decided it was not going to happen.',
      '{hero} could do it the way {he} had been shown, or the way {he} had worked out. {he} went with {his} own.',
      'It was {hero}\'s go, properly this time, and {he} decided to take it slowly.',
    ],
  },
};

/**
 * What a friend or grown-up of the cast says in their own character, by a trait the parent gave them ({speaker} is
 * their name): a funny one jokes, a bossy one makes a plan, a quiet one says nothing and moves closer. Said instead of
 * the kind's line when the speaker has one of these traits, so the words carry who they are.
 */
export const TEMPERAMENT_LINES: ReadonlyArray<readonly [RegExp, Wording]> = [
  [/^(?:funny|silly|cheeky|jokey|goofy|giggly|mischievous)$/, ['"On a scale of one to ten," said {speaker}, "how doomed are we?" "Eleven," said {hero}, and somehow felt better.', '{speaker} pulled the most ridiculous face {hero} had ever seen, on purpose, at exactly the right moment.']],
  [/^(?:bossy|organised|organized|sensible|practical|tidy)$/, ['"Right," said {speaker}. "Plan. One: don\'t panic. Two: there is no two. Just do one."', '{speaker} had made a list, of course. Item one was "Breathe". Item two was "Still breathe".']],
  [/^(?:shy|quiet|gentle|calm|thoughtful)$/, ['{speaker} did not say anything. {speaker} just moved a little closer, which, from {speaker}, said a great deal.']],
  [/^(?:clever|smart|brainy|curious|bookish|nerdy)$/, ['"Statistically," said {speaker}, "most of the things people worry about never happen." "Most," said {hero}.', '"Did you know your heart beats faster when you\'re nervous?" said {speaker}. "I did, thanks," said {hero}.']],
  [/^(?:kind|caring|loving|sweet|warm)$/, ['"Whatever happens, I\'m on your side," said {speaker}, as if it were the most obvious thing in the world.']],
  [/^(?:loud|bouncy|energetic|sporty|lively|noisy)$/, ['"YOU\'VE GOT THIS!" shouted {speaker}, and several people turned round to look.']],
  [/^(?:brave|daring|adventurous|bold|fearless)$/, ['"Worst case, it\'s a story," said {speaker}. "Best case, it\'s a better story."']],
  [/^(?:grumpy|serious|strict)$/, ['"I still think this is a terrible idea," said {speaker}. "But I\'m here, aren\'t I?"']],
  // Met as one who "had decided it would be a good day" (`cast/trait-acts.ts`): never the grumpy "terrible idea" after it.
  [/^(?:stubborn|determined)$/, ['"We are not going home until it has gone right," said {speaker}, and meant it.']],
];

/**
 * What a friend or grown-up says on a sad day (a goodbye, someone ill: `CatalogueTheme.tender`), in place of the kind's
 * joke or a funny friend's quip (round 11c): company, not wit.
 */
export const TENDER_SAYINGS: Pick<OlderLines, 'grownUpSays' | 'palSays'> = {
  grownUpSays: ['"There isn\'t a right way to feel today," said {grownup}. "Whatever you feel is the right one."', '{grownup} did not try to make it better, which {hero} was grateful for; {grownup} just sat down beside {him}.'],
  palSays: ['{pal} did not try to say the right thing. {palhe} just stayed, which turned out to be it.', '"You don\'t have to talk," said {pal}. "I\'ll just be here."'],
};

/** A child's fear of one thing (`fears.ts`): at nine to twelve, a fear the hero thinks {he} should have grown out of. */
export const FEAR_LINES: OlderLines = {
  want: ['{hero} was far too old to be scared of this, {he} told {him}self, which did not help at all.', 'What {hero} wanted was not to be brave, exactly; it was for nobody to find out {he} was still scared.'],
  grownUpSays: ['"Everybody is scared of something," said {grownup}. "I can\'t stand lifts. Never have." {hero} had not known that, and it helped more than {he} expected.', '"You don\'t have to like it," said {grownup}. "You just have to find out what it really is."'],
  palSays: ['"You don\'t have to be brave all at once," said {pal}. "Just for a minute at a time. Then another minute."'],
  decides: ['{hero} could call for help again, or find out for {him}self what was really there. {he} decided to find out.', 'Running away had never once made it smaller, {hero} realised, so {he} decided to stop running.'],
};

/** Events that are a day out, with no contest or stage: nothing to practise for, so they take an everyday activity's older lines. */
export const OUTINGS: ReadonlySet<string> = new Set(['library', 'zoo', 'fruit-picking', 'farm', 'snow-day', 'aquarium', 'beach-day', 'museum', 'parade', 'funfair', 'cake-sale']);

/**
 * Entries whose kind's lines would be untrue, or whose own lines give a nine-year-old the little ones' beats in every
 * wording (a sticker, a hand held, the fridge): their own older lines, and each slot's older line (`slot` as
 * `details.3`, `turn`, `tries.0`, `setback`, `subplot.gives`).
 */
type OwnOlderLines = Partial<OlderLines> & { slots?: Readonly<Record<string, Wording>> };

export const OLDER_BY_ENTRY: Readonly<Record<string, OwnOlderLines>> = withNotices({
  // A contest a theme names (`plots/the-contest.ts`) was practised for in the open: what the hero keeps back is how nearly it did not happen.
  // A love of a topic (`plots/the-interest.ts`) is no day to get through: what an older child wants is an answer of {his} own.
  'the-interest': {
    want: ['{hero} knew a lot about {name}; what {he} wanted now was an answer that nobody had handed {him}.', '{hero} knew a lot about {name}; what {he} wanted now was to find something out that was {his} own.'],
    grownUpSays: ['"I don\'t know," said {grownup}, "but I know how we could find out." That was better than an answer.'],
    palSays: ['"You know everything about {name}," said {pal}. "Not this," said {hero}. "Not yet."'],
    decides: ['{hero} could keep guessing, or go and find out properly. {he} chose to find out.', 'A guess would have been easier, {hero} decided, but a guess was not the same as knowing.'],
    misread: [{ thought: 'When {pal} smiled at the question, {hero} was sure {pal} thought it was a silly one.', truth: '{pal}, it turned out, had smiled because it was a question {pal} had always wondered about too.' }],
  },
  'the-contest': { secret: ['{he} had nearly not entered at all', '{he} had nearly asked to stay at home that morning'] },
  // A thing made with others (`plots/the-making.ts`): what an older child keeps back is wanting the credit for it.
  'the-making': {
    want: '{hero} wanted {name} to be good, properly good, the kind of thing people asked to see again; and {he} wanted everyone to know whose idea it had been.',
    secret: ['{he} had wanted {his} own name to come first', '{he} had been worried that nobody would know the idea had been {his}'],
    decides: '{hero} could be right, or finish it together. {he} decided finishing it mattered more.',
  },
  // A habit, a skill or a refusal (`plots/the-habit.ts`) is no day planned: what an older child keeps back is minding being seen.
  'the-habit': {
    want: '{hero} wanted to manage it {him}self, without anyone taking over, and that meant getting it wrong in front of people first.',
    secret: ['{he} was worried everyone thought {he} was too old not to manage it by now', '{he} had been trying, in secret, when nobody was looking'],
  },
  // A grown-up's job (`plots/the-job.ts`) is no ordeal to get through: what an older child keeps back is pride, or the missing.
  'the-job': {
    want: '{hero} wanted to know what {who}\'s days were really like, not just the bits that came home at teatime.',
    secret: '{he} was prouder of {who} than {he} knew how to say',
    grownUpSays: '"Ask me anything," said {grownup}, "and I\'ll tell you the true answer, even the boring bits."',
    decides: '{hero} could keep the question to {him}self, or ask it properly. {he} asked.',
  },
  // A sad goodbye is not dreaded as a test to pass.
  'pet-goodbye': { secret: '{he} had known for a while, and had not wanted to say it out loud', decides: '{hero} could stay away, or be there at the end. {he} chose to be there.', slots: { worry: '{hero} knew what the vet was going to say, and hoped, all the same, to be wrong.' } },
  'lost-pet': { secret: '{he} had left the gate open, and had been too scared to say so', decides: '{hero} could keep it to {him}self, or tell the truth and help properly. {he} told the truth.' },
  'new-baby': { secret: '{he} was afraid nobody would have time for {him} any more', want: '{hero} wanted to be glad about the baby, and was, mostly; the other part {he} kept quiet about.' },
  'someone-hurt': { secret: '{he} had been scared {who} would not get better' },
  'hospital-visit': {
    secret: '{he} had been scared of seeing {who} in a hospital bed',
    slots: {
      turn: '{hero} walked up to the bed, gave {who} the card, pulled a chair up close and told {who} all the news from home.',
      'tries.1': 'The hospital corridors were long and shiny, and {hero} read every sign on the way, so as not to think about the ward at the end.',
      end: 'When {who} came home, the card came home too, and stood on the windowsill where {who} could see it from {whohis} chair.',
    },
  },
  'science-fair': { slots: { 'won.end': 'At home, the blue ribbon went up on the wall above {hero}\'s desk, where the next project was already being planned.' } },
  'sports-day': {
    slots: {
      opening: 'It was sports day, and {hero} had a team colour on {his} T-shirt and the relay to run.',
      end: 'At home, {hero} told everyone about the relay, and about the one leg of it that {he} would run differently next year.',
      'details.3': 'The teams had orange squash in paper cups, and somebody read out the points, and nobody could hear them.',
    },
  },
  'beach-day': { slots: { turn: '{hero} waded in up to {his} knees, where {grownup} could see {him}, and jumped the next little wave, and the next, and laughed.' } },
  // "finds a monster" is a little one's fear: at nine to twelve it is the drill, and whether it will be a filling.
  dentist: { slots: { worry: '"What if they find a hole and I need a filling?" said {hero}. "Nobody ever says whether fillings hurt. They just say it\'s fine."', choice: '{hero} could keep {his} eyes shut in the big chair or watch the light, and {he} chose to watch.', 'details.3': 'At the end, the dentist said {hero}\'s teeth were in better shape than most grown-ups\', which {hero} decided to take as a win.' } },
  doctor: {
    slots: {
      'subplot.gives': 'the first go with the stethoscope',
      'subplot.solved': '{pal} had the first go with the stethoscope, heard {palhis} own heart, and was not hiding any more.',
      'tries.2': '{hero} made {him}self read the eye chart on the wall, top to bottom, to have something to do.',
      'details.3': 'At the end, the doctor said {hero} had asked better questions than most of her patients.',
    },
  },
  potty: { slots: { 'details.2': 'A chart on the bathroom door got a star for every try.' } },
  'learning-to-ride': { slots: { 'details.1': '{hero} wore a helmet that was a size too big and a grown-up\'s old gloves.' } },
  'first-flight': { slots: { 'tries.2': 'When the engines roared, {hero} gripped the armrests and watched the ground tilt away.' } },
  'two-homes': { secret: '{he} had been afraid it was somehow {his} fault', want: '{hero} wanted both homes to feel like home, without having to choose which one was more.', slots: { 'details.2': 'Both houses had {hero}\'s things on the shelves, and a key on {his} own keyring.' } },
  'parent-away': { secret: '{he} missed {who} more than {he} let anyone see', slots: { 'details.0': 'On the kitchen calendar there was a big star on the day {who} was coming home.' } },
  jab: { slots: { 'details.3': 'The plaster had stars on it, which {hero} pretended to find babyish and secretly did not.', 'subplot.solved': '{pal} read the book about the bear all through {palhis} jab, and came out asking to borrow it.' } },
  halloween: { slots: { turn: '{hero} walked up the path first, with {grownup} at the gate, and knocked on the spooky door.' } },
  sharing: {
    slots: {
      opening: '{hero} had a new set of art pens, sixty colours in a tin, and nobody else was allowed to touch them.',
      turn: '"Let\'s share," said {hero}, and put the tin in the middle of the table so both could reach.',
      end: 'The big picture went up on the wall, with two names in the corner.',
      'details.0': 'The pens were still in their rows, every colour from lemon to black.',
      'details.3': 'One pen did run dry, and the picture was no worse for it.',
      setback: 'The tin fell, and the pens rolled everywhere, and the yellow one lost its lid.',
      choice: '{hero} could let {pal} have the silver pen or the gold one, and {he} chose the gold, because it was {his} favourite.',
    },
  },
  sharks: { slots: { turn: '{hero} went into the tunnel first, with the sharks swimming overhead, and made {him}self look up.' } },
  restaurant: {
    slots: {
      'details.0': 'The table had a white cloth, a jug of water and a menu with no pictures, only words.',
      'subplot.trouble': '{pal} had knocked a fork off the table, and it had skidded under someone else\'s chair.',
      'subplot.gives': 'the last bread roll',
      'subplot.solved': '{pal} ate the last bread roll, and got the fork back from under the chair with a very polite "excuse me".',
    },
  },
  'sick-day': { slots: { 'subplot.gives': 'the good felt-tips', 'subplot.solved': '{pal} made a get-well card with the good felt-tips and held it up at the window.' } },
  'walk-to-school': { slots: { turn: '{hero} stopped at the kerb, looked right, looked left, looked right again, and listened, and crossed only when the road was clear.' } },
  'feeding-ducks': { slots: { turn: '{hero} stood still behind the little fence and dropped the food onto the water a little at a time.' } },
  // Missing a friend far away is not dreaded as a test: what the hero keeps back is the letters left unanswered.
  'friend-far-away': {
    want: '{hero} wanted a friend here, and was afraid that having one would mean letting the old one go.',
    secret: '{he} had not answered the last letter for a week, because every letter made {him} miss {his} friend more',
    grownUpSays: '"I\'ve had my best friend for thirty years," said {grownup}, "and we have lived in the same town for two of them." {hero} had never thought of it like that.',
    decides: '{hero} could keep the seat empty for ever, or let somebody sit in it. {he} decided somebody could, and that it would take nothing away from the friend far away.',
    slots: { 'details.0': 'On {hero}\'s wall was a photo of the two of them on the last day of the holidays, squinting into the sun.' },
  },
  'new-country': {
    want: '{hero} wanted to belong here without forgetting the person {he} had been {backhome}.',
    secret: '{he} had not understood most of what the teacher said all week, and had nodded anyway',
    grownUpSays: '"I get the words wrong in the shop every day," said {grownup}. "Yesterday I asked for a kilo of chairs." {hero} laughed for the first time all week.',
    decides: '{hero} could wait until {he} knew all the words, or start with the two {he} had. {he} decided to start.',
    misread: [{ thought: 'When {pal} laughed, {hero} was sure it was at the way {he} talked.', truth: '{pal} had been laughing, it turned out, at a pigeon stealing a sandwich just behind {hero}.' }],
  },
  'grandparent-ill': {
    want: '{hero} wanted somebody to promise that {who} would get better, and nobody would.',
    secret: '{he} had been scared {who} might not get better, and had not asked, in case the answer was no',
    decides: '{hero} could keep away from the quiet room, or go in. {he} went in.',
    slots: { worry: '"Is {who} going to get better?" asked {hero}, and watched the grown-ups\' faces instead of listening to the answer.' },
  },
  'leaving-nursery': {
    want: '{hero} wanted to be big enough for big school and, just for one more day, small enough for the home corner.',
    secret: '{he} had been looking forward to big school for weeks, and now did not want to go at all',
    decides: '{hero} could slip away without a goodbye, or say it properly. {he} decided to say it.',
  },
  'step-family': {
    want: '{hero} wanted the new family to work, and wanted, just as much, for everything to stay the way it had been.',
    secret: '{he} liked the new family more than {he} let on, and felt bad about it, as if it were disloyal',
    decides: '{hero} could keep {his} door shut, or go down and join in. {he} went down.',
  },
  'grandparent-goodbye': {
    want: '{hero} wanted everything to go back to how it was, and knew, underneath, that it could not.',
    secret: '{he} had not cried at all yet, and was afraid that meant {he} did not care enough',
    decides: '{hero} could keep the sad feeling locked away, or let it out with the others. {he} let it out.',
    // "When is Grandad coming back?" is a little one's question; a reader of nine knows the answer, and asks another.
    slots: { worry: ['"Does it get easier?" {hero} asked, and wished straight away that {he} had not, in case the answer was no.', '{hero} kept thinking of all the things {he} had meant to tell {who}, and now could not.'] },
  },
  'first-steps': {
    want: '{hero} wanted to get across the room like everyone else, and did not want anyone holding {his} hands.',
    secret: '{he} had been practising behind the sofa when nobody was looking',
    decides: '{hero} could hold on to the sofa, or let go. {he} let go.',
  },
  'class-pet': {
    want: '{hero} wanted to be the one the teacher could trust, and did not want to be the one who lost the class {pet}.',
    secret: '{he} had asked for the class {pet} for weeks, and then been scared {he} would get it wrong',
    decides: '{hero} could show off the class {pet}, or do what it needed. {he} did what it needed.',
  },
  'old-pet': {
    want: '{hero} wanted the old {pet} to be the way it used to be, and knew, somewhere inside, that it would not be.',
    secret: '{he} had been scared that getting old meant the {pet} did not love {him} any more',
    decides: '{hero} could keep wishing for the old games, or learn the new, slow ones. {he} chose the slow ones.',
  },
  'dry-nights': {
    want: '{hero} wanted dry nights more than anything, and wanted, even more, that nobody at school ever found out.',
    secret: '{he} had said no to a sleepover because of it, and made up a reason',
    decides: '{hero} could keep hiding it, or make a plan with {grownup}. {he} made a plan.',
  },
  'first-phone': {
    want: '{hero} wanted to be trusted with the phone, and wanted, just as much, to be in every chat the others were in.',
    secret: '{he} had seen a message that upset {him}, and had not told anyone',
    decides: '{hero} could keep it to {him}self, or show someone. {he} decided to show someone.',
  },
  'being-bullied': {
    want: '{hero} wanted the names to stop, and wanted, even more, that nobody ever found out they had been said.',
    secret: 'the names had been going on for weeks, and {he} had been pretending to be ill to miss playtime',
    decides: '{hero} could keep carrying it alone, or tell a grown-up {he} trusted. {he} decided to tell.',
  },
  'instrument-lessons': {
    want: '{hero} wanted to play the {instrument} the way it sounded in {his} head, and that meant sounding bad at it first, every day, where everyone could hear.',
    secret: '{he} had nearly asked to give up the {instrument} the week before',
    decides: '{hero} could give up on the tricky bit, or practise it slowly every day. {he} chose to practise.',
  },
  'test-worry': {
    want: '{hero} wanted to do well in {test}, and wanted, just as much, not to care so much about it.',
    secret: '{he} had been lying awake every night, sure {he} would fail',
    decides: '{hero} could keep cramming at midnight, or do a little each day and sleep. {he} chose to sleep.',
  },
  'pet-died': {
    want: '{hero} wanted the {pet} back, and knew that was the one thing nobody could do.',
    secret: '{he} had not fed the {pet} one day that week, and was scared it was {his} fault, though the vet said it was not',
    decides: '{hero} could pretend it did not matter, or let {him}self be sad. {he} let {him}self be sad.',
    slots: {
      worry: '"Was it my fault?" {hero} asked. It was not, and everyone said so, more than once.',
      'details.3': '{hero} wrote down everything {he} could remember about {thepet}, and kept the page folded in the drawer by {his} bed.',
    },
  },
  'grandparent-dementia': {
    want: '{hero} wanted {who} to be the way {who} had been, and was learning to love {who} the way {who} was.',
    secret: '{he} had started to dread the visits, and felt terrible for it',
    decides: '{hero} could keep correcting {who}, or meet {who} where {who} was. {he} chose to meet {who} there.',
  },
  'standing-up': {
    want: '{hero} wanted to keep Jordan as a friend, and wanted, just as much, to stop feeling sick every lunchtime.',
    secret: '{he} had laughed along more than once, and was ashamed of it',
    decides: '{hero} could keep quiet and keep things easy, or say it. {he} decided to say it.',
  },
  'nursery-drop-off': {
    want: '{hero} wanted {who} to stay, and wanted, even more, to be big about it.',
    secret: '{he} had been worrying about the goodbye since breakfast',
    decides: '{hero} could hold on, or let go and wave. {he} let go and waved.',
  },
  babysitting: {
    want: '{hero} wanted to show that {he} could be trusted, and wanted, just as much, for nothing at all to go wrong.',
    secret: '{he} had asked to do it, and was now not sure {he} could',
    decides: '{hero} could keep giving orders, or play with {sibname} and lead from there. {he} chose to play.',
  },
  fundraising: {
    want: '{hero} wanted to hit the target, and wanted people to care about {cause} as much as {he} did.',
    secret: '{he} had told the whole class the target, and was scared of coming up short in front of them',
    decides: '{hero} could keep shouting prices, or tell people why it mattered. {he} chose to tell them why.',
    grownUpSays: ['"Slow starts are normal," said {grownup}. "People have to see you twice before they stop." {hero} did not see how {grownup} could possibly know that.', '"Every pound counts," said {grownup}, "even the ones that come in pennies."'],
  },
  'school-project': {
    want: '{hero} wanted the best project in the class, and wanted, even more, not to look silly at the front.',
    secret: '{he} had left the model until the last weekend, and knew it',
    decides: '{hero} could patch up the wreck and hope, or start again smaller and share the work. {he} chose to start again.',
    grownUpSays: ['"Put it in your own words," said {grownup}. "If you can explain it to me, you can explain it to anyone." {hero} suspected this was a trick to get {him} to explain it.', '"Smaller is not worse," said {grownup}. "Smaller is finished." It was the kind of thing {grownup} said about everything from sandcastles to essays.'],
  },
  'music-exam': {
    want: '{hero} wanted to pass the {instrument} exam, and wanted, even more, not to freeze in front of a stranger.',
    secret: '{he} had been skipping {his} scales at home, because the pieces were more fun',
    decides: '{hero} could rush through to get it over with, or go slowly and steadily. {he} chose slowly.',
  },
  'sibling-autism': {
    want: '{hero} wanted {sibname} to play the way other brothers and sisters did, and felt bad for wanting it.',
    secret: 'sometimes {he} wished the family could stay at a party right to the end, and felt guilty for wishing it',
    decides: '{hero} could keep trying to make {sibname} play {his} way, or learn {sibname}\'s way. {he} chose to learn.',
  },
  'bin-day': { slots: { turn: '{hero} stood at the gate beside {grownup}, listened for the rumble, and was the first to wave when the lorry turned the corner.' } },
  vet: { slots: { 'details.3': 'The vet gave the {pet} a treat, and told {hero} {he} had held the {pet} better than most grown-ups did.' } },
  'fathers-day': {
    slots: {
      'details.0': 'The present was a pen pot made from a tin, painted blue, with {his} initials on the side.',
      'details.1': 'There were fingerprints in the paint, and {hero} decided they made it look handmade on purpose.',
    },
  },
  'tidying-up': { slots: { 'subplot.gives': 'the last biscuit', 'subplot.solved': 'The last jigsaw piece was under the rug, and {pal} clicked it in and ate the last biscuit in triumph.' } },
  'someone-starts-school': { slots: { 'subplot.gives': 'the good pencil case', 'subplot.solved': '{pal}\'s little brother was given the good pencil case to look after, and stopped crying.' } },
  'moving-house': {
    slots: {
      'tries.0': '{hero} wrote "{hero}\'s room. KEEP OUT" on a box in thick black marker, and underlined it twice.',
      setback: 'The box with {hero}\'s things was nowhere to be found, and nobody seemed to think it mattered as much as {he} did.',
      choice: '{hero} could pack the photo album in a box or carry it on {his} knee in the car, and {he} chose to carry it.',
      turn: '{hero} unpacked the one box {he} had packed {him}self, and put {his} things where {he} wanted them, not where anyone said.',
      end: 'In the new room, {hero}\'s own things were on the shelves, and for the first time it looked like somewhere {he} lived.',
    },
  },
  sleepover: {
    slots: {
      'tries.0': '{hero} packed {his} toothbrush, pyjamas and, right at the bottom of the bag where nobody would see, {his} oldest teddy.',
      'tries.2': 'When the lights went out, the room looked different, and {hero} lay very still and listened to somebody else\'s house.',
      'details.1': 'They ate popcorn and watched a film that was meant to be scary and mostly was not.',
    },
  },
  'fear-of-dogs': { slots: { worry: '"What if it jumps up at me?" said {hero}, and stepped behind {grownup} without quite meaning to.' } },
  'fear-of-the-dark': { slots: { 'details.3': '{grownup} sat on the end of the bed for a minute and said nothing, which was exactly right.', end: 'Now, at bedtime, {hero} switches the light off {him}self, and the dressing gown is only a dressing gown.', turn: '{hero} took the torch, counted to three under {his} breath, and shone it right at the shadow.' } },
  'fear-of-loud-noises': { slots: { turn: '{hero} put on the big soft ear defenders, took a breath, and pressed the hoover\'s button {him}self.' } },
  ...ROUND_13_OLDER,
  'the-wanting': WANTING_OLDER,
});

/** An entry's own older lines with its notices and misreading (`older-notices.ts`) beside them. */
function withNotices(own: Readonly<Record<string, OwnOlderLines>>): Record<string, OwnOlderLines> {
  const ids = new Set([...Object.keys(own), ...Object.keys(OLDER_NOTICES), ...Object.keys(OLDER_NOTICES_MORE), ...Object.keys(OLDER_SAYS)]);
  const notices = (id: string) => [OLDER_NOTICES[id]?.notices, OLDER_NOTICES_MORE[id]?.notices].flatMap((lines) => (lines === undefined ? [] : typeof lines === 'string' ? [lines] : [...lines]));
  return Object.fromEntries([...ids].map((id) => [id, { ...OLDER_SAYS[id], ...own[id], ...OLDER_NOTICES[id], ...(notices(id).length > 0 ? { notices: notices(id) as [string, ...string[]] } : {}) }]));
}

/**
 * The older lines an entry wrote of its own, for the day it tells: none when a variant tells another child's part in it
 * (round 16, held-out read 32: a friend picked on still "told Jack: the names had been going on for weeks", the entry's
 * own confession), which then takes its kind's lines, true of any day of that kind.
 */
export const ownOlderOf = (entry: CatalogueTheme): OwnOlderLines | undefined => (entry.anotherDay ? undefined : OLDER_BY_ENTRY[entry.id]);
