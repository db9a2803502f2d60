import { capitalize, possessive, withArticle } from '../core/text';
import { page, settingUp, withSpare } from '../story/story-context';
import { firstPage, fondName, friendDetails, helper, heroDetails, introduceFriends, landTheLesson, lessonClause, palPhrase, someCreature, theCreatureOf } from './cast-lines';
import { isLittleWalker } from '../world/creature-size';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/** Things keep going missing; a trail of clues leads to a creature building something lovely. */
export const SMALL_MYSTERY: PlotShape = {
  id: 'small-mystery',
  keywords: /\b(?:myster\w*|clue\w*|detective|puzzle|secret|who took|disappear\w*)\b/i,
  // "A mystery at the museum": the mystery is the story, the museum where it happens.
  tellsTheme: /\bmyster(?:y|ies)\b|\bdetectives?\b|\bwho (?:took|stole)\b/i,
  lessons: ['kindness', 'listening'],
  settings: ['castle', 'city', 'farm', 'home', 'space'],
  carriesTheThing: true,
  usesPalsTrick: true,
  friendsFromStart: true,
  // The thief leaves footprints no bigger than buttons and speaks in a tiny voice.
  critterFits: isLittleWalker,
  timeline: 'day',
  titles: (ctx) => [
    `The Mystery of the Missing ${ctx.treasure}`,
    `${ctx.hero.name} and the ${ctx.rng.pick(ctx.tone.titleWords)} Mystery`,
    `Detective ${ctx.hero.name}`,
  ],
  summary: (ctx) => [
    `Things keep disappearing ${ctx.set.inPlace}, and the latest is ${possessive(ctx.hero.name)} ${ctx.treasure}.`,
    `Detective ${ctx.hero.name} and ${palPhrase(ctx)} follow the clues, solve the mystery and learn that ${lessonClause(ctx)}.`,
  ],
  hope: (ctx) => `solve the mystery of the missing ${ctx.treasure}`,
  win: (ctx) => `the mystery of the missing ${ctx.treasure} was solved`,
  lowPoint: () => `the trail of tiny footprints that went nowhere`,
  voice: (ctx) => ({
    stakes: ctx.one(
      `Things did not just vanish, thought ${ctx.hero.name}, and ${ctx.hero.he} meant to find out where the ${ctx.treasure} had gone.`,
      `For ${ctx.hero.name}, not knowing who had taken the ${ctx.treasure} was worse than losing it.`,
      `Whoever took the ${ctx.treasure} had known exactly where to look, and that bothered ${ctx.hero.name} most of all.`,
    ),
    doubt: ctx.one(
      `Maybe some mysteries never get solved, thought ${ctx.hero.name}, and this was one of them.`,
      `${ctx.hero.name} read the list of clues again, and for the first time it looked like a list of nothing.`,
      `A real detective would know by now, thought ${ctx.hero.name} glumly.`,
    ),
    quip: ctx.one(
      `"Every detective needs a sidekick," said ${ctx.pal.name}. "A partner," said ${ctx.hero.name}. "Every detective needs a partner."`,
      `"Should we suspect everyone?" asked ${ctx.pal.name}. "Everyone but you," said ${ctx.hero.name}, "probably."`,
      `"I have a theory," said ${ctx.pal.name}. "It is not finished yet," ${ctx.pal.he} added, "but it is a big one."`,
    ),
  }),
  refrains: (ctx) => [
    { ask: `Who took the ${ctx.treasure}, who, who?`, answer: `${capitalize(withArticle(ctx.critter))}, that's who!`, to: 'nobody' },
    { ask: `A clue, a clue, ${fondName(ctx.pal)}!`, answer: `The last clue, ${fondName(ctx.pal)}!`, to: 'pal' },
  ],
  tries: [
    (ctx) => {
      const creature = someCreature(ctx);
      return page(
        `They ask ${withArticle(creature)} if it took the ${ctx.treasure}.`,
        [ctx.one(`"Did you take the ${ctx.treasure}?" ${ctx.hero.name} asked ${withArticle(creature)}.`, `${ctx.hero.name} asked ${withArticle(creature)} about the ${ctx.treasure}.`), `"Not me!" said the ${creature}.`, `The ${creature} was busy eating its lunch.`],
        [`${ctx.hero.name} wrote "not the ${creature}" in a notebook and drew a line under it.`],
        'standing', 'curious',
      );
    },
    (ctx) => page(
      `A ribbon has gone missing too.`,
      [`Then ${ctx.pal.name} found something else.`, `The ribbon from ${ctx.spot()} was missing too!`, ctx.one(`"Someone is collecting things," said ${ctx.hero.name}.`, `"First the ${ctx.treasure}, now the ribbon," said ${ctx.hero.name}.`)],
      [`First the ${ctx.treasure}, now the ribbon: the mystery was getting bigger, not smaller.`],
      'searching', 'surprised',
    ),
    (ctx) => page(
      `${ctx.hero.name} sets a trap for the thief and catches ${ctx.pal.name} instead.`,
      [
        ctx.one(`${ctx.hero.name} made a trap with a basket and a stick.`, `${ctx.hero.name} propped up a basket with a stick, and tied a string to the stick.`, `${ctx.hero.name} set a trap: one basket, one stick, one long string.`),
        `Under the basket, ${ctx.hero.name} put ${ctx.one('a shiny bead', 'a bright bead', 'a little silver bell', 'a shiny spoon')}.`,
        ctx.one(`${ctx.one('Thump', 'Whump', 'Clonk')}! Down came the basket, right on top of ${ctx.pal.name}!`, `But the one the basket caught was ${ctx.pal.name}!`, `Down came the basket, and who was under it? ${capitalize(ctx.pal.name)}!`),
      ],
      [`${capitalize(ctx.pal.name)} had only wanted a closer look, and by the time ${ctx.hero.name} stopped giggling, the real thief could have been anywhere.`],
      'jumping', 'surprised',
    ),
    (ctx) => page(
      `A shiny button vanishes right under their noses.`,
      [`Then a shiny button went missing from ${ctx.spot()}.`, ctx.one(`"It was there a minute ago!" said ${ctx.pal.name}.`, `"I only looked away for a second!" said ${ctx.pal.name}.`), ctx.one(`"Someone very quick is taking things," whispered ${ctx.hero.name}.`, `"Whoever it is, they are fast," whispered ${ctx.hero.name}.`, `"Someone is being very sneaky," whispered ${ctx.hero.name}.`)],
      [`${ctx.hero.name} spun round, but whoever it was had already gone.`],
      'looking', 'surprised',
    ),
    (ctx) => page(
      `They hide and wait for the thief, but nobody comes.`,
      [`${ctx.hero.name} and ${ctx.pal.name} hid at ${ctx.spot()}.`, ctx.one(`They waited until ${ctx.pal.name} got the fidgets.`, `${ctx.hero.name} waited and waited, as still as a stone.`, `Nobody made a sound, not even a sniff.`), `Nobody came to ${ctx.goalPlace}.`],
      [`They waited so long that ${ctx.pal.name} began to snore, and ${ctx.hero.name} had to give ${ctx.pal.him} a gentle poke.`],
      'sitting', 'worried',
    ),
    (ctx) => {
      const sleeper = someCreature(ctx);
      return page(
        `Two eyes blink in ${ctx.set.darkPlace}, but they belong to ${withArticle(sleeper)}, not the thief.`,
        [
          ctx.one(`${ctx.hero.name} shone a torch into ${ctx.set.darkPlace}.`, `${ctx.hero.name} peeked into ${ctx.set.darkPlace} with a torch.`),
          ctx.one(`Two bright eyes blinked back at ${ctx.hero.name}!`, `Something in there blinked!`, `Two round eyes looked back, very surprised.`),
          ctx.one(`But it was only ${withArticle(sleeper)}, woken up from a nap.`, `It was only ${withArticle(sleeper)}, and it was very sleepy.`),
        ],
        [`"Sorry!" whispered ${ctx.hero.name}, and the ${sleeper} gave a big yawn and said it had been asleep all day and had not seen a thing.`],
        'looking', 'scared',
      );
    },
    (ctx) => page(
      `A wrong guess: it was not ${ctx.set.gust}.`,
      [`"Maybe it was ${ctx.set.gust}," said ${ctx.pal.name}.`, `But ${ctx.set.gust} could not have picked out just the ${ctx.treasure}.`, ctx.one(`${ctx.hero.name} was stuck.`, `So who was it, then?`, `If it was not the wind, who was it?`)],
      [`${ctx.hero.name} went over every clue again, the ${ctx.treasure}, the ribbon and the button, but they did not fit together yet.`],
      'sitting', 'worried',
    ),
    (ctx) => page(
      `${ctx.hero.name} makes a list of suspects, and ${ctx.pal.name} is hurt to be on it.`,
      [
        ctx.one(`${ctx.hero.name} wrote down who had been close by each time.`, `${ctx.hero.name} made a list of everyone who had been near.`, `${ctx.hero.name} thought hard about who had been near each time.`),
        `Only one name was on the list: ${ctx.pal.name}!`,
        `"Me?" said ${ctx.pal.name}, and ${ctx.pal.his} face fell.`,
      ],
      [`${ctx.hero.name} crossed it out at once and said sorry, and ${ctx.pal.name} said it was all right, but now the list was empty, and ${ctx.hero.name} was back where ${ctx.hero.he} started.`],
      'sitting', 'sad',
    ),
  ],
  afterwards: [
    {
      // Older readers look back over the clues.
      fits: (ctx) => ctx.age === '9-12',
      write: (ctx) => page(
        `${ctx.hero.name} sees that every clue was there from the start.`,
        [`Looking back, ${ctx.hero.name} could see that every clue had been there from the start: tiny footprints, shiny things, a ribbon and a bit of string.`, `${capitalize(ctx.hero.he)} just had not known how to read them yet.`],
        [`Next time, ${ctx.hero.name} thought, ${ctx.hero.he} would be quicker.`],
        'sitting', 'proud',
      ),
    },
    {
      afterFirst: true,
      write: (ctx) => page(
        `Everything the ${ctx.critter} borrowed goes back where it belongs.`,
        [`Then ${ctx.group} took back everything the ${ctx.critter} had borrowed.`, ctx.one(`The ribbon went back where it belonged, and so did the button and the string.`, `Back went the ribbon, and the button, and the string.`, `One by one, the ribbon, the button and the string went back.`), ctx.one(`Nobody was cross, not once they heard why.`, `Everyone said the ${ctx.critter} could keep a button, just one.`, `The ${ctx.critter} said sorry at every stop.`)],
        [`${ctx.hero.name} ticked each thing off ${ctx.hero.his} list of clues, and only one was left: the ${ctx.treasure}.`],
        'carrying', 'happy', 'all',
      ),
    },
    {
      write: (ctx) => page(
        `${ctx.hero.name} writes up the case.`,
        [ctx.one(`${ctx.hero.name} wrote the whole case down in a little notebook.`, `${ctx.hero.name} wrote it all down, clue by clue.`), ctx.one(`On the last page, ${ctx.hero.name} drew the ${ctx.critter} in its new nest.`, `At the end, ${ctx.hero.name} drew a picture of the thief, fast asleep.`), ctx.one(`Under it, ${ctx.hero.he} wrote: CASE CLOSED.`, `Then ${ctx.hero.he} wrote CASE CLOSED in big letters.`)],
        [`${capitalize(ctx.pal.name)} signed it too, as Chief Assistant Detective.`],
        'sitting', 'proud',
      ),
    },
    {
      write: (ctx) => page(
        `The ${ctx.critter} gives ${ctx.hero.name} a present of its very own.`,
        [`Later that day, the ${ctx.critter} gave ${ctx.hero.name} a present.`, `It was ${ctx.one('a shiny feather', 'a smooth little stone', 'a curly shell')}.`, ctx.one(`"This one is not borrowed," it said proudly.`, `"It's mine to give," it said. "I checked."`)],
        [`${ctx.hero.name} kept it in ${ctx.hero.his} detective notebook, as the very last clue.`],
        'sitting', 'happy', 'all',
      ),
    },
  ],
  choice: {
    make: (ctx) => {
      const blamed = theCreatureOf(ctx, 'choice');
      return page(
        `Everyone blames the ${blamed}, but ${ctx.hero.name} will not without proof.`,
        [`Everyone ${ctx.set.inPlace} said the ${blamed} must be the thief.`, ctx.one(`"It is always poking about," they said.`, `"Who else would it be?" they said.`), `"We don't know that yet," said ${ctx.hero.name}.`],
        [`Nobody liked hearing that, and the others went off to look on their own; only ${ctx.pal.name} stayed with ${ctx.hero.name}.`],
        'standing', 'worried',
      );
    },
    cost: (ctx) => page(
      `The ${theCreatureOf(ctx, 'choice')} everyone blamed thanks ${ctx.hero.name}.`,
      [`Later, the ${theCreatureOf(ctx, 'choice')} came to find ${ctx.hero.name}.`, `"You were the only one who didn't say it was me," it said quietly.`, `${ctx.hero.name} did not know what to say, so ${ctx.hero.he} just nodded.`],
      [`Being fair had cost ${ctx.hero.name} the others' company for a whole afternoon, and ${ctx.hero.he} would do it again.`],
      'sitting', 'calm', 'all',
    ),
  },
  beats: {
    beginning: [
      (ctx) => firstPage(
        ctx,
        `${ctx.hero.name} notices that the ${ctx.treasure} has disappeared.`,
        () => [`One morning, ${possessive(ctx.hero.name)} ${ctx.treasure} was gone.`, ctx.one(`"How strange," said ${ctx.hero.name}.`, `"That's odd," said ${ctx.hero.name}.`, `"Now where has it gone?" said ${ctx.hero.name}.`)],
        () => [`${ctx.hero.name} was sure ${ctx.hero.he} had left the ${ctx.treasure} by ${ctx.goalPlace}, and it could not have walked away by itself.`, ...heroDetails(ctx)],
        'searching', 'surprised',
      ),
      (ctx) => page(
        `${ctx.hero.name} and ${palPhrase(ctx)} decide to be detectives.`,
        [...introduceFriends(ctx), ctx.one(`"Let's be detectives!" said ${ctx.pal.name}.`, `"This is a job for detectives," said ${ctx.pal.name}.`), `${ctx.hero.name} found a magnifying glass.`],
        [`Other things had gone missing too: a ribbon, a button and a bit of string, and ${ctx.hero.name} made a careful list.`, ...friendDetails(ctx)],
        'looking', 'curious', 'all',
      ),
    ],
    'rising problem': [
      (ctx) => settingUp(page(
        `They find the first clue: a trail of tiny footprints.`,
        [ctx.one(`${ctx.hero.name} found tiny footprints.`, `${ctx.hero.name} spotted a line of tiny footprints.`, `There were tiny footprints on the ground.`), `They went all the way to ${ctx.spot()}.`, `"${ctx.one('A clue', 'Our first clue', 'Aha, a clue')}!" said ${ctx.hero.name}.`],
        [`The prints were no bigger than buttons, and they went round and round in a very puzzling way for ${ctx.hero.name} to follow.`],
        'searching', 'curious',
      ), () => ctx.one(
        `${ctx.hero.name} thought about the footprints again: no bigger than buttons, so whoever took the ${ctx.treasure} was very small.`,
        `Then ${ctx.hero.name} put it together: tiny footprints, small shiny things, a ribbon and string. Someone small was building something.`,
      )),
      (ctx) => page(
        `The trail goes cold, and the detectives are puzzled.`,
        [`Then the footprints stopped at ${ctx.spot()}.`, ctx.one(`${ctx.hero.name} looked left and right.`, `${ctx.hero.name} looked this way and that.`, `${ctx.hero.name} turned round and round.`), ctx.one(`"Where did they go?" asked ${ctx.hero.name}.`, `"They can't just vanish," said ${ctx.hero.name}.`, `"Footprints don't just stop," said ${ctx.hero.name}.`)],
        [`${ctx.pal.name} scratched ${ctx.pal.his} head, and ${ctx.hero.name} turned the magnifying glass this way and that, but there were no more clues.`],
        'searching', 'worried',
      ),
    ],
    'turning point': [
      (ctx) => {
        const friend = helper(ctx);
        const move = lessonAtTheTurn(ctx, [], friend);
        const gasp = ctx.one(`${ctx.hero.name} gasped.`, `${ctx.hero.name} could hardly believe it.`, `${ctx.hero.name} gasped out loud.`);
        return withSpare(page(
          `${friend.name} spots a clue, and they find ${withArticle(ctx.critter)} building a nest.`,
          [...move, `${friend.name} ${friend.kit.talent(friend.p)}.`, ctx.one(`There was ${withArticle(ctx.critter)} with all the missing things!`, `${capitalize(withArticle(ctx.critter))} was sitting on all the missing things!`), gasp],
          [`The ${ctx.critter} had built a little nest from the ribbon, the button, the string and ${possessive(ctx.hero.name)} ${ctx.treasure}.`],
          'pointing', 'surprised',
        // A little one's page has room for the move, the trick and the find, not a gasp too.
        ), [gasp]);
      },
    ],
    resolution: [
      (ctx) => page(
        `The ${ctx.critter} says sorry and explains it needed a cozy home.`,
        [ctx.one(`"I'm sorry," said the ${ctx.critter}.`, `"I only borrowed them," said the ${ctx.critter} in a tiny voice.`), `The ${ctx.critter} just wanted a cozy home.`, ctx.one(`${ctx.hero.name} understood.`, `${ctx.hero.name} knew just how that felt.`, `${ctx.hero.name} was not cross any more.`)],
        [`The ${ctx.critter} looked so small and worried that ${ctx.hero.name} knelt down and listened to the whole story.`],
        'sitting', 'calm', 'all',
      ),
      (ctx) => page(
        `Everyone helps build the ${ctx.critter} a new nest, and the ${ctx.treasure} comes home.`,
        [ctx.one(`${ctx.group} helped build a new nest.`, `Then ${ctx.group} built the ${ctx.critter} a nest of its own.`, `Everyone helped make the ${ctx.critter} a new nest.`), `The ${ctx.critter} gave back the ${ctx.treasure}.`, ctx.one(`The new nest was as snug as ${possessive(ctx.hero.name)} own bed.`, `It was the snuggest nest for miles.`, `The ${ctx.critter} curled up inside and sighed a happy sigh.`)],
        [`They used moss, feathers and a scrap of old blanket, and the ${ctx.critter} said the new nest was the best nest anywhere ${ctx.set.inPlace}.`],
        'carrying', 'happy', 'all',
      ),
    ],
    closing: [
      (ctx) => page(
        `The mystery is solved, and ${ctx.hero.name} has a new friend.`,
        [ctx.one(`Detective ${ctx.hero.name} had solved the mystery.`, `${ctx.hero.name} put the magnifying glass away, ready for the next mystery.`), landTheLesson(ctx)],
        [`And every morning after that, the ${ctx.critter} waved to ${ctx.hero.name} from its snug new nest.`],
        'waving', 'proud', 'hero',
      ),
    ],
  },
};
