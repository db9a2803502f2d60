import { capitalize, possessive, withArticle } from '../core/text';
import { isLittle } from '../world/creature-size';
import { page, settingUp, type StoryContext } from '../story/story-context';
import { firstPage, fondName, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/** The hero must go somewhere a little spooky, and finds only a friendly creature there. */
export const FACING_A_FEAR: PlotShape = {
  id: 'facing-a-fear',
  keywords: /\b(?:afraid|fear|scared|brave(?:ry)?|courage|dark|monster|spooky|nervous)\b/i,
  lessons: ['bravery', 'friendship'],
  littleOnes: true,
  settings: ['forest', 'castle', 'under the sea', 'home', 'mountains'],
  carriesTheThing: true,
  friendsFromStart: true,
  // What plays with the lost thing in the dark cupboard or the hollow under the roots is small: a mouse, never a deer.
  critterFits: isLittle,
  timeline: 'day',
  titles: (ctx) => [
    `${ctx.hero.name} Is Brave`,
    `${ctx.hero.name} and ${ctx.set.darkPlace}`,
    `The ${ctx.rng.pick(ctx.tone.titleWords)} Sound ${ctx.set.inPlace}`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} is afraid of ${ctx.set.darkPlace}, but when the ${ctx.treasure} rolls inside, someone has to go and fetch it.`,
    `With ${palPhrase(ctx)} close by, ${ctx.hero.name} takes one brave step after another and learns that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `fetch the ${ctx.treasure} from ${ctx.set.darkPlace}`,
  win: (ctx) => `${ctx.set.darkPlace} was not scary after all`,
  lowPoint: (ctx) => `the strange scritch-scratch in ${ctx.set.darkPlace}`,
  // The hero is the one afraid: the refrain is said to them.
  voice: (ctx) => ({
    stakes: ctx.one(
      `${ctx.hero.name} could leave the ${ctx.treasure} in there, of course, but then ${ctx.set.darkPlace} would win, and ${ctx.hero.he} would know it.`,
      `${ctx.hero.name} wanted the ${ctx.treasure} back, but ${ctx.hero.he} wanted something else even more: to stop being afraid of ${ctx.set.darkPlace}.`,
    ),
    doubt: ctx.one(
      `Maybe some people just were not brave, thought ${ctx.hero.name}, and maybe ${ctx.hero.he} ${ctx.hero.was} one of them.`,
      `${ctx.hero.name} wondered if brave people felt this shaky inside, or if it was only ${ctx.hero.him}.`,
    ),
    quip: ctx.one(
      `"You go first," said ${ctx.pal.name}. "You are braver." "I just look it," said ${ctx.hero.name}.`,
      `"What is the worst thing that could be in there?" asked ${ctx.pal.name}. "Please do not make a list," said ${ctx.hero.name}.`,
      `"It is only dark," said ${ctx.pal.name}. "The dark is the whole problem," said ${ctx.hero.name}.`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Be brave, be brave, ${fondName(ctx.hero)}.`, answer: `Brave, so brave, ${fondName(ctx.hero)}!`, to: 'hero' },
    { ask: `Little steps, ${fondName(ctx.hero)}, little steps.`, answer: `Step, step, step, ${fondName(ctx.hero)}!`, to: 'hero' },
  ],
  tries: [
    (ctx) => page(
      `${ctx.hero.name} tries to reach the ${ctx.treasure} with a long stick.`,
      [`${ctx.hero.name} found a long stick.`, `${ctx.hero.name} reached in as far as ${ctx.hero.he} could.`, `But the stick was too short to reach the ${ctx.treasure}.`],
      [`${ctx.hero.name} could just see the ${ctx.treasure} at the edge of the dark, a little too far away.`],
      'pointing', 'worried', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} counts to three to go in, but ${possessive(ctx.hero.name)} feet will not move.`,
      [`"I will go in on three," said ${ctx.hero.name}.`, `${ctx.hero.name} counted, "One, two, three!"`, `But ${possessive(ctx.hero.name)} feet would not move one bit.`],
      [`${ctx.hero.name} tried again, counting ${ctx.one('all the way to ten', 'very, very slowly', 'with both eyes shut')}, but ${possessive(ctx.hero.name)} feet stayed stuck, as if they had grown roots.`],
      'standing', 'worried', 'hero',
    ),
    (ctx) => page(
      `${ctx.hero.name} calls the ${ctx.treasure} to come back.`,
      [`"Come back, ${ctx.treasure}!" called ${ctx.hero.name}.`, `But the ${ctx.treasure} stayed put.`, ctx.pal.kit.person ? `${capitalize(ctx.pal.name)} giggled a little.` : `${capitalize(ctx.pal.name)} ${ctx.pal.kit.sound}, which was how ${ctx.pal.p.subject} laughed.`],
      [`Of course it could not come by itself, but asking was worth a try, and the laugh made the dark feel a little smaller.`],
      'standing', 'worried',
    ),
    (ctx) => page(
      `${ctx.hero.name} holds on to ${ctx.pal.name} and leans in, but they tumble over.`,
      [`${ctx.hero.name} held on to ${ctx.pal.name} and leaned into the dark.`, `${ctx.hero.name} stretched and stretched for the ${ctx.treasure}.`, `Then ${ctx.pal.name} ${ctx.one('sneezed', 'wobbled', 'hiccupped')}, and down they both went in a heap!`],
      [`Nobody was hurt, but ${ctx.hero.name} had a bump on ${ctx.hero.his} knee, and the ${ctx.treasure} was just as far away as before.`],
      'pointing', 'surprised',
    ),
    (ctx) => page(
      `${ctx.hero.name} asks ${ctx.pal.name} to go instead, but ${ctx.pal.name} is scared too.`,
      [`"Can you get it?" asked ${ctx.hero.name}.`, `${capitalize(ctx.pal.name)} looked at the dark.`, `"I am scared too," said ${ctx.pal.name}.`],
      [`${ctx.hero.name} was surprised, because ${ctx.pal.name} always seemed so brave.`],
      'standing', 'scared',
    ),
    (ctx) => page(
      `${ctx.hero.name} fetches a light, but it goes out.`,
      [`${ctx.hero.name} fetched a little light.`, `It shone into ${ctx.set.darkPlace}.`, `Then, flick, ${possessive(ctx.hero.name)} light went out!`],
      [`In the sudden dark, ${ctx.hero.name} held ${ctx.hero.his} breath and counted to ten.`],
      'standing', 'scared',
    ),
    (ctx) => page(
      `${ctx.hero.name} waits for someone else to fetch it, but nobody comes.`,
      [`${ctx.hero.name} sat down to wait.`, `Maybe someone else would fetch the ${ctx.treasure}.`, `Nobody came past ${ctx.spot()}.`],
      [`The longer ${ctx.hero.name} waited, the bigger the dark place looked.`],
      'sitting', 'sad',
    ),
    (ctx) => page(
      `${ctx.hero.name} runs at ${ctx.set.darkPlace} to be brave, but stops at the edge.`,
      [`${ctx.hero.name} ran at ${ctx.set.darkPlace} as fast as ${ctx.hero.he} could.`, `At the very edge, ${possessive(ctx.hero.name)} legs stopped all by themselves.`, `"I am not brave at all," whispered ${ctx.hero.name}.`],
      [`${ctx.hero.name} sat down right there, and for a long time ${ctx.hero.he} could not look at the dark, or at the ${ctx.treasure}, or at anything.`],
      'sitting', 'sad', 'hero',
    ),
  ],
  afterwards: [
    {
      // Older readers find out what the fear was about.
      afterFirst: true,
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `${ctx.hero.name} works out what the fear was really about.`,
        [`Sitting there with the ${ctx.critter}, ${ctx.hero.name} worked something out: it had never really been the dark that was scary.`, `It was not knowing what was in it.`],
        [`Now ${ctx.hero.name} knew, and knowing made all the difference.`],
        'sitting', 'calm', 'all',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `${ctx.hero.name} brings a light for the ${possessive(ctx.critter)} dark home.`,
        [ctx.one(`${ctx.hero.name} fetched a little lamp.`, `${ctx.hero.name} found a little lamp.`), `${ctx.hero.name} set it down in ${ctx.set.darkPlace}, next to the ${ctx.critter}.`, `Now the ${ctx.critter} had a night-light of its own.`],
        [`In the warm little glow, ${ctx.set.darkPlace} looked ${ctx.one('snug', 'cozy', 'friendly')}, and not one bit scary.`],
        'carrying', 'happy', 'all',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} goes back into ${ctx.set.darkPlace} alone, not scared at all.`,
        [`Later, ${ctx.hero.name} went back into ${ctx.set.darkPlace} alone.`, `${ctx.hero.name} was not scared one bit.`, ctx.one(`${ctx.hero.name} even said hello to the shadows.`, `${ctx.hero.name} even sang a little song in there.`)],
        [`The shadows did not say anything back, but the ${ctx.critter} did.`],
        'walking', 'proud', 'hero',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `${capitalize(ctx.pal.name)} asks if ${ctx.hero.name} was scared.`,
        [`"Were you scared?" asked ${ctx.pal.name}.`, ctx.one(`"A bit," said ${ctx.hero.name}.`, `"Very," said ${ctx.hero.name}.`), ctx.one(`"But I went in anyway."`, `"I just went in scared."`)],
        [`${capitalize(ctx.pal.name)} thought that was the bravest thing ${ctx.pal.he} had ever heard.`],
        'sitting', 'proud',
      ),
    },
  ],
  choice: {
    make: (ctx) => page(
      `${capitalize(ctx.pal.name)} says they could just go home, and ${ctx.hero.name} says no.`,
      [`"We could just go home," said ${ctx.pal.name} kindly.`, ctx.one(`"Nobody would ever know."`, `"The ${ctx.treasure} doesn't matter that much."`), `${ctx.hero.name} wanted to, more than anything.`],
      [`But going home meant leaving the ${ctx.treasure} in ${ctx.set.darkPlace} for good, and at last ${ctx.hero.name} shook ${ctx.hero.his} head.`],
      'standing', 'scared',
    ),
    cost: (ctx) => page(
      `${capitalize(ctx.pal.name)} reminds ${ctx.hero.name} that ${ctx.hero.he} could have gone home.`,
      [`"You could have gone home, you know," said ${ctx.pal.name}.`, `"I know," said ${ctx.hero.name}.`, ctx.one(`They both smiled.`, `Neither of them said anything for a while.`)],
      [`Staying had been harder than ${ctx.set.darkPlace} itself, and ${ctx.hero.name} was glad of every shaky minute of it.`],
      'sitting', 'calm', 'all',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} loves ${ctx.set.place} but is afraid of ${ctx.set.darkPlace}.`,
        () => [`${ctx.hero.name} was scared of just one thing.`, `It was ${ctx.set.darkPlace}.`],
        () => [`From far away, ${ctx.set.darkPlace} looked shadowy and strange to ${ctx.hero.name}, and odd sounds sometimes came from inside.`, ...heroDetails(ctx)],
        'looking', 'worried',
      ),
      (ctx) => page(
        `${ctx.hero.name} and ${palPhrase(ctx)} play with the ${ctx.treasure}.`,
        [...introduceFriends(ctx), playedWith(ctx)],
        [playedWell(ctx), ...friendDetails(ctx)],
        'jumping', 'happy', 'all',
      ),
    ],
    'rising problem': [
      (ctx) => page(
        `The ${ctx.treasure} rolls into ${ctx.set.darkPlace}.`,
        [`Then the ${ctx.treasure} bounced away.`, `It rolled right into ${ctx.set.darkPlace}!`, `${ctx.hero.name} froze.`],
        [`${ctx.hero.name} stood at the edge and peered in, but all ${ctx.hero.he} could see was darkness.`],
        'pointing', 'scared',
      ),
      (ctx) => settingUp(page(
        `A strange noise comes from ${ctx.set.darkPlace}.`,
        [`Then ${ctx.hero.name} heard a noise.`, `Scritch, scratch, went something near the ${ctx.treasure}.`, `"What is that?" whispered ${ctx.hero.name}.`],
        [`${possessive(ctx.hero.name)} knees felt wobbly, and ${ctx.pal.name} moved a little closer to ${ctx.hero.him}.`],
        'standing', 'scared',
      ), () => ctx.one(
        `${ctx.hero.name} thought about the noise again: scritch, scratch. That was not a growl; it sounded like someone small, playing.`,
        `${ctx.hero.name} listened properly this time: the scritch-scratch was too small and too busy to be a monster.`,
      )),
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        return page(
          `${ctx.hero.name} takes a deep breath and steps inside.`,
          [...lessonAtTheTurn(ctx, ['bravery'], friend), `${ctx.hero.name} held on tight to ${ctx.pal.name}.`, `${ctx.hero.name} took one small step into ${ctx.set.darkPlace}.`, `Then one more step, and one more, to the ${ctx.treasure}.`],
          [`${friend.name} ${friend.kit.talent(friend.p)}, and the dark did not seem quite so dark.`],
          'walking', 'scared',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `The noise was only ${withArticle(ctx.critter)}, who was playing with the ${ctx.treasure}.`,
        [`There in the dark was ${withArticle(ctx.critter)}!`, `The ${ctx.critter} was playing with the ${ctx.treasure}.`, `${ctx.hero.name} laughed out loud.`],
        [`The scritch-scratch had only been the ${ctx.critter} rolling the ${ctx.treasure} around, as happy as could be, and it seemed pleased to meet ${ctx.hero.name}.`],
        'looking', 'surprised', 'all',
      ),
      (ctx) => page(
        `${ctx.hero.name} invites the ${ctx.critter} to play outside.`,
        [`"Come and play with us!" said ${ctx.hero.name}.`, `Out came the ${ctx.critter}, into the light.`, `${ctx.group} played all day.`],
        [`Now ${ctx.set.darkPlace} seemed like a cozy little home to ${ctx.hero.name}, not a scary place at all.`],
        'running', 'happy', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} is proud of being brave.`,
        [`${ctx.hero.name} was not scared of ${ctx.set.darkPlace} now.`, landTheLesson(ctx)],
        [`The next time ${ctx.hero.name} passed ${ctx.set.darkPlace}, ${ctx.hero.he} waved to the ${ctx.critter} inside.`],
        'waving', 'proud', 'hero',
      ),
    ],
  },
};

/** What is thrown and caught (a ball, a teddy), and what rolls (a toy car, a milk pail): nobody plays catch with a pail. */
const THROWN = /\b(?:balls?|beanbags?|frisbees?|shuttlecocks?|teddy|teddies|bears?|soft toys?|cushions?|balloons?|socks?|pine ?cones?)\b/i;
const ROLLED = /\b(?:cars?|trucks?|trains?|marbles?|wheels?|hoops?|pails?|buckets?|tins?|cans?|barrels?|eggs?|apples?|oranges?|acorns?|conkers?|pebbles?|stones?|spools?|reels?|bottles?)\b/i;

/** The game with the treasure, as the thing allows (held-out review: "they played catch with a little milk pail"). */
function playedWith(ctx: StoryContext): string {
  const thing = withArticle(ctx.treasure);
  if (THROWN.test(ctx.treasure)) return `They played catch with ${thing} near ${ctx.spot()}.`;
  if (ROLLED.test(ctx.treasure)) return `They rolled ${thing} back and forth near ${ctx.spot()}.`;
  return `They took turns with ${thing} near ${ctx.spot()}.`;
}

/** Who is best at the game: paws and claws do not throw, so an animal friend leaps or pounces instead. */
function playedWell(ctx: StoryContext): string {
  const { hero, pal, treasure } = ctx;
  if (THROWN.test(treasure)) return pal.kit.person
    ? `${pal.name} could throw the ${treasure} higher than anyone, and ${hero.name} could catch it almost every time.`
    : `${hero.name} threw the ${treasure} high, and ${pal.name} leapt for it almost every time.`;
  if (ROLLED.test(treasure)) return pal.kit.person
    ? `${pal.name} could roll the ${treasure} further than anyone, and ${hero.name} could stop it almost every time.`
    : `${hero.name} rolled the ${treasure}, and ${pal.name} pounced on it almost every time.`;
  return pal.kit.person ? `${pal.name} and ${hero.name} took turns, and nobody had to wait long.` : `${pal.name} sniffed the ${treasure}, and then curled up beside it.`;
}
