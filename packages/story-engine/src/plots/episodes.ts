import { isQuietOnARealDay } from '../story/baby-voice';
import { themeOnTheMind } from '../story/theme-said';
import { foodFor } from '../cast/species';
import type { CastMember } from '../cast/cast-member';
import { capitalize, possessive, withArticle } from '../core/text';
import { atNightfall, isRoomy, page, palsMoment, settingUp } from '../story/story-context';
import type { BeatKind, Occasion, PagePlan, PageWriter, StoryContext } from '../story/story-context';
import { callName, fondName, someCreature } from './cast-lines';
import { isForPal } from './celebration';
import { roleOf } from './cast-parts';
import { lightWordsOf } from '../world/catalogue';
import type { PlotShape, StockKind, StockMiddle } from './plot-shape';
import { secondLightBeat } from './comic-beats';
import { palRole, palSpeaksAsFriend } from './pal-role';
import { winToldAfter } from './own-after-lines';
import { dayHadFood, ownLineFor, padOrOwn, whispersTrue } from './pad-lines';

/**
 * Extra pages that fit any plot, used when a medium or long story needs more pages in a beat than the
 * plot and its tries write. Each says when it makes sense (`fits`), so that nobody says goodnight at
 * home to a dog who lives there, or watches the sun go down in a story that began at bedtime.
 */
export interface Episode {
  fits(ctx: StoryContext, plot: PlotShape): boolean;
  write(ctx: StoryContext, plot: PlotShape): ReturnType<PageWriter>;
  /** Used before the shuffled rest whenever it fits. */
  first?: boolean;
  /** In the middle, taken even before the plot's own tries: a part a character must have (or a funny book's joke). */
  beforeTries?: boolean | ((ctx: StoryContext) => boolean);
  /**
   * Pages that tell the same thing in other words (a rest, "Are you all right?", "I'm right here": a friend
   * close by; a joke from the pal or from another child): a book has at most one of a family.
   */
  family?: 'a friend close' | 'a joke';
  /** The stock kind of an after-page (see `StockKind`): a book carries at most one. */
  stock?: StockKind;
  /** The stock kind of a page of the middle (see `StockMiddle`): a book carries at most one, where its feeling calls for it. */
  middle?: StockMiddle;
}

const always = () => true;
/** Whether the plot's own after-part has a page that does this: a shared page doing it too would say it twice. */
const saysItsOwn = (plot: PlotShape, what: StockKind) => plot.afterwards?.some((after) => after.stock === what) === true;
/**
 * Pages where the pal plays, helps or cheers the hero on need them to be friends already, and around:
 * not kept away for a surprise.
 */
const palAround = (ctx: StoryContext, plot: PlotShape) => plot.friendsFromStart && !plot.palAway?.(ctx);
/** Plots in which the hero goes somewhere and comes back. */
const travels = (_ctx: StoryContext, plot: PlotShape) => ['quest', 'helping-someone'].includes(plot.id);
const awayFromHome = (ctx: StoryContext) => ctx.set.id !== 'home';
/** Games, pictures and feasts belong to the day, not to a walk home at bedtime. */
const daytime = (_ctx: StoryContext, plot: PlotShape) => plot.timeline === 'day';
const bedtime = (_ctx: StoryContext, plot: PlotShape) => plot.timeline === 'bedtime';
/** One evening at home (bath time, a bad dream): its extra pages are getting ready for bed, not a day's games. */
const evening = (_ctx: StoryContext, plot: PlotShape) => plot.timeline === 'evening';
const atNight = (ctx: StoryContext, plot: PlotShape) => bedtime(ctx, plot) || evening(ctx, plot);
const olderReader = (ctx: StoryContext) => ctx.age === '9-12';

const celebrating = (_ctx: StoryContext, plot: PlotShape) => plot.id === 'celebration';
/**
 * A catalogue theme is one event in one place (the pool, the dentist's, the wedding): pages that wander the
 * setting's landmarks (explorers at the market, a rest by the clock tower) would take the hero out of it.
 */
const staysAtTheEvent = (_ctx: StoryContext, plot: PlotShape) => plot.atItsEvent === true;
const wanders = (ctx: StoryContext, plot: PlotShape) => !staysAtTheEvent(ctx, plot);

const BEGINNING: readonly Episode[] = [
  {
    fits: celebrating,
    write: (ctx) => page(
      `${ctx.hero.name} makes the invitations.`,
      [
        ctx.one(`${ctx.hero.name} made the invitations.`, `First, ${ctx.hero.name} made the invitations.`, `${ctx.hero.name} sat down to make the invitations.`),
        `Each one had a drawing of ${ctx.goalPlace} on it.`,
        isForPal(ctx) ? `"${ctx.one('Shh, it\'s a secret', 'Not a word to anyone', 'Remember, it\'s a surprise')}!" ${ctx.hero.name} told the ${ctx.critter}.` : `${ctx.hero.name} gave one to everybody ${ctx.set.inPlace}.`,
      ],
      [`${ctx.hero.name} wrote the time on each one in ${ctx.hero.his} very best writing, and only smudged two.`],
      'carrying', 'excited', 'hero',
    ),
  },
  {
    // The help at the turning point was set up here, so it does not come out of nowhere. A plot whose turn
    // does not use it (a catalogue day, a party) shows the friend's knack for fun, and promises nothing.
    first: true,
    // At a catalogue day the friend's knack for fun is a page any book could have ("Wow, Kofi!"): the day's own pages come first.
    fits: (ctx, plot) => ctx.pal.isNamed && palAround(ctx, plot) && (plot.usesPalsTrick === true || wanders(ctx, plot)),
    write: (ctx, plot) => plot.usesPalsTrick ? settingUp(palsMoment(page(
      `${ctx.pal.name} shows ${ctx.hero.name} a special trick.`,
      // A grown-up knows useful things; a child's knack is what the parent said they are good at, not a trick nobody else can do.
      ctx.pal.kit.person === 'grown-up'
        ? [
            ctx.one(`${ctx.pal.name} knew all sorts of useful things.`, `${ctx.pal.name} always seemed to know what to do.`),
            `"How do you know all that, ${callName(ctx.pal)}?" asked ${ctx.hero.name}.`,
          ]
        : [
            ctx.pal.kit.person === 'child'
              ? ctx.one(`${ctx.pal.name} had a knack that was all ${ctx.pal.his} own.`, `${ctx.pal.name} wanted to show ${ctx.hero.name} something ${ctx.set.inPlace}.`)
              : ctx.one(`${ctx.pal.name} knew a trick nobody else ${ctx.set.inPlace} could do.`, `${ctx.pal.name} was proud of one special trick.`, `${ctx.pal.name} wanted to show ${ctx.hero.name} something ${ctx.set.inPlace}.`),
            `${ctx.pal.name} ${ctx.pal.kit.talent(ctx.pal.p)}.`,
            `"${ctx.one('Clever', 'Wow', 'Amazing')}, ${callName(ctx.pal)}!" said ${ctx.hero.name}.`,
          ],
      [ctx.one(`Nobody knew it yet, but ${possessive(ctx.pal.name)} trick would come in very handy before the ${plot.timeline === 'bedtime' ? 'night' : 'day'} was over.`, `It seemed like a small thing, but ${possessive(ctx.pal.name)} trick was going to matter a great deal.`, `${ctx.hero.name} clapped, not knowing how much that trick would matter soon.`)],
      'pointing', 'surprised',
    // Not a plain statement (a colon, a question, words said), so it is never run into the turn's next line.
    )), () => ctx.one(
      `${ctx.hero.name} remembered ${possessive(ctx.pal.name)} trick from the start: the one nobody else could do.`,
      `What about ${possessive(ctx.pal.name)} trick, ${ctx.hero.name} wondered, the one from the start?`,
      `"${capitalize(callName(ctx.pal))}, your trick," said ${ctx.hero.name} slowly. "Could it work here?"`,
    )) : palsMoment(page(
      `${ctx.pal.name} makes ${ctx.hero.name} smile.`,
      // A grown-up makes the hero laugh the way grown-ups do, not by showing off a knack.
      ctx.pal.kit.person === 'grown-up'
        ? [
            `${ctx.pal.name} always knew how to make ${ctx.hero.name} smile.`,
            ctx.one(`${ctx.pal.name} pulled a funny face, and ${ctx.hero.name} laughed out loud.`, `${ctx.pal.name} told a joke that only the two of them understood, and ${ctx.hero.name} giggled.`, `${ctx.pal.name} did a silly little dance, and ${ctx.hero.name} joined in.`),
          ]
        : [
            ctx.one(`${ctx.pal.name} always knew how to make ${ctx.hero.name} smile.`, `${ctx.pal.name} liked to show off, just a little.`),
            `${ctx.pal.name} ${ctx.pal.kit.talent(ctx.pal.p)}, just for fun.`,
            `"${ctx.one('Clever', 'Wow', 'Silly')}, ${callName(ctx.pal)}!" said ${ctx.hero.name}.`,
          ],
      [],
      'pointing', 'happy',
    )),
  },
  {
    // A visitor does not know the way around yet.
    fits: (ctx, plot) => !ctx.visitorHome && wanders(ctx, plot),
    write: (ctx) => {
      const first = ctx.spot();
      const second = ctx.set.landmarks.find((landmark) => landmark !== first && landmark !== ctx.goalPlace) as string;
      return page(
        `${ctx.hero.name} shows us around ${ctx.set.place}.`,
        [`${ctx.hero.name} loved ${ctx.set.place} best of all.`, `${ctx.hero.name} knew the way to ${first}.`, `${ctx.hero.name} knew the way to ${second}, too.`],
        [`Near ${first}, ${ctx.sight()}, and ${ctx.hero.name} could hear ${ctx.sound()} all day long.`],
        ctx.set.travelAction, 'happy', 'hero',
      );
    },
  },
  {
    fits: (ctx, plot) => palAround(ctx, plot) && wanders(ctx, plot),
    write: (ctx) => page(
      `${ctx.hero.name} and ${ctx.pal.name} play explorers.`,
      [`${ctx.hero.name} and ${ctx.pal.name} played explorers at ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} ${ctx.pal.kit.moved} ahead.`, `"Follow me!" called ${ctx.pal.name}.`],
      [`In their game, ${ctx.pal.name} always wanted to be the leader, and ${ctx.hero.name} did not mind one bit.`],
      'running', 'happy',
    ),
  },
  {
    // An event is shown as it happens: lunch on the school trip, the first snowflake. A theme the catalogue tells has its
    // own tries and win: the frame's moment would come first ("The third time, the tent stayed up!" before the tent's tries).
    first: true,
    fits: (ctx, plot) => ctx.occasion !== undefined && !plot.id.startsWith('theme:'),
    write: (ctx, plot) => (ctx.occasion as Occasion).moment(ctx, palAround(ctx, plot)),
  },
  {
    // A theme that is the plot's own object (a lost kite) is not mulled over before it is lost.
    fits: (ctx, plot) => !ctx.themeIsTreasure && !ctx.occasion && !(ctx.theme && plot.tellsTheme?.test(ctx.theme)) && wanders(ctx, plot),
    write: (ctx) => page(
      themeOnTheMind(ctx) ? `${ctx.hero.name} has been thinking about ${ctx.theme}.` : `${ctx.hero.name} listens to the sounds ${ctx.set.inPlace}.`,
      themeOnTheMind(ctx)
        ? [`${ctx.hero.name} had been thinking about ${ctx.theme} all week.`, `${ctx.hero.name} even dreamed about ${ctx.theme}.`]
        : [`${ctx.hero.name} sat very still near ${ctx.spot()}.`, `${ctx.hero.name} could hear ${ctx.sound()}.`],
      [`${capitalize(ctx.feeling())}, and ${ctx.hero.name} felt that something exciting was about to happen.`],
      'sitting', 'curious', 'hero',
    ),
  },
];

/** A pal of the hero's kind shares the picnic; a dog has its own biscuit, and a robot or an owl only watches. */
function palAtTheFeast(ctx: StoryContext, sharing: string): string {
  const food = foodFor(ctx.pal.kit.noun, ctx.set.treat);
  if (food === ctx.set.treat) return sharing;
  return food ? `${capitalize(ctx.pal.name)} had ${food}, all to ${ctx.pal.self}.` : `${capitalize(ctx.pal.name)} watched every crumb.`;
}

/** Who gives the resting hero something to eat: a friend shares the treat, an animal pal is given its own food. */
function palSnack(ctx: StoryContext): string {
  const food = foodFor(ctx.pal.kit.noun, ctx.set.treat);
  if (food === ctx.set.treat) return `${capitalize(ctx.pal.name)} shared ${ctx.set.treat}.`;
  return food ? `${ctx.hero.name} had ${ctx.set.treat}, and ${ctx.pal.name} had ${food}.` : `${ctx.hero.name} had ${ctx.set.treat}, and ${ctx.pal.name} kept watch.`;
}

/**
 * The low point's words, so that the hero doubts the story's own goal ("I'll never find the lost kite") rather
 * than "it": "Maybe it will never work" was a line of book after book.
 */
const DOUBTS = [(hope: string) => `I'll never ${hope}`, (hope: string) => `I don't think I can ${hope}`, (hope: string) => `I wanted to ${hope}, and now I can't`] as const;
const ANSWERS = ['"Not yet," said', '"We can try once more," said', '"Don\'t give up," said'] as const;

const RISING: readonly Episode[] = [
  {
    // A character a parent added has a part in the middle, not only a name at the start and a song at the end.
    first: true,
    beforeTries: true,
    family: 'a joke',
    middle: 'a joke',
    // The cast's cat or dragon says nothing on a real day (round 13): "Nobody expected Pickles to say anything" framed a purr.
    fits: (ctx, plot) => childOther(ctx) !== undefined && !celebrating(ctx, plot) && !(ctx.ownDay && isQuietOnARealDay(childOther(ctx)!)),
    write: (ctx, plot) => {
      const other = childOther(ctx)!;
      // A sad day's quiet friend keeps company at every age; the saying is for a day with something to get through.
      return olderReader(ctx) && !plot.tender
        ? quietOneSays(ctx, other, plot.timeline === 'bedtime' ? 'night' : 'day')
        // A sad book (a grandparent ill, an old pet's goodbye) has no joke: the child a parent added keeps the hero company.
        : plot.tender
        ? page(
          `${other.name} keeps ${ctx.hero.name} company.`,
          [`${capitalize(other.name)} came and sat beside ${ctx.hero.name}.`, `${capitalize(other.he)} did not tell a joke, or say anything at all.`, `${capitalize(other.he)} just stayed.`],
          [`It did not make the sad feeling go away, but it made it a little less lonely.`],
          'sitting', 'calm', 'all',
        )
        : page(
          `${other.name} cheers ${ctx.hero.name} up.`,
          ctx.rng.pick(CHEER_UPS)(ctx, other, plot),
          [`It was a silly thing, but it made ${possessive(ctx.hero.name)} hard ${plot.timeline === 'bedtime' ? 'night' : 'day'} feel a tiny bit lighter, and ${other.name} looked very pleased with ${other.self}.`],
          'standing', 'happy', 'all',
        );
    },
  },
  {
    first: true,
    middle: 'not yet',
    // A book whose plot has its own setback and doubt has its low point already: one a book.
    fits: (_ctx, plot) => plot.ownLowPoint !== true,
    write: (ctx, plot) => page(
      `${ctx.hero.name} wants to give up, but does not.`,
      [
        `"${plot.tender ? 'I wish it could be like before' : ctx.one(...DOUBTS.map((doubt) => doubt(plot.hope(ctx))))}," sighed ${ctx.hero.name}.`,
        // Before they are friends, the pal is not there to say it: the hero says it to themself.
        palAround(ctx, plot) ? `${plot.tender ? '"I know," said' : ctx.one(...ANSWERS)} ${ctx.pal.name}.` : plot.tender ? 'It was all right to feel sad.' : `But a little voice inside said, "Not yet."`,
        `${ctx.hero.name} ${ctx.one(ctx.hero.wheels ? 'sat up tall again' : 'stood up tall again', 'wiped ' + ctx.hero.his + ' eyes', 'took a deep breath')}.`,
      ],
      [plot.tender ? `${ctx.hero.name} did not want to feel better yet; ${ctx.hero.he} only wanted to stay close.` : `${ctx.hero.name} still wanted to ${plot.hope(ctx)}, more than anything, and ${ctx.hero.he} ${ctx.hero.was} not ready to stop trying.`],
      'standing', 'sad', palAround(ctx, plot) ? 'pair' : 'hero',
    ),
  },
  {
    family: 'a friend close',
    middle: 'a friend close',
    fits: (ctx, plot) => palAround(ctx, plot) && wanders(ctx, plot),
    // A day of the catalogue's rests on its own line (round 18): legs "felt tired" on a walk nobody took was the long books' stock pad.
    write: (ctx, plot) => ownClose(ctx, plot, `${ctx.hero.name} stops for a moment.`) ?? page(
      `${ctx.hero.name} is tired, and they stop to rest.`,
      [`${possessive(ctx.hero.name)} legs felt tired.`, `${ctx.hero.name} sat down near ${ctx.spot()}.`, palSnack(ctx)],
      [`They rested until ${ctx.hero.name} felt strong again, watching how ${ctx.sight()}.`],
      'sitting', 'calm',
    ),
  },
  {
    // A rest that stays where the event is: no landmark to walk to.
    family: 'a friend close',
    middle: 'a friend close',
    fits: (ctx, plot) => palAround(ctx, plot) && staysAtTheEvent(ctx, plot),
    write: (ctx, plot) => friendsHint(ctx, plot) ?? ownClose(ctx, plot, `${ctx.hero.name} and ${ctx.pal.name} stop for a moment.`) ?? page(
      `${ctx.hero.name} and ${ctx.pal.name} rest for a moment.`,
      [`${possessive(ctx.hero.name)} legs felt tired.`, `${ctx.hero.name} sat down for a little rest.`, `${capitalize(ctx.pal.name)} sat down too.`],
      ['They sat close, and neither of them said a word, and that was nice.'],
      'sitting', 'calm',
    ),
  },
  {
    family: 'a friend close',
    middle: 'a friend close',
    fits: (ctx, plot) => palAround(ctx, plot) && staysAtTheEvent(ctx, plot) && palSpeaksAsFriend(ctx),
    write: (ctx, plot) => friendsHint(ctx, plot) ?? ownClose(ctx, plot, `${ctx.pal.name} asks if ${ctx.hero.name} is all right.`) ?? page(
      `${ctx.pal.name} asks if ${ctx.hero.name} is all right.`,
      [`${capitalize(ctx.pal.name)} could tell ${ctx.hero.name} was thinking hard.`, `"Are you all right?" asked ${ctx.pal.name}.`, `"I think so," said ${ctx.hero.name}.`],
      [`${capitalize(ctx.pal.name)} stayed right beside ${ctx.hero.him}, just in case.`],
      // A friend comforts a hero who is low: no gag lands here.
      'standing', 'worried',
    ),
  },
  {
    family: 'a friend close',
    middle: 'a friend close',
    fits: (ctx, plot) => palAround(ctx, plot) && staysAtTheEvent(ctx, plot) && palSpeaksAsFriend(ctx),
    write: (ctx, plot) => friendsHint(ctx, plot) ?? ownClose(ctx, plot, `${ctx.pal.name} stays close to ${ctx.hero.name}.`) ?? page(
      `${ctx.pal.name} stays close to ${ctx.hero.name}.`,
      [`${capitalize(ctx.pal.name)} came and stood close to ${ctx.hero.name}.`, `"I'm right here," said ${ctx.pal.name}.`, `${ctx.hero.name} felt a little less alone.`],
      [`Sometimes a friend does not need to do anything at all, only be there.`],
      'standing', 'worried',
    ),
  },
  {
    fits: travels,
    write: (ctx) => {
      const wrong = ctx.spot();
      return page(
        `${ctx.hero.name} takes a wrong turn at ${wrong}.`,
        [`${ctx.hero.name} took a wrong turn at ${wrong}.`, `"Oops, wrong way, ${fondName(ctx.pal)}!" said ${ctx.hero.name}.`, `Back they went, past ${wrong}.`],
        [`Getting lost for a little while was a bit scary for ${ctx.hero.name}, but it also showed ${ctx.hero.him} a part of ${ctx.set.place} ${ctx.hero.he} had never seen.`],
        'walking', 'worried',
      );
    },
  },
  {
    // A page of sounds and scenery: older readers would rather the search went on.
    fits: (ctx, plot) => palAround(ctx, plot) && !olderReader(ctx) && wanders(ctx, plot),
    write: (ctx) => page(
      `${ctx.hero.name} stops and listens to ${ctx.set.place}.`,
      [`${ctx.hero.name} and ${ctx.pal.name} stopped near ${ctx.spot()}.`, `${ctx.hero.name} could hear ${ctx.sound()}.`, `${capitalize(ctx.pal.name)} listened too.`],
      [`${capitalize(ctx.feeling())}, and for a moment ${ctx.hero.name} forgot to worry at all.`],
      'looking', 'curious',
    ),
  },
];

/** Ways a friend (`teller`) cheers the hero up when things look bad; one is chosen per story. */
const CHEER_UPS: readonly ((ctx: StoryContext, teller: CastMember, plot: PlotShape) => string[])[] = [
  // At one event (the dentist's) the joke's road is the old one, not a landmark of the town outside.
  (ctx, teller, plot) => [`"Why did the ${ctx.critter} cross ${plot.atItsEvent ? 'the road' : ctx.spot()}?" asked ${teller.name}.`, `"To get to the other side!" laughed ${teller.name}.`, `${ctx.hero.name} laughed, just a little.`],
  // Three lines, so that the plainest styles, which keep three, still tell the whole joke.
  (ctx, teller) => [`"Knock, knock," said ${teller.name}, and ${ctx.hero.name} asked, "Who's there?"`, `"Boo," said ${teller.name}, and ${ctx.hero.name} asked, "Boo who?"`, `"Don't cry, ${fondName(ctx.hero)}, it's only a joke!"`],
  (ctx, teller) => [`${capitalize(teller.name)} pulled the silliest face.`, `${ctx.hero.name} tried not to laugh.`, `Then ${ctx.hero.name} laughed so much ${ctx.hero.he} got the hiccups.`],
];

/**
 * The joke of a catalogue theme's funny book, in the theme's own tiny words ("'Toot, toot!' went Pip, in a big silly
 * voice."): the same knock-knock or silliest face in every funny book was a stock page (round 11). None for another plot.
 */
function themeGame(ctx: StoryContext, teller: CastMember, plot: PlotShape): string[] | undefined {
  const words = lightWordsOf(plot.id).filter((word) => /!$/.test(word));
  if (words.length < 2) return undefined;
  return [`"${words[0]}" went ${teller.name}, in a big silly voice.`, `"${words[1]}" went ${ctx.hero.name}, even sillier.`, `Then they both laughed until ${ctx.hero.name} got the hiccups.`];
}

/**
 * A friend close by in a catalogue theme's book with no grown-up to ask: the friend says the theme's own hint ("Look
 * where you want to go, not at your feet"), where "I'm right here" or "Are you all right?" was in book after book.
 */
function friendsHint(ctx: StoryContext, plot: PlotShape): PagePlan | undefined {
  const hint = grownUpOf(ctx) === undefined ? plot.hint?.(ctx, ctx.upstairs?.[0] ?? ctx.pal) : undefined;
  // While the hero minds a little one, the grown-up's hint comes down the stairs: the little one gives no advice.
  const upstairs = ctx.upstairs?.[0];
  if (hint !== undefined && upstairs) return page(`${upstairs.name} calls down the stairs.`, [`${capitalize(upstairs.name)} called down the stairs, "${hint}."`], [], 'standing', 'worried');
  if (hint === undefined) return undefined;
  hintSaid.add(ctx);
  // The hint is the day's own words: whispered without "came and stood close", which any book said before it, and only
  // where it is the speaker's to say (round 17: Grandpa whispered of himself as "she"); else the theme's own line.
  const lines = whispersTrue(hint) ? [`"${hint}," ${ctx.pal.name} whispered.`] : padOrOwn(ctx, plot, 'whisper', { true: false, pad: () => [], otherwise: () => [`${capitalize(ctx.pal.name)} stayed close to ${ctx.hero.name}.`] });
  return page(`${ctx.pal.name} stays close to ${ctx.hero.name}.`, lines, [], 'standing', 'worried');
}

/** A child a parent added beyond hero and pal (a grown-up has a part of their own at the turn). */
const childOther = (ctx: StoryContext) => ctx.others.find((member) => member.kit.person === 'child' && !member.baby) ?? ctx.others.find((member) => member.kit.person !== 'grown-up');

/** A friend the parent called talkative ("never stops talking", "chatty"). */
const TALKATIVE = /\b(?:never (?:stops?|stopped) talking|talks? a lot|chatty|chatterbox|talkative|loud|noisy)\b/i;

/** What a quiet friend says at last to an older hero: not much help, but the kind of thing that stays; named, as it may open a page. */
const SAYINGS: readonly ((other: CastMember) => string)[] = [
  (other) => `"My gran says the hardest bit always comes just before the easy bit," said ${other.name} at last.`,
  (other) => `"My dad says nobody gets anything right the first time," said ${other.name} at last.`,
  (other) => `"You know what? We've already done the bit where we nearly gave up," said ${other.name} at last.`,
];

const RISING_MORE: readonly Episode[] = [
  {
    // Riddles for little ones: at nine to twelve the pal's quip (see `PlotShape.voice`) does this job.
    family: 'a joke',
    middle: 'a joke',
    // A funny book keeps its one joke even where the theme fills the middle.
    beforeTries: (ctx) => ctx.tone.id === 'funny',
    // Never a joke in a sad book: an old pet's goodbye, a parent far away.
    fits: (ctx, plot) => palAround(ctx, plot) && !olderReader(ctx) && !plot.tender,
    write: (ctx, plot) => page(
      `${ctx.pal.name} cheers ${ctx.hero.name} up.`,
      themeGame(ctx, ctx.pal, plot) ?? ctx.rng.pick(CHEER_UPS)(ctx, ctx.pal, plot),
      [`It was a very small thing, but it made ${possessive(ctx.hero.name)} hard day feel a tiny bit lighter.`],
      'standing', 'happy',
    ),
  },
];

/** The first grown-up of the cast, who knows a thing or two. */
const grownUpOf = (ctx: StoryContext) => ctx.others.find((member) => member.kit.person === 'grown-up');
/** Who reads the bedtime story: the pal when a grown-up, else a grown-up among the others. */
const readerOf = (ctx: StoryContext) => (ctx.pal.isNamed && ctx.pal.kit.person === 'grown-up' ? ctx.pal : grownUpOf(ctx));

const TURNING: readonly Episode[] = [
  {
    // The lesson is found in the hero's own head, before the party is saved.
    first: true,
    fits: celebrating,
    write: (ctx) => page(
      `${ctx.hero.name} remembers who the party is for.`,
      isForPal(ctx)
        ? [`Then ${ctx.hero.name} thought of ${ctx.pal.name}.`, `${ctx.pal.name} would not mind a wobbly flag.`, `${ctx.pal.name} would only mind if there was no party at all.`]
        : [`Then ${ctx.hero.name} thought of everyone who was coming.`, `Nobody would mind a wobbly flag.`, `They would only mind if there was no party at all.`],
      [`${ctx.hero.name} had been trying to make everything perfect, when all it had to be was a party made with love.`],
      'standing', 'curious', 'hero',
    ),
  },
  {
    // A grown-up in the cast is there to help when it matters, not only to be listed.
    first: true,
    fits: (ctx) => grownUpOf(ctx) !== undefined,
    write: (ctx, plot) => {
      const grownUp = grownUpOf(ctx) as NonNullable<ReturnType<typeof grownUpOf>>;
      const hint = plot.hint?.(ctx, grownUp);
      return page(
        `${ctx.hero.name} asks ${grownUp.name} for help.`,
        // The plot's own hint, where it has one ("Look where you want to go, not at your feet"), said straight after.
        hint ? [`"${hint}," said ${grownUp.name}, when ${ctx.hero.name} asked.`] : [`${ctx.hero.name} ran to ${grownUp.name}.`, `${grownUp.name} listened, nodded and smiled.`, `"Try it a new way," said ${grownUp.name}.`],
        [`${grownUp.name} did not do it for ${ctx.hero.him}, but the little hint was all ${ctx.hero.name} needed.`],
        'standing', 'curious', plot.palAway?.(ctx) ? 'all-but-pal' : 'all',
      );
    },
  },
  {
    // A party's own turn is the hero's new idea ("It does not have to be perfect"): not twice in a row.
    // A plot that says what its tries taught (`PlotShape.taught`) has said this in its own words.
    fits: (ctx, plot) => !celebrating(ctx, plot) && !(plot.taught && isRoomy(ctx)),
    write: (ctx) => page(
      `${ctx.hero.name} thinks about what went wrong and has an idea.`,
      [`${ctx.hero.name} thought about everything that had gone wrong.`, `Slowly, a new idea came to ${ctx.hero.name}.`, `"This time I will try something new," said ${ctx.hero.name}.`],
      [`Every try that had failed had shown ${ctx.hero.name} one more way that did not work, and that was worth knowing too.`],
      'standing', 'curious', 'hero',
    ),
  },
  {
    fits: palAround,
    // "We can do it!" to feel taller is a little one's courage: an older reader keeps going without a cheer.
    // No "Mia looked at Leo." first: it said nothing of this day, and was in one book in twenty (round 12's census). No "One
    // more time!" either (round 14b): this page comes whether or not a go of the hero's own has failed (a child watching a match).
    // At a theme's event (round 15) a friend who talks says the theme's own hint where nobody has yet, in place of the page,
    // and the cheer is said alone: "took a deep breath" and "a small thing to say, but it made her feel taller" were in one
    // catalogue book in five, of no day in particular (the book's own pages come before this one, which fills only what they cannot).
    write: (ctx, plot) => {
      if (olderReader(ctx)) return keepsGoingOlder(ctx);
      if (wanders(ctx, plot)) {
        return page(
          `${ctx.hero.name} takes a deep breath and keeps going.`,
          [ctx.one(`${ctx.hero.name} took a deep breath.`, `${ctx.hero.name} squared ${ctx.hero.his} shoulders.`), cheer(ctx)],
          [`It was a small thing to say, but it made ${ctx.hero.name} feel taller, braver and ready for anything.`],
          'standing', 'proud',
        );
      }
      // Drawn all the same, so the rest of the book is written as before.
      ctx.one('took a deep breath', 'squared shoulders');
      const hint = hinted(ctx, plot);
      if (hint) return page(`${ctx.pal.name} has an idea.`, [hint], [], 'standing', 'curious');
      // A long book's second joke of its own day, where it has one, in place of a cheer any book says (round 16b).
      const joke = secondLightBeat(ctx, plot);
      if (joke) return page(`${ctx.hero.name} keeps going.`, [joke], [], 'standing', 'happy');
      // The theme's own line, never "You and me, Mum!", which any book said (round 17): the book's one pad is kept for its end.
      return page(`${ctx.hero.name} keeps going.`, padOrOwn(ctx, plot, 'cheer', { true: false, ownFirst: true, pad: () => [`${cheer(ctx)} said ${ctx.hero.name}.`], otherwise: () => [ctx.rng.fork('kept going').pick([`${ctx.hero.name} kept going, one more time.`, `${ctx.hero.name} did not give up, not yet.`, `${ctx.hero.name} was not ready to stop yet.`])] }), [], 'standing', 'proud');
    },
  },
];

/** Games for the happy end; one is chosen per story. */
const GAMES: readonly ((ctx: StoryContext) => string[])[] = [
  (ctx) => [`${ctx.hero.name} and ${ctx.pal.name} played hide-and-seek.`, `${ctx.hero.name} hid near ${ctx.spot()}.`, `${capitalize(ctx.pal.name)} found ${ctx.hero.name} in no time!`],
  (ctx) => [`${ctx.hero.name} and ${ctx.pal.name} played tag at ${ctx.spot()}.`, `"You're it!" shouted ${ctx.pal.name}.`, `${ctx.hero.name} ran round and round ${ctx.spot()}.`],
  (ctx) => [`"Race you to ${ctx.spot()}!" called ${ctx.pal.name}.`, `${ctx.hero.name} ran as fast as ${ctx.hero.he} could.`, `${ctx.hero.name} and ${ctx.pal.name} got there at the very same time!`],
  (ctx) => [`${ctx.hero.name} and ${ctx.pal.name} played I spy at ${ctx.spot()}.`, `"I spy something big," said ${ctx.hero.name}.`, `It was ${ctx.spot()}!`],
];

/** The cast's last named character beyond hero and pal: often one a parent added, who needs a part. */
const lastOther = (ctx: StoryContext) => ctx.others[ctx.others.length - 1];

/** Who sings an old song: a grandparent of the cast, else a grown-up, else the last named (a fox knows no "old song"). */
const singerOf = (ctx: StoryContext): CastMember | undefined => {
  const grownUps = ctx.others.filter((member) => member.isNamed && member.kit.person === 'grown-up');
  return grownUps.find((member) => roleOf(member) === 'grandparent') ?? grownUps[0] ?? lastOther(ctx);
};

const RESOLUTION: readonly Episode[] = [
  {
    first: true,
    fits: celebrating,
    write: (ctx) => isForPal(ctx)
      ? page(
        `${ctx.pal.name} opens ${possessive(ctx.hero.name)} present.`,
        [`${ctx.pal.name} found ${withArticle(ctx.treasure)} inside ${possessive(ctx.hero.name)} present!`, ctx.one(`It had taken ${ctx.pal.name} ages to open, because of all the sticky tape.`, `There was so much sticky tape that even the ${ctx.critter} had a go at it.`, `Getting through all ${possessive(ctx.hero.name)} sticky tape took even longer than wrapping it had.`)],
        [`${ctx.pal.name} held it up for everyone to see, and said it was the best present ever, lumps and all.`],
        'carrying', 'surprised', 'all',
      )
      : page(
        `Everyone plays party games.`,
        [ctx.one(`Then came the party games.`, `After that, there were party games.`, `Next it was time for games.`), (ctx.pal.elder ? `${capitalize(ctx.pal.name)} held the finishing line for the sack race.` : `${capitalize(ctx.pal.name)} won the sack race by a nose.`), `${ctx.hero.name} won the dance, because ${ctx.hero.he} never stopped.`],
        [`Nobody kept score for long, and by the end everybody had won something, even the ${ctx.critter}.`],
        'jumping', 'excited', 'all',
      ),
  },
  {
    // New friends end their day planning the next one, not in bed.
    fits: (_ctx, plot) => plot.id === 'making-a-friend',
    write: (ctx) => page(
      `${ctx.hero.name} and ${ctx.pal.name} plan tomorrow.`,
      [`"What shall we play tomorrow?" asked ${ctx.pal.name}.`, `${ctx.hero.name} had more ideas than there are days in the week.`, `They agreed to play every single one.`],
      [`Having a friend, ${ctx.hero.name} thought, meant there was always a tomorrow to look forward to.`],
      'sitting', 'happy',
    ),
  },
  {
    fits: celebrating,
    write: (ctx) => page(
      `Everyone tidies up after the party.`,
      [ctx.one(`After the party, there was mess everywhere, even on the ceiling.`, `Then came the tidying up, which was nearly as big a job as the party.`, `When the last song was sung, it was time to tidy up.`), `Everyone helped, even the ${ctx.critter}.`, `Under a chair, ${ctx.hero.name} found a flag that had got away.`],
      [`${ctx.hero.name} kept it in ${ctx.hero.his} pocket, to remember the day by.`],
      'carrying', 'happy', 'all',
    ),
  },
  {
    // A character beyond the pair leads the celebration, so they are in the story and not only listed.
    first: true,
    // A dog or a dragon of the cast does not make up a song on a real day (round 13): it is quiet there (`isQuietOnARealDay`).
    fits: (ctx) => lastOther(ctx) !== undefined && !(ctx.ownDay && isQuietOnARealDay(singerOf(ctx)!)),
    write: (ctx, plot) => {
      const member = singerOf(ctx)!;
      const grown = member.kit.person === 'grown-up';
      const singer = member.name;
      const when = plot.timeline === 'bedtime' ? 'night' : 'day';
      // A baby does not know a song or say so: the tune is a coo, and everyone sings it back.
      if (member.baby) {
        return page(
          `${singer} starts a tune.`,
          [`${singer} cooed a little tune of ${member.his} own.`, `Everyone hummed it back to ${member.him}, ${ctx.one('softly', 'slowly', 'twice')}.`, `${singer} kicked ${member.his} feet with joy.`],
          [`By the end, ${ctx.hero.name} was humming it too.`],
          'dancing', plot.timeline === 'bedtime' ? 'calm' : 'happy', 'all',
        );
      }
      return page(
        `${singer} sings a song for a ${when} like this.`,
        [
          ctx.one(`"I know a song for a ${when} like this," said ${singer}.`, `"This calls for a song," said ${singer}.`, grown ? `"My old song fits a ${when} like this," said ${singer}.` : `"I made up a song for a ${when} like this," said ${singer}.`),
          `${singer} sang it ${ctx.one('softly', 'slowly', 'twice')}, and everyone joined in.`, `Even ${ctx.pal.name} ${palRole(ctx) === 'animal' ? `${ctx.pal.kit.sound} along` : ctx.one('hummed along', 'swayed to the tune', 'sang the last line')}.`],
        [ctx.one(grown ? `It was a song ${singer} had learned long ago, and by the last verse ${ctx.hero.name} knew every word.` : `By the last verse, ${ctx.hero.name} knew every word.`, `By the end, ${ctx.hero.name} was singing the loudest of all.`, `The tune stayed in ${ctx.hero.name}'s head for the rest of the ${when}.`)],
        'dancing', plot.timeline === 'bedtime' ? 'calm' : 'happy', 'all',
      );
    },
  },
  {
    fits: bedtime,
    write: (ctx) => page(
      `${ctx.hero.name} and ${ctx.pal.name} tiptoe past ${ctx.set.place}, fast asleep.`,
      [`${ctx.hero.name} and ${ctx.pal.name} tiptoed past ${ctx.spot()}.`, ctx.one(`Everything there was fast asleep.`, `Not a thing there was awake.`, `Even the shadows there seemed to be asleep.`), `"Shh," whispered ${ctx.pal.name}.`],
      [`Even the night seemed to be holding its breath, so as not to wake anyone up.`],
      'walking', 'sleepy',
    ),
  },
  {
    fits: atNight,
    write: (ctx) => page(
      `Yawns go round, from ${ctx.hero.name} to everyone.`,
      [`${ctx.hero.name} gave a great big yawn.`, `Then ${ctx.pal.name} yawned too.`, `Even ${withArticle(someCreature(ctx))} yawned!`],
      [`Yawns are catching, and soon nobody ${ctx.set.inPlace} could keep their eyes open for long.`],
      'standing', 'sleepy',
    ),
  },
  {
    fits: bedtime,
    write: (ctx) => page(
      `${ctx.hero.name} and ${ctx.pal.name} look up at the night.`,
      [`${ctx.hero.name} and ${ctx.pal.name} lay back and looked up.`, `${capitalize(ctx.rng.pick(ctx.set.nightSights))}.`, ctx.one(`It was so pretty.`, `${ctx.hero.name} had never seen anything so lovely.`, `"Ooh," said ${ctx.hero.name}.`)],
      [`${ctx.hero.name} wanted to remember every bit of it, to dream about later.`],
      'looking', 'calm',
    ),
  },
  {
    // Pyjamas before the bedtime story and the yawns.
    first: true,
    fits: evening,
    write: (ctx) => page(
      `${ctx.hero.name} gets into pyjamas.`,
      [`${ctx.hero.name} put on ${ctx.hero.his} pyjamas, the ones with ${ctx.one('little stars', 'rockets', 'sleepy bears', 'moons')} on.`, ctx.one('They were soft and warm.', 'They were warm from the radiator.')],
      [`Everything felt cosy and slow now, the way an evening should.`],
      'sitting', 'sleepy',
    ),
  },
  {
    // Somebody who can read a book: a grown-up of the cast.
    fits: (ctx, plot) => evening(ctx, plot) && readerOf(ctx) !== undefined,
    write: (ctx) => {
      const reader = readerOf(ctx)!;
      return page(
        `${reader.name} reads a bedtime story.`,
        [`${reader.name} read a bedtime story, and ${ctx.hero.name} turned the pages.`, `It was the one about ${ctx.one('a sleepy bear', 'a little boat', 'the moon and the stars', 'a very hungry mouse')}, ${possessive(ctx.hero.name)} favourite.`],
        [`${ctx.hero.name} knew every word, and said the last line along with ${reader.name}.`],
        'sitting', 'calm', 'all',
      );
    },
  },
  {
    // Thanks for help the pal gave: not for a pal kept away (a surprise for them) until the end, nor twice.
    stock: 'a thank-you',
    fits: (ctx, plot) => ctx.pal.isNamed && palAround(ctx, plot) && !saysItsOwn(plot, 'a thank-you'),
    write: (ctx, plot) => page(
      `${ctx.hero.name} thanks ${ctx.pal.name} with a big hug.`,
      padOrOwn(ctx, plot, 'thanks', { true: true, otherwise: () => [`${ctx.hero.name} gave ${ctx.pal.name} a big hug.`], pad: () => [
        ctx.one(`${ctx.hero.name} gave ${ctx.pal.name} a big hug.`, `${ctx.hero.name} hugged ${ctx.pal.name} tight.`, `${ctx.hero.name} threw ${ctx.hero.his} arms round ${ctx.pal.name}.`),
        ctx.one(`"Thank you for helping me," said ${ctx.hero.name}.`, `"I couldn't have done it without you," said ${ctx.hero.name}.`, `"You were a real friend today," said ${ctx.hero.name}.`),
        `"${ctx.one("That's what friends are for", 'Any time', 'We did it together', 'You would do the same for me', 'I would do it all again tomorrow', 'Friends help friends')}," said ${ctx.pal.name}.`,
      ] }),
      [`${ctx.hero.name} did not need to say any more, because ${ctx.pal.name} already knew.`],
      'hugging', 'happy',
    ),
  },
  {
    // A quest's own last page already goes home; a rescue's does not.
    fits: (_ctx, plot) => plot.id === 'helping-someone',
    write: (ctx) => page(
      `They head back, feeling happy.`,
      [`${ctx.group} ${ctx.set.went} back past ${ctx.spot()}.`, `Now ${ctx.spot()} looked bright and new.`],
      [`Even ${ctx.spot()} looked different on the way back, because ${ctx.hero.name} saw it with happy eyes.`],
      ctx.set.travelAction, 'happy', 'all',
    ),
  },
  {
    stock: 'a treat',
    fits: (ctx, plot) => daytime(ctx, plot) && !['lost-and-found', 'celebration', 'helping-someone'].includes(plot.id) && wanders(ctx, plot),
    write: (ctx) => page(
      `Everyone shares ${ctx.set.treat}.`,
      [`${ctx.group} shared ${ctx.set.treat} at ${ctx.spot()}.`, palAtTheFeast(ctx, `${capitalize(ctx.pal.name)} had ${ctx.set.treat} on ${ctx.pal.his} nose!`), `${ctx.hero.name} giggled at ${ctx.pal.name}.`],
      [`Nothing had ever tasted as good to ${ctx.hero.name} as the ${ctx.set.treat}, eaten together after such a big day.`],
      'sitting', 'happy', 'all',
    ),
  },
  {
    // The feast of a catalogue story, where the event was: no walk to a landmark for it.
    stock: 'a treat',
    fits: (ctx, plot) => daytime(ctx, plot) && staysAtTheEvent(ctx, plot),
    write: (ctx, plot) => page(
      `Everyone shares ${ctx.set.treat}.`,
      // Food after only where the day had food, as the book's one pad (round 17: pancakes after finger painting).
      ...treatOrOwn(ctx, plot),
      'sitting', 'happy', 'all',
    ),
  },
  {
    // Tag and "race you" are for younger readers; older ones would rather the story got on.
    fits: (ctx, plot) => daytime(ctx, plot) && !olderReader(ctx) && wanders(ctx, plot),
    write: (ctx) => page(
      `${ctx.hero.name} and ${ctx.pal.name} play a game.`,
      ctx.rng.pick(GAMES)(ctx),
      [ctx.one(`They played until ${ctx.hero.name} was out of breath from laughing.`, `Nobody kept score, and ${ctx.pal.name} said that was the best part.`, `${ctx.hero.name} thought it was the best game they had ever played.`)],
      'running', 'happy',
    ),
  },
  {
    stock: 'a drawing',
    fits: (ctx, plot) => daytime(ctx, plot) && !olderReader(ctx) && !saysItsOwn(plot, 'a drawing'),
    write: (ctx, plot) => page(
      `${ctx.hero.name} draws a picture of the day.`,
      padOrOwn(ctx, plot, 'drawing', { true: true, otherwise: () => [`${ctx.hero.name} told ${ctx.pal.name} the best bit all over again.`], pad: () => [ctx.one(`${ctx.hero.name} drew a picture of the day for ${ctx.pal.name}.`, `${ctx.hero.name} painted the whole day for ${ctx.pal.name}.`, `${ctx.hero.name} made a drawing to give to ${ctx.pal.name}.`), `It showed how ${plot.win(ctx)}.`] }),
      [`${capitalize(ctx.pal.name)} said it was the best picture ${ctx.hero.name} had ever made.`],
      'sitting', 'proud',
    ),
  },
];

/** In the order a day ends: a story uses some of them, always in this order. */
const CLOSING: readonly Episode[] = [
  {
    fits: evening,
    write: (ctx) => page(
      `${ctx.hero.name} says goodnight.`,
      [`"Goodnight, ${callName(ctx.pal)}," said ${ctx.hero.name}.`, `${ctx.hero.name} said goodnight to ${ctx.hero.his} teddy, too, and to the night-light.`],
      [`The house went quiet, one room at a time, the way it did every night.`],
      'sitting', 'sleepy',
    ),
  },
  {
    fits: bedtime,
    write: (ctx) => page(
      `Back home, ${ctx.hero.name} gets ready for bed.`,
      [`${ctx.visitorHome ? 'Back at home' : `Back in ${ctx.set.home}`}, ${ctx.hero.name} put on ${ctx.hero.his} pyjamas.`, `${capitalize(ctx.pal.name)} fluffed the pillow.`, `Everything was ready for sleep.`],
      [`The bed was warm and the blanket was soft, and the sleepy song was still humming somewhere inside ${ctx.hero.name}.`],
      'sitting', 'sleepy',
    ),
  },
  {
    fits: (ctx, plot) => bedtime(ctx, plot) && ctx.pal.isNamed,
    write: (ctx) => page(
      `${ctx.hero.name} thanks ${ctx.pal.name} for coming along.`,
      [`${ctx.hero.name} gave ${ctx.pal.name} a sleepy hug.`, `"Thank you for coming with me," whispered ${ctx.hero.name}.`, `"Any time," yawned ${ctx.pal.name}.`],
      [`It is easier to be brave in the dark with a friend beside you, and ${ctx.hero.name} knew it.`],
      'hugging', 'sleepy',
    ),
  },
  {
    // Visitors have gone home before the sun goes down over the place they visited.
    fits: (ctx, plot) => plot.timeline === 'day' && !ctx.visitorHome,
    write: (ctx, plot) => atNightfall(page(
      `The day ends ${ctx.set.inPlace}.`,
      // After a day at one event the evening is not the town's: no landmark, no street lamps.
      // The sky only where the day ends under it (a setting with no dusk of its own), as the book's one pad (round 17).
      ...endOfDayLines(ctx, plot, () => [plot.tender ? `${ctx.hero.name} leaned on ${ctx.pal.name}, and neither of them said much.` : `${ctx.hero.name} ${ctx.age === '9-12' ? ctx.one(`yawned so widely that ${ctx.pal.name} yawned too`, 'was too tired to be clever, for once', 'leaned on ' + ctx.pal.name) : ctx.one('smiled a sleepy smile', 'gave a big, happy yawn', 'leaned on ' + ctx.pal.name)}.`]),
      'looking', 'calm', 'all',
    )),
  },
  {
    // Not on a trip: the hero and the pal go home on the same bus.
    fits: (ctx, plot) => awayFromHome(ctx) && plot.timeline === 'day' && !plot.endsInTheDay && !ctx.visitorHome,
    write: (ctx) => page(
      `${ctx.hero.name} says goodnight to ${ctx.pal.name}.`,
      [
        `"${ctx.one('Goodnight', 'Night-night', 'Sleep well')}, ${callName(ctx.pal)}," said ${ctx.hero.name}.`,
        `"${ctx.one('Goodnight', 'See you tomorrow', 'Sweet dreams')}, ${ctx.hero.name}," said ${ctx.pal.name}.`,
      ],
      [`${ctx.hero.name} waved until ${ctx.pal.name} was just a little shape in the distance.`],
      'waving', 'sleepy',
    ),
  },
  {
    // Not where the plot's own last page goes to bed itself (a quest) or still happens in the day.
    stock: 'remembering',
    fits: (ctx, plot) => daytime(ctx, plot) && plot.id !== 'quest' && !plot.endsInTheDay,
    write: (ctx, plot) => atNightfall(page(
      `That night, ${ctx.hero.name} thinks about the day in bed.`,
      [ctx.one(`That night, ${ctx.hero.name} lay in bed.`, `That night, ${ctx.hero.name} snuggled down in bed.`), `${ctx.hero.name} thought of how ${plot.win(ctx)}.`, ctx.one(`What a day it had been!`, `It had been a day to remember.`, `There was so much to remember.`, `${ctx.hero.name} could hardly believe it had all happened in one day.`)],
      [`Outside, ${ctx.rng.pick(ctx.set.nightSights)}, and ${ctx.hero.name} fell asleep smiling.`],
      'sleeping', 'sleepy', 'hero',
    )),
  },
  {
    stock: 'remembering',
    fits: always,
    write: (ctx, plot) => page(
      `${ctx.hero.name} remembers the big day.`,
      [
        // Not where the drawing or the telling at home named the win already (round 16b: said on pages 19, 21 and 23).
        ...[ctx.one(`${ctx.hero.name} remembered how ${plot.win(ctx)}.`, `${ctx.hero.name} thought back to the moment ${plot.win(ctx)}.`, `Again and again, ${ctx.hero.name} went over how ${plot.win(ctx)}.`)].filter(() => !winToldAfter(ctx)),
        ctx.one(`Even ${plot.lowPoint(ctx)} did not seem so bad now.`, `Now even ${plot.lowPoint(ctx)} made ${ctx.hero.name} smile.`, `${ctx.hero.name} could even laugh about ${plot.lowPoint(ctx)}.`),
        ctx.one(`Most of all, ${ctx.hero.name} remembered ${ctx.pal.name}.`, `But the best part was ${ctx.pal.name}.`, `And ${ctx.pal.name} had been there for all of it.`),
      ],
      [`Every part of the adventure felt like a treasure to keep, even the hard parts, and ${ctx.hero.name} knew ${ctx.hero.he} would remember them.`],
      'sitting', 'calm', 'hero',
    ),
  },
];

export const EPISODES: Record<BeatKind, readonly Episode[]> = {
  beginning: BEGINNING,
  'rising problem': [...RISING, ...RISING_MORE],
  'turning point': TURNING,
  resolution: RESOLUTION,
  closing: CLOSING,
};


const cheer = (ctx: StoryContext) => ctx.rng.fork('we can').pick([`"We can do it, ${callName(ctx.pal)}!"`, `"You and me, ${callName(ctx.pal)}!"`]);

/**
 * The theme's hint in the friend's words, where the friend talks and no other page says it: not with a grown-up of the cast
 * to ask (who says it at the turn), nor one upstairs (who calls it down), nor after the friend close said it.
 */
const hinted = (ctx: StoryContext, plot: PlotShape): string | undefined => {
  const talks = ctx.pal.kit.person !== undefined && palSpeaksAsFriend(ctx);
  const hint = talks && grownUpOf(ctx) === undefined && !ctx.upstairs?.length && !hintSaid.has(ctx) ? plot.hint?.(ctx, ctx.pal) : undefined;
  return hint && `"${hint}," said ${ctx.pal.name}.`;
};

/** The books whose friend close has said the theme's hint (`friendsHint`). */
const hintSaid = new WeakSet<StoryContext>();

/** An older reader's "keeps going", three ways, so the silence between hero and friend is not one sentence in every older book (round 11c). */
function keepsGoingOlder(ctx: StoryContext) {
  const ways: [string[], string[]][] = [
    [[`${ctx.hero.name} looked at ${ctx.pal.name}, and ${ctx.pal.name} looked back.`, `Neither of them said anything; they did not need to.`], [`${ctx.hero.name} had not come this far to stop now.`]],
    [[`${capitalize(ctx.pal.name)} raised an eyebrow: well?`, `${ctx.hero.name} shrugged, and went on.`], [`Stopping now would have meant explaining why, and ${ctx.hero.name} did not want to explain.`]],
    [[`"Again?" said ${ctx.pal.name}.`, `"Again," said ${ctx.hero.name}.`], [`It was not the bravest word ${ctx.hero.name} had ever said, but it did the job.`]],
  ];
  // A friend's dry word is a friend's (`pal-role.ts`): the grandpa the day is about only looks back.
  const [core, more] = ctx.rng.fork('keeps going').pick(palSpeaksAsFriend(ctx) ? ways : ways.slice(0, 1));
  return page(`${ctx.hero.name} keeps going.`, core, more, 'standing', 'proud');
}

/**
 * What a quiet child says at last to an older hero, framed one of three ways a book, so the frame is not the same two
 * sentences in every older book with a third child (round 11c).
 */
function quietOneSays(ctx: StoryContext, other: CastMember, time: string) {
  const pick = ctx.rng.fork('quiet one');
  // A friend the parent called talkative is never "hardly ever" speaking: the one thing worth hearing is said between the rest.
  const talkative = TALKATIVE.test([...other.traits, ...other.facts].join(' '));
  const [before, after] = talkative
    ? [`For once, ${other.name} stopped talking for long enough to say one thing properly.`, `Of all the things ${other.name} said that ${time}, it was the only one ${ctx.hero.name} kept.`]
    : pick.pick<[string, string]>([
      [`${other.name} had hardly said a word all ${time}.`, `It was not much help, but ${ctx.hero.name} thought about it for a long time.`],
      [`${other.name} had been walking along at the back, saying nothing.`, `${ctx.hero.name} did not answer, but ${ctx.hero.he} did not forget it either.`],
      [`Nobody expected ${other.name} to say anything; ${other.he} hardly ever did.`, `It was an odd thing to say, and exactly the right one.`],
    ]);
  return page(
    `${other.name} says something ${ctx.hero.name} will remember.`,
    [before, pick.pick(SAYINGS)(other), after],
    // A talkative friend's frame says already that this was the one kept.
    [pick.pick([`Later, ${ctx.hero.name} would remember that it was ${other.name}, of all of them, who said the thing that kept ${ctx.hero.him} going.`, ...(talkative ? [] : [`Of everything said that ${time}, it was the one ${ctx.hero.name} kept.`]), `${ctx.hero.name} would not have guessed it would be ${other.name} who found the words.`])],
    'walking', 'calm', 'all',
  );
}

/** The catalogue feast after the day, where the day had food and the book's pad is free; else the theme's own line. */
function treatOrOwn(ctx: StoryContext, plot: PlotShape): [string[], string[]] {
  const feast = [`Afterwards, ${ctx.group} shared ${ctx.set.treat}.`, palAtTheFeast(ctx, `${capitalize(ctx.pal.name)} had crumbs all down ${ctx.pal.his} front!`), `${ctx.hero.name} giggled.`];
  const lines = padOrOwn(ctx, plot, 'food', { true: dayHadFood(ctx, plot), pad: () => feast, otherwise: () => [`Afterwards, ${ctx.group} sat down together for a rest.`, 'Nobody said much; nobody needed to.'] });
  return [lines, lines === feast || lines[0] === feast[0] ? [`Nothing had ever tasted as good to ${ctx.hero.name}, after such a big day.`] : []];
}

/** The end of a day at one event: its sky where it ends outdoors and the book's pad is free; else the theme's own line, or the place's own dusk. */
export function endOfDayLines(ctx: StoryContext, plot: PlotShape, afterLines: () => string[]): [string[], string[]] {
  const fade = [plot.tender ? `It had been a long, sad day, and ${ctx.hero.name} watched the light fade and was glad not to be on ${ctx.hero.his} own.` : `${ctx.hero.name} watched the light fade for a long time, feeling that it had been one of the best days ever.`];
  // Drawn in the page's old order (the sky, then the hero's line), so the rest of the book is written as before.
  if (!plot.atItsEvent) return [[ctx.set.dusk ?? `The sun went down over ${ctx.spot()}.`, `${capitalize(ctx.rng.pick(ctx.set.nightSights))}.`, ...afterLines()], fade];
  const sky = [ctx.one('The sun went down, and the sky turned pink and gold.', 'Outside, the sky grew orange, then pink, then grey.', 'Evening came, and the first star came out.')];
  const after = afterLines();
  const lines = padOrOwn(ctx, plot, 'sky', { true: ctx.set.dusk === undefined, pad: () => sky, keep: after, otherwise: () => [ctx.set.dusk ?? 'The day was nearly over.'] });
  return lines === sky || lines[0] === sky[0] ? [[...sky, ...after], fade] : [lines.includes(after[0]!) ? lines : [...lines, ...after], []];
}

/**
 * The friend close by, on a page of the theme's own line where it has one left (round 17): "came and stood close … 'I'm right
 * here'" and "'Are you all right?' 'I think so.'" were any day's, in one long book in seven.
 */
function ownClose(ctx: StoryContext, plot: PlotShape, title: string): PagePlan | undefined {
  const line = ownLineFor(ctx, plot);
  return line === undefined ? undefined : page(title, [line], [], 'standing', 'calm');
}
