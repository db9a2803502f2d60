import { capitalize, possessive, withArticle } from '../core/text';
import { openingPage, page, type StoryContext } from '../story/story-context';
import { firstPage, fondName, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase, someCreature } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/** What keeps an older hero awake (see `voice` and `afterwards`): the same on every page that names it. */
const tomorrowsWorry = (ctx: StoryContext) => ctx.rng.fork('worry').pick(['the first day at a new school', 'the big spelling test', 'the school play', 'the football final']);

/**
 * A quiet sound of the night that the hero tucks away (see `StoryContext.gathered`), a new one each time:
 * at the turn the hero hums them all together, and that is the lullaby.
 */
function tuckAway(ctx: StoryContext, sound?: string): string {
  const fresh = ctx.set.nightSounds.filter((heard) => !ctx.gathered.includes(heard));
  const kept = sound ?? ctx.rng.pick(fresh.length > 0 ? fresh : ctx.set.nightSounds);
  ctx.gathered.push(kept);
  return kept;
}

/** The gathered sounds in the order they were heard, a short sentence each: "First the drip of the moat. Then…" */
function oneByOne(sounds: readonly string[]): string {
  return sounds.map((sound, index) => `${index === 0 ? 'First' : 'Then'} ${sound}.`).join(' ');
}

/** A hero who cannot sleep travels through the night to find where sleepiness comes from. */
export const BEDTIME_JOURNEY: PlotShape = {
  id: 'bedtime-journey',
  keywords: /\b(?:bed(?:time)?|sleep\w*|night\w*|dream\w*|moon|lullaby|goodnight)\b/i,
  // Saying goodnight, a lullaby, a child who cannot sleep: the night this plot tells, never a day out or a launch to the moon.
  tellsTheme: /\bgood ?night\b|\blullab(?:y|ies)\b|\b(?:can'?t|cannot|could ?n'?t) (?:get to )?sleep\b|\b(?:falling|going) to sleep\b/i,
  lessons: ['listening', 'patience', 'friendship'],
  settings: ['space', 'home', 'snow', 'under the sea', 'forest'],
  usesPalsTrick: true,
  friendsFromStart: true,
  timeline: 'bedtime',
  gathersSounds: true,
  titles: (ctx) => [
    `Goodnight, ${ctx.hero.name}`,
    `${ctx.hero.name} and the Sleepy Stars`,
    `${capitalize(withArticle(ctx.rng.pick(ctx.tone.titleWords)))} Night ${ctx.set.inPlace}`,
  ],
  summary: (ctx) => [
    `${ctx.hero.name} cannot fall asleep, so ${palPhrase(ctx)} takes ${ctx.hero.him} on a quiet night journey through ${ctx.set.place} to find the lullaby of the sleepy stars.`,
    `Along the way, everyone says goodnight, and ${ctx.hero.name} learns that ${lessonClause(ctx)}.`,
  ],
  hope: () => `find the sleepy lullaby before the night was over`,
  win: () => `the sleepy lullaby was found at last`,
  lowPoint: () => `the dark, quiet night`,
  voice: (ctx) => ({
    // What keeps the hero awake is tomorrow, and the last page of the happy end comes back to it.
    stakes: ctx.one(
      `Tomorrow was ${tomorrowsWorry(ctx)}, and every time ${ctx.hero.name} closed ${ctx.hero.his} eyes, ${ctx.hero.his} mind ran straight to it.`,
      `Tomorrow was ${tomorrowsWorry(ctx)}, and ${possessive(ctx.hero.name)} head was too full of it to sleep.`,
    ),
    doubt: ctx.one(
      `What if tomorrow went wrong, thought ${ctx.hero.name}, and ${ctx.hero.he} ${ctx.hero.was} too tired to do anything about it?`,
      `${ctx.hero.name} began to wonder if ${ctx.hero.he} would be the only one awake in the whole wide world, still thinking about tomorrow.`,
    ),
    quip: ctx.one(
      `"How will we know when we have found it?" asked ${ctx.pal.name}. "We will be asleep," said ${ctx.hero.name}, "so we won't."`,
      `"Is it much further?" yawned ${ctx.pal.name}. "Not if you stop yawning," said ${ctx.hero.name}, and then ${ctx.hero.he} yawned too.`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Where, oh where, is the sleepy song?`, answer: `Here, oh here, is the sleepy song.`, to: 'nobody' },
    { ask: `Hush now, ${fondName(ctx.hero)}, hush now.`, answer: `Hush now, ${fondName(ctx.hero)}, the song is here.`, to: 'hero' },
  ],
  tries: [
    (ctx) => {
      const snorer = someCreature(ctx);
      const where = ctx.spot();
      tuckAway(ctx, `the snore of the ${snorer}`);
      return page(
        `They hear a song at ${where}, but it is only snoring.`,
        [ctx.one(`"I can hear singing," said ${ctx.hero.name} at ${where}.`, `"Is that it?" whispered ${ctx.hero.name} at ${where}.`), `No, it was just ${withArticle(snorer)}, snoring.`, `${ctx.hero.name} giggled. ${ctx.hero.name} tucked the snore away too.`],
        [`The ${snorer} was fast asleep and snoring like a little engine, and did not even twitch.`],
        'looking', 'curious',
      );
    },
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${ctx.hero.name} sings a lullaby, but it comes out bouncy.`,
        [`${ctx.hero.name} tried to make up a lullaby.`, `But ${possessive(ctx.hero.name)} song came out bouncy, like a skipping song.`, `"Shh!" said ${withArticle(creature)} at ${ctx.spot()}.`],
        [`${ctx.hero.name} tried it slower, but the song kept turning into a dance, and soon ${ctx.pal.name} was ${ctx.one('wiggling', 'bobbing', 'swaying')} along to it.`],
        'dancing', 'surprised',
      );
    },
    (ctx) => page(
      `${ctx.hero.name} tries counting stars, but stays wide awake.`,
      [`${ctx.hero.name} tried counting stars.`, `One star, two stars, three stars over ${ctx.spot()}.`, `But ${ctx.hero.name} was still wide awake.`],
      [`${ctx.hero.name} counted all the way to twenty and then lost count, which only made ${ctx.hero.him} want to start again.`],
      'looking', 'calm',
    ),
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `${withArticle(creature)} gives a sleepy answer.`,
        [`They asked ${withArticle(creature)} about the lullaby.`, `"Listen to the quiet," said the ${creature}.`, `So ${ctx.hero.name} listened. ${capitalize(tuckAway(ctx))}! ${ctx.hero.name} tucked that away too.`],
        [`The ${creature} closed its eyes, and ${ctx.hero.name} could not tell if it was being wise or just falling asleep.`],
        'looking', 'curious',
      );
    },
    (ctx) => {
      // Someone who sleeps where the hero can lie down: not a goldfish, which sleeps in its bowl.
      const creature = ctx.rng.pick(ctx.set.creatures.filter((noun) => noun !== ctx.critter && noun !== ctx.pal.kit.noun && noun !== 'goldfish'));
      const nook = ctx.spot();
      return page(
        `${ctx.hero.name} tries to sleep at ${nook}, but it is someone else's bed.`,
        [`${ctx.hero.name} curled up at ${nook} to sleep right there.`, `Then something under ${ctx.hero.name} wriggled.`, `"That is my bed!" grumbled ${withArticle(`sleepy ${creature}`)}.`],
        [`${ctx.hero.name} said sorry and got up, and the ${creature} turned round three times and went back to sleep, but ${ctx.hero.name} was wider awake than ever.`],
        'sitting', 'surprised',
      );
    },
    (ctx) => page(
      `A noise wakes ${ctx.hero.name} up all over again.`,
      [`${ctx.hero.name} gave a little yawn.`, ctx.one(`Then came a loud sneeze from somewhere in the dark!`, `Then something went CLANG in the dark!`, `Then came a long, loud HONK from far away!`), `${ctx.hero.name} was wide awake again.`],
      [`It was only the night ${ctx.set.inPlace} going about its business, but it woke ${ctx.hero.name} up all the same.`],
      'looking', 'surprised',
    ),
    (ctx) => page(
      `The way is long, and ${possessive(ctx.hero.name)} toes are cold.`,
      [`${possessive(ctx.hero.name)} toes felt cold.`, `The way to ${ctx.goalPlace} was long.`, `"Are we nearly there?" asked ${ctx.hero.name}.`],
      [`${capitalize(ctx.pal.name)} said it was not far now, though ${ctx.pal.he} did not sound quite sure.`],
      'walking', 'worried',
    ),
    (ctx) => {
      const guess = ctx.spot();
      return page(
        `${ctx.hero.name} is sure the lullaby is at ${guess}, but it is silent there.`,
        [`"Maybe the sleepy song is at ${guess}!" said ${ctx.hero.name}.`, `But at ${guess}, ${ctx.hero.name} could not hear one single note.`, `"I will be awake forever," said ${ctx.hero.name} in a tiny voice.`],
        [`They had come such a long way for nothing, and ${ctx.pal.name} held ${ctx.hero.name} close until the wobbly feeling in ${possessive(ctx.hero.name)} chin went away.`],
        'sitting', 'sad',
      );
    },
  ],
  afterwards: [
    {
      // Older readers come back to what kept the hero awake.
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `${ctx.hero.name} thinks about tomorrow, and it feels the right size now.`,
        [`${ctx.hero.name} thought about ${tomorrowsWorry(ctx)} one more time.`, `The worry was still there.`, `But it felt the right size now, not as big as the night.`],
        [`${ctx.hero.name} had found ${ctx.hero.his} way through a whole dark night, ${ctx.hero.he} thought; ${ctx.hero.he} could find ${ctx.hero.his} way through one day.`],
        'walking', 'calm',
      ),
    },
  ],
  choice: {
    make: (ctx) => page(
      `${ctx.hero.name} gives ${ctx.hero.his} warm jumper to ${ctx.pal.name}.`,
      [`${capitalize(ctx.pal.name)} was shivering.`, `${ctx.hero.name} had only one warm jumper.`, `${ctx.hero.name} pulled it off and wrapped it round ${ctx.pal.name}.`],
      [`Without it the night air nipped at ${possessive(ctx.hero.name)} arms, and ${ctx.hero.he} walked a little faster.`],
      'walking', 'worried',
    ),
    cost: (ctx) => page(
      `${possessive(ctx.hero.name)} arms were cold all the way, and ${ctx.hero.he} does not mind.`,
      [`${possessive(ctx.hero.name)} arms had been cold the whole way.`, `${capitalize(ctx.pal.name)} was still wearing the jumper.`, `${ctx.hero.name} did not ask for it back.`],
      [`It was funny, ${ctx.hero.name} thought: giving the jumper away had kept ${ctx.hero.him} warmer than wearing it.`],
      'walking', 'calm',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `It is bedtime, but ${ctx.hero.name} is wide awake.`,
        () => [`It was bedtime, but ${ctx.hero.name} was wide awake.`],
        () => [`${ctx.hero.name} counted the stars through the window, wiggled ${ctx.hero.his} toes and fluffed the pillow twice, but sleep would not come.`, ...heroDetails(ctx)],
        'sitting', 'curious',
      ),
      (ctx) => openingPage(page(
        `${palPhrase(ctx)} comes to say they will find the sleepy lullaby together.`,
        [...introduceFriends(ctx), `"Let's find the sleepy lullaby," said ${ctx.pal.name}.`, `So off they went into the night, past ${ctx.spot()}.`],
        [`${ctx.hero.name} pulled on a warm jumper, and ${ctx.pal.name} brought ${withArticle(ctx.treasure)} for luck.`, ...friendDetails(ctx)],
        ctx.set.travelAction, 'excited', 'all',
      ), [`"Let's find the sleepy lullaby," said ${ctx.pal.name}.`]),
    ],
    'rising problem': [
      (ctx) => page(
        `Nobody they meet knows the lullaby, but ${ctx.hero.name} tucks away a quiet sound of the night.`,
        [`They met ${withArticle(ctx.critter)} near ${ctx.spot()}.`, `"Where is the sleepy lullaby?" asked ${ctx.hero.name}. The ${ctx.critter} just yawned.`, `Then came ${tuckAway(ctx)}. ${ctx.hero.name} tucked that sound away.`],
        [`One by one, the creatures ${ctx.set.inPlace} curled up to sleep, and ${ctx.hero.name} began to wonder if the lullaby was only a story.`],
        'walking', 'curious',
      ),
      (ctx) => page(
        `The night grows dark and quiet, and ${ctx.hero.name} feels a little lost.`,
        [`The night grew dark near ${ctx.spot()}.`, `${ctx.hero.name} held on tight to ${ctx.pal.name}.`, `Next came ${tuckAway(ctx)}. ${ctx.hero.name} tucked that one away too.`],
        [`The way to ${ctx.goalPlace} was hard to see, and the quiet was so deep that ${ctx.hero.name} could hear ${ctx.hero.his} own heartbeat.`],
        'walking', 'worried',
      ),
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        return page(
          `${friend.name} helps them reach ${ctx.goalPlace}, where ${ctx.hero.name} hums the sounds ${ctx.hero.he} gathered, and they are the lullaby.`,
          [
            ...lessonAtTheTurn(ctx, [], friend),
            // Three lines, so that a toddler's page keeps the move, the friend's trick and the song.
            `${friend.name} ${friend.kit.talent(friend.p)}, and there was ${ctx.goalPlace}, all still and quiet.`,
            `${ctx.hero.name} hummed the sounds ${ctx.hero.he} had tucked away. ${oneByOne(ctx.gathered)} They made a soft, slow song. It was the sleepy lullaby!`,
          ],
          [`The lullaby had been there all along, a little piece at a time, and ${ctx.hero.name} felt it hum inside.`],
          'looking', 'surprised',
        );
      },
    ],
    resolution: [
      (ctx) => page(
        `${ctx.hero.name} listens to the lullaby and feels sleepy at last.`,
        [`${ctx.hero.name} sat down and hummed it again, slower and slower.`, `${possessive(ctx.hero.name)} eyes felt heavy.`, `"Time ${ctx.set.id === 'home' ? 'for bed' : 'to go home'}," yawned ${ctx.hero.name}.`],
        [`The music wrapped around ${ctx.hero.name} like a blanket, and even ${ctx.pal.name} began to nod.`],
        'sitting', 'sleepy', 'all',
      ),
      (ctx) => page(
        `They float home and say goodnight to everyone they met.`,
        [`${ctx.group} ${ctx.set.id === 'home' ? 'tiptoed back to bed' : 'went home'}, slow and sleepy.`, `${ctx.hero.name} said goodnight to the ${ctx.critter}.`, `${ctx.hero.name} said goodnight to ${ctx.spot()}.`],
        [`Everything ${ctx.hero.name} passed was already asleep, and the night felt friendly now, not big at all.`],
        'walking', 'sleepy', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `${ctx.hero.name} snuggles into bed and falls asleep.`,
        [`${ctx.hero.name} snuggled down in bed.`, `"Goodnight, ${ctx.hero.name}," whispered ${ctx.pal.name}.`, landTheLesson(ctx)],
        [`Outside, the sleepy lullaby played on, soft and low, all night long for ${ctx.hero.name}.`],
        'sleeping', 'sleepy', 'hero',
      ),
    ],
  },
};
