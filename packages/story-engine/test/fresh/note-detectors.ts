/**
 * Detectors of the parent's notes believed (issue 28, round 11): a page that contradicts what the notes say of the day ("the
 * tooth came out at breakfast" and then it wiggles; "a flat" and then "the new house"; "the dentist is Dr Ada" and then "the
 * dentist wore a mask"), and the host of a stay met as one who came along ("Grandma came too" at her own house). Like
 * `place-detectors.ts`, they judge from what the parent typed and the page text only.
 */

export interface NoteFinding {
  detector: 'note contradicted' | 'host came along';
  detail: string;
}

export interface NotedBook {
  theme: string;
  notes?: string;
  pages: readonly { text: string }[];
}

/** What a note says of the day, and page words that would say otherwise. */
const CONTRADICTIONS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\btooth\b.*\b(?:came|come|fell|popped) out\b|\b(?:came|come|fell|popped) out\b.*\btooth\b/i, /\bwent wiggle\b|\bwiggled the tooth\b|\btooth stayed put\b|\bstop wiggling\b/i],
  [/\bmov(?:e|ed|ing)\b.*\b(?:flat|apartment)\b/i, /\bnew house\b/i],
  [/\bforest (?:school|nursery)\b/i, /\bcarpet time\b|\bpainting table\b|\bsandpit\b/i],
];

/** "the dentist is Dr Ada": the job a note names, said on a page as the one who does something. */
const NAMED_JOB = /\b(?:the|her|his|their|our|my) (dentist|doctor|teacher|vet|nurse|coach) (?:is|'s) (?:called )?\p{Lu}/iu;

export function noteContradicted(book: NotedBook): NoteFinding[] {
  const notes = book.notes ?? '';
  const rules = CONTRADICTIONS.filter(([said]) => said.test(notes)).map(([, against]) => against);
  const job = NAMED_JOB.exec(notes)?.[1]?.toLowerCase();
  if (job) rules.push(new RegExp(`\\b[Tt]he ${job} (?:wore|said|called|gave|counted|looked|smiled|had|let|showed)\\b`));
  return book.pages.flatMap((page) => rules.filter((rule) => rule.test(page.text)).map(() => ({ detector: 'note contradicted' as const, detail: `"${notes}": ${page.text.slice(0, 160)}` })));
}

const HOSTS = 'grandma|granny|gran|nana|nanna|nan|nani|nonna|abuela|oma|grandpa|grandad|nonno|abuelo|opa';

/** A stay at a grandparent's ("sleepover at grandma's") where the host "came too", "came along" or "came to collect" the child. */
export function hostCameAlong(book: NotedBook): NoteFinding[] {
  const host = new RegExp(`\\b(?:at|to) (?:my |his |her |their |our )?(${HOSTS})(?:['’]?s)\\b`, 'i').exec(book.theme)?.[1];
  if (!host) return [];
  const along = /\b(?:came too|came along|come along|came to collect|was right there with)\b/i;
  const hostWords = new RegExp(`\\b(?:${HOSTS})\\b`, 'i');
  return book.pages.filter((page) => page.text.split(/(?<=[.!?])\s+/).some((sentence) => along.test(sentence) && hostWords.test(sentence)))
    .map((page) => ({ detector: 'host came along' as const, detail: page.text.slice(0, 160) }));
}
