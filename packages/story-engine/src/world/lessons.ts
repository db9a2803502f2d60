import type { CastMember } from '../cast/cast-member';

/** A lesson the engine knows how to land, with closing lines that name the hero. */
export interface LessonKit {
  id: string;
  /** The lesson as an idea states it. */
  statement: string;
  /** Recognises the lesson in a parent's own words or feedback. */
  keywords: RegExp;
  /** Closing sentences that land the lesson. */
  closings: (hero: CastMember) => string[];
  /**
   * For nine to twelve: the lesson as the hero's own thought or act at the end, never "learned that" (an older reader
   * hears a moral said out loud as babyish).
   */
  thoughts: (hero: CastMember) => string[];
  /**
   * The lesson on a sad day (a grandparent who died, a pet's goodbye: `CatalogueTheme.tender`), where its everyday words
   * would not belong ("saying thank you makes happiness grow" beside a memory box): a clause for the summary and the
   * closing lines, for every age. A lesson without one is said in its own words.
   */
  sad?: { clause: string; lines: (hero: CastMember) => string[] };
  /** A lesson whose feeling is wrong for a sad book (a goodbye never "learns that sharing is fun"): declined there. */
  notForASadDay?: true;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const LESSONS: readonly LessonKit[] = [
  {
    id: 'mistakes', statement: 'It is okay to make mistakes.', keywords: /\bmistakes?\b|\bget(?:ting)? (?:it |things )?wrong\b/i,
    closings: (h) => [
      `${h.name} had learned that mistakes are just part of trying.`,
      `And ${h.name} knew that getting it wrong is how everyone learns to get it right.`,
      `Now ${h.name} knew that it is okay to make mistakes.`,
    ],
    thoughts: (h) => [
      `${h.name} thought about the bit that had gone wrong, and found ${h.he} did not mind it as much as ${h.he} had expected to.`,
      `It had not gone right the first time. ${h.name} was beginning to suspect that nothing worth doing ever did.`,
    ],
  },
  {
    id: 'friendship', statement: 'Good friends make every adventure brighter.', keywords: /\bfriend(?:s|ship|ly)?\b/i,
    closings: (h) => [
      `And ${h.name} knew that good friends make every adventure brighter.`,
      `${h.name} smiled, because a day with friends is the very best kind of day.`,
      `From then on, ${h.name} knew that friends are the best treasure of all.`,
    ],
    thoughts: (h) => [
      `${h.name} did not say it, because it would have sounded soppy, but the day would have been half as good alone.`,
      `Some things were better with someone beside you, ${h.name} thought, and most things were.`,
      `${h.name} thought of the bits ${h.he} would never have managed alone, and there were more of them than ${h.he} had expected.`,
      `Half of what ${h.name} would remember, ${h.he} suspected, was who had been there.`,
    ],
  },
  {
    id: 'sharing', statement: 'Sharing makes good things even better.', keywords: /\bshar(?:e|es|ing)\b|\bgenerou(?:s|sly)\b|\bgenerosity\b/i, notForASadDay: true,
    closings: (h) => [
      `${h.name} had learned that sharing makes good things even better.`,
      `And ${h.name} knew that a treat tastes twice as sweet when you share it.`,
      `That day, ${h.name} found out that sharing makes everyone's heart feel full.`,
    ],
    thoughts: (h) => [
      `${h.name} had given away the best part, and oddly, it still felt like ${h.he} had the best part.`,
      `Keeping it would have been easier, ${h.name} thought. It would not have been better.`,
    ],
  },
  {
    id: 'bravery', statement: 'Being brave means trying even when you feel scared.', keywords: /\b(?:brave(?:ry)?|courage(?:ous)?|fears?|fearless|scared|afraid|new things?|something new)\b/i,
    closings: (h) => [
      `${h.name} had learned that being brave means trying, even when you feel a little scared.`,
      `And ${h.name} knew that a brave heart can be small and still be strong.`,
      `Now ${h.name} knew that courage is just one small step, and then another.`,
    ],
    thoughts: (h) => [
      `${h.name} had still been scared, the whole way through. ${capital(h.he)} had done it anyway, which, ${h.he} thought, was probably the point.`,
      `Nobody had made the fear go away. ${h.name} had simply gone on with it beside ${h.him}, and that had turned out to be enough.`,
      `The scared feeling had come along the whole way, ${h.name} thought, and had not once been in charge.`,
      `Somewhere along the way, ${h.name}'s hands had stopped shaking, and ${h.he} could not have said when.`,
    ],
  },
  {
    id: 'kindness', statement: 'A little kindness can change someone’s whole day.', keywords: /\bkind(?:ness)?\b|\bcaring\b|\bgentle\b|\bempath\w*|\bcompassion\w*|\brespect\w*|\bthoughtful\b|\bconsiderate\b/i,
    closings: (h) => [
      `And ${h.name} learned that a little kindness can change someone's whole day.`,
      `${h.name} knew that being kind is a kind of magic that anyone can do.`,
      `From that day on, ${h.name} looked for a way to be kind every single day.`,
    ],
    thoughts: (h) => [
      `It had cost ${h.name} almost nothing, ${h.he} thought, and it had changed somebody's whole day.`,
      `${h.name} kept thinking about the smile it had put on somebody's face. It was a small thing to have done, and it did not feel small.`,
    ],
  },
  {
    id: 'honesty', statement: 'Telling the truth is always the right thing to do.', keywords: /\b(?:hones(?:t|ty)|truth(?:ful)?|lie|lying|fib(?:s|bing|ber)?)\b/i,
    closings: (h) => [
      `${h.name} had learned that telling the truth always makes things better in the end.`,
      `And ${h.name} knew that the truth, told gently, is the best thing to share.`,
      `Now ${h.name} knew that being honest takes courage, and it is always worth it.`,
    ],
    thoughts: (h) => [
      `Saying it had been the hardest part. Afterwards, ${h.name} wondered why ${h.he} had carried it around for so long.`,
      `The truth had been awkward, and then it had been over, and ${h.name} felt lighter than ${h.he} had all week.`,
    ],
  },
  {
    id: 'patience', statement: 'Good things come to those who wait.', keywords: /\bpatien(?:t|ce)\b|\bwait(?:ing)?\b|\btakes? time\b|\bslow(?:ly| down)?\b/i, notForASadDay: true,
    closings: (h) => [
      `${h.name} had learned that good things are worth waiting for.`,
      `And ${h.name} knew that patience helps the best things grow.`,
      `Now ${h.name} knew that waiting calmly can be a superpower too.`,
    ],
    thoughts: (h) => [
      `All that waiting, ${h.name} thought, and it had been worth every minute of it. Well, nearly every minute.`,
      `${h.name} had wanted it all at once. Getting it slowly, ${h.he} decided, had been better.`,
    ],
  },
  {
    id: 'teamwork', statement: 'Together we can do more than alone.', keywords: /\bteam(?:work)?\b|\btogether\b|\bcooperat\w*|\bask\w*\b.*\bhelp\b/i,
    closings: (h) => [
      `${h.name} had learned that together, friends can do more than anyone can do alone.`,
      `And ${h.name} knew that every hand helps when we work as a team.`,
      `Now ${h.name} knew that the hardest jobs get easier when we do them together.`,
    ],
    thoughts: (h) => [
      `${h.name} could not have done it alone, and, for once, ${h.he} did not mind saying so.`,
      `Nobody had done it by themselves. ${h.name} thought that was the best part.`,
    ],
  },
  {
    id: 'perseverance', statement: 'If at first you don’t succeed, try again.', keywords: /\b(?:try(?:ing)? again|keep trying|persever\w*|give up|never give up|practi[cs]e|small steps?|little steps?|step by step|one step at a time|little by little|bit by bit|resilien\w*|determin\w*|hard work)\b/i,
    closings: (h) => [
      `${h.name} had learned that when something is hard, you can always try again.`,
      `And ${h.name} knew that every try, even a wobbly one, is a step forward.`,
      `Now ${h.name} knew never to give up, because the next try might be the one.`,
    ],
    thoughts: (h) => [
      `${h.name} counted the tries in ${h.his} head and lost count. It did not matter; the last one was the one that counted.`,
      `${capital(h.he)} had nearly given up twice, ${h.name} remembered, and was very glad ${h.he} had not.`,
    ],
  },
  {
    id: 'being-yourself', statement: 'You are wonderful just the way you are.', keywords: /\b(?:be(?:ing)? yourself|just the way you are|unique|(?<!\bsomething |\btry(?:ing)? )different|self[- ]?esteem|confiden\w*|(?:love|loving) yourself|proud of (?:yourself|who you are))\b/i,
    closings: (h) => [
      `${h.name} had learned that being ${h.self} was the best thing to be.`,
      `And ${h.name} knew that ${h.he} ${h.p.is} wonderful, just the way ${h.he} ${h.p.is}.`,
      `Now ${h.name} knew that nobody else in the world could be ${h.name}, and that was perfect.`,
    ],
    thoughts: (h) => [
      `${h.name} had not tried to be anyone else all day, and it had worked out fine.`,
      `Being exactly ${h.self} had been enough, ${h.name} thought. It was a strange, good feeling.`,
    ],
  },
  {
    id: 'gratitude', statement: 'Saying thank you makes happiness grow.', keywords: /\b(?:gratitude|grateful|thank(?:s|ful| you)?|manners|polite(?:ness)?)\b/i,
    closings: (h) => [
      `${h.name} had learned that saying thank you makes happiness grow.`,
      `And ${h.name} felt thankful for every friend and every small good thing.`,
      `Now ${h.name} knew that a thank-you is a gift that costs nothing at all.`,
    ],
    thoughts: (h) => [
      `${h.name} thought of all the people who had helped that day, and made sure, before bed, that each of them had been thanked.`,
      `Saying thank you had felt awkward at first. ${h.name} noticed it had made everyone smile, including ${h.him}.`,
    ],
    sad: {
      clause: 'being thankful for the time we had keeps the ones we love close',
      lines: (h) => [
        `${h.name} was still sad, and would be for a while; but ${h.he} ${h.was} thankful, too, for all the time there had been.`,
        `Missing someone, ${h.name} thought, was what being glad of them felt like once they had gone.`,
      ],
    },
  },
  {
    id: 'helping', statement: 'Helping others makes the world a warmer place.', keywords: /\bhelp(?:s|ing|ful)?\b|\bresponsib\w*/i,
    closings: (h) => [
      `${h.name} had learned that helping others makes the whole world feel warmer.`,
      `And ${h.name} knew that even small helpers can do big things.`,
      `Now ${h.name} knew that a helping hand is the best thing you can give.`,
    ],
    thoughts: (h) => [
      `${h.name} had given up part of ${h.his} own day to help, and did not regret a minute of it.`,
      `It had been somebody else's problem, strictly speaking. ${h.name} was glad ${h.he} had made it ${h.his} own.`,
    ],
  },
  {
    id: 'listening', statement: 'Listening carefully helps us understand each other.', keywords: /\blisten(?:s|ing)?\b/i,
    closings: (h) => [
      `${h.name} had learned that listening carefully helps friends understand each other.`,
      `And ${h.name} knew that the best ideas come when everyone gets a turn to talk.`,
      `Now ${h.name} knew that good listeners make the best friends.`,
    ],
    thoughts: (h) => [
      `${h.name} had very nearly talked over the most important thing anyone said all day. ${capital(h.he)} decided to listen more.`,
      `If ${h.he} had not stopped and listened, ${h.name} thought, ${h.he} would have missed it.`,
    ],
  },
];

export const LESSONS_BY_ID: ReadonlyMap<string, LessonKit> = new Map(LESSONS.map((lesson) => [lesson.id, lesson]));

export function lessonById(id: string): LessonKit {
  const lesson = LESSONS_BY_ID.get(id);
  if (!lesson) throw new Error(`Unknown lesson ${id}`);
  return lesson;
}

/** Themes that name a value rather than something to picture: friendship, kindness, sharing, family. */
export const VALUE_THEME = /\b(?:friends?|friendship|kind(?:ness)?|shar(?:e|ing)|family|love|help(?:ing)?|brave(?:ry)?|courage)\b/i;

/** The lesson a theme that names a value asks for ("kindness" → kindness), if the engine knows one. */
export function lessonNamedIn(theme: string | undefined): LessonKit | undefined {
  return theme && VALUE_THEME.test(theme) ? matchLesson(theme) : undefined;
}

/** The known lesson a parent's wording matches (its statement exactly, or its keywords), if any. */
export function matchLesson(text: string): LessonKit | undefined {
  const normalized = text.trim().toLowerCase();
  return LESSONS.find((lesson) => lesson.statement.toLowerCase() === normalized) ?? LESSONS.find((lesson) => lesson.keywords.test(text));
}
