/**
 * Whether a theme's tiny word ("Snip, snip!", "Peg!", "Wah!") answers a line: it is the sound or the name of what the
 * line does or shows. "This is Ruby. In it goes!" and "he sat at the edge and watched. Peg!" answered nothing.
 */

/** The sounds whose line says the deed in other words: "Wah!" answers a baby who cried, "Shh." a whisper. */
const SOUNDS: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:shh|hush)$/, /\b(?:quiet\w*|whisper\w*|asleep|sleep\w*|hush\w*|softly|tiptoe\w*|nap\w*)\b/],
  [/^wah$/, /\b(?:cr(?:y|ied|ies|ying)|wail\w*|howl\w*)\b/],
  [/^bye$/, /\b(?:bye|goodbye|wav(?:e|ed|ing))\b/],
  [/^(?:hi|hello)$/, /\b(?:hello|hi|wav(?:e|ed|ing)|smiled at)\b/],
  [/^hugs?$/, /\b(?:hug\w*|cuddl\w*|arms round)\b/],
  [/^(?:yum|munch|crunch|chomp|sip)$/, /\b(?:ate|eat\w*|munch\w*|crunch\w*|bit|bite\w*|tast\w*|chew\w*|sip\w*|drank|gobbl\w*|lunch|tea|cake\w*|food)\b/],
  [/^(?:whee|whoosh|zoom|vroom|swish)$/, /\b(?:slid|slide\w*|zoom\w*|swoop\w*|rac(?:e|ed|ing)|rush\w*|flew|fly\w*|whizz\w*|spun|spin\w*|swung|swing\w*|fast|wind|blew)\b/],
  [/^(?:boom|bang)$/, /\b(?:boom\w*|bang\w*|firework\w*|thunder\w*|drum\w*|loud)\b/],
  [/^(?:ding|dong|ring|ting)$/, /\b(?:bell\w*|ding\w*|ring\w*|rang|timer)\b/],
  [/^beep$/, /\b(?:beep\w*|machine\w*|scann\w*|till|horn|button\w*|monitor\w*|lorry|truck|digger\w*)\b/],
  [/^(?:click|flick)$/, /\b(?:click\w*|switch\w*|torch\w*|lamp|camera|photo\w*|seat ?belt\w*|buckle\w*)\b/],
  [/^(?:thud|clunk|clank|thump|bump|crash|clang|plop)$/, /\b(?:drop\w*|fell|fall\w*|put (?:it |them )?down|land\w*|crash\w*|bump\w*|tipp\w*|toppl\w*|heav\w*|into the (?:box|bin|water|pond|bowl))\b/],
  [/^(?:splash|splosh|splish|blub|squelch|drip|drop|plip)$/, /\b(?:splash\w*|splosh\w*|water|pool|puddle\w*|swim\w*|bath\w*|wet|rain\w*|wave\w*|sea|pond)\b/],
  [/^(?:woof|wag|tug)$/, /\b(?:dogs?|pupp(?:y|ies)|bark\w*|lead|tail)\b/],
  [/^(?:purr|mew)$/, /\b(?:cats?|kitten\w*|purr\w*|stroked?)\b/],
  [/^(?:neigh|clip|clop)$/, /\b(?:horses?|pon(?:y|ies)|trot\w*|gallop\w*)\b/],
  [/^(?:moo|cluck|oink|quack)$/, /\b(?:cows?|hens?|chickens?|pigs?|ducks?|ducklings?|eggs?)\b/],
  [/^(?:roar|stomp)$/, /\b(?:dinosaurs?|lions?|bears?|roar\w*|stomp\w*)\b/],
  [/^(?:snip|buzz)$/, /\b(?:snip\w*|scissors|cut\w*|clippers|trim\w*|bees?|buzz\w*|hair)\b/],
  [/^(?:scrub|brush)$/, /\b(?:scrub\w*|brush\w*|teeth|wash\w*|soap\w*)\b/],
  [/^(?:creak|knock)$/, /\b(?:door\w*|creak\w*|knock\w*|stairs?|floorboards?)\b/],
  [/^(?:toot|chuff)$/, /\b(?:trains?|whistle\w*|engines?|steam)\b/],
];

/** Words of a tiny line that name no deed of their own ("In it goes!", "Your turn!", "Look up!"). */
const EMPTY = new Set(['the', 'and', 'one', 'all', 'for', 'you', 'your', 'here', 'more', 'this', 'way', 'look', 'its', 'goes', 'it', 'in', 'on', 'up', 'so', 'we', 'go', 'two', 'out', 'off', 'now', 'done', 'let', 'turn', 'next', 'say']);

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** Whether `word` (a theme's tiny line) is the sound or the name of what `line` does or shows. */
export function answersLine(word: string, line: string): boolean {
  const said = line.toLowerCase();
  const lineWords = wordsOf(line);
  return wordsOf(word).some((part) => {
    const sound = SOUNDS.find(([names]) => names.test(part));
    if (sound) return sound[1].test(said);
    // Its own word, said on the line ("Peg!" after "found her peg", "Splat!" after "went splat"), as the word or its stem.
    if (part.length < 3 || EMPTY.has(part)) return false;
    const stem = part.replace(/e$/, '');
    return lineWords.some((other) => other === part || (stem.length >= 3 && other.startsWith(stem) && other.length <= stem.length + 3));
  });
}

/**
 * What a page's mood word is said at (issue 28, round 12): "Look!" at something there to be seen, "Ta-da!" at a thing
 * made, "Mmm." at food or a cuddle, "Hmm." at a question. "Look!" after "He drew a card" or "Wow!" after a hello
 * answered nothing, and read as a stock book.
 */
const MOOD_CUES: ReadonlyArray<[RegExp, RegExp]> = [
  [/^(?:yay|whoop|hooray)$/, /\b(?:found|won|did it|at last|made it|cheer\w*|finished|best(?! friend)|all (?:by|on) (?:him|her|them)sel(?:f|ves)|first time)\b/],
  [/^(?:wow|ooh|ahh)$/, /\b(?:big|huge|giant|tall|taller|shone|shin\w*|glow\w*|sparkl\w*|twinkl\w*|lights?|lanterns?|colou?rs?|bright\w*|high|stars?|rainbows?|fireworks?|so many|every colour|whole)\b/],
  [/^whee$/, /\b(?:slid|slide\w*|swing\w*|swung|spun|spin\w*|zoom\w*|whizz\w*|fast|jump\w*|bounc\w*|roll\w*)\b/],
  [/^(?:mmm|ahh)$/, /\b(?:ate|eat\w*|tast\w*|warm|cozy|cosy|soft|smell\w*|cake|food|hug\w*|cuddl\w*|snug\w*|bath|blanket|yum\w*)\b/],
  // Something there to be seen: "There was a golden egg", not "she knew there was room".
  [/^(?:look|see)$/, /\b(?:saw|see|spotted|poked up|appeared|came out|peeped|hung)\b|^there (?:was|were)\b|\bthere it was\b/],
  [/^(?:eek|yikes)$/, /\b(?:scar\w*|spooky|dark|jump(?:ed)?|roar\w*|loud|bang|shadows?|creak\w*|boo)\b/],
  [/^(?:ta|da|done|there)$/, /\b(?:made|built|drew|draw\w*|finished|fixed|wrote|tidied|stuck up|ready|painted|wrapped|packed|all done)\b/],
  [/^(?:oh|ah|gosh)$/, /\b(?:suddenly|all of a sudden|surprise\w*|popped|found)\b|^there (?:was|were)\b/],
  [/^hmm$/, /\?|\b(?:wonder\w*|thought|think\w*|what if|not sure|maybe|puzzl\w*)\b/],
];

/** Whether a mood word ("Look!", "Ta-da!") is said at something `line` does or shows; a gasp or sigh answers the hard line it follows. */
export function moodWordAnswers(word: string, line: string): boolean {
  const said = line.toLowerCase();
  if (/^(?:oh (?:no|dear))/i.test(word)) return true;
  return wordsOf(word).some((part) => MOOD_CUES.some(([names, cue]) => names.test(part) && cue.test(said)) || SOUNDS.some(([names, cue]) => names.test(part) && cue.test(said)));
}
