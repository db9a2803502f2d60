import { hashString } from '@studio/seeded-random';
import type { CastMember } from '../cast/cast-member';
import { capitalize } from '../core/text';
import type { PlannedPage } from '../story/plan-pages';
import type { StoryContext } from '../story/story-context';
import { palSpeaksAsFriend } from './pal-role';

/**
 * At six to twelve, the low page before the last try is the hero's own voice with something riding on it, paid back on
 * the win's page: "Bet you a biscuit this all goes wrong," said Leo. "Bet you two it doesn't," said Dad. … Dad held out
 * his hand for two biscuits. It was the best bet Leo had ever lost. Held-out reads 37-40 found the place where it goes
 * "shut his eyes and pictured the moment when the new neighbours were not strangers any more" in nearly every told 6-12
 * book: a feeling told, said in no one's voice, with nothing set up for the end to pay off. A hero who cannot talk (a
 * puppy's own book, a baby) keeps the picture. To one who answers without words (a dog, the little one minded) the bet
 * is told, not quoted: a real animal's book takes a quoted line beside its name for the animal's own (read 44 kept only
 * "Rocket woofed, which Daniel took as a four.").
 */

interface Bet {
  /** The hero's gloomy bet and the one beside them taking it. */
  made: (hero: CastMember, pal: CastMember, talks: boolean) => string[];
  /** The bet lost, gladly, on the page where it came right. */
  paid: (hero: CastMember, pal: CastMember, talks: boolean) => string;
}

/** What the hero bets, what the taker bets back, and what the hero owes when it comes right. */
const STAKES: readonly (readonly [string, string, string])[] = [
  ['a biscuit', 'two biscuits', 'two biscuits'],
  ['my pudding', 'two puddings', 'two puddings'],
  ['a sweet', 'the whole bag', 'the whole bag'],
];

const ITEMS: readonly string[] = ['sock', 'left shoe', 'homework'];

/** A stake as the narrator tells it: "his pudding", never the hero's "my pudding" outside the quotes. */
const told = (stake: string, hero: CastMember) => stake.replace(/^my /, `${hero.his} `);

function betsOf(stake: readonly [string, string, string], item: string): readonly Bet[] {
  const [one, more, owed] = stake;
  return [
    {
      made: (hero, pal, talks) => talks
        ? [`"Bet you ${one} it all goes wrong," said ${hero.name}.`, `"Bet you ${more} it doesn't," said ${pal.name}.`]
        : [`${hero.name} bet ${pal.name} ${told(one, hero)} that it would all go wrong.`, `${capitalize(pal.name)} ${pal.kit.sound}, which ${hero.name} decided meant "Deal."`],
      paid: (hero, pal, talks) => talks
        ? `${capitalize(pal.name)} held out ${pal.his} ${pal.kit.hand}. "${capitalize(owed)}, please," ${pal.he} said. It was the best bet ${hero.name} had ever lost.`
        : `${hero.name} owed ${pal.name} ${told(one, hero)}, and paid up at once. It was the best bet ${hero.he} had ever lost.`,
    },
    {
      made: (hero, pal, talks) => talks
        ? [`"If this works," said ${hero.name}, "I will eat my own ${item}."`, `"I'll get the ketchup," said ${pal.name}.`]
        : [`${hero.name} told ${pal.name} that if this worked, ${hero.he} would eat ${hero.his} own ${item}.`, `${capitalize(pal.name)} looked at the ${item} with great interest.`],
      paid: (hero, pal, talks) => talks
        ? `${capitalize(pal.name)} came over with the ketchup. "Your ${item}, please," ${pal.he} said, and ${hero.name} laughed so hard ${hero.he} nearly fell over.`
        : `${capitalize(pal.name)} sat by ${hero.name}'s ${item}, waiting. A promise was a promise, but ${hero.name} gave ${pal.him} a treat instead.`,
    },
    {
      made: (hero, pal, talks) => talks
        ? [`"If this goes wrong," said ${hero.name}, "I'm moving to the moon."`, `"I'll help you pack," said ${pal.name}.`]
        : [`${hero.name} told ${pal.name} that if this went wrong, ${hero.he} was moving to the moon.`, `${capitalize(pal.name)} yawned, which was not very helpful.`],
      paid: (hero, pal, talks) => talks
        ? `"So," said ${pal.name}, "no moon, then?" "Not this week," said ${hero.name}.`
        : `"No moon for us, then," ${hero.name} told ${pal.name}, and ${pal.name} ${pal.kit.sound}.`,
    },
    {
      made: (hero, pal, talks) => talks
        ? [`"Marks out of ten for today, so far?" said ${hero.name}.`, `"Four," said ${pal.name}. "But it's not over."`]
        : [`${hero.name} asked ${pal.name} for marks out of ten for the day so far.`, `${capitalize(pal.name)} ${pal.kit.sound}, which ${hero.name} took as a four.`],
      paid: (hero, pal, talks) => talks
        ? `"Marks out of ten now?" said ${hero.name}. "Six," said ${pal.name}. "Don't push it."`
        : `"Ten," ${hero.name} told ${pal.name}, and ${pal.name} did not argue.`,
    },
  ];
}

// Keyed by the book's hero, whom every page's context shares: a frame may write its middle with a context of its own.
const made = new WeakMap<CastMember, Bet>();

/** Whether a cast member has words of their own to bet with: a person past babyhood. */
const talks = (member: CastMember) => member.kit.person !== undefined && !member.baby;

/** Whether the one taking the bet answers in a friend's words: the little one minded giggles, and the one the day is about is not asked (`pal-role.ts`). */
const takerTalks = (ctx: StoryContext) => talks(ctx.pal) && palSpeaksAsFriend(ctx);

/** The hero's bet against their own day, and the taker's answer; none for a hero with no words, under six, or twice a book. */
export function heroBet(ctx: StoryContext): string[] | undefined {
  if (ctx.age !== '6-8' && ctx.age !== '9-12') return undefined;
  if (!talks(ctx.hero) || ctx.pal.baby || ctx.pal === ctx.hero || made.has(ctx.hero)) return undefined;
  // Picked by the book's seed and hero, never by the story's random stream: the rest of the book is written as before.
  // Unsigned: a hash may be negative, and a negative index is no bet at all.
  const pick = hashString(`${ctx.seed ?? 0} ${ctx.hero.name} bet`) >>> 0;
  const bets = betsOf(STAKES[pick % STAKES.length]!, ITEMS[(pick >>> 3) % ITEMS.length]!);
  const bet = bets[(pick >>> 6) % bets.length]!;
  made.set(ctx.hero, bet);
  return bet.made(ctx.hero, ctx.pal, takerTalks(ctx));
}

/**
 * The bet paid back on the book's last page of its resolution, after the page it was made on: whichever plot tells the
 * ending (a contest's, a change's or the catalogue's own), so no bet is left hanging.
 */
export function withBetPaid(ctx: StoryContext, planned: readonly PlannedPage[]): PlannedPage[] {
  const bet = made.get(ctx.hero);
  const pages = [...planned];
  if (!bet) return pages;
  const madeAt = pages.findIndex((entry) => entry.plan.core.some((line) => line.startsWith(bet.made(ctx.hero, ctx.pal, takerTalks(ctx))[0]!)));
  const at = pages.findLastIndex((entry, index) => index > madeAt && entry.beat === 'resolution' && !entry.shared);
  if (madeAt < 0 || at < 0) return pages;
  const entry = pages[at]!;
  pages[at] = { ...entry, plan: { ...entry.plan, core: [...entry.plan.core, bet.paid(ctx.hero, ctx.pal, takerTalks(ctx))] } };
  return pages;
}
