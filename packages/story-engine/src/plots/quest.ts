import { hashString } from '@studio/seeded-random';
import { capitalize, definite, possessive, withArticle } from '../core/text';
import { forUnderSixes, openingPage, page, palsMoment, settingUp } from '../story/story-context';
import type { StoryContext } from '../story/story-context';
import { firstPage, fondName, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase, theCreatureOf } from './cast-lines';
import { lessonAtTheTurn, orElse } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/** The one thing in the way on this quest: the same on every page that mentions it. */
const obstacle = (ctx: StoryContext) => ctx.set.obstacles[hashString(`${ctx.goalPlace}|${ctx.treasure}`) % ctx.set.obstacles.length] as string;
/** The thing in the way once it has been met: "the stubborn goat on the path". */
const theObstacle = (ctx: StoryContext) => definite(obstacle(ctx));

export const QUEST: PlotShape = {
  id: 'quest',
  keywords: /\b(?:quest|journey|adventure|treasure|explor\w*|map|trip|outing|expedition)\b/i,
  // A treasure hunt or an old map is this plot's own story: an old map, the way there, the treasure found.
  tellsTheme: /\btreasure (?:hunts?|maps?|chests?)\b|\b(?:old|secret|pirate) maps?\b|\bquests?\b|\bexpeditions?\b/i,
  lessons: ['bravery', 'teamwork', 'perseverance', 'friendship'],
  settings: ['forest', 'mountains', 'space', 'under the sea', 'castle'],
  carriesTheThing: true,
  usesPalsTrick: true,
  friendsFromStart: true,
  timeline: 'day',
  titles: (ctx) => [
    `${ctx.hero.name} and the Quest for the ${ctx.treasure}`,
    `The ${ctx.rng.pick(ctx.tone.titleWords)} Journey to ${ctx.goalPlace}`,
    `${possessive(ctx.hero.name)} ${ctx.rng.pick(ctx.tone.titleWords)} Quest`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} sets off across ${ctx.set.place} with ${palPhrase(ctx)} to find the ${ctx.treasure} hidden at ${ctx.goalPlace}.`,
    `The way is long and full of surprises, and ${ctx.hero.name} learns that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `find the ${ctx.treasure} at ${ctx.goalPlace}`,
  win: (ctx) => `the ${ctx.treasure} was found at last`,
  lowPoint: () => `the map blowing away`,
  voice: (ctx) => ({
    // A map someone made that morning has no years behind it and no box to go back to.
    stakes: ctx.occasion?.hiddenBy ? ctx.one(
      `${ctx.hero.name} had looked at the little drawing of the ${ctx.treasure} so often that ${ctx.hero.he} could have drawn it with ${ctx.hero.his} eyes shut.`,
      `${ctx.hero.name} had never followed a real map before, and ${ctx.hero.he} did not mean to get it wrong now.`,
    ) : ctx.one(
      `${ctx.hero.name} had looked at the little drawing of the ${ctx.treasure} so often that ${ctx.hero.he} could have drawn it with ${ctx.hero.his} eyes shut.`,
      `Nobody had found the ${ctx.treasure} in all the years since the map was drawn, and ${ctx.hero.name} wanted to be the one who did.`,
      `If ${ctx.hero.name} turned back now, the map would go back in its box, and the ${ctx.treasure} would wait at ${ctx.goalPlace} for somebody braver.`,
    ),
    doubt: ctx.one(
      `Maybe the map was only an old drawing, thought ${ctx.hero.name}, and the ${ctx.treasure} had never been at ${ctx.goalPlace} at all.`,
      `${ctx.hero.name} wondered if real explorers ever felt this small, and decided they probably did not.`,
      `What if ${ctx.goalPlace} was simply too far for ${ctx.hero.name}? Nobody would have to know ${ctx.hero.he} had tried.`,
    ),
    quip: ctx.one(
      `"The map says we are nearly there," said ${ctx.pal.name}. "My feet say the map is wrong," said ${ctx.hero.name}.`,
      `"Whoever drew this map," said ${ctx.hero.name}, "never had to walk it." ${capitalize(ctx.pal.name)} turned it upside down, just in case.`,
      `"Treasure maps always have a catch," said ${ctx.pal.name}. "This one has ${obstacle(ctx)}," said ${ctx.hero.name}.`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `On we go, ${fondName(ctx.pal)}, on we go!`, answer: `This way, ${fondName(ctx.pal)}, this way!`, to: 'pal' },
    { ask: `Step by step, ${fondName(ctx.pal)}, step by step.`, answer: `One more step, ${fondName(ctx.pal)}, one more step!`, to: 'pal' },
  ],
  tries: [
    (ctx) => page(
      `They wait for ${theObstacle(ctx)} to go away, but it stays where it is.`,
      [
        `"${ctx.one('Maybe it will go away', 'Let\'s wait, and maybe it will go away', 'If we wait, maybe it will move')}," said ${ctx.pal.name}.`,
        `So ${ctx.hero.name} and ${ctx.pal.name} sat down and waited.`,
        `But ${theObstacle(ctx)} did not go anywhere at all.`,
      ],
      [`${capitalize(ctx.pal.name)} counted all the way to a hundred, twice, and it stayed exactly where it was.`],
      'sitting', 'calm',
    ),
    (ctx) => page(
      `They try to go round, but the way round is too long.`,
      [`${ctx.hero.name} tried to go round ${theObstacle(ctx)}.`, `But going round took them back to ${ctx.spot()}.`, `"Not this way," said ${ctx.pal.name}.`],
      [`They went until ${possessive(ctx.hero.name)} feet were sore, and came back to the very same spot.`],
      'walking', 'worried',
    ),
    (ctx) => page(
      `${ctx.hero.name} tries to get over the top and falls back.`,
      [`Next, ${ctx.hero.name} tried to get over the top.`, `${ctx.hero.name} reached up high.`, `Down ${ctx.hero.name} came with a bump.`],
      [`${capitalize(ctx.pal.name)} helped ${ctx.hero.name} up, and they both had a little laugh, but the ${ctx.treasure} was still on the other side.`],
      'jumping', 'surprised',
    ),
    (ctx) => page(
      `They pile things up to make a way past, and the pile falls down.`,
      [
        `"Let's build a way past!" said ${ctx.hero.name}.`,
        `${ctx.hero.name} and ${ctx.pal.name} piled things up, higher and higher.`,
        `Then the pile ${ctx.one('wobbled', 'swayed', 'tipped')}, and down it all came on ${under(ctx).name}!`,
      ],
      [`${capitalize(under(ctx).name)} popped out of the heap with the map on ${under(ctx).his} head, and even ${over(ctx).name} had to laugh, but they were no closer to the ${ctx.treasure}.`],
      'carrying', 'surprised',
    ),
    (ctx) => settingUp(page(
      `The old map is hard to read.`,
      [`${ctx.hero.name} looked at the map again.`, `The lines to ${ctx.goalPlace} were faded and small.`, `"Is that a path or a crack?" asked ${ctx.pal.name}.`],
      [`The map to the ${ctx.treasure} had been drawn a long time ago, and some of it had worn away at the folds.`],
      'looking', 'curious',
    ), () => ctx.one(
      `${ctx.hero.name} thought of the faded line on the map, the one ${ctx.pal.name} had called a crack: what if it really was a path?`,
      `What about the thin line on the map, ${ctx.hero.name} wondered: was it a path after all?`,
    )),
    (ctx) => {
      // Not the creature that is in the way ("a stubborn goat on the path"): asking it the way would be a joke nobody meant.
      const creature = ctx.rng.pick(ctx.set.creatures.filter((noun) => noun !== ctx.critter && noun !== ctx.pal.kit.noun && !obstacle(ctx).includes(noun)));
      return page(
        `${withArticle(creature)} points the way, but the way goes round in a circle.`,
        [`${ctx.hero.name} asked ${withArticle(creature)} the way.`, `"That way!" said the ${creature}.`, `But that way went round in a circle, back to ${ctx.spot()}.`],
        [`The ${creature} had meant well, but it had never been to ${ctx.goalPlace} in its life.`],
        'walking', 'worried',
      );
    },
    (ctx) => page(
      `The way gets longer and harder.`,
      [`The way to ${ctx.goalPlace} got longer and harder.`, `${ctx.hero.name} puffed and panted.`, `${capitalize(ctx.pal.name)} puffed too.`],
      [`However far they went, ${ctx.goalPlace} did not seem to come any closer.`],
      'walking', 'worried',
    ),
    (ctx) => page(
      `From up high, ${ctx.hero.name} sees how far away ${ctx.goalPlace} still is.`,
      [
        `${ctx.hero.name} went up as high as ${ctx.hero.he} could, to look.`,
        `Far, far away, ${ctx.goalPlace} looked tiny.`,
        `And ${theObstacle(ctx)} was still in the way.`,
      ],
      [`${ctx.hero.name} came back down very quietly, and for a long time nobody said a word, not even ${ctx.pal.name}.`],
      'looking', 'sad',
    ),
  ],
  afterwards: [
    {
      // Older readers wonder about whoever drew the map (not one a teacher handed out that morning).
      afterFirst: true,
      fits: (ctx) => ctx.age === '9-12' && !ctx.occasion?.mapLine,
      write: (ctx) => page(
        `${ctx.hero.name} wonders who drew the map, long ago.`,
        [`Who had drawn the map, and hidden the ${ctx.treasure} at ${ctx.goalPlace}?`, `${ctx.hero.name} would probably never know.`, `But ${ctx.hero.name} liked to think they would be glad it had been found at last.`],
        [`Maybe one day, ${ctx.hero.name} thought, ${ctx.hero.he} would draw a map like that too, for someone to find.`],
        'sitting', 'calm', 'all',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `On the way back, ${theObstacle(ctx)} does not look so big any more.`,
        [ctx.one(`On the way back, they came to ${theObstacle(ctx)} again.`, `On the way back, there was ${theObstacle(ctx)} once more.`), ctx.one(`This time, ${ctx.hero.name} knew just how to get past.`, `This time, getting past was easy for ${ctx.hero.name}.`), `"${ctx.one('Easy-peasy', 'Nothing to it', 'Done it')}!" laughed ${ctx.pal.name}.`],
        [`${ctx.hero.name} got past it in ${ctx.one('no time at all', 'a few careful steps')}, holding the ${ctx.treasure} high so that nothing could happen to it.`],
        'walking', 'happy',
      ),
    },
    {
      // Told where the others are, after the plot's own last page has brought everyone together.
      fits: (ctx) => helper(ctx) !== ctx.hero,
      write: (ctx) => {
        const friend = helper(ctx);
        return palsMoment(page(
          `${ctx.hero.name} tells everyone about ${possessive(friend.name)} trick.`,
          // Little ones' split sentences would make the trick's own words a third time ("It shone like a lamp.").
          [forUnderSixes(ctx) ? `${ctx.hero.name} told everyone about ${possessive(friend.name)} clever trick.` : `${ctx.hero.name} told everyone about the moment ${friend.name} ${friend.kit.talent(friend.p)}.`, ctx.one(`Everyone wanted to try it.`, `Then everyone had a go.`), ctx.one(`But nobody could do it quite like ${friend.name}.`, `Nobody else could do it half as well.`)],
          [`${friend.name} tried very hard not to look proud, and did not manage it at all.`],
          'celebrating', 'proud', 'all',
        ));
      },
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `${capitalize(ctx.pal.name)} carries the ${ctx.treasure} for a while.`,
        [`"Can I hold it?" asked ${ctx.pal.name}.`, `${ctx.hero.name} let ${ctx.pal.name} carry the ${ctx.treasure} ${ctx.one('for a while', 'the rest of the way')}.`, ctx.one(`${capitalize(ctx.pal.name)} walked very, very carefully.`, `${capitalize(ctx.pal.name)} held it as if it might float away.`)],
        [`Every few steps, ${ctx.pal.name} peeked at it again, and ${ctx.hero.name} did not hurry ${ctx.pal.him} once.`],
        'walking', 'happy',
      ),
    },
  ],
  choice: {
    make: (ctx) => {
      const creature = theCreatureOf(ctx, 'choice');
      return page(
        `${ctx.hero.name} stops to free ${withArticle(creature)}, though it will make them late.`,
        [`At ${ctx.spot()}, ${withArticle(creature)} was stuck fast.`, `If they stopped, they would be back much later than ${ctx.hero.name} had promised.`, `${ctx.hero.name} stopped.`],
        [`It took a long time, and at last the ${creature} wriggled free and was gone without a word of thanks; ${ctx.pal.name} raised an eyebrow, and ${ctx.hero.name} shrugged.`],
        'pointing', 'worried',
      );
    },
    cost: (ctx) => page(
      `${ctx.hero.name} is late, says sorry, and would stop again.`,
      [`They were back much later than ${ctx.hero.name} had promised.`, ctx.one(`There was a long talk about promises.`, `Somebody had been worried, and said so.`), `${ctx.hero.name} said sorry, and meant it.`],
      [`But if ${ctx.hero.he} found a stuck ${theCreatureOf(ctx, 'choice')} tomorrow, ${ctx.hero.he} would stop again, and ${ctx.hero.he} had a feeling the grown-ups knew it.`],
      'standing', 'calm', 'all',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} finds an old map that shows the ${ctx.treasure} at ${ctx.goalPlace}.`,
        // One line, so that a toddler's short first page keeps what the map shows beside the day's opening.
        () => [`${ctx.occasion?.mapLine?.(ctx) ?? ctx.one(`One morning, ${ctx.hero.name} found an old map.`, `${ctx.hero.name} found an old map in a dusty box.`, `An old map fell out of a book, right at ${possessive(ctx.hero.name)} feet.`)} It showed ${withArticle(ctx.treasure)} at ${ctx.goalPlace}!`],
        () => [`The paper was crinkly and faded, but the little drawing of the ${ctx.treasure} still seemed to sparkle at ${ctx.hero.name}.`, ...heroDetails(ctx)],
        'looking', 'curious',
      ),
      (ctx) => openingPage(page(
        `${ctx.hero.name} and ${palPhrase(ctx)} pack for the journey and set off.`,
        [...introduceFriends(ctx), `"Let's find the ${ctx.treasure}!" said ${ctx.hero.name}.`, `So off they went, with the map and ${ctx.set.treat}.`],
        [`They packed ${ctx.set.treat} for the journey, and ${ctx.pal.name} studied the map very carefully.`, ...friendDetails(ctx)],
        ctx.set.travelAction, 'excited', 'all',
      ), [`"Let's find the ${ctx.treasure}!" said ${ctx.hero.name}.`]),
    ],
    'rising problem': [
      (ctx) => {
        const block = obstacle(ctx);
        return page(
          `The way to ${ctx.goalPlace} is blocked by ${block}.`,
          [`${ctx.hero.name} and ${ctx.pal.name} ${ctx.set.went} to ${ctx.spot()}.`, `But ${block} was in the way!`, `"${ctx.one('How will we get past', 'What do we do now', 'How do we get across')}?" asked ${ctx.hero.name}.`],
          [`${ctx.hero.name} tried one way and then another, but there was no way round ${theObstacle(ctx)}.`, `${ctx.hero.name} sat down on a rock to think, chin in ${ctx.hero.his} hands.`],
          'standing', 'worried',
        );
      },
      (ctx) => page(
        `The map drifts away and ${ctx.hero.name} is not sure which way to go.`,
        [ctx.one(`Then ${ctx.hero.name} dropped the map!`, `Then the map slipped out of ${possessive(ctx.hero.name)} hands!`, `Then ${ctx.set.gust} tugged at the map!`), `Away it blew, over ${ctx.spot()}.`, `"${ctx.one('Which way now', 'Now where do we go', 'Oh no, which way')}?" asked ${ctx.hero.name}.`],
        [`Every path looked the same to ${ctx.hero.name}, and the ${ctx.treasure} felt further away than ever.`, `${ctx.pal.name} looked at ${ctx.hero.name}, and ${ctx.hero.name} looked at ${ctx.pal.name}, and for a moment nobody spoke.`],
        'searching', 'worried',
      ),
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        const move = lessonAtTheTurn(ctx, [], friend);
        return page(
          `${friend.name} finds the way, and together they cross ${theObstacle(ctx)}.`,
          [
            ...orElse(move, `Then ${friend.name} had an idea.`),
            `${friend.name} ${friend.kit.talent(friend.p)}.`,
            // The crossing is on every page, a toddler's too: the thing in the way was never got past before.
            `"${ctx.one('This way', 'Over here', 'Come on, this way')}!" called ${friend.name}, and step by step they got past ${theObstacle(ctx)}.`,
          ],
          [`It took a long time and a lot of careful steps, and they stayed close together the whole way.`],
          'pointing', 'surprised',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `They reach ${ctx.goalPlace} and find the ${ctx.treasure}.`,
        [`At last, they came to ${ctx.goalPlace}.`, `And there was the ${ctx.treasure}!`, ctx.one(`${ctx.hero.name} picked it up with care.`, `${ctx.hero.name} lifted it out, very gently.`, `${ctx.hero.name} held it up to the light.`)],
        [`It was even more beautiful than the drawing on the map, and it fit perfectly in ${possessive(ctx.hero.name)} hand.`],
        'carrying', 'excited', 'all',
      ),
      (ctx) => {
        // On a trip the day goes on where it is: the others are there, not at home. A quest round the house never left it.
        const visiting = ctx.visitorHome !== undefined || ctx.set.id === 'home';
        return page(
          `${ctx.hero.name} shares the ${ctx.treasure} with everyone ${visiting ? 'on the trip' : 'back home'}.`,
          [
            visiting ? `${ctx.group} hurried back to ${ctx.occasion ? 'the others' : 'everyone'}.` : `${ctx.group} went home.`,
            `Everyone came to see the ${ctx.treasure}.`,
            // The one who gave the map hid the treasure: a little one's short page keeps that before the cheer.
            ...(ctx.occasion?.hiddenBy ? [ctx.occasion.hiddenBy(ctx)] : []),
            `"${ctx.one('We found it together', 'Look what we found', 'We did it')}!" said ${ctx.hero.name}.`,
          ],
          [visiting ? `Everyone crowded round, and ${ctx.hero.name} told the whole story twice.` : `The long way home felt short for ${ctx.group}, because they laughed and sang all the way.`],
          'celebrating', 'proud', 'all',
        );
      },
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} keeps the ${ctx.treasure} close and remembers the lesson.`,
        [`That night, the ${ctx.treasure} sat by ${possessive(ctx.hero.name)} bed.`, landTheLesson(ctx)],
        [`The ${ctx.treasure} glimmered softly in the dark, like a tiny memory of ${possessive(ctx.hero.name)} adventure.`],
        'sleeping', ctx.tone.closingMood === 'happy' ? 'proud' : ctx.tone.closingMood, 'hero',
      ),
    ],
  },
};

/** Who the pile comes down on: the pal, but never a grandparent (the hero, then, with the grandparent to laugh). */
const under = (ctx: StoryContext) => (ctx.pal.elder ? ctx.hero : ctx.pal);
const over = (ctx: StoryContext) => (ctx.pal.elder ? ctx.pal : ctx.hero);
