import { foodFor } from '../cast/species';
import { capitalize, possessive, withArticle } from '../core/text';
import { page, settingUp } from '../story/story-context';
import { callName, firstPage, fondName, friendDetails, heroDetails, introduceOthers, landTheLesson, lessonClause, looksLine, nameWithKind, someCreature } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/** The hero meets the pal for the first time; with no named pal, a shy creature becomes the new friend. */
export const MAKING_A_FRIEND: PlotShape = {
  id: 'making-a-friend',
  keywords: /\b(?:new friend|make a friend|making friends|meet|shy|lonely|alone)\b/i,
  lessons: ['friendship', 'kindness', 'being-yourself'],
  littleOnes: true,
  settings: ['farm', 'city', 'beach', 'snow', 'castle'],
  friendsFromStart: false,
  timeline: 'day',
  endsInTheDay: true,
  titles: (ctx) => [
    `${ctx.hero.name} Makes a Friend`,
    `${ctx.hero.name} and ${ctx.pal.name}`,
    `${capitalize(withArticle(ctx.rng.pick(ctx.tone.titleWords)))} New Friend ${ctx.set.inPlace}`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} wishes for someone to play with ${ctx.set.inPlace}, and then meets ${ctx.pal.isNamed ? nameWithKind(ctx.pal) : withArticle(ctx.pal.kit.noun)}, who is a little shy.`,
    `Saying hello is not easy, but ${ctx.hero.name} finds out that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `make friends with ${ctx.pal.name}`,
  win: (ctx) => `${ctx.pal.name} became ${ctx.hero.his} friend`,
  lowPoint: (ctx) => `${ctx.pal.name} running away at first`,
  voice: (ctx) => ({
    stakes: ctx.one(
      `${ctx.hero.name} had plenty of things to do ${ctx.set.inPlace}; what ${ctx.hero.he} did not have was someone to do them with.`,
      `Making a friend should be easy, thought ${ctx.hero.name}; everybody else seemed to manage it.`,
    ),
    doubt: ctx.one(
      `Maybe ${ctx.hero.name} was simply too loud and too quick, ${ctx.hero.he} thought, and that was that.`,
      `${ctx.hero.name} wondered if there was a secret to making friends that nobody had told ${ctx.hero.him}.`,
    ),
    quip: ctx.one(
      `"Next time," said ${ctx.pal.name}, "you could just say hello." "I did," said ${ctx.hero.name}. "About six times."`,
      `"Why did you keep following me?" asked ${ctx.pal.name}. "To say hello," said ${ctx.hero.name}. "It took a while."`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Will you play with me, ${fondName(ctx.pal)}?`, answer: `Yes, yes, ${fondName(ctx.hero)}, I will play with you!`, to: 'pal' },
    { ask: `Come and play, ${fondName(ctx.pal)}!`, answer: `Here I come, ${fondName(ctx.hero)}!`, to: 'pal' },
  ],
  tries: [
    (ctx) => page(
      `${ctx.hero.name} runs after ${ctx.pal.name}, who runs faster.`,
      [`${ctx.hero.name} ran after ${ctx.pal.name}.`, `${capitalize(ctx.pal.name)} ran faster.`, `Soon ${ctx.pal.name} was gone.`],
      [`${ctx.hero.name} stopped, out of breath, and saw that chasing someone is not the way to make them stay.`],
      'running', 'sad',
    ),
    (ctx) => page(
      `${ctx.hero.name} does a big jump to impress, and lands in a heap.`,
      [`${ctx.hero.name} did the biggest jump ever at ${ctx.spot()}.`, `${ctx.hero.name} landed in a heap with a bump.`, `${capitalize(ctx.pal.name)} peeked out, then hid again.`],
      [`${ctx.hero.name} had hoped a big jump would be impressive, but it only made ${ctx.pal.name} more nervous.`],
      'jumping', 'surprised',
    ),
    (ctx) => page(
      `${ctx.hero.name} sings a loud song, and ${ctx.pal.name} covers ${ctx.pal.his} ears.`,
      [`${ctx.hero.name} sang a big song for ${ctx.pal.name}.`, `${capitalize(ctx.pal.name)} covered ${ctx.pal.his} ears.`, ctx.one(`Oops! Too loud again.`, `Much too loud, again!`, `${ctx.hero.name} had done it again: far too loud.`)],
      [`${ctx.hero.name} stopped singing and felt ${ctx.hero.his} cheeks go pink.`],
      'standing', 'surprised',
    ),
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${ctx.hero.name} sends ${withArticle(creature)} with a message, and it gets muddled.`,
        [`${ctx.hero.name} asked ${withArticle(creature)} to carry a friendly message.`, `The ${creature} told ${ctx.pal.name}, "${ctx.hero.name} says you have a funny nose!"`, `${capitalize(ctx.pal.name)} hid ${ctx.pal.his} nose and would not come out.`],
        [`${ctx.hero.name} had only wanted to say "Let's be friends", but the ${creature} had been ${ctx.one('half asleep', 'busy thinking about lunch', 'listening with only one ear')} and heard it all wrong.`],
        'standing', 'surprised',
      );
    },
    (ctx) => page(
      `${ctx.hero.name} leaves a present, but it blows away.`,
      [`${ctx.hero.name} left a present at ${ctx.spot()}.`, `It was a flower and a note for ${ctx.pal.name}.`, `But ${ctx.set.gust} blew it away over ${ctx.spot()}.`],
      [`${ctx.hero.name} watched the little note tumble away and wondered if ${ctx.pal.name} would ever know it had been there.`],
      'standing', 'sad', 'hero',
    ),
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${withArticle(creature)} gives ${ctx.hero.name} advice that does not fit.`,
        [`${ctx.hero.name} asked ${withArticle(creature)} what to do.`, `"Be loud!" said the ${creature}.`, `${ctx.hero.name} knew that was not right.`],
        [`Being loud had already gone wrong, and ${ctx.hero.name} did not want to scare ${ctx.pal.name} again.`],
        'standing', 'curious', 'hero',
      );
    },
    (ctx) => page(
      `${ctx.hero.name} plays alone, and ${ctx.pal.name} watches from far away.`,
      [`${ctx.hero.name} played a game alone at ${ctx.spot()}.`, `It was not much fun without ${ctx.pal.name}.`, `${capitalize(ctx.pal.name)} watched from far away.`],
      [`Every now and then ${ctx.hero.name} looked up, and every time ${ctx.pal.name} looked away.`],
      'sitting', 'sad',
    ),
    (ctx) => page(
      `${ctx.hero.name} brings every toy to share, and ${ctx.pal.name} runs off.`,
      [`${ctx.hero.name} brought every toy ${ctx.hero.he} had and made a big pile.`, `"All for you, ${callName(ctx.pal)}!" called ${ctx.hero.name}.`, `${capitalize(ctx.pal.name)} took one look at the big pile and ran off to ${ctx.spot()}.`],
      [`${ctx.hero.name} sat down beside all those toys, and ${ctx.hero.he} had never felt so alone in ${ctx.hero.his} whole life.`],
      'sitting', 'sad',
    ),
    (ctx) => settingUp(page(
      `${ctx.hero.name} watches ${ctx.pal.name} and learns what ${ctx.pal.he} likes.`,
      [`${ctx.hero.name} watched ${ctx.pal.name} from ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} liked quiet games, not loud ones.`, `"I can be quiet," whispered ${ctx.hero.name}.`],
      [`For the first time, ${ctx.hero.name} thought ${ctx.hero.he} understood ${ctx.pal.name} a little.`],
      'looking', 'curious',
    ), () => ctx.one(
      `${ctx.hero.name} remembered what watching had taught ${ctx.hero.him}: quiet games, not loud ones.`,
      `This time ${ctx.hero.name} did not chase or shout; ${ctx.hero.he} remembered that ${ctx.pal.name} liked things quiet.`,
    )),
  ],
  afterwards: [
    {
      afterFirst: true,
      write: (ctx) => page(
        `${ctx.pal.name} tells ${ctx.hero.name} why ${ctx.pal.he} hid.`,
        [`"I was too shy to say hello," said ${ctx.pal.name}.`, ...ctx.rng.pick([
          [`"I thought nobody would want to play with me."`, `"I do," said ${ctx.hero.name}. "Every day!"`],
          [`"I thought you might laugh at me."`, `"Only at your jokes," said ${ctx.hero.name}.`],
          [`"I didn't know what to say."`, `"Then we don't have to say anything," said ${ctx.hero.name}. "We can just play."`],
        ])],
        [`${capitalize(ctx.pal.name)} ${ctx.pal.kit.sound}, and that was the end of being shy.`],
        'sitting', 'happy',
      ),
    },
    {
      // Older readers hear that the hero was nervous too.
      afterFirst: true,
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `${ctx.hero.name} admits to being nervous too.`,
        [`Then ${ctx.hero.name} told ${ctx.pal.name} a secret.`, `"I was nervous too," ${ctx.hero.name} said. "I nearly didn't come over."`, `"I'm glad you did," said ${ctx.pal.name}.`],
        [`It turned out that being brave enough to say hello was something they had both had to learn that day.`],
        'sitting', 'calm',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `${ctx.hero.name} and ${ctx.pal.name} find out they like the same things.`,
        // A goat's favourite food is hay, and an owl's nothing a child shares: what they have in common is then a game.
        foodFor(ctx.pal.kit.noun, ctx.set.treat) === ctx.set.treat
          ? [ctx.one(`"What do you like best?" asked ${ctx.hero.name}.`, `"What's your favourite thing to eat?" asked ${ctx.hero.name}.`), `"${capitalize(ctx.set.treat)}," said ${ctx.pal.name}.`, `"Me too!" said ${ctx.hero.name}.`]
          : [`"What do you like playing best?" asked ${ctx.hero.name}.`, `"Hide and seek," said ${ctx.pal.name}.`, `"Me too!" said ${ctx.hero.name}.`],
        [`Then they found out they both liked ${ctx.spot()} best of all, and it felt as if they had been friends for ages.`],
        'sitting', 'happy',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} and ${ctx.pal.name} make up a secret hello.`,
        [`${ctx.hero.name} and ${ctx.pal.name} made up a secret hello.`, `${ctx.one('Two wiggles and a hop', 'A wiggle, a clap and a spin', 'A nose-tap and a twirl')}!`, ctx.one(`Nobody else ${ctx.set.inPlace} knew it.`, `It was theirs and nobody else's.`)],
        [`They practised it until they could do it at exactly the same time, and then they did it again, just because.`],
        'waving', 'happy',
      ),
    },
  ],
  choice: {
    make: (ctx) => page(
      `${ctx.hero.name} is asked to join a game, but stays near ${ctx.pal.name}.`,
      [ctx.one(`Some children were playing a game at ${ctx.spot()}.`, `At ${ctx.spot()}, a game of chase had started.`), `"We need one more!" they called to ${ctx.hero.name}.`, `${ctx.hero.name} looked over at ${ctx.pal.name}, still all alone, and stayed.`],
      [`It was ${possessive(ctx.hero.name)} favourite game, and the shouts and laughter went on for a long time without ${ctx.hero.him}.`],
      'standing', 'worried',
    ),
    cost: (ctx) => page(
      `${ctx.hero.name} missed the game, and does not mind.`,
      [ctx.one(`The game had ended long ago.`, `The game was long over by now.`, `Nobody was playing any more.`), ctx.one(`Someone else had won it.`, `${ctx.hero.name} never found out who won.`), `${ctx.hero.name} did not mind, because ${ctx.pal.name} was right beside ${ctx.hero.him}.`],
      [ctx.one(`There was a game like that every day. A friend like ${ctx.pal.name} did not come along nearly so often.`, `There would be other games, thought ${ctx.hero.name}. There might never be another friend like ${ctx.pal.name}.`)],
      'sitting', 'happy',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} wishes for a friend to play with.`,
        () => [`${ctx.hero.name} wished for a friend to play with.`],
        () => [`${ctx.hero.name} played games alone at ${ctx.spot()}, but games are always more fun for two.`, ...heroDetails(ctx)],
        'sitting', 'sad', () => introduceOthers(ctx),
      ),
      (ctx) => page(
        `${ctx.hero.name} sees ${ctx.pal.isNamed ? ctx.pal.name : 'someone new'} near ${ctx.goalPlace}.`,
        [`One day, ${ctx.hero.name} saw ${ctx.pal.isNamed ? nameWithKind(ctx.pal) : withArticle(ctx.pal.kit.noun)} near ${ctx.goalPlace}.`, `${ctx.pal.name} was shy and hid behind a rock.`, ...looksLine(ctx.pal), ...ctx.pal.facts.slice(0, 1)],
        [`${ctx.hero.name} could see the tip of ${ctx.pal.his} nose peeking out, curious and careful at the same time.`, ...friendDetails(ctx)],
        'looking', 'curious',
      ),
    ],
    'rising problem': [
      (ctx) => page(
        `${ctx.hero.name} says hello, but ${ctx.pal.name} runs away.`,
        [`"Hello!" called ${ctx.hero.name}, a bit too loud.`, `${ctx.pal.name} ran off to ${ctx.spot()}.`, `${ctx.hero.name} felt sad.`],
        [`${ctx.hero.name} had only wanted to be friendly, and now ${ctx.hero.he} wondered if ${ctx.pal.name} would ever come back.`],
        'waving', 'sad',
      ),
      (ctx) => page(
        `${ctx.hero.name} tries to find a gentle way to say hello.`,
        // A shy hero knows the answer from the inside: the parent's word for the child is what finds the way.
        ctx.hero.traits.includes('shy')
          ? [`${ctx.hero.name} thought and thought.`, `${ctx.hero.name} was shy too, so ${ctx.hero.he} knew what shy feels like.`, `Shy ones like it quiet, thought ${ctx.hero.name}.`]
          : [`${ctx.hero.name} thought and thought.`, `How do you make friends with a shy ${ctx.pal.kit.noun}?`, `Maybe quiet is best, thought ${ctx.hero.name}.`],
        [ctx.hero.traits.includes('shy')
          ? `When someone called out too loud, ${ctx.hero.name} wanted to hide too; what ${ctx.hero.he} liked was someone who waited.`
          : `${ctx.hero.name} remembered feeling shy once too, on a first day somewhere new, with a tummy full of butterflies.`],
        'sitting', 'worried', 'hero',
      ),
    ],
    'turning point': [
      (ctx) => {
        const food = foodFor(ctx.pal.kit.noun, ctx.set.treat);
        const offered = food === ctx.set.treat ? `some ${food}` : food;
        return page(
          offered ? `${ctx.hero.name} offers ${offered} and waits patiently.` : `${ctx.hero.name} sits still and waits patiently.`,
          [...lessonAtTheTurn(ctx, ['friendship', 'kindness', 'sharing', 'patience']), `${ctx.hero.name} sat very still near ${ctx.pal.name}.`, offered ? `${ctx.hero.name} held out ${offered}.` : `${ctx.hero.name} held out an open hand, and did not move.`, `Slowly, ${ctx.pal.name} came closer.`],
          [offered ? `${ctx.pal.name} took a tiny nibble, then a bigger one, and then ${ctx.pal.he} smiled at ${ctx.hero.name}.` : `${ctx.pal.name} sniffed the hand, then sat down right beside it, and then ${ctx.pal.he} smiled at ${ctx.hero.name}.`],
          'sitting', 'curious',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `${ctx.hero.name} and ${ctx.pal.name} play together.`,
        [`Soon ${ctx.hero.name} and ${ctx.pal.name} were friends.`, `They ran around ${ctx.spot()}.`, `${ctx.pal.name} ${ctx.pal.kit.sound} with joy.`],
        [`${ctx.pal.name} was not shy anymore, and it turned out ${ctx.pal.he} knew the best games of all.`],
        'running', 'happy',
      ),
      (ctx) => page(
        `The new friends show each other their favourite places.`,
        [`${ctx.pal.name} showed ${ctx.hero.name} ${withArticle(ctx.treasure)}.`, `${ctx.hero.name} showed ${ctx.pal.name} ${ctx.spot()}.`, `${ctx.group} laughed together.`],
        [`Every place looked brighter now that ${ctx.hero.name} had someone to share it with.`],
        'pointing', 'excited', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} and ${ctx.pal.name} promise to play again tomorrow.`,
        [`"See you tomorrow, ${callName(ctx.pal)}!" said ${ctx.hero.name}.`, landTheLesson(ctx)],
        [ctx.set.id === 'home' ? `The warm, happy feeling lasted ${ctx.hero.name} all the way to bedtime.` : `${ctx.hero.name} went home with a warm, happy feeling that lasted all the way to bedtime.`],
        'waving', ctx.tone.closingMood,
      ),
    ],
  },
};
