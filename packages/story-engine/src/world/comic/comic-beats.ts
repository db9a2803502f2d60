import type { ThemeKind } from '@studio/contracts/story-themes';

/**
 * A comic beat of a funny catalogue book: a small, true-to-the-day bit of fun about who is there (a pal's mix-up, a silly
 * sound, a misunderstanding the hero laughs at), never a creature or a thing brought in from nowhere. `by` says who can
 * do it: a `talker` beat has the pal speak or get words muddled (a child or a grown-up, never a baby or an animal); an
 * `any` beat is a sound or a wobble any pal makes (a baby's giggle, a dog's sneeze). Templates as the catalogue's:
 * {hero}, {he}, {him}, {his}, {pal}, {palhe}, {palhis}, {palhim}, {palself}, {name}, the theme as a sentence names it, and {Name}, without its "the".
 */
export interface ComicBeat {
  /** `child`: a talker's beat only a child can do (a grandma "all muddled" about pudding is no joke, round 12c). */
  by: 'talker' | 'child' | 'any';
  line: string;
}

const talker = (line: string): ComicBeat => ({ by: 'talker', line });
const anyPal = (line: string): ComicBeat => ({ by: 'any', line });
const childPal = (line: string): ComicBeat => ({ by: 'child', line });

/**
 * Beats for a pal who cannot talk (a baby, a dog), whose family has one beat of its own: about a body, so true at the
 * dentist's and at Diwali. They were every funny book's once (a sneeze, a hiccup, a whisper come out as a squeak, a wink
 * with both eyes), and the sentences two books shared most (round 12's census): a pal who talks has the family's own.
 */
const WITHOUT_WORDS: readonly ComicBeat[] = [
  anyPal('{pal} gave a hiccup so loud that everyone turned round, and {hero} giggled.'),
  anyPal('{pal} sneezed, "A-a-atchoo!", right in the middle of it, and {hero} laughed so much {he} had to sit down.'),
];

/**
 * Beats of each family of themes, about what that family of days is: a moment's nerves, a festival's greetings and
 * food, a feeling's big face, an interest's know-it-all, a show's clapping, an outing's muddle of the way.
 */
const BY_KIND: Record<ThemeKind, readonly ComicBeat[]> = {
  moment: [
    childPal('"Is {name} a kind of pudding?" asked {pal}, all muddled, and {hero} laughed and laughed.'),
    talker('{pal} said "You will be brilliant!" so loudly that {hero} jumped, and then both of them giggled.'),
    anyPal('{hero} had a wiggle of nerves in {his} tummy, and it came out as a very small burp, which made {him} giggle.'),
  ],
  festival: [
    talker('{pal} tried to say "Happy {Name}!" and "Hello!" at the same time, and it came out as "Happello!", which made {hero} laugh and laugh.'),
    talker('{pal} said {palhe} could eat ten of everything, then managed one and a half, and {hero} giggled.'),
    anyPal('{pal} got a crumb stuck on the end of {palhis} nose and did not notice, and {hero} laughed till {he} snorted.'),
  ],
  feeling: [
    talker('{pal} pulled the crossest face in the world to show {hero} how it looked, and {hero} could not help laughing.'),
    talker('"My feelings have feelings," said {pal}, very seriously, and {hero} burst out laughing.'),
    anyPal('{pal} flopped down with a big "Hmmph!", just like {hero}, and {hero} had to giggle.'),
  ],
  interest: [
    talker('{pal} said {palhe} knew everything about {name}, then got the very first thing back to front, and {hero} laughed.'),
    talker('{pal} did a very serious impression of an expert, with a very serious frown, and {hero} giggled.'),
    anyPal('{pal} gave a big, surprised "Oooh!", much too loud, and {hero} laughed.'),
  ],
  event: [
    talker('{pal} clapped at the wrong moment, all alone, and went pink, and {hero} giggled.'),
    talker('{pal} said "Good luck!" and "Well done!" the wrong way round, and {hero} laughed.'),
    anyPal('{pal} cheered so loudly that {palhe} gave {palself} the hiccups, and {hero} laughed.'),
  ],
  activity: [
    talker('{pal} set off the wrong way, turned round, and set off the wrong way again, and {hero} giggled.'),
    talker('"I am an expert at this," said {pal}, and then did it upside down, and {hero} laughed.'),
    // A beat any pal can do, a dog as well as a friend: "The dog got his sleeve stuck" was a fresh read's slip (round 13).
    // Not a shadow chased: in a pool, a kitchen or a hall there was none to chase (round 19: read 44's first swimming lesson).
    anyPal('{pal} did a big, slow, silly wobble, like a jelly on a plate, and {hero} laughed till {he} hiccupped.'),
  ],
};

/**
 * The beats that fit a theme of this kind for a pal who talks (its family's), or who does not (its family's sound, then a
 * body's). An older reader's book (`older`) has only its family's: the hiccup and the sneeze were the same gag in every
 * funny 9-12 book (round 12).
 */
export const comicBeatsFor = (kind: ThemeKind, talks = true, older = false): readonly ComicBeat[] =>
  talks ? BY_KIND[kind] : [...BY_KIND[kind].filter((beat) => beat.by === 'any'), ...(older ? [] : WITHOUT_WORDS)];
