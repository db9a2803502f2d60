/**
 * The past participle of an irregular simple past, which the tagger gives as the past itself ("had came"): "came" →
 * "come", "went" → "gone". Any other word is its own participle ("lost", "flooded").
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  came: 'come', went: 'gone', ran: 'run', began: 'begun', swam: 'swum', took: 'taken', gave: 'given', broke: 'broken', fell: 'fallen',
  ate: 'eaten', wrote: 'written', drove: 'driven', flew: 'flown', saw: 'seen', did: 'done', grew: 'grown', threw: 'thrown', rode: 'ridden',
  spoke: 'spoken', stole: 'stolen', chose: 'chosen', forgot: 'forgotten', hid: 'hidden', bit: 'bitten', sang: 'sung', rang: 'rung',
  drank: 'drunk', froze: 'frozen', woke: 'woken', tore: 'torn', wore: 'worn', knew: 'known', blew: 'blown', shook: 'shaken',
  became: 'become', sank: 'sunk', shrank: 'shrunk', forgave: 'forgiven', mistook: 'mistaken', undertook: 'undertaken',
};

export const participleOf = (past: string): string => IRREGULAR[past.toLowerCase()] ?? past;

const PAST_OF: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(IRREGULAR).map(([past, participle]) => [participle, past]));

/** The simple past of a participle that differs from it ("seen" → "saw", "swum" → "swam"); any other word is its own past. */
export const pastOfParticiple = (participle: string): string => PAST_OF[participle.toLowerCase()] ?? participle;
