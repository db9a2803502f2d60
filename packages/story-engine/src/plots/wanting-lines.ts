import type { Wording } from '../world/catalogue';
import { FAR_OUTING, type WantedKind } from '../world/wanted-things';
import type { WantingReading, WantingShape } from '../understand/read-wanting';
import type { AgeGroup } from '@studio/contracts/stories';
import { capitalize, titleCase, withArticle } from '../core/text';
import type { FrameStory } from './frame-entry';
import type { ThemeMiddle } from './theme-story';

/**
 * The lines of wanting a thing (`understand/read-wanting.ts`): the asking, a grown-up's honest answer by what the thing is
 * (a pet needs care every day, a gadget and a big day out cost a lot, growing cannot be hurried, a bedtime is a bedtime),
 * the waiting or the saving (a jar, jobs for coins, counting), a feeling handled (jealous of a friend's, disappointed by a
 * present), and an ending that is true: the saving reaches it, or it is not yet and something else is good. Never a gift
 * out of nowhere, and never the thing had from the first page.
 */
export type WantingLines = FrameStory & Pick<ThemeMiddle, 'setback' | 'choice' | 'subplot'> & { hope: string };

/** What each kind of thing asks of the hero, and what the honest ending is. */
interface KindLines {
  answer: Wording;
  /** A try of the hero's own to get it sooner, which does not work. */
  push: Wording;
  /** The grown-up's plan, the turn. */
  plan: Wording;
  /** The true details of the waiting, each its own line. */
  waiting: readonly [Wording, Wording, Wording, Wording];
  win: string;
  end: Wording;
  hope: string;
}

/** Being older or up late like an older one of the family: that one named where it starts. */
const likeOpening = (kind: WantedKind, like: string): string => (kind === 'late'
  ? `{hero}'s ${bigger(like)} stayed up later than {hero} every single night, and {hero} wanted to stay up late too.`
  : `{hero}'s ${bigger(like)} could reach the top shelf, and ride the big slide, and stay at the park longer, and {hero} wanted to be big too.`);
const bigger = (like: string): string => (/^(?:big|older) /.test(like) ? like : `big ${like}`);

/** A toy wanted by a toddler, who saves no coins: a birthday circled on the calendar, and it comes in a parcel. */
function birthdayToy(wanting: WantingReading): KindLines {
  const { the } = wanting;
  const christmas = wanting.day === 'christmas';
  return {
    answer: [`"Not today," said {grownup}. "But ${christmas ? 'Christmas' : 'your birthday'} is coming."`],
    push: [`{hero} pointed at ${the} in the shop, every single time.`, `{hero} drew a picture of ${the} and stuck it on the fridge, right where everyone could see.`],
    plan: [christmas ? '{grownup} showed {hero} the Christmas calendar, with a little door for every day still to wait.' : '{grownup} drew a big birthday cake on the calendar, and showed {hero} how many sleeps were left.'],
    waiting: [[`In the shop, {hero} looked at ${the} for a long, long time.`], [`Every night, {hero} said goodnight to the picture of ${the} on the fridge.`], ['Every morning, {hero} and {grownup} counted the sleeps on the calendar, one, two, three.'], [christmas ? 'And then it was Christmas morning.' : 'And then it was {hero}\'s birthday.']],
    win: christmas ? '{hero} had waited all the way to Christmas' : '{hero} had waited all the way to {his} birthday',
    end: [`There was a big parcel with a bow, and inside was ${the}.`],
    hope: `have ${wanting.thing}`,
  };
}

/**
 * A thing asked of Father Christmas in a letter: a pet is no present he brings (said honestly, and the pet's own waiting
 * follows); a toy may come on Christmas morning, and a make-believe one comes as a cuddly toy, never as real.
 */
function withSanta(wanting: WantingReading, lines: KindLines): KindLines {
  if (!wanting.santa) return lines;
  if (wanting.kind === 'pet') return { ...lines, answer: ['"Father Christmas doesn\'t bring pets," said {grownup} gently. "A pet isn\'t a present. It\'s part of the family, for years and years."'] };
  if (wanting.kind !== 'toy') return lines;
  const pretend = MAKE_BELIEVE.test(wanting.head);
  return {
    ...lines,
    answer: ['"Father Christmas will read your letter," said {grownup}. "But he has a lot of children to visit, and he can\'t always bring everything."'],
    plan: ['{grownup} helped {hero} post the letter, and they put the Christmas calendar on the fridge, with a little door for every day.'],
    waiting: [['{hero} checked the letter was in the envelope, and then checked again.'], ['Every morning, {hero} opened one little door on the calendar.'], ['On Christmas Eve, {hero} left a mince pie by the fire, and a carrot for the reindeer.'], ['On Christmas morning, there was a parcel under the tree with {hero}\'s name on it.']],
    win: '{hero} had waited all the way to Christmas morning',
    end: pretend ? [`Inside was a cuddly ${wanting.head}, soft and silver, not a real one, and {hero} loved it anyway.`] : [`Inside was ${wanting.the}, and {hero} said thank you to everyone, even the cat.`],
  };
}

/** A late night begged for on a night of the year (bonfire night, New Year's Eve): that night, just this once. */
function lateLines(night: string | undefined): KindLines | undefined {
  if (!night) return undefined;
  const named = titleCase(night).replace(/'S\b/, "'s");
  return {
    answer: [`"Not tonight," said {grownup}. "But on ${named}, just this once, you can stay up. Not before."`],
    push: ['{hero} said {he} was not one bit tired, with an enormous yawn in the middle.'],
    plan: [`{grownup} drew a big star on the calendar, on ${named}.`],
    waiting: [['From bed, {hero} could hear the grown-ups laughing downstairs, and the clink of cups.'], ['{hero} crossed off the days on the calendar, one by one.'], [`On ${named}, {hero} stayed up in {his} pyjamas with a blanket round {his} shoulders, long past bedtime.`], ['It was every bit as special as {hero} had hoped, and {his} eyes went heavy long before the end.']],
    win: `{hero} had stayed up late, just once, on ${named}`,
    end: ['The next night, {hero} went to bed at bedtime, and was secretly glad of it.'],
    hope: 'stay up late',
  };
}

/** Things only in stories: asked for, they come as a cuddly toy. */
const MAKE_BELIEVE = /\b(?:unicorn|dragon|mermaid|fairy|pegasus|dinosaur|yeti)$/i;

/** A day out near home (the cinema, a sleepover): not this weekend, a day circled on the calendar, and it comes. */
function nearOuting(wanting: WantingReading): KindLines {
  const { the } = wanting;
  const had = /\b(?:sleepover|party)$/i.test(wanting.head);
  return {
    answer: [`"Not this weekend," said {grownup}. "But we can choose a day for ${the}, and put it on the calendar."`],
    push: [`{hero} packed a bag for ${the}, just in case, and left it by the door.`],
    plan: ['{grownup} and {hero} chose a day together, and drew a big circle round it on the calendar.'],
    waiting: [[`{hero} told everybody about ${the}, even the cat.`], ['Every morning, {hero} asked how many sleeps were left.'], ['{hero} crossed off the days on the calendar, one by one, with a big red cross.'], [`At last the circled day came, and ${the} was every bit as good as {hero} had hoped.`]],
    win: '{hero} had waited all the way to the circled day',
    end: [`That night, {hero} drew a picture of ${the}, and said it had been worth every single day of waiting.`],
    hope: had ? `have ${wanting.thing}` : `go to ${the}`,
  };
}

function kindLines(wanting: WantingReading): KindLines {
  const { thing, the, head } = wanting;
  const day = wanting.day === 'christmas' ? 'at Christmas' : 'on {his} birthday';
  const table: Record<WantedKind | 'far', () => KindLines> = {
    pet: () => ({
      answer: [`"${cap(the)} would not be a toy," said {grownup}. "It needs feeding and cleaning out every single day, even when it is raining, even when you are tired."`, `"Not yet," said {grownup} gently. "${capitalize(withArticle(head))} needs looking after every day, for years and years."`],
      push: [`{hero} fed {his} toy ${head} pretend food every morning, to show {he} could, but by Wednesday {he} had forgotten.`, `{hero} made a bed for ${withArticle(head)} out of a shoebox and a blanket, just in case.`],
      plan: [SMALL_PET.test(head)
        ? `"Your class needs someone to look after the class ${head.replace(/^(?:baby|pet) /, '')} over the holidays," said {grownup}. "Shall we, every single day?"`
        : `"Mrs Green next door needs someone to help with her ${neighbourPet(head)} this week," said {grownup}. "Shall we help, every single day?"`],
      waiting: [careOf(head), [`{hero} read a library book all about looking after ${withArticle(head)}, twice.`], ['Every morning, {hero} filled the water bowl and counted out the food, one scoop, without being reminded.'], ['On the day {hero} was tired and cross, {he} did it anyway, because a pet cannot wait.']],
      win: '{hero} had looked after a pet every single day, even on the days {he} was tired',
      end: [`${cap(the)} was still a "not yet", but {grownup} had written "talk about ${withArticle(head)}" on the calendar, on {his} birthday, and {hero} could wait for that.`],
      hope: `have ${thing}`,
    }),
    gadget: () => ({
      answer: [`"Not yet," said {grownup}. "${cap(the)} costs a lot of money, and it comes with big rules. We will talk about it when you are a bit older."`, `"It costs a lot," said {grownup}, "and I am not sure you are ready for one yet. Let me think about it."`],
      push: [`{hero} wrote a list of ten reasons why {he} needed ${thing} and left it on {grownup}'s pillow.`, `{hero} told {grownup} that absolutely everybody else had one, which was not quite true.`],
      plan: [`{grownup} sat down with {hero} and made a deal, written on a card: {hero} would save up half, and they would set the rules together.`],
      waiting: [[`{hero} found out how much ${the} cost, and it was more money than {he} had ever seen at once.`], ['Some days {hero} pretended not to mind, and some days {he} minded a lot.'], ['{hero} did jobs for coins: washing the car, sorting the socks, feeding the cat.'], ['Every Saturday, {hero} counted the coins in the jar, and wrote the total on a piece of paper taped to the lid.']],
      win: `{hero} had saved up {his} half for ${the}`,
      end: [`${cap(the)} would come ${day}, with the rules on the card, and {hero} found that waiting for it felt different when {he} had helped to pay.`],
      hope: `have ${thing}`,
    }),
    toy: () => ({
      answer: [`"${cap(the)} costs a lot of money," said {grownup}. "We will see."`, `"Not today," said {grownup}. "${cap(the)} costs a lot. Maybe you could save up for it."`],
      push: [`{hero} drew a picture of ${the} and stuck it on the fridge, right where everyone could see.`, `{hero} showed {grownup} ${the} in the shop window, every single time they walked past.`],
      plan: ['{grownup} found an empty jam jar, and {hero} wrote a label for it, in {his} best letters.'],
      waiting: [[`In the shop, ${the} had a little price ticket, and the number on it was very big.`], [`{hero} went to look at ${the} in the shop, just to check ${wanting.plural ? 'they were' : 'it was'} still there.`], ['{hero} did jobs for coins: watering the plants, tidying the shoes, pairing the socks.'], ['Every evening, {hero} tipped out the jar and counted the coins, clink, clink, clink.']],
      win: `{hero} had saved up enough for ${the}, all by {him}self`,
      end: [`{hero} carried the jar to the shop with both hands, counted the coins out on the counter, and paid for ${the} {him}self.`],
      hope: `have ${thing}`,
    }),
    outing: () => (FAR_OUTING.test(head) ? table.far() : nearOuting(wanting)),
    // A big day far away (Disneyland, a holiday on a plane): not this year, the family's jar, and a good day nearer home.
    far: () => ({
      answer: [`"${cap(the)} is a long way away, and it costs a lot of money," said {grownup}. "Not this year."`, `"Not yet," said {grownup}. "${cap(the)} is a big, special thing, and big things take saving for."`],
      push: [`{hero} found pictures of ${the} and spread them all over the kitchen table.`, `{hero} packed a bag for ${the}, just in case, and left it by the door.`],
      plan: [`{grownup} put a jar on the shelf, and {hero} wrote ${cap(the)} on the front, and the whole family began to save.`],
      waiting: [[`{hero} drew a map of ${the}, with everything {he} wanted to do there.`], ['At night, {hero} dreamed about it, and in the morning it was still a long way off.'], ['Every week, a few coins went in the jar, and sometimes a note.'], ['{hero} made a paper chain, one link for every week of saving, and it grew longer and longer.']],
      win: `{hero} had learnt that a big, special thing is worth the waiting`,
      end: [`${cap(the)} was still a long way off, but the jar on the shelf was fuller every week, and a picnic in the park that Sunday was a very good day too.`],
      hope: `go to ${the}`,
    }),
    older: () => ({
      answer: ['"You cannot hurry growing," said {grownup}. "It happens one day at a time, even while you sleep."'],
      push: ['{hero} stood very tall against the door frame, on tiptoe, but the pencil line was exactly where it had been last week.', '{hero} tried wearing {grownup}\'s big shoes, and fell over on the stairs.'],
      plan: ['{grownup} and {hero} made a list together: all the good things about being exactly {his} age right now.'],
      waiting: [['Being small meant fitting in the best hiding place in the whole house.'], ['Being small meant piggybacks, and nobody ever said {hero} was too heavy.'], ['{hero} found a photo of {him}self as a baby, and could not believe how small {he} had been.'], ['The pencil marks on the door frame went all the way up, one for every birthday.']],
      win: '{hero} had found the good things about being exactly {his} own age',
      end: ['Being older would come one day at a time, and today was a very good day to be exactly {his} own age.'],
      hope: 'be older',
    }),
    late: () => lateLines(wanting.night) ?? {
      answer: ['"Not tonight," said {grownup}. "Growing bodies need their sleep, and you have a big day tomorrow."'],
      push: ['{hero} hid behind the sofa at bedtime, very quietly, but {his} feet were sticking out.', '{hero} said {he} was not one bit tired, with an enormous yawn in the middle.'],
      plan: ['{grownup} picked one special night on the calendar, a Saturday with no school after it, and drew a star on it.'],
      waiting: [['From bed, {hero} could hear the grown-ups laughing downstairs, and the clink of cups.'], ['Bedtime came at the same time as always, even in summer, when it was still light outside.'], ['{hero} crossed off the days on the calendar, one by one.'], ['On the special night, they had hot chocolate in pyjamas and looked at the stars, and {hero}\'s eyes went heavy long before the clock said ten.']],
      win: '{hero} had stayed up late, just once, on the special night',
      end: ['The next night, {hero} went to bed at bedtime, and was secretly glad of it.'],
      hope: 'stay up late',
    },
  };
  return table[wanting.kind]();
}


/** What one kind of pet needs, said true: a puppy chews, a hamster is awake at night. */
const CARE: ReadonlyArray<readonly [RegExp, string]> = [
  [/pupp|dog/, 'A puppy needs walks every day, and training, and it chews shoes while it is little.'],
  [/kitt|cat/, 'A kitten needs a litter tray cleaned every day, and it climbs the curtains while it is little.'],
  [/rabbit|bunny/, 'A rabbit needs a big hutch and a run, fresh hay every day, and a friend rabbit too.'],
  [/hamster|gerbil|mouse|mice|rat/, 'A hamster sleeps all day and runs on its wheel all night, and its cage needs cleaning every week.'],
  [/guinea/, 'Guinea pigs need fresh hay and vegetables every day, and they squeak when they hear the fridge.'],
  [/fish/, 'A fish needs a tank with clean water, and a tiny pinch of food, not a big one.'],
  [/pony|horse/, 'A pony needs a whole field, and brushing, and new shoes for its hooves, and it costs a great deal.'],
];
/** Pets a class keeps and sends home for the holidays. */
const SMALL_PET = /hamster|gerbil|guinea pig|mouse|mice|rat|fish/;
/** The neighbour's pet the hero helps with: the same kind where a neighbour would have one, else a dog. */
const neighbourPet = (head: string): string => (/kitt|cat/.test(head) ? 'cat' : /rabbit|bunny/.test(head) ? 'rabbit' : /guinea/.test(head) ? 'guinea pigs' : /fish/.test(head) ? 'fish' : 'dog');
const careOf = (head: string): Wording => [CARE.find(([said]) => said.test(head))?.[1] ?? `${capitalize(withArticle(head))} needs looking after every day, for years, not only when it is fun.`];

/** The hard moment of each shape, before the turn. */
const SETBACKS: Readonly<Record<WantingShape, (wanting: WantingReading) => Wording>> = {
  asking: () => ['{hero} asked one more time, at exactly the wrong moment, and the answer was still no.'],
  saving: () => ['Then {hero} saw sweets at the shop, and nearly spent the coins, and {his} hand was already in {his} pocket.', 'Then the jar got knocked off the shelf, and the coins rolled everywhere, under the sofa and behind the door.'],
  friend: (wanting) => [`Then {hero}'s friend talked about ${wanting.the} all the way home, and the green feeling came back, hotter than before.`],
  'not-got': () => ['At teatime, someone asked {hero} what {he} had got, and the prickly feeling came back.'],
};
const CHOICES: Readonly<Record<WantingShape, Wording>> = {
  asking: ['{hero} could sulk all day, or find something to do while {he} waited, and {he} found something to do.'],
  saving: ['{hero} could spend the coins now, or keep them, and {he} kept them.'],
  friend: ['{hero} could stay cross all day, or go and say something kind, and {he} went.'],
  'not-got': ['{hero} could sulk in {his} room, or go back to everyone, and {he} went back.'],
};

function friendDetails(wanting: WantingReading): readonly [Wording, Wording, Wording, Wording] {
  const they = wanting.plural ? 'they' : 'it';
  return [
    ['The green feeling made {hero}\'s cheeks hot, and {he} did not even want {his} tea.'],
    [`{hero} watched {his} friend with ${wanting.the}, and pretended to be busy.`],
    [`Taking turns with ${wanting.the} was more fun than {hero} had thought ${they} would be.`],
    ['Afterwards they sat on the wall and shared a biscuit, half each.'],
  ];
}

function notGotDetails(wanting: WantingReading): readonly [Wording, Wording, Wording, Wording] {
  const where = wanting.day === 'christmas' ? 'under the tree' : 'on the table';
  return [
    [`There was wrapping paper everywhere ${where}, and everyone was watching {hero} open the parcels.`],
    ['{hero} held the present {he} did get, and turned it over, and did not know what to say.'],
    ['That evening, {hero} tried the present {he} did get, just to see.'],
    ['It was better than {he} had thought, and {he} played with it until bedtime.'],
  ];
}

/** Every wording of a line, changed alike. */
const eachWording = (wording: Wording, change: (line: string) => string): Wording => (typeof wording === 'string' ? change(wording) : [change(wording[0]), ...wording.slice(1).map(change)]);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function wantingLines(wanting: WantingReading, age?: AgeGroup): WantingLines {
  // A little one saves no coins, and a toy asked for a day is waited for till that day: it comes in a parcel then.
  const byTheDay = wanting.kind === 'toy' && wanting.shape === 'asking' && (age === '0-2' || age === '3-5' || wanting.day !== undefined);
  const kind = withSanta(wanting, byTheDay ? birthdayToy(wanting) : kindLines(wanting));
  const details = wanting.shape === 'friend' ? friendDetails(wanting) : wanting.shape === 'not-got' ? notGotDetails(wanting) : kind.waiting;
  const shaped = wanting.shape === 'saving' ? savingLines(wanting, kind) : wanting.shape === 'friend' ? friendLines(wanting, kind) : wanting.shape === 'not-got' ? notGotLines(wanting) : askingLines(wanting, kind);
  return {
    ...shaped,
    details,
    setback: SETBACKS[wanting.shape](wanting),
    choice: CHOICES[wanting.shape],
    subplot: {
      taught: ['{hero} noticed that the waiting was easier with something to do.', '{hero} found that counting the days made them go a little faster.'],
      trouble: ['{pal} was waiting for something too, and did not like to say.', '{pal} was finding the waiting hard as well.'],
      gives: 'the first turn',
      solved: ['{pal} had the first turn, and grinned.', 'With the first turn, {pal} stopped looking so glum.'],
    },
    hope: kind.hope,
  };
}

/** The title by how the wanting goes: "Maya Wants a Puppy", "Maya Saves Up", "Maya and the Present". */
function titleOf(wanting: WantingReading): Wording {
  if (wanting.kind === 'older') return ['{hero} Wants to Be Older', '{hero} Cannot Wait to Grow'];
  if (wanting.kind === 'late') return ['{hero} Wants to Stay Up Late', '{hero} and the Special Night'];
  if (wanting.shape === 'saving') return [`{hero} Saves Up`, `{hero} and the Jam Jar`];
  if (wanting.shape === 'not-got') return [`{hero} and the Present`];
  const what = wanting.kind === 'outing' ? `to Go to ${titleCase(wanting.the)}` : titleCase(wanting.thing);
  return [`{hero} Wants ${what}`];
}

function askingLines(wanting: WantingReading, kind: KindLines): Omit<FrameStory, 'details'> {
  const { thing } = wanting;
  const want = wanting.kind === 'outing' ? `to go to ${wanting.the}` : thing;
  const please = wanting.santa ? '"Do you think Father Christmas will bring it?"' : wanting.kind === 'outing' ? `"Please can we go to ${wanting.the}?"` : wanting.kind === 'older' || wanting.kind === 'late' ? `"Why can't I ${kind.hope} now?"` : `"Please can I have ${thing}?"`;
  return {
    title: titleOf(wanting),
    opening: wanting.santa
      ? [`{hero} wrote a letter to Father Christmas in {his} very best writing, and it said: "Please can I have ${thing}?"`]
      : wanting.like ? [likeOpening(wanting.kind, wanting.like)]
      : [`{hero} wanted ${want} more than anything in the whole world.`, `{hero} had wanted ${want} for ages and ages.`],
    // The grown-up's honest answer is said with the asking, on the page no book leaves out.
    worry: eachWording(kind.answer, (answer) => `${please} asked {hero}. ${answer}`),
    tries: [
      ['{hero} asked again at breakfast, and at lunch, and again at bedtime, and the answer was the same.', '{hero} asked again in {his} nicest voice, and then in {his} saddest voice, and the answer was the same.'],
      kind.push,
      ['"It\'s not fair!" said {hero}, and stomped off to {his} room, and sat on the bed with {his} arms folded.', '"It\'s not fair," said {hero}. "Everybody gets everything except me." That was not true, and {he} knew it.'],
    ],
    turn: kind.plan,
    win: kind.win,
    end: kind.end,
  };
}

function savingLines(wanting: WantingReading, kind: KindLines): Omit<FrameStory, 'details'> {
  const { thing, the } = wanting;
  return {
    title: titleOf(wanting),
    opening: [`{hero} was saving up for ${thing}.`, `{hero} was saving every coin {he} had for ${thing}.`],
    worry: [`"It will take forever," said {hero}, looking at the few coins in the bottom of the jar.`],
    tries: [
      [`{hero} counted the coins, and then counted them again, but there were still not enough for ${the}.`],
      ['{hero} shook the jar to make it sound fuller, but it still only went clink.'],
      ['"It\'s not fair," said {hero}. "I will never have enough."'],
    ],
    turn: ['{grownup} showed {hero} how to draw a chart on the jar, a line for every coin still needed, and jobs {he} could do to earn them.'],
    win: `{hero} had saved up enough for ${the}, all by {him}self`,
    end: wanting.kind === 'outing' || wanting.kind === 'pet' ? kind.end : [`{hero} carried the jar to the shop with both hands, counted the coins out on the counter, and paid for ${the} {him}self.`],
  };
}

function friendLines(wanting: WantingReading, kind: KindLines): Omit<FrameStory, 'details'> {
  const { thing, the } = wanting;
  const one = wanting.plural ? 'some' : 'one';
  return {
    title: ['{hero} and the Green Feeling', `{hero} Wants ${titleCase(thing)}`],
    opening: [`{hero}'s best friend had ${thing}, and {hero} wanted ${one} too, so much that it hurt.`],
    worry: ['"It\'s not fair," said {hero}, and folded {his} arms. A hot, green feeling sat in {his} tummy.'],
    tries: [
      [`{hero} pretended not to look at ${the}, but kept looking anyway.`],
      [`"Mine will be better," said {hero}, about ${thing} {he} did not even have, and then felt worse.`],
      kind.answer,
    ],
    turn: [`{hero} took a deep breath and said, "Your ${wanting.head} is brilliant. Can you show me?" and the green feeling got smaller.`],
    win: 'the green feeling had gone, and {hero} was glad for {his} friend',
    end: wanting.kind === 'pet'
      ? [`The next day, {hero} helped take ${the} for a walk, holding the lead, and that was nearly as good as having one.`]
      : [`The next day, they took turns with ${the}, and at home {hero} started a jar of {his} own, one coin at a time.`],
  };
}

function notGotLines(wanting: WantingReading): Omit<FrameStory, 'details'> {
  const day = wanting.day === 'christmas' ? 'Christmas' : '{his} birthday';
  const hoped = /\{he\}/.test(wanting.thing) ? 'one present more than anything' : wanting.thing;
  const what = /\{he\}/.test(wanting.thing) ? 'the present {he} had hoped for' : wanting.the;
  return {
    title: titleOf(wanting),
    opening: [`{hero} had hoped for ${hoped} for ${day}, and hoped and hoped.`],
    worry: [`But when {hero} opened the presents, ${what} was not there.`],
    tries: [
      ['{hero}\'s face went hot, and {his} eyes went prickly, and {he} did not want anyone to see.'],
      ['{hero} said "thank you" in a very small voice, because it was the kind thing to say, even though it was hard.'],
      ['Later, {hero} told {grownup} the truth: "It wasn\'t the one I wanted."'],
    ],
    turn: [`{grownup} gave {hero} a hug and said, "It is all right to feel disappointed. Shall we put your ${wanting.day === 'christmas' ? 'Christmas' : 'birthday'} money in a jar, for the one you wanted?"`],
    win: '{hero} had felt disappointed, said so kindly, and made a plan',
    end: 'The jar on the shelf had its first coins in it, and the present {hero} did get turned out to be fun after all.',
  };
}
