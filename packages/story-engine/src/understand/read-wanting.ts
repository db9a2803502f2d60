import nlp from 'compromise';
import { memoised } from '../core/memo';
import { NOT_WANTED_THINGS, PLURAL_THING, wantedKindOf, type WantedKind } from '../world/wanted-things';

/** The plot that tells wanting a thing, waiting or saving for it, or not getting it (`plots/the-wanting.ts`). */
export { WANTING_PLOT_ID } from '../plots/frame-ids';

/**
 * How the wanting goes: asked for (and answered honestly: not yet, too young, it costs a lot), saved for, wanted because
 * a friend has one, or not got (the present that was not the one).
 */
export type WantingShape = 'asking' | 'saving' | 'friend' | 'not-got';

/** A wanting as the parent wrote it: the thing as typed and what kind of thing it is. */
export interface WantingReading {
  shape: WantingShape;
  kind: WantedKind;
  /** The thing with its article, as typed: "a puppy", "a lego set", "Disneyland", "roller skates". */
  thing: string;
  /** The thing again: "the puppy", "Disneyland". */
  the: string;
  /** Its last word or two: "puppy", "lego set". */
  head: string;
  plural?: true;
  /** The day it is asked for: a birthday or Christmas. */
  day?: 'birthday' | 'christmas';
  /** The night a late bedtime is begged for: "bonfire night", "New Year's Eve". */
  night?: string;
  /** Asked of Father Christmas, in a letter. */
  santa?: true;
  /** Who the hero would be like, older or up late: "big sister", "brother". */
  like?: string;
}

/** A night of the year a child stays up for. */
const NIGHT = /\b(?:on|for|at) ((?:new year'?s eve|bonfire night|fireworks night|guy fawkes night|christmas eve|halloween|diwali|eid))\b/i;

/** The older one the hero would be like: "like her big sister", "as big as his brother". */
const LIKE = /\b(?:like|as (?:big|old|tall|late) as) (?:(?:his|her|their|my) )?((?:big |older )?(?:sister|brother|cousin))\b/i;

/** Father Christmas, asked in a letter. */
const SANTA = /\b(?:santa|father christmas)\b/i;

/** Someone named before the wanting: "he wants …", "my daughter is desperate for …". */
const SUBJECT = /^(?:(?:(?:he|she|they|i)(?:'s|'re|'m| is| has| are)?|(?:my|our) (?:son|daughter|boy|girl|little one|toddler|child|kid|twins?)|[a-z]+ (?=(?:really |so |still )*(?:wants|is desperate|keeps|has been|begs|asks|asked)))\s+)?(?:(?:is|has been|been|was|keeps|keep|always|still|really|so|desperately|just|for months|for ages)\s+)*/i;
/** Leads of wanting a thing: "wants", "desperate for", "begging for", "asking Santa for", "wishing for", "dreaming of". */
const WANT_LEAD = /^(?:want(?:s|ed|ing)?|would love|(?:is )?desperate for|beg(?:s|ged|ging)?(?: (?:us|me|mum|dad|mummy|daddy|everyone))? for|ask(?:s|ed|ing)?(?: (?:santa|father christmas|us|me|mum|dad|mummy|daddy))? for|wish(?:es|ed|ing)? for|wishlist|long(?:s|ed|ing)? for|dream(?:s|ed|ing)? (?:of|about)(?: having)?|pester(?:s|ed|ing)?(?: us| me)? for|nag(?:s|ged|ging)?(?: us| me)? for|going on about|on about|obsessed with(?= (?:getting|having|owning) )|(?:can|could) (?:we|i) (?:please )?(?:get|have)|(?:we )?said no to|not allowed)\s+(.+)$/i;
/** Leads of a going or having: "wants to go to", "begging to go on", "wanting to have", "wants to get". */
const GO_LEAD = /^(?:want(?:s|ed|ing)?|beg(?:s|ged|ging)?|asking|desperate|dying|longing|wish(?:es|ing)?(?: (?:he|she|they|i|we) could)?|dreaming of|would love)\s+(?:(?:us |me |mum |dad )?to\s+)?(?:go(?:ing)?|visit(?:ing)?|have|having|get|getting|own|owning)\s+(?:to |on |for )?(.+)$/i;
/** Wanting to be older or bigger: "wants to be bigger", "wishing she was older", "wants to be a grown-up like her sister". */
const OLDER = /^(?:want(?:s|ed|ing)?|wish(?:es|ed|ing)?|longing|desperate|can'?t wait)\s+(?:to be|(?:he|she|they|i) (?:was|were|could be)|to grow up|to be a)\s+(?:(?:big|bigger|older|grown[- ]?up|a grown[- ]?up|a teenager|a big (?:boy|girl|kid)|big like|as big as|as old as|old enough)\b|up\b)/i;
/** Wanting to stay up: "wants to stay up late", "begging to stay up as late as the grown-ups". */
const LATE = /^(?:want(?:s|ed|ing)?|wish(?:es|ing)?|beg(?:s|ged|ging)?|asking|desperate|longing)\s+(?:(?:us|me|mum|dad) )?to stay up\b/i;
/** Saving for a thing: "saving up for a scooter", "saving his pocket money for a football", "saving up to buy a skateboard". */
const SAVING = /^sav(?:e|es|ed|ing)(?: up)?(?: (?:(?:his|her|their|my|all (?:his|her|their|my)) )?(?:pocket |birthday |christmas |tooth fairy )?(?:money|savings|pennies|coins))?(?: up)? (?:for|to (?:buy|get|afford|pay for))\s+(.+)$/i;
/** Not getting it: "didn't get the bike he wanted for christmas", "not getting a phone for his birthday". */
const NOT_GOT = /^(?:did ?n[o']?t|didnt|did not|not|never|does ?n[o']?t|won'?t|isn'?t|is not)\s+(?:get|got|getting|be getting)\s+(.+)$/i;
/** What was wanted, said after the thing not got: "the bike he wanted", "the present she asked for". */
const WANTED_AFTER = /\s+(?:(?:that|which) )?(?:he|she|they|i) (?:wanted|asked for|wished for|really wanted|had asked for)\b/i;
/** Disappointed with a present: "disappointed with her birthday present", "didn't like his christmas present". */
const PRESENT = /^(?:disappointed (?:with|by|about)|upset about|sad about|did ?n[o']?t like|didnt like|not liking)\s+(?:(?:his|her|their|my|the) )?(?:(birthday|christmas) )?(presents?|gifts?)\b/i;
/** A friend's thing: "jealous of her friend's new tablet", "wants the same trainers as his friend", "his best friend got a puppy and he wants one too". */
const FRIENDS = /^(?:jealous|envious) of (?:(?:his|her|their|my) )?(?:best |school )?(?:friend|cousin|brother|sister|neighbour|[a-z]+)(?:'s|s'|s) (?:(?:new|shiny|brand[- ]new) )?(.+)$/i;
const SAME_AS = /^(?:want(?:s|ed|ing)?|desperate for|begging for) (?:the same|a|an) (.+?) (?:as|like) (?:(?:his|her|their|my) )?(?:best )?(?:friends?|cousins?|brothers?|sisters?|everyone|everybody|the other kids)\b/i;
const GOT_ONE = /^(?:(?:his|her|their|my) )?(?:best )?(?:friend|cousin|neighbour|brother|sister) (?:has )?(?:got|gets|has|had) (?:a |an |some )?(?:new )?(.+?) and (?:(?:he|she|they|i) (?:wants?|would like) (?:one|them|it|some)(?: too)?|(?:he|she|they|i)(?:'s|'re| is| am| are) (?:so |really )?(?:jealous|envious))$/i;
const WHAT_FRIEND = /^(?:wanting|wants?|jealous of) what (?:(?:his|her|their|my) )?(?:best )?(?:friends?|cousins?|brother|sister) (?:has|have|got|gets)\b/i;

/** A wanting said, then what came instead: "… and got a book". */
const GOT_ELSE = /^(.+?) and (?:only )?(?:got|gets|was given|received|ended up with) .+$/i;

/** Words after the thing that say when, or where, or how much: cut from the thing. */
const FOR_DAY = /\s+(?:for|at|on)\s+(?:(?:his|her|their|my|the) )?(?:(?:\d+(?:st|nd|rd|th)|next) )?(birthday|christmas|xmas)\b.*$/i;
const TAIL = /\s+(?:(?:but|because|although|though|even though) .*|yet|so (?:badly|much)|(?:really )?badly|of (?:his|her|their|my) (?:very )?own|(?:of )?(?:his|her|their|my) own|too|as well|like (?:his|her|their|my|everyone|everybody|all) .*|in the garden|for (?:ages|months|weeks|years)|(?:more than|above) anything|every day|all the time|again)\b.*$/i;
const ARTICLE = /^(?:a|an|some|the|one|his|her|their|my|our|new|own|big|real|pet|little|brand[- ]new|very own)\s+/i;
/** "her own phone", "his very own": whose it would be, said by the lines themselves. */
const OWNED = /^(?:(?:his|her|their|my|our)\s+)?(?:very\s+)?own\s+/i;

export const readWanting = memoised((theme: string): WantingReading | undefined => {
  const text = theme.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' ');
  const said = text.replace(SUBJECT, '');
  const like = LIKE.exec(said)?.[1]?.toLowerCase();
  const likeThem = like ? { like } : {};
  if (OLDER.test(said)) return { shape: 'asking', kind: 'older', thing: 'to be older', the: 'being older', head: 'older', ...likeThem };
  if (LATE.test(said)) {
    const night = NIGHT.exec(said)?.[1];
    return { shape: 'asking', kind: 'late', thing: 'to stay up late', the: 'staying up late', head: 'late', ...(night ? { night: night.toLowerCase() } : {}), ...likeThem };
  }
  const present = PRESENT.exec(said);
  if (present) return withDay(read('not-got', 'the present {he} wanted'), present[1]);
  if (WHAT_FRIEND.test(said)) return read('friend', 'a shiny new scooter');
  const friends = FRIENDS.exec(said) ?? SAME_AS.exec(said) ?? GOT_ONE.exec(said);
  if (friends) return read('friend', friends[1]!);
  const saving = SAVING.exec(said);
  if (saving) return read('saving', saving[1]!);
  // "She asked for a pony for her birthday and got a book": the one asked for, not got.
  const gotElse = GOT_ELSE.exec(said);
  const askedFor = gotElse ? WANT_LEAD.exec(gotElse[1]!) : undefined;
  if (askedFor) return read('not-got', askedFor[1]!);
  const notGot = NOT_GOT.exec(said);
  if (notGot && /^(?:the |a )?(?:presents?|gifts?)\b/i.test(notGot[1]!.replace(WANTED_AFTER, ''))) return withDay(read('not-got', 'the present {he} wanted'), FOR_DAY.exec(notGot[1]!)?.[1]);
  if (notGot) return read('not-got', notGot[1]!.replace(WANTED_AFTER, ''));
  const going = GO_LEAD.exec(said);
  // A going wanted is a big day out or a far place ("wants to go to Legoland"); "wants to go to the park" is that day.
  const gone = going ? read('asking', going[1]!) : undefined;
  if (going) return gone && (gone.kind === 'outing' || !/\b(?:go|going|visit|visiting)\s/i.test(going[0])) ? gone : undefined;
  const wanting = WANT_LEAD.exec(said);
  // "Wanting to be a firefighter", "wants to learn to swim": a doing wanted is a job or a skill, read by their own frames.
  if (!wanting || /^to\s/i.test(wanting[1]!)) return undefined;
  const asked = read('asking', wanting[1]!);
  return asked && SANTA.test(said.slice(0, said.length - wanting[1]!.length)) ? { ...asked, santa: true, day: 'christmas' } : asked;
});

function withDay(reading: WantingReading | undefined, day: string | undefined): WantingReading | undefined {
  if (!reading || !day) return reading;
  return { ...reading, day: /^(?:christmas|xmas)$/i.test(day) ? 'christmas' : 'birthday' };
}

/** A thing named as a thing: "a trampoline", "her own phone", "the bike". */
const DETERMINED = /^(?:a|an|the|some|any|his|her|their|my|our)\s/i;
const OWNER = /^(?:his|her|their|my|our)\s+/i;

/** The thing as typed, its day and tail cut, checked to be a thing (a noun) worth a story of waiting. */
function read(shape: WantingShape, typed: string): WantingReading | undefined {
  const day = FOR_DAY.exec(typed)?.[1];
  const cut = typed.replace(FOR_DAY, '').replace(TAIL, '').replace(/\s+with\s+.*$/i, '').replace(/^(?:to |on |for |getting |having |owning )/i, '').replace(/\s+(?:at|in) (?:his|her|their|my|our|a|the) (?:friend|best friend|cousin|nan|gran|grandma|grandad|house|home).*$/i, '').replace(OWNED, 'a ').trim();
  if (!cut || cut.split(' ').length > 5) return undefined;
  // "the present {he} wanted": a present not got, whatever it was.
  const present = cut.includes('{he}');
  let bare = cut;
  while (ARTICLE.test(bare)) bare = bare.replace(ARTICLE, '');
  if (!present && (!bare || NOT_WANTED_THINGS.test(bare) || !isAThing(bare))) return undefined;
  const kind = present ? 'toy' : wantedKindOf(bare);
  const plural = PLURAL_THING.test(bare) || (kind !== 'outing' && /[^s]s$/i.test(bare) && !/(?:lego|switch|chess|glasses)$/i.test(bare));
  // A thing of no kind the engine knows is named as a thing, never a bare word that may be a day or a doing ("dreamed of
  // Diwali", "ask for help when you need it", "not getting picked for the team").
  // A friend's thing is a thing whatever its words ("his best friend got a trampoline").
  if (kind === 'toy' && shape !== 'friend' && !present && !plural && !DETERMINED.test(cut)) return undefined;
  const head = present ? 'present' : bare.split(' ').slice(-2).join(' ').toLowerCase();
  // "Disneyland", "the zoo" and "a kitten" are kept as typed; "his phone" is "a phone" until it is had.
  const named = /^(?:a|an|some|the)\s/i.test(cut) || (kind === 'outing' && !OWNER.test(cut));
  const thing = fixArticle(named || plural ? cut.replace(OWNER, '') : `a ${cut.replace(OWNER, '')}`);
  const the = /^(?:a|an|some)\s/i.test(thing) ? thing.replace(/^(?:a|an|some)\s/i, 'the ') : plural && !/^the\s/i.test(thing) ? `the ${thing}` : thing;
  return withDay({ shape, kind, thing, the, head, ...(plural ? { plural: true as const } : {}) }, day);
}

/** "a owl" → "an owl", and "an unicorn" → "a unicorn". */
const fixArticle = (thing: string): string => thing.replace(/^a (?=[aeio]|u(?!ni|s)|x(?=box))/i, 'an ').replace(/^an (?=(?!xbox)[^aeiou]|uni|us)/i, 'a ');

/** Whether the words name a thing (a noun), not a doing: "a trampoline", not "to play". */
function isAThing(words: string): boolean {
  const last = words.split(' ').at(-1) ?? '';
  if (wantedKindOf(last) !== 'toy' || PLURAL_THING.test(last)) return true;
  // Read after "a", as the parent's "wants a …" puts it: "a bike" is a noun though "bike" alone may be a verb.
  const terms = nlp(`a ${words}`).terms().json() as Array<{ terms: Array<{ tags: string[] }> }>;
  return terms.at(-1)?.terms[0]?.tags.includes('Noun') === true;
}
