/**
 * Words and phrases that keep text out of a children's story, by category. Each entry is a regular
 * expression fragment matched on whole words (so "Scunthorpe", "class" or "Essex" never match).
 * Ordinary story words that merely sound dangerous ("a dragon breathing fire", "a shooting star")
 * are deliberately absent or listed in ALLOWED_PHRASES.
 */
export type ModerationKind = 'self_harm' | 'hate' | 'sexual' | 'violence' | 'drugs' | 'profanity' | 'personal_data';

export interface WordListCategory {
  kind: Exclude<ModerationKind, 'personal_data'>;
  /** Finishes "This text …" in the message to the parent. */
  description: string;
  /** Whether the matched word may be quoted back to the parent (slurs and swear words are masked). */
  quoteMatch: boolean;
  terms: readonly string[];
}

export const WORD_LIST_CATEGORIES: readonly WordListCategory[] = [
  {
    kind: 'self_harm',
    description: 'mentions self-harm or suicide',
    quoteMatch: true,
    terms: [
      'suicid(?:e|es|al)', 'self[- ]?harm(?:ing)?', 'kill(?:ing)? (?:myself|yourself|himself|herself|themselves|themself)',
      'cut(?:ting)? (?:myself|yourself|himself|herself|themselves)', 'hang(?:ing)? (?:myself|yourself|himself|herself|themselves)',
      'want(?:s|ed)? to die', 'end (?:my|his|her|their) life', 'overdos(?:e|ed|ing)',
    ],
  },
  {
    kind: 'hate',
    description: 'contains a slur or hateful language',
    quoteMatch: false,
    terms: [
      'nigg(?:er|ers|a|as|az)', 'fag(?:s|got|gots)?', 'retard(?:s|ed)?', 'trann(?:y|ies)', 'kikes?', 'spics?',
      'wetbacks?', 'gooks?', 'coons?', 'dykes?', 'paki(?:s)?', 'raghead(?:s)?', 'towelhead(?:s)?',
      'white power', 'heil hitler', 'sieg heil', 'gas the \\w+', 'subhuman(?:s)?', 'ethnic cleansing',
    ],
  },
  {
    kind: 'sexual',
    description: 'contains sexual content',
    quoteMatch: false,
    terms: [
      'sex', 'sexy', 'sexual(?:ly)?', 'porn\\w*', 'nudes?', 'naked', 'erotic\\w*', 'orgasm\\w*', 'penis(?:es)?',
      'vaginas?', 'boobs?', 'tits', 'horny', 'strip ?club', 'strippers?', 'rap(?:e|ed|es|ing|ist)', 'molest\\w*',
      'blow ?jobs?', 'dildos?', 'condoms?', 'xxx', 'hentai', 'onlyfans',
    ],
  },
  {
    kind: 'violence',
    description: 'describes violence or gore',
    quoteMatch: true,
    terms: [
      'kill(?:s|ed|ing|er|ers)?', 'murder\\w*', 'blood(?:y|ied|shed)?', 'gor(?:e|y)', 'stab(?:s|bed|bing)?',
      'guns?', 'shoot(?:ing)?', 'gunfire', 'behead\\w*', 'decapitat\\w*', 'tortur(?:e|ed|es|ing)', 'corpses?',
      'dead bod(?:y|ies)', 'massacre\\w*', 'slaughter\\w*', 'strangl(?:e|ed|es|ing)', 'rifles?', 'bombs?',
      'weapons?', 'assault\\w*', 'beat(?:s|ing)? (?:him|her|them|me|you) up', 'beat up', 'dismember\\w*',
      'mutilat\\w*', 'execut(?:e|ed|ion)', 'terroris\\w*', 'grenades?', 'knife (?:fight|attack)',
    ],
  },
  {
    kind: 'drugs',
    description: 'mentions drugs, alcohol or smoking',
    quoteMatch: true,
    terms: [
      'drugs', 'cocaine', 'heroin', 'meth', 'methamphetamine', 'marijuana', 'cannabis', 'lsd', 'mdma',
      'crack pipe', 'beers?', 'wine', 'vodka', 'whiske?y', 'tequila', 'alcohol\\w*', 'drunk(?:en)?', 'hangover',
      'cigarettes?', 'cigars?', 'vap(?:e|es|ing)', 'stoned', 'get(?:ting)? high', 'joint of weed', 'smoke weed',
    ],
  },
  {
    kind: 'profanity',
    description: 'contains swearing',
    quoteMatch: false,
    terms: [
      'f+u+c+k\\w*', 'f[*#@]+c?k\\w*', 'motherf\\w*', 'shit\\w*', 'sh[*#@]+t', 'bullshit', 'bitch\\w*', 'b[*#@]+tch',
      'ass', 'asshole\\w*', 'arsehole\\w*', 'arse', 'bastards?', 'damn\\w*', 'dammit', 'crap\\w*', 'piss\\w*',
      'cunts?', 'c[*#@]+nt', 'wank\\w*', 'twats?', 'bollocks', 'wtf', 'stfu', 'goddamn\\w*',
    ],
  },
];

/** Harmless phrases containing a listed word; removed before matching. */
export const ALLOWED_PHRASES: readonly RegExp[] = [
  /\bshooting stars?\b/gi,
  /\bbath ?bombs?\b/gi,
  /\bnaked mole[- ]rats?\b/gi,
  /\bkiller whales?\b/gi,
  /\b(?:water|squirt|glue|bubble) guns?\b/gi,
];
