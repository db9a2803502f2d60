import { themeSubplot } from './subplots';
import type { CatalogueTheme, Variant, Wording } from './theme-entry';

/** Kin a child cheers on at a race ("cheering dad at his marathon"). */
const KIN = String.raw`(?:mum|mummy|mom|mam|dad|daddy|papa|grand(?:ma|pa|mum|dad)|gran|granny|grandad|nan|nana|nanny|auntie|aunt|uncle|brother|sister|cousin)`;
const RACE = String.raw`(?:marathon|half marathon|fun run|park ?run|race|triathlon|10k|5k)`;
/** "dad is running the London marathon", "mum's doing a fun run". */
const KIN_RUNS = String.raw`\b${KIN}(?:'s| is)? (?:running|doing|did|ran|runs) (?:a |the |his |her )?(?:\w+ )?${RACE}\b`;

/**
 * A race a family grown-up runs, with the child cheering ("cheering dad at his marathon", "watching mum run a race"): the
 * runner is away in the crowd of runners through the middle, found by the sign with their name.
 */
const RACE_VARIANT: Variant = {
  said: new RegExp(String.raw`\b(?:cheer\w*|watch\w*|support\w*|see|seeing)\b[^.]*\b${KIN}\b[^.]*\b${RACE}\b|${KIN_RUNS}`, 'i'),
  owner: 'dad', ownerAway: true, name: 'the big race',
  title: ['Go, {who}, Go!', '{hero} Cheers for {who}'],
  opening: ['Today {who} was running in the big race, and {hero} had painted a sign with {who}\'s name on it in huge letters.', 'Today {who} was running a big race, and {hero} had painted a sign.'],
  worry: ['"What if {who} runs past and I miss it?" asked {hero}.', '"What if I miss {who}?" asked {hero}.'],
  tries: [
    ['{hero} looked and looked, but from far away every runner looked the same: a bobbing hat and two busy legs.', '{hero} looked and looked, but every runner looked the same.'],
    ['{hero} waved the sign at a runner in the same colour T-shirt, but it was a stranger, who waved back anyway.', '{hero} waved the sign at the wrong runner, who waved back anyway.'],
    ['{hero}\'s arms got so tired from holding the sign up high that it drooped, and then it folded in the middle.', '{hero}\'s arms got tired, and the sign drooped.'],
  ],
  turn: ['{hero} stood on the low wall with {grownup} holding {him} tight, held the sign up high and shouted {who}\'s name as loud as {he} could, and {who} saw it, and waved, and ran faster.', '{hero} held the sign up high and shouted {who}\'s name, and {who} saw it and waved.'],
  details: [
    ['Runners went past like a river of colours, hundreds and hundreds of them, and their trainers went pat, pat, pat on the road.', 'Hundreds of runners went past, pat, pat, pat.'],
    ['People at a table handed out cups of water, and the runners drank on the move and threw the empty cups by the kerb.', 'People handed the runners cups of water.'],
    ['A man ran past dressed as a banana, and the whole crowd laughed and clapped him on.', 'A man ran past dressed as a banana!'],
    ['At the finish line, {who} was red in the face and very sweaty, with a shiny medal on a ribbon.', 'At the finish, {who} had a shiny medal.'],
  ],
  win: '{who} saw the sign and ran all the way to the finish',
  ownSetback: ['Then the runners came round the corner in one big bunch, and {hero} could not see a single face.', 'Then the runners came in one big bunch.'],
  ownDoubt: '{hero} lowered the droopy sign. "What if {who} has already gone past, and I missed it?" {he} whispered.',
  ownChoice: ['{hero} could wait halfway or at the finish line, and {he} chose halfway, so {who} would have a cheer when it was hardest.', '{hero} could wait halfway or at the finish, and {he} chose halfway.'],
  end: ['That night, {who} was too tired to climb the stairs quickly, and let {hero} wear the medal to bed.', 'That night, {hero} wore {who}\'s medal to bed.'],
};

/** A sport's own sights and sounds at a game, where it is not football. */
function sportVariant(sport: string, said: string, opening: string, details: readonly [string, string, string, string], scored: string, extra: Partial<Variant> = {}): Variant {
  return {
    said: new RegExp(String.raw`\b(?:${said})\b`, 'i'),
    opening: [`Today {hero} was going to watch ${opening} with {grownup}, for the very first time.`, `Today {hero} was going to watch ${opening}.`],
    details: [...details],
    tries: [
      ['At the gate, the queue went all the way round the corner, and {hero} had to hold {grownup}\'s hand tight in the crowd.', 'The queue went all the way round the corner.'],
      ['{hero}\'s seat was behind a very tall man in a very big hat, and all {he} could see was the hat.', 'A tall man sat in front, and all {hero} could see was his hat.'],
      [scored, scored],
    ],
    title: [`{hero} Goes to the ${sport}`, `{hero} at the ${sport}`],
    ...extra,
  };
}

const RUGBY = sportVariant('Rugby', 'rugby', 'a real rugby match', [
  'The players were as big as wardrobes, and when they pushed together in a scrum, the whole crowd went "Ooh!"',
  'The ball was shaped like an egg, and it bounced the wrong way every single time.',
  'When a player kicked the ball high between the tall posts, everybody cheered at once.',
  'Near the end, a player ran the whole length of the pitch and put the ball down over the line for a try.',
], 'The other team scored a try first, and the whole stand groaned.');

const CRICKET = sportVariant('Cricket', 'cricket', 'a real cricket match', [
  'The players were all in white, on a huge green field with a strip of flat grass in the middle.',
  'The ball hit the bat with a crack, and flew all the way over the rope for six.',
  'At lunch, everyone ate sandwiches on the grass, and the players went in for their tea.',
  'When the bowler hit the stumps, the little bails flew off, and the whole ground cheered.',
], 'For a long time nothing much happened, and {hero} nearly fell asleep, until a crack of the bat woke everybody up.');

const BASKETBALL = sportVariant('Basketball', 'basketball', 'a real basketball game', [
  'The players\' trainers squeaked on the shiny wooden floor as they ran.',
  'The ball dropped through the hoop with a swish, and the crowd counted the points out loud.',
  'A buzzer went off so loudly that {hero} jumped in {his} seat.',
  'At the break, a big furry mascot threw T-shirts into the crowd, and one landed right in {hero}\'s lap.',
], 'The other team scored three baskets in a row, and {hero} slumped in {his} seat.');

const TENNIS = sportVariant('Tennis', 'tennis|wimbledon', 'a real tennis match', [
  'Everyone had to be very, very quiet while the players served.',
  'The ball went thwock, thwock, back and forth, and every head in the crowd turned left, right, left, right.',
  'Children in smart clothes ran to fetch the balls and threw them back to the players.',
  'In the break, {hero} ate strawberries and cream from a little tub.',
], 'Just when everyone had to be quiet, {hero} needed to sneeze, and held it, and held it, and then sneezed anyway.', {
  worry: ['"What if I make a noise when it\'s supposed to be quiet?" asked {hero}.', '"What if I sneeze?" asked {hero}.'],
});

/** Sports a child watches; a theme naming one of these with "watch", "going to" or "at the stadium" is the watching. */
const SPORTS = String.raw`(?:football|footie|soccer|rugby|cricket|basketball|tennis|ice hockey|hockey|netball)`;
const GAME = String.raw`(?:match|matches|game|games|final|cup final|derby)`;
/** A club, a practice or a kit is the child's own playing. */
const NOT_PLAYING = String.raw`(?! (?:club|practice|training|lessons?|trials?|boots|kit|cards?|camp))`;
/** On the television the watching is the family's sofa, not the stadium: the interest tells it. */
const NOT_ON_TV = String.raw`^(?!.*\b(?:on (?:the )?(?:tv|telly|television)|on the box)\b)`;

/**
 * Going to watch a game or a race ("going to watch the rugby with dad", "a basketball game", "my first football match at
 * the stadium", "cheering dad at his marathon"): the ticket, the crowd held hands in, the tall man in front, the other team
 * scoring first, the noise and the song, the ticket kept. The child watches; playing in a match is `football-match`.
 */
export const WATCHING_A_MATCH: CatalogueTheme = {
  id: 'watching-a-match', kind: 'activity',
  words: new RegExp(String.raw`${NOT_ON_TV}.*(?:\b(?:watch|watching|watched|see|seeing)\b (?:[\w'’]+ ){0,3}?(?:the |a |an |our |my |his |her |their )?(?:big |first |real |live )?${SPORTS}\b${NOT_PLAYING}|\b(?:going to|go to|went to|trip to|day at|first)\b (?:\w+ ){0,2}?(?:the |a |an )?(?:big |first |real |live )?${SPORTS} ${GAME}\b|\b(?:going to|go to|went to) the ${SPORTS}\b${NOT_PLAYING}|\b${SPORTS} ${GAME} at the (?:stadium|ground)\b|\b(?:at|to) the (?:stadium|football ground|rugby ground|cricket ground)\b|\bwatch(?:ing)? (?:a|the) (?:big )?(?:match|game)\b|\bour team (?:play|playing)\b|\bcheer\w* (?:on )?\w+ at (?:his|her|their|the) ${RACE}\b|\bwatch\w* (?:my |our )?${KIN} (?:run|running)\b|${KIN_RUNS})`, 'i'),
  name: 'the big match', setting: 'city', lesson: 'patience', petsStayHome: true, withFamily: true,
  variants: [RACE_VARIANT, RUGBY, CRICKET, BASKETBALL, TENNIS],
  title: ['{hero} at the Big Match', 'Match Day!'],
  opening: ['Today {hero} was going to watch a real football match at the stadium with {grownup}, in a scarf of the team\'s colours.', 'Today {hero} was going to a real football match, in a team scarf.'],
  worry: ['"What if our team loses? What if I can\'t see?" asked {hero}.', '"What if I can\'t see?" asked {hero}.'],
  tries: [
    ['At the turnstile, {hero} pushed the metal bar the wrong way and it would not budge, until {grownup} showed {him} how.', '{hero} pushed the turnstile the wrong way, and it would not budge.'],
    ['{hero}\'s seat was behind a very tall man in a very big hat, and all {he} could see was the hat.', 'A tall man sat in front, and all {hero} could see was his hat.'],
    ['The other team scored first, and the whole stadium went quiet, except for one small corner far away that cheered.', 'The other team scored first, and everyone went quiet.'],
  ],
  turn: ['{hero} listened to the people all round, learned the words of the team\'s song, and sang it as loud as everyone else, and the tall man turned round and sang it with {him}.', '{hero} learned the team\'s song and sang it as loud as everyone else.'],
  details: [
    ['The pitch was greener than any grass {hero} had ever seen, with white lines as straight as a ruler.', 'The pitch was very green, with straight white lines.'],
    ['When the players ran out, thousands of people stood up and clapped at once, and the noise went right through {hero}\'s tummy.', 'When the players ran out, everyone clapped at once.'],
    ['At half-time, {grownup} bought two hot pies, and {hero} burned {his} tongue a little and did not mind.', 'At half-time, {hero} had a hot pie.'],
    ['Near the end, the ball went in the net for {hero}\'s team, and a stranger in the next seat gave {hero} a high five.', 'Then {hero}\'s team scored, and a stranger gave {hero} a high five.'],
  ],
  win: 'the whole crowd sang, and {hero} sang with them',
  ownDoubt: '{hero} pulled the damp scarf up to {his} nose. "We\'re losing, and I\'m wet, and I can\'t even see," {he} said.',
  end: ['On the way home, {hero} kept the ticket safe in {his} pocket and hummed the song all the way to bed.', 'At home, {hero} put the ticket on the wall and hummed the song.'],
};

export const WATCHING_A_MATCH_SETBACK: Wording = ['Then it began to rain, a cold, thin rain, and {hero} pulled {his} hood right down over {his} eyes.', 'Then it began to rain.'];
export const WATCHING_A_MATCH_CHOICE: Wording = ['{hero} could keep the ticket or swap it for a sticker from the man in the next seat, and {he} chose to keep it.', '{hero} could keep the ticket or swap it, and {he} kept it.'];
export const WATCHING_A_MATCH_SUBPLOT = themeSubplot(
  '{hero} saw that cheering was better when everyone did it together.',
  '{pal} did not like the noise of the crowd, and put {palhis} hands over {palhis} ears.',
  'the pair of ear defenders',
  '{pal} put on the pair of ear defenders, and cheered the loudest of all.',
);
