/**
 * The one hard part of a contest judged on a turn, and the one flaw of a thing made for judging, by what it is of (`ContestReading.of`): the judged contest's lines say
 * "the tricky part" and "the hard part", and a gymnast's is the handstand on the beam, a singer's the high note. Each is
 * true of that kind of turn and safe for any age; a contest of no kind here keeps "the tricky part". A made entry's lines
 * say "a mistake in one corner": a cake's is a crack across the top, a carved pumpkin's an eye bigger than the other.
 */
const HARD_PARTS: readonly [RegExp, string][] = [
  [/\bballet\b/i, 'the pirouette'],
  [/\bgymnastics?\b/i, 'the handstand on the beam'],
  [/\btrampolin/i, 'the tuck jump'],
  [/\b(?:ice )?skating\b/i, 'the little jump'],
  [/\bdanc(?:e|ing)\b|\bstreet dance\b/i, 'the spin at the end'],
  [/\b(?:singing|choir|song)\b/i, 'the high note'],
  [/\b(?:piano|keyboard)\b/i, 'the fast bit with both hands'],
  [/\b(?:violin|cello|recorder|flute|guitar|trumpet|music|instrument)\b/i, 'the fast bit'],
  [/\b(?:poetry|poem|recital|reading|public speaking)\b/i, 'the long verse in the middle'],
  [/\b(?:karate|taekwondo|judo|martial arts)\b/i, 'the spinning kick'],
  [/\bdog\b/i, 'the stand for the judge'],
  [/\b(?:pony|horse|dressage|gymkhana)\b/i, 'the turn at the far end'],
  [/\bfancy dress\b/i, 'the twirl for the judges'],
];

const FLAWS: readonly [RegExp, string][] = [
  [/\bpumpkin/i, 'one eye carved bigger than the other'],
  [/\b(?:cakes?|bakes?|baking|cupcakes?|biscuits?|scones?|bake off)\b/i, 'a crack right across the top'],
  [/\bscarecrows?\b/i, 'a loose arm'],
  [/\b(?:painting|drawing|colouring|coloring|art|poster|picture)\b/i, 'a smudge in one corner'],
  [/\b(?:marrows?|vegetables?|veg|flowers?|sunflowers?|potato(?:es)?|onions?)\b/i, 'a leaf gone brown at the edge'],
  [/\bsandcastles?\b/i, 'a tower that had slumped on one side'],
  [/\b(?:lego|model|building)\b/i, 'a wobbly piece near the top'],
  [/\b(?:costume|fancy dress|hat|bonnet)\b/i, 'a bit of glue showing at the edge'],
];

/** The hard part's words for a contest of this kind, or nothing. */
export const hardPartOf = (of: string | undefined): string | undefined => (of ? HARD_PARTS.find(([kind]) => kind.test(of))?.[1] : undefined);

/** A contest's line with its own hard part said where it says the tricky, hard or hardest part, and a made entry's own flaw. */
export function withHardPart(line: string, of: string | undefined): string {
  const flaw = of ? FLAWS.find(([kind]) => kind.test(of))?.[1] : undefined;
  const part = hardPartOf(of);
  const flawed = flaw ? line.replace(/\ba mistake in one corner\b/, flaw) : line;
  if (!part) return flawed;
  return flawed
    .replace(/\bThe (?:tricky|hard) part\b/g, part.charAt(0).toUpperCase() + part.slice(1))
    .replace(/\bthe (?:tricky|hard) part\b|\bthe hardest bit\b/g, part);
}
