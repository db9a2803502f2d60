import { CONTEST_PLOT_ID } from '../plots/frame-ids';
import type { CastMember } from '../cast/cast-member';
import { plainWords } from './plain-words';
import { readContest } from './read-contest';

/**
 * Lessons a parent says as a saying about the world rather than something to do ("Winning isn't everything", "Love
 * has no distance", "Everyone deserves a second chance"), read by meaning: the sentence's plain roots (`plainWords`,
 * so "won", "wins" and "winning" are one word) name a concept, and the concept has an act the hero does at the turn.
 * `sad`: whether the act belongs in a sad book (a goodbye is no place to stop minding who wins).
 */
export interface LessonConcept {
  id: string;
  roots: RegExp;
  sad: boolean;
  /** Only where the story has someone to win (a game, a match, a race): "Play fair" at bedtime has nothing to be fair in. */
  game?: true;
  /** Only where the theme is a change (a new teacher, a move, a new baby): "Change can be good" at the beach has no change to welcome. */
  change?: true;
  /**
   * Read before a plain instruction is told of the hero ("Look after our planet" was "This time, she looked after our
   * planet."; "Embrace change" the same): the concept's act is a deed a child does, in words that read well.
   */
  deed?: true;
  /** `roots`: the lesson's plain roots, so the act can say the parent's own word for it ("family"). */
  act: (hero: CastMember, brief: boolean | undefined, roots: string) => string;
}

export const LESSON_CONCEPTS: readonly LessonConcept[] = [
  {
    id: 'playing-fair', sad: false, game: true,
    // Winning as the matter in hand, never a saying's verb ("Kindness always wins" is about kindness).
    roots: /\b(?:winning|losing|winner|loser|who win|to win|to lose|first place|last place|good sport|play fair|fair play)\b/,
    act: (h, brief) => (brief ? `${h.name} did not mind who came first.` : `${h.name} stopped minding who would come first, and just enjoyed it.`),
  },
  {
    id: 'love-that-stays', sad: true,
    roots: /\b(?:love|family|heart)\b.*\b(?:distance|far|away|apart|always|forever|never|stay|connect|connected|change|there|home|matter)\b|\b(?:distance|far|apart|forever|always)\b.*\b(?:love|family|heart)\b/,
    act: (h, brief, roots) => {
      const loved = /\bfamily\b/.test(roots) ? `${h.his} family` : `the people ${h.he} loved`;
      return brief ? `${h.name} held ${loved} close in ${h.his} heart.` : `${h.name} thought of ${loved}, near and far, and held them close in ${h.his} heart.`;
    },
  },
  {
    id: 'forgiving', sad: true,
    roots: /\b(?:forgive|forgiveness|second chance|another chance|let it go|start again|fresh start)\b/,
    act: (h) => `${h.name} took a breath. "That's all right," ${h.he} said. "Let's start again."`,
  },
  {
    id: 'welcoming-change', sad: false, change: true, deed: true,
    // A change, a new thing or a different way as the lesson's matter ("Change can be good", "Embrace change", "New
    // things can be exciting", "Try something different"), never a kind word that only changes someone's day.
    roots: /^(?!.*\bchange (?:someone|somebody|a|the|your|their|his|her)\b).*\b(?:change|new(?! (?:friend|people|person|kid|child|children|girl|boy|classmate|pupil|baby|brother|sister)s?\b)|different|something else|grow(?:ing|s)? up|growing)\b/,
    act: (h, brief, roots) => (brief
      ? (/\bchange\b/.test(roots) ? `${h.name} found one good thing about the change.` : `${h.name} found one good thing that was new.`)
      : `${h.name} stopped wishing everything could stay the way it was, and looked for one good thing that was new, and found it.`),
  },
  {
    id: 'caring-for-the-planet', sad: false, deed: true,
    roots: /\b(?:planet|earth|environment|nature|recycle|recycling|litter|rubbish|waste|pollution)\b/,
    act: (h, brief, roots) => {
      const cared = /\bnature\b/.test(roots) ? 'nature' : /\bearth\b/.test(roots) ? 'the Earth' : 'the planet';
      return brief ? `${h.name} picked up a dropped wrapper for the bin.` : `${h.name} saw a sweet wrapper someone had dropped, and picked it up for the bin, to look after ${cared}.`;
    },
  },
];

/** The concept a parent's saying names, by its plain roots, if the engine knows one. */
export function conceptOf(lesson: string): LessonConcept | undefined {
  const roots = plainWords(lesson);
  return LESSON_CONCEPTS.find((concept) => concept.roots.test(roots));
}

/** Words of a theme that is a change: something new, a move, a first or a last, a start or a goodbye, growing up. */
const CHANGE = /\b(?:new|mov(?:e|es|ed|ing)|chang(?:e|es|ed|ing)|different|first|start(?:s|ed|ing)?|leav(?:e|es|ing)|left|last day|goodbye|grow(?:ing)? up|big (?:boy|girl)|own (?:bed|room)|big bed|big school|secondary school|supply|replac(?:e|ed|ing)|another)\b/;

/** Whether the theme is a change, so a lesson about welcoming change can be acted in it. */
export function isAChange(theme: string | undefined): boolean {
  return theme !== undefined && CHANGE.test(plainWords(theme));
}

/** Words of a theme with someone to win or lose in it: a game, a match, a race, a quiz. */
const GAME = /\b(?:games?|match|race|contest|competition|tournament|sports? day|quiz|chess|football|netball|rugby|tennis|cricket|basketball|hockey|league|cup|final|championship|gala|bingo|cards|snap|hide and seek|tag)\b/;

/** Whether a story of this theme (and plot) has someone to win, so a lesson about winning and losing can be acted in it. */
export function hasAWinner(theme: string | undefined, plotId: string): boolean {
  return plotId === CONTEST_PLOT_ID || (theme !== undefined && (readContest(theme) !== undefined || GAME.test(plainWords(theme))));
}
