import { foodFor } from '../cast/species';
import { capitalize, possessive, withArticle } from '../core/text';
import { forUnderSixes, page, settingUp, withSpare, type StoryContext } from '../story/story-context';
import { firstPage, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase, someCreature, theCreatureOf } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';
import { spreadOver } from './spread-over';
import { canCarry } from '../world/creature-size';

/** How the day goes by while the thing is lost, from just after it is gone to the end of the search. */
const DAY_GOING_BY: readonly ((ctx: StoryContext) => string)[] = [
  (ctx) => `${possessive(ctx.hero.name)} day had hardly begun.`,
  (ctx) => `The morning went by, and ${ctx.hero.name} kept looking.`,
  (ctx) => `By lunchtime, ${ctx.hero.name} had looked in more places than ${ctx.hero.he} could count.`,
  (ctx) => `${ctx.hero.name} did not stop for lunch.`,
  (ctx) => `The afternoon wore on, and still ${ctx.hero.name} looked.`,
  (ctx) => `It was nearly teatime, and ${ctx.hero.name} was getting tired.`,
  (ctx) => `The day was nearly over, and ${ctx.hero.name} still had not found it.`,
];

/**
 * The day going by on each page of the search, for readers of six and up (a little one's search has its
 * refrain): the thing might be out there all night, and the middle reads as a race with the evening.
 */
function dayGoingBy(ctx: StoryContext, count: number): (string | undefined)[] {
  if (forUnderSixes(ctx)) return [];
  return spreadOver(DAY_GOING_BY, count).map((stage) => stage?.(ctx));
}

/** The find at the turn: the creature the reader saw peeping while they searched, with the lost thing. */
function foundIt(ctx: StoryContext): string {
  const where = ctx.seen.get(ctx.critter);
  return `It was the ${ctx.critter}${where ? ` from ${where}` : ''}, and it had the ${ctx.treasure}!`;
}

export const LOST_AND_FOUND: PlotShape = {
  id: 'lost-and-found',
  keywords: /\b(?:lost|losing (?:my|his|her|their|our|your)|missing|find|found|looking for|search\w*)\b/i,
  lessons: ['perseverance', 'gratitude'],
  settings: ['home', 'beach', 'farm', 'city', 'forest'],
  carriesTheThing: true,
  usesPalsTrick: true,
  // The creature that turns up with the lost thing has kept it all day: it can hold one.
  critterFits: canCarry,
  friendsFromStart: true,
  timeline: 'day',
  titles: (ctx) => [
    `${ctx.hero.name} and the Lost ${ctx.treasure}`,
    `Where Is ${possessive(ctx.hero.name)} ${ctx.treasure}?`,
    `The ${ctx.rng.pick(ctx.tone.titleWords)} Search ${ctx.set.inPlace}`,
  ],
  summary: (ctx) => [
    `When ${ctx.hero.name} loses a favourite ${ctx.treasure} somewhere ${ctx.set.inPlace}, ${palPhrase(ctx)} helps search high and low.`,
    `Clue by clue, the friends look everywhere, and ${ctx.hero.name} finds out that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `find the lost ${ctx.treasure}`,
  win: (ctx) => `the ${ctx.treasure} was back where it belonged`,
  lowPoint: () => `searching everywhere and finding nothing`,
  countdown: dayGoingBy,
  voice: (ctx) => ({
    stakes: ctx.one(
      `People would say it was only ${withArticle(ctx.treasure)}, but ${ctx.hero.name} had carried it to every corner of ${ctx.set.place}.`,
      `${capitalize(withArticle(ctx.treasure))} can be replaced, people say, but not this one, thought ${ctx.hero.name}.`,
      `${ctx.hero.name} knew it was silly to feel this bad about ${withArticle(ctx.treasure)}, and ${ctx.hero.he} felt it anyway.`,
    ),
    doubt: ctx.one(
      `Maybe the ${ctx.treasure} was gone for good, thought ${ctx.hero.name}, and ${ctx.hero.he} should stop pretending it was not.`,
      `${ctx.hero.name} tried to list every place the ${ctx.treasure} could be, and the list had no end.`,
      `What if someone had picked up the ${ctx.treasure} and taken it home? ${ctx.hero.name} tried not to think about it.`,
    ),
    quip: ctx.one(
      `"Where did you last have it?" asked ${ctx.pal.name}. "If I knew that," said ${ctx.hero.name}, "it would not be lost."`,
      `"Think like ${withArticle(ctx.treasure)}," said ${ctx.pal.name}. "Where would you go?" "Somewhere very annoying," said ${ctx.hero.name}.`,
      `"We could check your pockets again," said ${ctx.pal.name}. "For the fifth time?" said ${ctx.hero.name}.`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Where, oh where, is the ${ctx.treasure}?`, answer: `There, oh there, is the ${ctx.treasure}!`, to: 'nobody' },
    { ask: `Look high, look low, for the ${ctx.treasure}!`, answer: `Not high, not low, but there it was!`, to: 'nobody' },
  ],
  tries: [
    (ctx) => {
      const first = ctx.spot();
      return page(
        `They look for the ${ctx.treasure} at ${first} and find everything else.`,
        [`First, they looked at ${first}.`, ctx.one(`They found a feather and a button.`, `They found an old sock and a snail.`, `They found three acorns and a lost mitten.`), `But no ${ctx.treasure}.`],
        [`${capitalize(ctx.pal.name)} said lost things always hide in the last place you look, which did not help one bit.`],
        'searching', 'curious',
      );
    },
    (ctx) => page(
      `${ctx.hero.name} puts up a sign for the lost ${ctx.treasure}, but it does not help.`,
      [
        ctx.one(`${ctx.hero.name} drew the ${ctx.treasure} on a big sign.`, `${ctx.hero.name} made a big sign with the ${ctx.treasure} on it.`),
        `${capitalize(ctx.pal.name)} helped to put it up at ${ctx.spot()}.`,
        `"${ctx.one('It looks a bit like a sausage,', 'Is that a sausage?', 'It looks like a sausage with legs,')}" said ${ctx.pal.name}.`,
      ],
      [`Under the picture ${ctx.hero.name} had written LOST in big letters, but the only one who stopped to read it was ${withArticle(ctx.critter)}, and it looked at the sign for a long, long time.`],
      'pointing', 'curious',
    ),
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${ctx.hero.name} asks ${withArticle(creature)}, but it has not seen the ${ctx.treasure}.`,
        [`${ctx.hero.name} asked ${withArticle(creature)} at ${ctx.spot()}.`, `"Have you seen my ${ctx.treasure}?"`, `The ${creature} shook its head.`],
        [`The ${creature} had seen ${withArticle(ctx.set.treasures.find((thing) => thing !== ctx.treasure) ?? 'pebble')} and ${withArticle(ctx.rng.pick(ctx.set.creatures.filter((noun) => ![creature, ctx.critter, ctx.pal.kit.noun].includes(noun))))} that morning, but not one ${ctx.treasure}.`],
        'standing', 'worried',
      );
    },
    (ctx) => {
      const past = ctx.spot();
      ctx.seen.set(ctx.critter, past);
      return settingUp(page(
      `${capitalize(withArticle(ctx.critter))} peeps out at ${ctx.hero.name}, who is too busy searching to stop.`,
      [
        `${ctx.hero.name} hurried past ${past}.`,
        `${capitalize(withArticle(ctx.critter))} peeped out and blinked at ${ctx.hero.name}.`,
        `"${ctx.one('Not now', 'Sorry, not now', 'Not now, please')}, I'm looking for my ${ctx.treasure}!" said ${ctx.hero.name}.`,
      ],
      [`If ${ctx.hero.name} had stopped for a moment, ${ctx.hero.he} might have seen that the ${ctx.critter} had something very important to say.`],
      'running', 'worried',
    ), () => ctx.one(
        `Then ${ctx.hero.name} remembered the ${ctx.critter} ${ctx.hero.he} had hurried past at ${past}, blinking as if it wanted to say something.`,
        `${ctx.hero.name} thought back to ${past}, and to the ${ctx.critter} ${ctx.hero.he} had been far too busy to listen to.`,
        `Why had the ${ctx.critter} at ${past} looked at ${ctx.hero.name} like that, as if it knew a secret?`,
      ));
    },
    (ctx) => page(
      `Something shines at ${ctx.spot()}, but it is not the ${ctx.treasure}.`,
      [`Something shone at ${ctx.spot()}.`, `${ctx.hero.name} ran to see.`, `It was only an old tin lid, not the ${ctx.treasure}.`],
      [`${ctx.hero.name} had been so sure, and now ${ctx.hero.his} tummy felt as heavy as a stone.`],
      'running', 'sad',
    ),
    (ctx) => page(
      `They go back to the start and look very slowly.`,
      [`"Let's go back to the start," said ${ctx.hero.name}.`, `They went back to ${ctx.goalPlace}.`, `This time ${ctx.hero.name} looked very, very slowly.`],
      [`${ctx.hero.name} tried to remember every place the ${ctx.treasure} had been that day, one by one.`],
      'searching', 'curious',
    ),
    (ctx) => page(
      `${ctx.hero.name} peers into ${ctx.set.darkPlace}, but it is too dark to look inside.`,
      [
        `${ctx.hero.name} peered into ${ctx.set.darkPlace}.`,
        `It was far too dark to spot ${withArticle(ctx.treasure)} in there.`,
        `"Are you in there, ${ctx.treasure}?" called ${ctx.hero.name} in a small voice.`,
      ],
      [`Nothing called back, and ${possessive(ctx.hero.name)} feet would not take one more step, so ${ctx.pal.name} stayed close and they crept away again.`],
      'looking', 'scared',
    ),
    (ctx) => page(
      `The shadows grow long, and still there is no ${ctx.treasure}.`,
      [ctx.one(`The shadows grew long.`, `The sun sank lower and lower.`), `${ctx.hero.name} looked high and ${ctx.pal.name} looked low.`, `Still no ${ctx.treasure}.`],
      [`Soon it would be time to go in, and the ${ctx.treasure} would be out there all night on its own.`],
      'searching', 'worried',
    ),
  ],
  afterwards: [
    {
      // Older readers get a harder, kinder ending: the creature had come to love it too.
      afterFirst: true,
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `The ${ctx.critter} has grown to love the ${ctx.treasure}, and ${ctx.hero.name} promises to share it.`,
        [`The ${ctx.critter} had let go of the ${ctx.treasure} very slowly.`, `It had looked after it all day, and it had grown to love it too.`, `So ${ctx.hero.name} made a promise: whenever the ${ctx.critter} wanted, they would share the ${ctx.treasure}.`],
        [`It was not the ending ${ctx.hero.name} had pictured when the ${ctx.treasure} went missing, but it felt like the right one.`],
        'sitting', 'calm', 'all',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `${ctx.hero.name} gives the ${ctx.critter} a thank-you present.`,
        [ctx.one(`${ctx.hero.name} wanted to say thank you properly.`, `A thank-you was not enough, ${ctx.hero.name} decided.`), `${ctx.hero.name} gave the ${ctx.critter} ${ctx.one('a shiny button', 'a ribbon', 'a smooth round pebble')}.`, `The ${ctx.critter} ${ctx.one('did a happy little hop', 'twitched its nose with joy', 'held it tight')}.`],
        [ctx.one(`The ${ctx.critter} tucked it away somewhere very safe, where nothing could ever get lost.`, `The ${ctx.critter} kept it in the safest place it knew.`)],
        'hugging', 'happy', 'all',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} tells the story of the lost ${ctx.treasure}, and it grows with every telling.`,
        [`${ctx.hero.name} told the story of the lost ${ctx.treasure} to everyone ${ctx.hero.he} met.`, ctx.one(`Each time, the ${ctx.critter} was a little braver.`, `Every time, the ${ctx.critter} got bigger and bolder.`), ctx.one(`By the third telling, it had fought off a monster to keep the ${ctx.treasure} safe!`, `By the last telling, it had chased away a giant for it!`)],
        [`${capitalize(ctx.pal.name)} said that was not quite how it happened, but ${ctx.pal.he} liked the story better ${ctx.one('that way', 'with the monster in')}.`],
        'celebrating', 'happy', 'all',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} passes every place they looked, and counts them.`,
        [ctx.set.id === 'home' ? `Later, they went round every place they had looked.` : `On the way home, they passed every place they had looked.`, `"Not there, not there, not there," ${ctx.one('counted', 'sang')} ${ctx.hero.name}.`, `"But here!" And ${ctx.hero.name} hugged the ${ctx.treasure} tight.`],
        [`${capitalize(ctx.pal.name)} joined in with the counting, and got it wrong on purpose to make ${ctx.hero.name} laugh.`],
        'walking', 'happy',
      ),
    },
  ],
  choice: {
    make: (ctx) => {
      const creature = theCreatureOf(ctx, 'choice');
      return page(
        `${capitalize(withArticle(creature))} offers ${ctx.hero.name} a new ${ctx.treasure}, and ${ctx.hero.name} says no.`,
        [`${capitalize(withArticle(creature))} had ${withArticle(ctx.treasure)} just like it, only newer.`, ctx.one(`"Have this one, and stop looking," it said kindly.`, `"Take mine," it said. "Then you can go home."`), ctx.one(`It would have been so easy to say yes.`, `${ctx.hero.name} was tired enough to say yes.`)],
        [`"Thank you," said ${ctx.hero.name} at last, "but it has to be mine." A new one would be shinier, but it would not have been everywhere with ${ctx.hero.him}.`],
        'standing', 'sad',
      );
    },
    cost: (ctx) => page(
      `${ctx.hero.name} is glad it was the old ${ctx.treasure}, not a new one.`,
      [`The ${ctx.treasure} was a bit scuffed now.`, ctx.one(`A new one would have been shinier.`, `The new one had been much shinier.`), `${ctx.hero.name} would not have swapped it for anything.`],
      [`Saying no to the ${theCreatureOf(ctx, 'choice')} had cost ${ctx.hero.name} a long, long search, and ${ctx.hero.he} would have said no again.`],
      'sitting', 'calm', 'all',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} plays with a favourite ${ctx.treasure}.`,
        () => [`${ctx.hero.name} had ${withArticle(ctx.treasure)}.`, `${ctx.hero.name} took the ${ctx.treasure} everywhere.`],
        () => [`${ctx.hero.name} liked to hold the ${ctx.treasure} up to the light and imagine all the places it had been.`, ...heroDetails(ctx)],
        'carrying', 'happy',
      ),
      (ctx) => page(
        `${ctx.hero.name} and ${palPhrase(ctx)} play near ${ctx.goalPlace}.`,
        [...introduceFriends(ctx), `They played near ${ctx.goalPlace} with the ${ctx.treasure}.`],
        [`${ctx.pal.name} and ${ctx.hero.name} made up a game where the ${ctx.treasure} was a magic prize.`, ...friendDetails(ctx)],
        'jumping', 'happy', 'all',
      ),
    ],
    'rising problem': [
      (ctx) => page(
        `The ${ctx.treasure} is gone, and ${ctx.hero.name} is upset.`,
        // "Then Mia looked down." was every lost-and-found book's (round 12's census): the hero reaches for this book's own thing.
        [`Then ${ctx.hero.name} reached for the ${ctx.treasure}.`, `The ${ctx.treasure} was gone!`, `${possessive(ctx.hero.name)} lip began to wobble.`],
        [`${ctx.hero.name} patted every pocket and looked behind ${ctx.goalPlace}, but the ${ctx.treasure} was nowhere to be seen.`],
        'searching', 'sad',
      ),
      (ctx) => {
        // The reader sees who has the lost thing before the hero does, so the find at the turn is set up.
        const where = ctx.spot();
        // Where the hero hurried past it stays the place it is known by.
        const again = ctx.seen.has(ctx.critter);
        const peeping = again ? `The ${ctx.critter} peeped at them again, but nobody saw.` : `Nobody saw ${withArticle(ctx.critter)} peeping at them.`;
        if (!again) ctx.seen.set(ctx.critter, where);
        return page(
          `They search everywhere but find nothing, and nobody sees the ${ctx.critter} peeping out.`,
          [`${ctx.hero.name} and ${ctx.pal.name} looked at ${where}.`, `No ${ctx.treasure} there.`, peeping, `"Let's keep looking," said ${ctx.pal.name}.`],
          [`They searched under, over and around everything, until ${possessive(ctx.hero.name)} knees were dusty and ${ctx.hero.his} hopes were small.`],
          'searching', 'worried',
        );
      },
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        const look = `"Look!" said ${friend.name}.`;
        return withSpare(page(
          `${friend.name} spots a clue: ${withArticle(ctx.critter)} has the ${ctx.treasure}.`,
          [...lessonAtTheTurn(ctx, [], friend), `${friend.name} ${friend.kit.talent(friend.p)}.`, look, foundIt(ctx)],
          [`The ${ctx.critter} had found the ${ctx.treasure} and kept it safe, and it had wanted to give it back all day, but it was far too shy to come out.`],
          'pointing', 'surprised',
        // A little one's page has room for the move, the trick and the find, not a "Look!" too.
        ), [look]);
      },
    ],
    resolution: [
      (ctx) => page(
        `The ${ctx.critter} gives the ${ctx.treasure} back, and ${ctx.hero.name} says thank you.`,
        [`The ${ctx.critter} gave back the ${ctx.treasure}.`, `"Thank you, little ${ctx.critter}!" said ${ctx.hero.name}.`, `${ctx.hero.name} gave the ${ctx.critter} a big smile.`],
        [`${ctx.hero.name} held the ${ctx.treasure} close and felt ${ctx.hero.his} heart go light as a feather.`],
        'hugging', 'happy', 'all',
      ),
      (ctx) => {
        // The animal gets its own food, never the picnic's pie, and one a child should not feed gets none.
        const food = foodFor(ctx.critter, ctx.set.treat);
        return page(
          `${ctx.hero.name} shares ${ctx.set.treat} with everyone who helped.`,
          [food ? `${ctx.hero.name} shared ${ctx.set.treat} with everyone, and gave the ${ctx.critter} ${food}.` : `${ctx.hero.name} shared ${ctx.set.treat} with everyone who helped.`, `${ctx.group} had a feast near ${ctx.goalPlace}.`],
          [food ? `The ${ctx.critter} ate every last bit, and ${ctx.pal.name} laughed until ${ctx.pal.he} had hiccups.` : `Even the ${ctx.critter} stayed to the end, and ${ctx.pal.name} laughed until ${ctx.pal.he} had hiccups.`],
          'sitting', 'happy', 'all',
        );
      },
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} keeps the ${ctx.treasure} safe and learns the lesson.`,
        [`From then on, ${ctx.hero.name} kept the ${ctx.treasure} safe.`, landTheLesson(ctx)],
        [`And whenever ${ctx.hero.name} saw ${withArticle(ctx.critter)}, ${ctx.hero.he} waved hello to ${ctx.hero.his} new friend.`],
        'waving', ctx.tone.closingMood, 'hero',
      ),
    ],
  },
};
