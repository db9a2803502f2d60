import { isSpeciesId, speciesEntry } from '@studio/species';
import { foodFor } from '../cast/species';
import { capitalize, definite, possessive, withArticle } from '../core/text';
import { hashString } from '../core/random';
import { page } from '../story/story-context';
import type { StoryContext } from '../story/story-context';
import { callName, firstPage, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase, someCreature } from './cast-lines';
import { isLittle } from '../world/creature-size';
import { lessonAtTheTurn, orElse } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';
import { creatureKeepsake } from './creature-keepsake';

/** A sound of the place that is not the lost creature's own kind calling (that would be its family). */
const strangerSound = (ctx: StoryContext) => {
  const heard = ctx.sound();
  return heard.includes(ctx.critter) ? ctx.sound() : heard;
};

/** What an older hero gives up to take the little one home (see `choice`): the same on both its pages. */
const missedForTheRescue = (ctx: StoryContext) => ctx.rng.fork('choice').pick(['the big race', 'the puppet show', 'the treasure hunt']);

/** A small creature cannot get home; the hero and friends help it there. */
/** What is in the way home, the same on the page it blocks and the page it is got past. */
const obstacleOf = (ctx: StoryContext) => ctx.set.obstacles[hashString(`${ctx.goalPlace}|${ctx.critter}`) % ctx.set.obstacles.length] as string;

export const HELPING_SOMEONE: PlotShape = {
  id: 'helping-someone',
  keywords: /\b(?:help\w*|rescue\w*|kind(?:ness)?|stuck|care)\b/i,
  lessons: ['helping', 'kindness', 'teamwork'],
  settings: ['beach', 'under the sea', 'farm', 'snow', 'city'],
  // The lost one is "tiny" and carried home in the hero's arms.
  critterFits: isLittle,
  usesPalsTrick: true,
  friendsFromStart: true,
  timeline: 'day',
  endsInTheDay: true,
  titles: (ctx) => [
    `${ctx.hero.name} Helps the ${ctx.critter}`,
    `${capitalize(withArticle(ctx.rng.pick(ctx.tone.titleWords)))} Way Home`,
    `${ctx.hero.name} to the Rescue`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} finds ${withArticle(ctx.critter)} that cannot find its way home to ${ctx.goalPlace}.`,
    `With ${palPhrase(ctx)}, ${ctx.hero.name} helps it all the way back and learns that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `help the ${ctx.critter} get home to ${ctx.goalPlace}`,
  win: (ctx) => `the ${ctx.critter} was home safe and sound`,
  lowPoint: (ctx) => `the long, long way to ${ctx.goalPlace}`,
  voice: (ctx) => ({
    stakes: ctx.one(
      `Somewhere at ${ctx.goalPlace}, someone was missing this little ${ctx.critter}, and ${ctx.hero.name} could not walk away from that.`,
      `${ctx.hero.name} knew what it felt like to be lost, even for a minute, and the ${ctx.critter} had been lost all day.`,
      `${ctx.hero.name} could not promise the ${ctx.critter} anything yet, but ${ctx.hero.he} could promise not to leave it.`,
    ),
    doubt: ctx.one(
      `What if ${ctx.hero.name} led the ${ctx.critter} the wrong way and made everything worse? ${ctx.hero.name} did not say it out loud.`,
      `${ctx.hero.name} had promised to get the ${ctx.critter} home, and now ${ctx.hero.he} ${ctx.hero.was} not sure that was a promise ${ctx.hero.he} could keep.`,
    ),
    quip: ctx.one(
      `"Does it know the way?" whispered ${ctx.pal.name}. "It knows every way but the right one," said ${ctx.hero.name}.`,
      `"How far is ${ctx.goalPlace} now?" asked ${ctx.pal.name}. "Further than it was this morning," said ${ctx.hero.name}.`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Hold on, ${ctx.critter}, help is near!`, answer: `Here is the way, little ${ctx.critter}!`, to: 'nobody' },
    { ask: `We will help you, ${ctx.critter}!`, answer: `Nearly home, ${ctx.critter}, nearly home!`, to: 'nobody' },
  ],
  tries: [
    (ctx) => page(
      `They set off, but the ${ctx.critter} mixes up the way.`,
      [`They set off past ${ctx.spot()}.`, `"Not this way, not this way!" said the ${ctx.critter}.`, `Back they went to ${ctx.spot()}.`],
      [`The ${ctx.critter} was so small that everything looked different to it, and it kept mixing up left and right.`],
      'walking', 'worried',
    ),
    (ctx) => page(
      `${ctx.hero.name} calls out for the ${possessive(ctx.critter)} family, but nobody answers.`,
      [
        `${ctx.hero.name} called out as loud as ${ctx.hero.he} could.`,
        `"Who has lost a little ${ctx.critter}?"`,
        `Only ${strangerSound(ctx)} answered.`,
      ],
      [`The ${ctx.critter} called too, but its voice was far too small to carry all the way to ${ctx.goalPlace}.`],
      'standing', 'worried',
    ),
    // A puffin or a starfish eats nothing from a child's hand, and a duckling no pie: it is fed its own food, or is tired and carried instead.
    (ctx) => foodFor(ctx.critter, ctx.set.treat)
      ? page(
        `The ${ctx.critter} is hungry, and they stop to give it ${foodFor(ctx.critter, ctx.set.treat)}.`,
        [`"I am hungry," said the ${ctx.critter}.`, `${ctx.hero.name} found ${foodFor(ctx.critter, ctx.set.treat)} for it.`, `Now they had to hurry to ${ctx.goalPlace}.`],
        [`The ${ctx.critter} ate every last bit, and ${ctx.hero.name} saw how long it had been since it had a meal.`],
        'sitting', 'worried',
      )
      : page(
        `The ${ctx.critter} is tired, and they stop to rest.`,
        [`"I am so tired," said the ${ctx.critter}.`, `${ctx.hero.name} held it very gently for a while.`, `Now they had to hurry to ${ctx.goalPlace}.`],
        [`The ${ctx.critter} rested, and ${ctx.hero.name} saw how long a way it had already come.`],
        'sitting', 'worried',
      ),
    (ctx) => {
      const clue = strangerSound(ctx);
      return page(
        `The ${ctx.critter} remembers that home sounds like ${clue}, but so does everywhere.`,
        [
          `"At home, I can hear ${clue}," said the ${ctx.critter}.`,
          `${ctx.hero.name} and ${ctx.pal.name} listened hard.`,
          `But they could hear ${clue} all over ${ctx.set.place}!`,
        ],
        [`They tried one way and then another, and every single place sounded just like home to the little ${ctx.critter}.`],
        'looking', 'curious',
      );
    },
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${withArticle(creature)} says ${ctx.goalPlace} is far away.`,
        [`They asked ${withArticle(creature)} the way to ${ctx.goalPlace}.`, `"Far, far that way," said the ${creature}.`, `The ${ctx.critter} looked even smaller.`],
        [`${ctx.hero.name} squeezed the little ${ctx.critter} gently and said they would get there, however far it was.`],
        'walking', 'worried',
      );
    },
    (ctx) => page(
      `${capitalize(ctx.set.gust)} comes, and the ${ctx.critter} shivers.`,
      [`Then ${ctx.set.gust} came.`, `The ${ctx.critter} shivered.`, `${ctx.hero.name} held it close.`],
      [`${ctx.hero.name} went on with ${ctx.hero.his} back to ${definite(ctx.set.gust)}, so that the ${ctx.critter} stayed warm and safe.`],
      'carrying', 'worried',
    ),
    (ctx) => page(
      `The ${ctx.critter} wants to give up, and ${ctx.hero.name} sings to cheer it.`,
      [`"We will never get there," cried the ${ctx.critter}.`, `"Yes, we will," said ${ctx.hero.name}.`, `${ctx.hero.name} sang a song to cheer it up.`],
      [`It was a silly song about a ${ctx.critter} who found the way home, and by the end the ${ctx.critter} was humming along.`],
      'walking', 'sad',
    ),
    (ctx) => {
      const lookalike = ctx.spot();
      return page(
        `At ${lookalike} the ${ctx.critter} thinks it is home, but nobody is there.`,
        [
          `At ${lookalike}, the ${ctx.critter} gave a happy cry.`,
          `"${ctx.one('Home', 'I\'m home', 'This is it')}!" it called, and hurried ahead.`,
          `But nobody was waiting there for the little ${ctx.critter}.`,
        ],
        [`It had only looked a bit like home, and the ${ctx.critter} sat down very small and very still, while ${ctx.hero.name} tried hard to think of something kind to say.`],
        'searching', 'sad',
      );
    },
  ],
  afterwards: [
    {
      // Older readers think about what it was like for the little one.
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `${ctx.hero.name} thinks about how it feels to be small and lost.`,
        [`On the way back, ${ctx.hero.name} thought about the little ${ctx.critter}: being lost was bad enough when you were big.`, `Being lost when you were that small must have felt like the whole world had turned around.`],
        [`${ctx.hero.name} decided that from now on, ${ctx.hero.he} would always stop for anyone who looked lost, however busy ${ctx.hero.he} ${ctx.hero.was}.`],
        ctx.set.travelAction, 'calm', 'all',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `The little ${ctx.critter} tells its family the whole story.`,
        [`The little ${ctx.critter} told its family the whole story.`, ctx.one(`Then it told it all again, even louder.`, `It told the scary part twice.`, `It made the long way sound even longer.`), ctx.one(`Everyone looked at ${ctx.hero.name} with shining eyes.`, `The whole family listened, eyes wide.`, `Its little brothers and sisters gasped in all the right places.`)],
        [`${ctx.hero.name} went a little pink, and ${ctx.pal.name} grinned from ear to ear.`],
        'sitting', 'happy', 'all',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} says goodbye to the ${ctx.critter} and promises to visit.`,
        [ctx.one(`Then it was time to say goodbye.`, `At last it was time to go.`, `Soon it was time to head back.`), ctx.one(`"Come back and visit!" called the little ${ctx.critter}.`, `"Will you come again?" asked the little ${ctx.critter}.`), `${ctx.hero.name} promised ${ctx.hero.he} would.`],
        [`${ctx.hero.name} looked back ${ctx.one('three times', 'again and again')}, and every time, the ${ctx.critter} was still waving.`],
        'waving', 'happy', 'all',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `The little ${ctx.critter} shows them its home.`,
        [ctx.one(`The little ${ctx.critter} showed them round its home.`, `The ${ctx.critter} wanted ${ctx.hero.name} to see its home.`), ctx.one(`There was a soft bed and a tiny door.`, `There was a cozy nook and a tiny window.`), ctx.one(`"This is my favourite spot," it said.`, `"And this is where I sleep," it said.`, `"I'm never getting lost again," it said.`)],
        [`It was very small and very snug, and ${ctx.hero.name} could see why the ${ctx.critter} had wanted so much to get back.`],
        'looking', 'happy', 'all',
      ),
    },
  ],
  choice: {
    make: (ctx) => {
      const missed = missedForTheRescue(ctx);
      return page(
        `${ctx.hero.name} gives up ${missed} to take the ${ctx.critter} home.`,
        [ctx.one(`Far off, someone called out that ${missed} was about to start.`, `Just then, ${ctx.hero.name} heard that ${missed} was about to begin.`), `${ctx.hero.name} had waited all week for it.`, `${ctx.hero.name} looked down at the ${ctx.critter}, and stayed.`],
        [`${capitalize(ctx.pal.name)} looked at ${ctx.hero.name} for a long moment, then picked up the ${possessive(ctx.critter)} other side without a word.`],
        'standing', 'worried',
      );
    },
    cost: (ctx) => {
      const missed = missedForTheRescue(ctx);
      return page(
        `${ctx.hero.name} has missed ${missed}, and does not mind.`,
        [ctx.one(`${capitalize(missed)} had been over for hours.`, `${capitalize(missed)} was long finished.`), `${ctx.hero.name} had missed every minute of it.`, ctx.one(`Somehow, ${ctx.hero.name} did not mind at all.`, `${ctx.hero.name} found that ${ctx.hero.he} did not mind one bit.`)],
        [`There would be another one next year, but there would never be another little ${ctx.critter} who needed ${ctx.hero.name} to get it home.`],
        'walking', 'calm', 'all',
      );
    },
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} is out exploring ${ctx.set.place}.`,
        () => [`${ctx.hero.name} liked to help everyone ${ctx.set.inPlace}.`],
        () => [`${ctx.hero.name} always noticed the little things: a wobbly chair, a friend who looked sad, a job that needed an extra hand.`, ...heroDetails(ctx)],
        ctx.set.travelAction, 'happy',
      ),
      (ctx) => page(
        `${ctx.hero.name} and ${palPhrase(ctx)} hear a tiny cry nearby.`,
        [...introduceFriends(ctx), `One day ${ctx.hero.name} heard a tiny cry.`, `It was ${withArticle(ctx.critter)}, all alone.`],
        [`The ${ctx.critter} was shivering and looking around, as if everything was too big and too far away, and ${ctx.hero.name} knelt down beside it.`, ...friendDetails(ctx)],
        'looking', 'curious', 'all',
      ),
    ],
    'rising problem': [
      (ctx) => page(
        `The ${ctx.critter} is lost and needs to get home to ${ctx.goalPlace}.`,
        [`"I can't find my way home," said the ${ctx.critter}.`, `"My home is at ${ctx.goalPlace}," it said.`, `That was a long way from ${ctx.spot()}.`],
        [`${ctx.hero.name} looked at the tiny ${ctx.critter} and then at the long way ahead, and knew ${ctx.hero.he} had to help.`],
        'standing', 'worried',
      ),
      (ctx) => {
        const block = obstacleOf(ctx);
        return page(
        `On the way, ${block} makes the trip hard.`,
        [`${ctx.hero.name} carried the ${ctx.critter} with care.`, `But then ${block} was in the way.`, `"I miss my mum," sobbed the ${ctx.critter}.`],
        [`${possessive(ctx.hero.name)} arms were getting tired, and ${ctx.goalPlace} still looked far off.`],
        'carrying', 'worried',
        );
      },
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        return page(
          `${friend.name} finds a way past, and the ${ctx.critter} cheers up.`,
          // The hero's move starts the turn; without one, the friend's idea does.
          [
            ...orElse(lessonAtTheTurn(ctx, [], friend), `"I know what to do!" said ${friend.name}.`),
            // The thing in the way is got past on every page, a toddler's too.
            `${friend.name} ${friend.kit.talent(friend.p)}, and they found a way past ${definite(obstacleOf(ctx))}.`,
            `The ${ctx.critter} stopped crying and smiled at ${ctx.hero.name}.`,
          ],
          [`Working together, ${ctx.group} found a way that was safe for the ${ctx.critter}.`],
          'pointing', 'surprised',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `They reach ${ctx.goalPlace}, where the ${ctx.critter}'s family is waiting.`,
        [`At last, ${ctx.group} came to ${ctx.goalPlace}.`, `The ${possessive(ctx.critter)} family was waiting there!`, `They hugged the ${ctx.critter} tight, then ${ctx.hero.name} too.`],
        // The family sounds as its kind does: seagulls never squeak.
        [`The whole family ${isSpeciesId(ctx.critter) ? speciesEntry(ctx.critter).says : 'cheered'}${isSpeciesId(ctx.critter) ? ' and cheered' : ''}, and ${ctx.hero.name} felt a warm glow spread from ${ctx.hero.his} toes to ${ctx.hero.his} ears.`],
        'hugging', 'happy', 'all',
      ),
      (ctx) => page(
        `The ${possessive(ctx.critter)} family gives ${ctx.hero.name} a thank-you present.`,
        [`"Thank you for helping, ${callName(ctx.hero)}," said the ${possessive(ctx.critter)} mum.`, `The mum gave ${ctx.hero.name} ${withArticle(creatureKeepsake(ctx))}.`, `${ctx.hero.name} smiled all over, and so did ${ctx.pal.name}.`],
        [`It was the ${possessive(ctx.critter)} favourite thing, and ${ctx.hero.name} promised to keep it forever.`],
        'celebrating', 'proud', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} goes home happy, remembering the lesson.`,
        [ctx.set.id === 'home' ? `${ctx.hero.name} went back to ${ctx.spot()} with ${ctx.pal.name}, tired and happy.` : `${ctx.hero.name} went home with ${ctx.pal.name}, tired and happy.`, landTheLesson(ctx)],
        [`And the ${keepsakeNoun(ctx)} sat by ${possessive(ctx.hero.name)} window, to remind ${ctx.hero.him} of the little ${ctx.critter}.`],
        'walking', ctx.tone.closingMood,
      ),
    ],
  },
};

/** The keepsake by its last words, as it sits by the window: "the feather", "the shell", "the moon rock", "the pebble". */
const keepsakeNoun = (ctx: StoryContext): string => /\b(feather|shell|moon rock|pebble)\b/.exec(creatureKeepsake(ctx))?.[1] ?? 'present';
