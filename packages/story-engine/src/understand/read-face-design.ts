/**
 * The picture a face-painting theme asks for ({face}: "her face painted like a butterfly"), as a page names it after "a",
 * else the tiger every face painter's board starts with. Spider-Man and friends are "a superhero": no page says "a Spider-Man".
 */
const DESIGNS: readonly (readonly [RegExp, string])[] = [
  [/\bbutterfl(?:y|ies)\b/i, 'butterfly'],
  [/\bspider-?man\b|\bbat-?man\b|\bsuper ?heroe?s?\b|\bsuperman\b/i, 'superhero'],
  [/\blions?\b/i, 'lion'],
  [/\bunicorns?\b/i, 'unicorn'],
  [/\bdinosaurs?\b|\bdino\b|\bt-?rex\b/i, 'dinosaur'],
  [/\bdragons?\b/i, 'dragon'],
  [/\bcats?\b|\bkitt(?:y|en)\b/i, 'cat'],
  [/\bpuppy\b|\bdog\b/i, 'puppy'],
  [/\bbunny\b|\brabbit\b/i, 'bunny'],
  [/\bpirates?\b/i, 'pirate'],
  [/\bprincess\b/i, 'princess'],
  [/\bfairy\b/i, 'fairy'],
  [/\bmermaid\b/i, 'mermaid'],
  [/\brainbow\b/i, 'rainbow'],
  [/\bpandas?\b/i, 'panda'],
  [/\bleopards?\b|\bcheetahs?\b/i, 'leopard'],
  [/\bskeleton\b/i, 'skeleton'],
  [/\bclown\b/i, 'clown'],
  [/\bmonkey\b/i, 'monkey'],
];

export function faceDesignIn(text: string | undefined): string {
  return DESIGNS.find(([said]) => said.test(text ?? ''))?.[1] ?? 'tiger';
}
