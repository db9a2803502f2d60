import { canJoinIn } from '../cast/species';
import { capitalize, definite, isPlural, listNames, possessive, withArticle } from '../core/text';
import { forUnderSixes, page } from '../story/story-context';
import type { StoryContext } from '../story/story-context';
import { callName, firstPage, fondName, friendDetails, friendsOf, heroDetails, introduceFriends, landTheLesson, lessonClause, someCreature } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';
import { spreadOver } from './spread-over';

/**
 * The party is for the pal when there is a named child, animal or creature, otherwise for the whole place: a
 * grown-up who spends the day with the hero helps get it ready, and cannot be kept out of a secret.
 */
export const isForPal = (ctx: StoryContext) => ctx.pal.isNamed && ctx.pal.kit.person !== 'grown-up';
const guestOfHonour = (ctx: StoryContext) => (isForPal(ctx) ? ctx.pal.name : `everyone ${ctx.set.inPlace}`);
/** A surprise for the pal with nobody else in the cast: the hero makes it alone. */
const aloneWithSurprise = (ctx: StoryContext) => isForPal(ctx) && ctx.others.length === 0;
const LESSONS = ['kindness', 'teamwork', 'gratitude'];
/** The party is the kindness, and the treat has just been squashed: no move of the hero's says so again. */
const PARTY_ACTS_OUT = ['kindness', 'sharing'];
/** Who helps when the party is a surprise for the pal: the others, or the hero alone. */
const surpriseHelpers = (ctx: StoryContext) => (ctx.others.length > 0 ? listNames(ctx.others.map((member) => member.name)) : ctx.hero.name);
const partyName = (ctx: StoryContext) => (isForPal(ctx) ? `${possessive(ctx.pal.name)} birthday party` : `the big ${ctx.set.id === 'snow' ? 'winter' : 'summer'} party`);
const HOURS = ['twelve', 'one', 'two', 'three', 'four', 'five'];
/** When the party starts: the same on every page that says so. */
const partyHour = (ctx: StoryContext): number => ctx.rng.fork('party-hour').pick([3, 4, 5]);

/** The three hours before a party at `hour`, from the first mishap to the splat. */
function hoursBefore(hour: number): string[] {
  const [first, second, third, at] = [HOURS[hour - 3], HOURS[hour - 2], HOURS[hour - 1], HOURS[hour]];
  return [`${first} o'clock`, `half past ${first}`, `${second} o'clock`, `half past ${second}`, `${third} o'clock`, `a quarter past ${third}`, `half past ${third}`, `twenty to ${at}`, `a quarter to ${at}`, `ten to ${at}`, `five to ${at}`];
}

/**
 * The clock on each page of getting ready, evenly from three hours before the party to five minutes
 * before. Little ones hear only when the party is and, at the splat, how close it has come.
 */
function partyClock(ctx: StoryContext, count: number): (string | undefined)[] {
  const times = spreadOver(hoursBefore(partyHour(ctx)), count);
  // Taken in turn, in an order of the story's own, so no two pages running say it the same way.
  const says = ctx.rng.fork('party-clock').shuffle([
    (time: string) => `${capitalize(time)}, said ${possessive(ctx.hero.name)} clock.`,
    (time: string) => `${ctx.hero.name} looked at the clock: ${time}.`,
    (time: string) => `It was ${time} already, and ${ctx.hero.name} hurried on.`,
    (time: string) => `By ${time}, ${ctx.hero.name} was in a flap.`,
  ]);
  return times.map((time, step) => {
    if (time === undefined) return undefined;
    if (step === 0) return `${capitalize(partyName(ctx))} was at ${HOURS[partyHour(ctx)]}${forUnderSixes(ctx) ? '' : `, and it was only ${time}`}.`;
    if (step === count - 1) return `It was ${time}, and ${ctx.hero.name} was not ready!`;
    if (forUnderSixes(ctx)) return undefined;
    return says[step % says.length]!(time);
  });
}

/** What an older host had been saving for, and spends on the party instead (see `choice`). */
const savedForByTheHost = (ctx: StoryContext) => ctx.rng.fork('choice').pick(['a telescope', 'a new bike', 'a big box of paints']);

/** Getting ready for a party goes wrong, and everyone pitches in to save it. */
/**
 * The splat comes back as the party's best joke: the guest of honour gobbles the squashed treat up. Not
 * for nine to twelve, where the splat stays the hero's secret, nor for a robot.
 */
function splatEaten(ctx: StoryContext): string[] {
  if (ctx.age === '9-12' || ctx.pal.kit.noun === 'robot') return [];
  const them = isPlural(ctx.set.treat) ? 'them' : 'it';
  return [`And the squashed ${ctx.set.treat}? ${capitalize(ctx.pal.name)} gobbled ${them} all up!`];
}

export const CELEBRATION: PlotShape = {
  id: 'celebration',
  keywords: /\b(?:party|birthday|celebrat\w*|festival|holiday|christmas|surprise|parade|picnic)\b/i,
  lessons: LESSONS,
  // A surprise for the only other character is made by the hero alone: teamwork would be told, not shown.
  lessonsFor: (characters) => (characters.length === 2 ? ['kindness'] : LESSONS),
  settings: ['farm', 'castle', 'beach', 'city', 'home'],
  friendsFromStart: true,
  gathersAtGoal: true,
  // A party for the pal is a surprise: they are kept away until it begins.
  palAway: isForPal,
  countdown: partyClock,
  timeline: 'day',
  endsInTheDay: true,
  tellsTheme: /\b(?:party|birthday|celebrat\w*|surprise)\b/i,
  titles: (ctx) => [
    `${ctx.hero.name} Plans a Party`,
    `The ${ctx.rng.pick(ctx.tone.titleWords)} Party ${ctx.set.inPlace}`,
    `A Surprise for ${guestOfHonour(ctx)}`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} is getting ready for ${partyName(ctx)} at ${ctx.goalPlace}, with ${ctx.set.treat} and decorations for ${guestOfHonour(ctx)}.`,
    `When the preparations go wrong, friends pitch in to save the day, and ${ctx.hero.name} learns that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `get everything ready for ${partyName(ctx)}`,
  win: (ctx) => `${partyName(ctx)} was ready at last`,
  lowPoint: (ctx) => `the ${ctx.set.treat} going splat`,
  afterwards: [
    {
      // Older readers share the hero's secret.
      fits: (ctx) => ctx.age === '9-12' && isForPal(ctx),
      write: (ctx) => page(
        `${ctx.hero.name} keeps the splat a secret.`,
        [`${ctx.pal.name} never found out about the ${ctx.set.treat} going splat.`, `${ctx.hero.name} decided it could stay a secret.`, `Some things a guest of honour does not need to know.`],
        [`Besides, ${ctx.hero.name} thought, the new ${ctx.set.treat} had turned out even better than the ${isPlural(ctx.set.treat) ? 'first ones' : 'first one'}.`],
        'sitting', 'happy', 'all',
      ),
    },
  ],
  voice: (ctx) => ({
    stakes: ctx.one(
      `${ctx.hero.name} had been planning this for weeks, and ${ctx.hero.he} wanted every bit of it to be just right.`,
      `A party only happens once, thought ${ctx.hero.name}, so it had to be perfect.`,
    ),
    doubt: ctx.one(
      `Maybe it would be better to call the whole thing off, thought ${ctx.hero.name}, before anyone saw the mess.`,
      `${ctx.hero.name} had wanted it to be perfect, and now it could not even be good.`,
    ),
    quip: ctx.one(
      `"Are the flags meant to be crooked?" asked ${ctx.pal.name}. "They are now," said ${ctx.hero.name}.`,
      `"Did you make all this?" asked ${ctx.pal.name}. "Most of it," said ${ctx.hero.name}. "The wonky bits were on purpose."`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Oh no, oh no, ${partyName(ctx)}!`, answer: `Oh yes, oh yes, ${partyName(ctx)}!`, to: 'nobody' },
    isForPal(ctx)
      ? { ask: `Tick, tock, ${fondName(ctx.hero)}, the party is soon!`, answer: `Tick, tock, ${fondName(ctx.hero)}, we will be ready!`, to: 'hero' }
      : { ask: `Tick, tock, ${fondName(ctx.pal)}, the party is soon!`, answer: `Tick, tock, ${fondName(ctx.pal)}, we will be ready!`, to: 'pal' },
  ],
  tries: [
    (ctx) => page(
      `${ctx.hero.name} chases the flags but catches only one.`,
      [ctx.one(`${ctx.hero.name} ran after the flags.`, `${ctx.hero.name} chased the flags as fast as ${ctx.hero.he} could.`, `Off ran ${ctx.hero.name} after the flags.`), `${ctx.hero.name} caught one at ${ctx.spot()}.`, `The rest flew away over ${ctx.spot()}.`],
      [`One flag was better than none, but it looked very lonely on its own at ${ctx.goalPlace}.`],
      'running', 'worried', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} wraps a present for ${guestOfHonour(ctx)}, but the sticky tape sticks to everything.`,
      [`${ctx.hero.name} wrapped a present for ${guestOfHonour(ctx)}.`, ...ctx.rng.pick([[`The sticky tape stuck to ${possessive(ctx.hero.name)} fingers.`, `Then it stuck to ${possessive(ctx.hero.name)} nose!`], [ctx.one(`The paper tore at one corner.`, `The paper ripped right down the middle.`, `${possessive(ctx.hero.name)} scissors went wonky.`), `Then the ribbon tied itself in a knot round ${possessive(ctx.hero.name)} thumb!`]])],
      [ctx.one(`${possessive(ctx.hero.name)} present looked more like a lumpy potato than a present, but it was wrapped with love.`, `It was the lumpiest present ${ctx.hero.name} had ever wrapped, and it was wrapped with love.`)],
      'sitting', 'worried', 'hero',
    ),
    (ctx) => {
      const [meant, painted] = isForPal(ctx) ? ['HAPPY BIRTHDAY', 'HAPPY BIRTH'] : ['WELCOME TO THE PARTY', 'WELCOME TO THE PAR'];
      return page(
        `${ctx.hero.name} paints a big sign, but runs out of room.`,
        [ctx.one(`${ctx.hero.name} painted a big sign to hang at ${ctx.goalPlace}.`, `${ctx.hero.name} got out the paints to make a sign for ${ctx.goalPlace}.`), ctx.one(`It was meant to say ${meant}.`, `It should have said ${meant}.`, `The sign was supposed to say ${meant}.`), `But ${ctx.hero.name} ran out of room, and it said ${painted}!`],
        [`${ctx.hero.name} squeezed the rest in at the bottom, ${ctx.one('very small and very wobbly', 'in teeny-tiny letters', 'upside down by mistake')}, and hoped nobody would look too closely.`],
        'standing', 'surprised', 'hero',
      );
    },
    (ctx) => page(
      `${ctx.hero.name} wants to make new flags, but there is no paper left.`,
      [ctx.one(`"I will make new flags," said ${ctx.hero.name}.`, `"New flags, then," said ${ctx.hero.name}.`), `But there was no paper left ${ctx.set.inPlace}.`, ctx.one(`"Not one scrap!" sighed ${ctx.hero.name}.`, `${ctx.hero.name} looked in every drawer, twice.`)],
      [`${ctx.hero.name} found string, glue and one sad crayon, but that was not enough for a party.`],
      'searching', 'sad', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} blows up balloons, and every one of them pops.`,
      [`${ctx.hero.name} blew up balloons for the party at ${ctx.goalPlace}.`, ctx.one(`${ctx.hero.name} blew and blew until ${ctx.hero.his} cheeks went red.`, `${ctx.hero.name} puffed until ${ctx.hero.his} face was as pink as the balloons.`), `Then POP, POP, POP went every one of ${possessive(ctx.hero.name)} balloons!`],
      [`The pops were so loud that ${withArticle(someCreature(ctx))} ${ctx.one('hid its face', 'jumped a mile', 'hid behind ' + ctx.spot())}, and not one balloon was left for the party.`],
      'standing', 'worried', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} tries to do everything alone.`,
      [ctx.one(`${ctx.hero.name} tried to do it all alone.`, `${ctx.hero.name} was sure ${ctx.hero.he} could do it all by ${ctx.hero.self}.`), `${ctx.hero.name} carried the chairs to ${ctx.goalPlace}.`, `${ctx.hero.name} set out the cups for ${ctx.pal.name}.`],
      [ctx.one(`${possessive(ctx.hero.name)} arms ached, and there was still so much to do.`, `To ${ctx.hero.name}, every chair felt heavier than the one before.`)],
      'carrying', 'worried', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} hears footsteps and hides everything, but nobody comes.`,
      [
        ctx.one(`Then ${ctx.hero.name} heard footsteps!`, `Then ${ctx.hero.name} heard something go creak outside!`, `Then the door handle rattled, and ${ctx.hero.name} froze!`),
        `${ctx.hero.name} hid the ${ctx.set.treat} in a hurry, in case it was ${isForPal(ctx) ? ctx.pal.name : 'the first guest'}.`,
        ctx.one(`Nobody came, because it was only ${possessive(ctx.hero.name)} own tummy rumbling!`, `But nobody came through the door, and ${ctx.hero.name} let out a long breath.`, `Nobody came: ${ctx.hero.name} had hidden everything from nobody at all!`),
      ],
      [ctx.one(`${ctx.hero.name} giggled with relief, and then remembered how much there was still to do.`, `${ctx.hero.name} laughed so hard that ${ctx.hero.he} forgot to be worried, but only for a minute.`)],
      'standing', 'surprised', 'hero',
    ),
    (ctx) => page(
      `Time is running out before the guests come.`,
      [ctx.one(`${ctx.hero.name} looked at everything there was still to do.`, `${ctx.hero.name} counted the jobs still to do, and there were far too many.`), ctx.one(`The guests would come to ${ctx.goalPlace} soon.`, `Soon the guests would be at ${ctx.goalPlace}.`), `And the ${ctx.set.treat} ${isPlural(ctx.set.treat) ? 'were' : 'was'} not ready yet!`],
      [ctx.one(`${ctx.hero.name} hurried so much that ${ctx.hero.he} put the sugar in the wrong bowl.`, `In the rush, ${ctx.hero.name} put salt where the sugar should go.`)],
      'running', 'worried', 'hero',
    ),
    (ctx) => page(
      `At last the ${ctx.set.treat} is ready, and ${ctx.hero.name} carries it with care.`,
      [
        ctx.one(`At last the ${ctx.set.treat} ${isPlural(ctx.set.treat) ? 'were' : 'was'} ready.`, `The ${ctx.set.treat} ${isPlural(ctx.set.treat) ? 'were' : 'was'} ready at last.`),
        isForPal(ctx) ? `${ctx.hero.name} tasted one crumb of the ${ctx.set.treat} and said, "Yum!"` : `${capitalize(ctx.pal.name)} sniffed ${isPlural(ctx.set.treat) ? 'them' : 'it'} and licked ${ctx.pal.his} lips.`,
        `${ctx.hero.name} carried ${isPlural(ctx.set.treat) ? 'them' : 'it'} very carefully.`,
      ],
      [`Maybe, just maybe, ${partyName(ctx)} could still be saved.`],
      'carrying', 'happy', 'hero',
    ),
  ],
  choice: {
    make: (ctx) => {
      const wanted = savedForByTheHost(ctx);
      return page(
        `${ctx.hero.name} spends ${ctx.hero.his} savings on the party.`,
        [`${ctx.hero.name} shook ${ctx.hero.his} money box.`, `In it was every coin ${ctx.hero.he} had saved for ${wanted}.`, `${ctx.hero.name} tipped it all out and ran to buy balloons and party hats.`],
        [`${ctx.hero.name} had wanted ${wanted} for months, but ${partyName(ctx)} would only come once.`],
        'sitting', 'worried', 'hero',
      );
    },
    cost: (ctx) => page(
      `${ctx.hero.name} will have to save up again, and does not mind.`,
      [`${possessive(ctx.hero.name)} money box was empty now.`, `It would take months to save up for ${savedForByTheHost(ctx)} again.`, `${ctx.hero.name} did not mind one bit.`],
      [`Watching everyone at ${ctx.goalPlace} in their party hats, ${ctx.hero.name} could not think of one thing ${ctx.hero.he} would rather have bought.`],
      'sitting', 'happy', 'all',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} plans ${partyName(ctx)}.`,
        () => [`${ctx.hero.name} could not wait for ${partyName(ctx)}!`],
        () => [`${ctx.hero.name} had been planning it for weeks, with lists and drawings and a secret plan for a surprise at ${ctx.goalPlace}.`, ...heroDetails(ctx)],
        'jumping', 'excited',
      ),
      (ctx) => {
        // A surprise: the pal is met, then kept out of it; what they look like waits for older readers' lines.
        const [meet, ...friendLines] = introduceFriends(ctx);
        // Nobody is the subject, so no "he" or "they" can be taken for the wrong one (or for both).
        const surprise = isForPal(ctx) ? [`It was all a secret from ${ctx.pal.name}, who was ${ctx.one('having a long nap', 'busy somewhere else', 'out for the morning')}.`] : [];
        return page(
          `${ctx.hero.name} bakes ${ctx.set.treat} and hangs decorations.`,
          // One sentence for the treat and the flags, so the shortest pages keep both: the next page blows the flags away.
          [meet!, ...(isForPal(ctx) ? surprise : friendLines), `${ctx.hero.name} made ${ctx.set.treat} and hung bright flags at ${ctx.goalPlace}.`],
          [`The flags flapped red, yellow and blue, and the smell of ${ctx.set.treat} drifted all the way to ${ctx.spot()}.`, ...(isForPal(ctx) ? friendLines : []), ...friendDetails(ctx)],
          'carrying', 'happy', ctx.pal.isNamed ? 'hero' : 'all',
        );
      },
    ],
    'rising problem': [
      (ctx) => page(
        `${ctx.set.gust} blows the decorations away.`,
        [`Then ${ctx.set.gust} went whoosh past ${ctx.hero.name}!`, `Away went the flags from ${ctx.goalPlace}!`, `${ctx.hero.name} saw the flags land near ${ctx.spot()}.`],
        [`${ctx.hero.name} chased one flag and then another, but ${definite(ctx.set.gust)} was faster, and the party place at ${ctx.goalPlace} looked bare.`],
        'running', 'worried', 'hero',
      ),
      (ctx) => page(
        `${ctx.hero.name} trips, squashes the ${ctx.set.treat} and thinks the party is ruined.`,
        [`Then ${ctx.hero.name} tripped over ${ctx.hero.wheels ? ctx.one('a chair leg', 'a table leg') : ctx.one('a chair leg', 'a loose lace', 'a stray balloon string', `${ctx.hero.his} own two feet`)}.`, `Splat went ${possessive(ctx.hero.name)} ${ctx.set.treat}!`, `"${ctx.one('The party is ruined', 'Now everything is spoiled', 'There will be no party now')}," said ${ctx.hero.name}.`],
        [ctx.one(`${ctx.hero.name} sat down with a bump, and a big tear rolled down ${ctx.hero.his} cheek.`, `${ctx.hero.name} sat down right where ${ctx.hero.he} ${ctx.hero.was} and did not get up for a long time.`)],
        'sitting', 'sad', 'hero',
      ),
    ],
    'turning point': [
      (ctx) => isForPal(ctx)
        ? page(
          `Help arrives for the surprise, while ${ctx.pal.name} is away.`,
          ctx.others.length > 0
            ? [...lessonAtTheTurn(ctx, PARTY_ACTS_OUT, ctx.others[0]), `Then ${surpriseHelpers(ctx)} came running.`, `"${ctx.one('We can help', 'We will help you', 'Let us help')}, ${callName(ctx.hero)}!" ${ctx.others.length > 1 ? 'they' : ctx.others[0]!.he} said.`, `${withArticle(ctx.critter)} came to help too.`]
            // Alone with the surprise, the hero finds the way: a creature that "comes by" to help at home was a goldfish.
            : [...lessonAtTheTurn(ctx, PARTY_ACTS_OUT), ctx.one(`Then a new plan popped into ${possessive(ctx.hero.name)} head.`, `${ctx.hero.name} wiped ${ctx.hero.his} eyes and looked at the mess again.`, `${ctx.hero.name} sniffed, and then ${ctx.hero.he} sat up straight.`), `"It does not have to be perfect," said ${ctx.hero.name}. "It just has to be from me!"`, `${ctx.hero.name} rolled up ${ctx.hero.his} sleeves.`],
          [`Every idea made ${ctx.hero.name} smile a little wider, and ${aloneWithSurprise(ctx) ? `${ctx.pal.name} still knew nothing at all` : `nobody said a word to ${ctx.pal.name}`}.`],
          'running', 'surprised', 'all-but-pal',
        )
        : page(
          `Friends arrive to help, each bringing something.`,
          [
            ...lessonAtTheTurn(ctx, PARTY_ACTS_OUT, ctx.pal),
            // The pal has been there all along: only the others come running.
            ctx.others.length > 0 ? `Then ${friendsOf(ctx)} came running.` : `Then ${ctx.pal.name} had a plan.`,
            `"${ctx.one('We can help', 'We will help you', 'Let us help')}, ${callName(ctx.hero)}!" ${ctx.others.length > 0 ? 'they' : ctx.pal.he} said.`,
            `${withArticle(ctx.critter)} came to help too.`,
          ],
          [`Everyone had an idea, and each idea made ${ctx.hero.name} smile a little wider than the last.`],
          'running', 'surprised', 'all',
        ),
    ],
    resolution: [
      (ctx) => page(
        `Together they fix everything in time.`,
        [
          `${capitalize(isForPal(ctx) ? surpriseHelpers(ctx) : ctx.pal.name)} ${ctx.one('found the flags', 'brought back the runaway flags', 'came back with the flags')}.`,
          aloneWithSurprise(ctx) ? `${ctx.hero.name} made new ${ctx.set.treat}.` : `The ${ctx.critter} helped make new ${ctx.set.treat}.`,
          `${ctx.hero.name} hung the flags up again at ${ctx.goalPlace}.`,
        ],
        [`Everything was a little lopsided, but ${ctx.hero.name} thought the new ${ctx.set.treat} looked wonderful.`],
        'carrying', 'happy', isForPal(ctx) ? 'all-but-pal' : 'all',
      ),
      (ctx) => page(
        isForPal(ctx) ? `${ctx.pal.name} arrives, and the surprise party begins.` : `The party begins, with dancing and laughter.`,
        isForPal(ctx)
          ? [`"Surprise!" shouted ${ctx.hero.name}, as ${ctx.pal.name} came to ${ctx.goalPlace}${forUnderSixes(ctx) ? '' : ` at ${HOURS[partyHour(ctx)]} o'clock`}.`, `${ctx.group} ${ctx.one('danced and sang', 'sang and danced', 'danced until their feet were tired', 'did a conga round and round')}.`, ...splatEaten(ctx)]
          : [`${forUnderSixes(ctx) ? 'Then' : `At ${HOURS[partyHour(ctx)]} o'clock,`} the party began at ${ctx.goalPlace}!`, `${ctx.group} ${ctx.one('danced and sang', 'sang and danced', 'danced until their feet were tired', 'did a conga round and round')}.`, `${ctx.hero.name} laughed and laughed with ${ctx.pal.name}.`],
        [
          ...(isForPal(ctx) ? [`${possessive(ctx.pal.name)} face lit up like a lantern at the sight of it all.`] : []),
          `There were games and songs, and ${ctx.set.treat} for everyone, and even the ${ctx.critter} ${canJoinIn(ctx.critter) ? 'danced' : 'bobbed along'} until ${ctx.hero.name} got the giggles.`,
        ],
        'dancing', 'excited', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} thanks everyone at the end of the party.`,
        [
          // The hero's name leads, so the "he" of the line remembering the day is the hero, not the pal who just spoke.
          ...(aloneWithSurprise(ctx)
            ? [`${ctx.hero.name} had never seen ${ctx.pal.name} so happy.`, `"${ctx.one('Best birthday ever', 'Nobody ever did this for me before', 'You did all this for me')}!" said ${ctx.pal.name}.`]
            : [`"${ctx.one('Thank you, everyone', 'Thank you for saving the party', 'Best party ever, thanks to you')}!" said ${ctx.hero.name}.`]),
          landTheLesson(ctx),
        ],
        [ctx.one(`It was not the party ${ctx.hero.name} had planned; it was even better.`, `Nothing had gone to plan, and it was the best party ${ctx.hero.name} had ever been to.`)],
        'celebrating', 'happy', 'all',
      ),
    ],
  },
};
