import { AGE_GROUPS, STORY_LENGTHS, TONES, storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { createRng } from '../../src/core/random';
import type { Rng } from '../../src/core/random';
import { UNPLACED_THEMES } from './unplaced-themes';

/**
 * Inputs as new parents type them, seeded, from lists far larger than the review set: the engine was
 * never tuned on these, so stories written from them show how it reads on inputs it has never seen.
 * Every theme carries what a reader expects the story to be about (`about`), and every wish how a
 * reader would see it carried out (`done`), so the detectors judge by the parent's side, not the engine's.
 */

export type ThemeKind = 'moment' | 'festival' | 'feeling' | 'interest' | 'thing' | 'other';

export interface ParentTheme {
  text: string;
  kind: ThemeKind;
  /** Words a reader would expect on the pages if the story is about this theme. */
  about: RegExp;
}

const t = (kind: ThemeKind, about: RegExp, ...texts: string[]): ParentTheme[] => texts.map((text) => ({ text, kind, about }));

/** At least 200 themes, spelled, cased and worded as parents type them. */
export const PARENT_THEMES: readonly ParentTheme[] = [
  ...t('moment', /\bdentist\b/i, 'going to the dentist', 'going to dentist', 'first dentist visit', 'dentist', 'a trip to the dentist', 'not scared of the dentist'),
  ...t('moment', /\bdoctor\b/i, 'going to the doctor', 'doctor visit', 'a check up at the doctors', 'visiting the doctor'),
  ...t('moment', /\bhospital\b/i, 'hospital visit', 'going to hospital', 'a stay in hospital'),
  ...t('moment', /\bhair ?cut\b|\bbarber\b|\bhair\b/i, 'first haircut', 'a first haircut', 'getting a haircut', 'haircut', 'going to the barber'),
  ...t('moment', /\bbaby\b|\bbrother\b|\bsister\b/i, 'new baby', 'a new baby brother', 'new baby sister', 'becoming a big sister', 'becoming a big brother', 'mummy having a baby'),
  ...t('moment', /\bmov(?:e|ing)\b|\bnew house\b|\bnew home\b|\bboxes\b/i, 'moving house', 'moving to a new house', 'our new home', 'moving to a new city', 'Moving house'),
  ...t('moment', /\bschool\b|\bnursery\b|\bkindergarten\b|\bteacher\b|\bclass\b/i, 'first day at school', 'first day of school', 'starting nursery', 'first day at nursery', 'starting school', 'starting kindergarten', 'new school', 'big school'),
  ...t('moment', /\btooth\b|\bteeth\b|\bwobbly\b/i, 'losing a tooth', 'losing wobbly tooth', 'wobbly tooth', 'the tooth fairy', 'first lost tooth'),
  ...t('moment', /\bpotty\b|\btoilet\b/i, 'potty training', 'using the potty', 'big girl pants', 'using the big toilet'),
  ...t('moment', /\bown bed\b|\bbig bed\b|\bown room\b/i, 'sleeping in own bed', 'sleeping in her own bed', 'moving to a big bed', 'sleeping in their own room'),
  ...t('moment', /\bsleepover\b/i, 'a sleepover', 'first sleepover', 'sleepover at grandmas'),
  ...t('moment', /\bstorm\b|\bthunder\b|\blightning\b/i, 'a thunderstorm', 'scared of thunder', 'the big storm', 'storms'),
  ...t('moment', /\bpuppy\b|\bkitten\b|\bnew pet\b|\bhamster\b|\bpet\b/i, 'a new puppy', 'getting a kitten', 'new pet', 'our new hamster'),
  ...t('moment', /\bgran(?:dma|dpa|ny|dad)?\b|\bnana\b|\bgrandparents?\b|\bvisit\b/i, 'grandma coming to stay', 'visit from grandpa', 'grandparents visiting', 'going to nanas house'),
  ...t('moment', /\blost\b|\bmissing\b|\bfound\b|\bcame home\b/i, 'our cat went missing', 'lost dog', 'lost pet'),
  ...t('moment', /\bswim\w*\b|\bpool\b/i, 'learning to swim', 'first swimming lesson', 'swimming lessons'),
  ...t('moment', /\bbike\b|\bpedal\w*\b|\bwheels\b/i, 'learning to ride a bike', 'riding a bike without stabilisers', 'first bike ride'),
  ...t('moment', /\bplane\b|\bfly\w*\b|\bairport\b/i, 'first time on a plane', 'flying on an aeroplane', 'going on a plane'),
  ...t('moment', /\bdivorce\b|\b(?:two|both) (?:homes|houses)\b|\bother (?:home|house)\b|\bliving apart\b/i, 'two homes', 'mum and dad living apart'),
  ...t('festival', /\bDiwali\b|\bdiyas?\b|\blamps?\b|\brangoli\b/, 'diwali', 'Diwali', 'celebrating Diwali', 'Diwali festival of lights', 'diwali with family'),
  ...t('festival', /\bEid\b|\bmoon\b/, 'eid', 'Eid', 'Eid al-Fitr', 'celebrating Eid', 'eid mubarak'),
  ...t('festival', /\bChristmas\b|\bSanta\b|\bstocking\b/, 'christmas', 'Christmas', 'Christmas eve', 'waiting for santa', 'christmas morning'),
  ...t('festival', /\bHanukkah\b|\bmenorah\b|\bcandles?\b|\bdreidel\b/, 'hanukkah', 'Hanukkah', 'chanukah', 'lighting the menorah'),
  ...t('festival', /\bLunar New Year\b|\bChinese New Year\b|\bred envelopes?\b|\blanterns?\b/, 'lunar new year', 'Chinese New Year', 'Lunar New Year'),
  ...t('festival', /\bbirthday\b|\bcandles\b|\bcake\b/i, 'birthday', 'my 5th birthday', 'birthday party', 'turning four', 'a birthday'),
  ...t('festival', /\bwedding\b|\bbride\b|\bgroom\b/i, 'a wedding', 'aunties wedding', 'being a flower girl', 'being a page boy at a wedding'),
  ...t('festival', /\bEaster\b|\beggs?\b/, 'easter', 'Easter egg hunt', 'Easter'),
  ...t('festival', /\bHalloween\b|\bpumpkins?\b|\bcostumes?\b/, 'halloween', 'Halloween', 'trick or treating'),
  ...t('festival', /\bRamadan\b|\biftar\b/, 'ramadan', 'Ramadan'),
  ...t('festival', /\bHoli\b|\bcolou?rs?\b|\bpowder\b/, 'holi', 'Holi festival of colours'),
  ...t('festival', /\bThanksgiving\b|\bthankful\b/, 'thanksgiving', 'Thanksgiving dinner'),
  ...t('feeling', /\bbrave\b|\bcourage\b|\bscared\b|\bafraid\b/i, 'courage', 'being brave', 'bravery', 'feeling scared', 'overcoming fears'),
  ...t('feeling', /\bjealous\w*\b|\benvy\b|\bshar(?:e|ed|ing)\b|\bturns?\b|\bgreen feeling\b|\bnot fair\b/i, 'jealousy', 'feeling jealous', 'jealous of the baby'),
  ...t('feeling', /\bang(?:er|ry)\b|\bcross\b|\bcalm\b|\bbreath\w*\b/i, 'anger', 'big feelings', 'managing anger', 'feeling angry', 'tantrums', 'calming down'),
  ...t('feeling', /\bshar(?:e|ed|ing)\b/i, 'sharing', 'learning to share', 'sharing toys'),
  ...t('feeling', /\bsorry\b|\bapologi\w*\b/i, 'saying sorry', 'learning to say sorry', 'apologising'),
  ...t('feeling', /\bpatien\w*\b|\bwait\w*\b/i, 'patience', 'learning to wait', 'being patient'),
  ...t('feeling', /\bfood\b|\btast\w*\b|\btr(?:y|ied)\b|\bbite\b/i, 'trying new food', 'picky eating', 'eating vegetables', 'trying broccoli'),
  ...t('feeling', /\bkind\w*\b|\bhelp\w*\b/i, 'kindness', 'being kind', 'kindness to others'),
  ...t('feeling', /\bworr\w*\b|\bnervous\b|\banxious\b/i, 'worries', 'feeling nervous', 'anxiety', 'a worry monster'),
  ...t('feeling', /\bsad\b|\bmiss\w*\b|\bcr(?:y|ied)\b/i, 'feeling sad', 'missing someone', 'missing daddy'),
  ...t('feeling', /\bfriend\w*\b/i, 'friendship', 'making friends', 'being a good friend'),
  ...t('feeling', /\bshy\b|\bquiet\b|\bhello\b/i, 'shyness', 'being shy', 'feeling shy at parties'),
  ...t('feeling', /\bhonest\w*\b|\btruth\b/i, 'honesty', 'telling the truth'),
  ...t('feeling', /\bdifferent\b|\byourself\b|\bunique\b/i, 'being different', 'loving yourself', 'self confidence'),
  ...t('feeling', /\bmistakes?\b|\btr(?:y|ied) again\b/i, 'making mistakes', 'not giving up'),
  ...t('interest', /\bdinosaurs?\b|\bT\. ?rex\b|\bfossils?\b/i, 'dinosaurs', 'Dinosaurs', 'dinosaur', 't rex', 'dino bones'),
  ...t('interest', /\brockets?\b|\bspace\b|\bplanets?\b|\bastronauts?\b|\bmoon\b/i, 'space rockets', 'rockets', 'astronauts', 'planets', 'going to the moon', 'outer space'),
  ...t('interest', /\btrains?\b|\bstation\b|\btracks?\b/i, 'trains', 'steam trains', 'train', 'choo choo trains'),
  ...t('interest', /\bfootball\b|\bgoals?\b|\bball\b|\bmatch\b/i, 'football', 'soccer', 'playing football', 'footie'),
  ...t('interest', /\bdiggers?\b|\bexcavators?\b|\bbuilding site\b|\btrucks?\b/i, 'diggers', 'construction vehicles', 'trucks and diggers'),
  ...t('interest', /\bbins?\b|\blorr(?:y|ies)\b|\brubbish\b|\brecycl\w*\b/i, 'bin lorries'),
  ...t('interest', /\bballet\b|\bdanc\w*\b/i, 'ballet', 'dancing', 'dance class'),
  ...t('interest', /\bpirates?\b|\bship\b|\btreasure\b/i, 'pirates', 'pirate ships'),
  ...t('interest', /\bmermaids?\b|\btails?\b/i, 'mermaids', 'being a mermaid'),
  ...t('interest', /\bfairies\b|\bfairy\b|\bwings\b/i, 'fairies', 'fairy garden'),
  ...t('interest', /\bsuperheroes?\b|\bcapes?\b|\bsuper\b/i, 'superheroes', 'being a superhero'),
  ...t('interest', /\bfire ?engines?\b|\bfirefighters?\b/i, 'fire engines', 'firefighters'),
  ...t('interest', /\bpolice\b/i, 'police cars'),
  ...t('interest', /\bbugs?\b|\binsects?\b|\bbeetles?\b|\bminibeasts?\b/i, 'bugs', 'minibeasts', 'insects'),
  ...t('interest', /\bhorses?\b|\bpon(?:y|ies)\b/i, 'horses', 'ponies', 'horse riding'),
  ...t('interest', /\bcook\w*\b|\bbak\w*\b|\bcakes?\b/i, 'baking', 'cooking with dad', 'baking cakes'),
  ...t('interest', /\bgarden\w*\b|\bseeds?\b|\bplants?\b|\bgrow\w*\b/i, 'gardening', 'growing sunflowers', 'planting seeds'),
  ...t('interest', /\bmusic\b|\bdrums?\b|\bsing\w*\b|\bsongs?\b/i, 'music', 'playing the drums', 'singing'),
  ...t('interest', /\bpaint\w*\b|\bdraw\w*\b|\bart\b|\bcolou?rs?\b/i, 'painting', 'drawing', 'art'),
  ...t('interest', /\bsharks?\b|\bocean\b|\bsea\b/i, 'sharks', 'ocean animals', 'sea creatures'),
  ...t('interest', /\bcars?\b|\brac\w*\b/i, 'racing cars', 'cars'),
  ...t('interest', /\bbooks?\b|\bread\w*\b|\blibrary\b/i, 'books', 'the library', 'reading'),
  ...t('interest', /\bcamp\w*\b|\btent\b/i, 'camping', 'camping in the garden'),
  ...t('interest', /\bsnow\w*\b/i, 'snow', 'the first snow', 'building a snowman'),
  ...t('interest', /\bbeach\b|\bsand\w*\b|\bwaves?\b/i, 'the beach', 'seaside holiday', 'building sandcastles'),
  ...t('interest', /\bfarm\b|\btractors?\b|\bcows?\b/i, 'tractors', 'farm animals', 'the farm'),
  ...t('interest', /\brainbows?\b/i, 'rainbows'),
  ...t('interest', /\bunicorns?\b/i, 'unicorns'),
  ...t('interest', /\bdragons?\b/i, 'dragons'),
  ...t('interest', /\brobots?\b/i, 'robots'),
  ...t('interest', /\bmagic\b|\bspells?\b|\bwands?\b/i, 'magic', 'wizards and magic'),
  ...t('thing', /\bkite\b/i, 'a lost kite', 'a red kite'),
  ...t('thing', /\bteddy\b|\bbear\b/i, 'a lost teddy', 'teddy bear', 'my teddy'),
  ...t('thing', /\bballoon\b/i, 'a red balloon', 'a runaway balloon'),
  ...t('thing', /\bblanket\b|\bblankie\b/i, 'a special blanket', 'blankie'),
  ...t('thing', /\bshell\b/i, 'a magic shell'),
  ...t('thing', /\bhat\b/i, 'a lost hat', 'a magic hat'),
  ...t('thing', /\bumbrella\b/i, 'a yellow umbrella'),
  ...t('thing', /\bscarf\b/i, 'grandmas scarf'),
  ...t('thing', /\btrain set\b|\btrain\b/i, 'a toy train'),
  ...t('thing', /\bpaper boat\b|\bboat\b/i, 'a paper boat'),
  ...t('thing', /\bkey\b/i, 'a golden key'),
  ...t('thing', /\bmap\b/i, 'a treasure map'),
  ...t('thing', /\bstar\b/i, 'a fallen star'),
  ...t('thing', /\bseed\b/i, 'a magic seed'),
  ...t('thing', /\bcrayons?\b/i, 'a box of crayons'),
  ...t('other', /\bIKEA\b|\bshop\w*\b/i, 'the time we got lost at IKEA'),
  ...t('other', /\bgrandpa\b|\bboat\b/i, "grandpa's old boat"),
  ...t('other', /\btime\b|\bclocks?\b/i, 'time travel'),
  ...t('other', /\bvolcano\w*\b/i, 'volcanoes'),
  ...t('other', /\bshadows?\b/i, 'shadows'),
  ...t('other', /\brecycl\w*\b|\brubbish\b/i, 'recycling'),
];

/** At least 150 names from many cultures, as parents spell them. */
export const PARENT_NAMES: readonly string[] = [
  'Aarav', 'Aditi', 'Ananya', 'Arjun', 'Diya', 'Ishaan', 'Kabir', 'Meera', 'Rohan', 'Saanvi', 'Vihaan', 'Zoya', 'Anika', 'Dev', 'Riya',
  'Mei', 'Wei', 'Jun', 'Lian', 'Xiao', 'Bao', 'Hana', 'Yuki', 'Haruto', 'Sora', 'Aiko', 'Ren', 'Minji', 'Jiwoo', 'Seo-yeon', 'Hyun',
  'Linh', 'Minh', 'Thu', 'Anh', 'Mai', 'Niran', 'Ploy', 'Malia', 'Kai', 'Keanu', 'Leilani',
  'Amara', 'Chidi', 'Kofi', 'Ama', 'Zainab', 'Tunde', 'Ngozi', 'Femi', 'Adaeze', 'Kwame', 'Abena', 'Sipho', 'Thandiwe', 'Lerato', 'Jabari', 'Imani', 'Nia', 'Wanjiru', 'Baraka', 'Oluwaseun', 'Yewande',
  'Omar', 'Layla', 'Yusuf', 'Fatima', 'Zaid', 'Noor', 'Amir', 'Rania', 'Karim', 'Salma', 'Hamza', 'Aisha', 'Ibrahim', 'Mariam', 'Rumi', 'Darius', 'Soraya', 'Emre', 'Elif', 'Deniz',
  'Mateo', 'Sofia', 'Valentina', 'Santiago', 'Lucia', 'Diego', 'Camila', 'Joaquin', 'Ximena', 'Paloma', 'Luis', 'Inés', 'Pablo', 'Carmen',
  'Giulia', 'Luca', 'Matteo', 'Chiara', 'Francesca', 'Enzo', 'Chloé', 'Léa', 'Hugo', 'Louis', 'Amélie', 'Théo',
  'Lukas', 'Greta', 'Finn', 'Mila', 'Jonas', 'Ida', 'Astrid', 'Sven', 'Freya', 'Lars', 'Saoirse', 'Niamh', 'Oisín', 'Cian', 'Siobhan', 'Ewan', 'Isla', 'Morag',
  'Olga', 'Ivan', 'Katya', 'Dmitri', 'Zofia', 'Kacper', 'Milena', 'Bogdan', 'Anastasia',
  'Oliver', 'Amelia', 'George', 'Poppy', 'Harry', 'Ruby', 'Jack', 'Evie', 'Alfie', 'Florence', 'Teddy', 'Ivy', 'Archie', 'Rosie', 'Freddie',
  'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Harper', 'Mason', 'Ella', 'Jayden', 'Madison', 'Aiden', 'Brooklyn', 'Tyler', 'Destiny',
  'Sam', 'Alex', 'Charlie', 'River', 'Sky', 'Rowan', 'Jordan', 'Quinn', 'Avi', 'Tova', 'Eitan', 'Noa', 'Shira', 'Yael',
  'Tane', 'Aroha', 'Manaia', 'Koa', 'Inti', 'Killa',
];

/** Pets' and creatures' names parents give. */
const PET_NAMES = ['Biscuit', 'Mochi', 'Pickles', 'Sparky', 'Luna', 'Patch', 'Pepper', 'Noodle', 'Ziggy', 'Bubbles', 'Toffee', 'Rolo', 'Bramble', 'Shadow', 'Sir Fluffington', 'Waffles'];

/** Traits as parents type them: adjectives, but also phrases, verbs and nouns. */
export const PARENT_TRAITS: readonly string[] = [
  'brave', 'curious', 'kind', 'shy', 'funny', 'clever', 'gentle', 'cheeky', 'loud', 'sporty', 'creative', 'chatty', 'silly', 'thoughtful', 'bossy',
  'stubborn', 'energetic', 'caring', 'dreamy', 'grumpy', 'loves football', 'loves dinosaurs', 'uses a wheelchair', 'wears glasses', 'has a hearing aid',
  'autistic', 'a bit shy', 'very chatty', 'always hungry', 'afraid of the dark', 'good at climbing', 'loves to sing', 'never stops talking', 'a great helper',
  'adventurous', 'kind hearted', 'full of energy', 'artistic', 'loves animals', 'mischievous', 'sensitive', 'a big sister', 'the youngest',
];

/** Hair as parents type it: styles, lengths, nouns. */
const HAIRS = ['curly', 'straight', 'braids', 'afro', 'afro puffs', 'pigtails', 'a ponytail', 'bunches', 'short', 'long', 'wavy', 'plaits', 'a bob', 'buzz cut', 'locs', 'cornrows', 'a bun', 'spiky', 'fluffy', 'messy'];
const HAIR_COLOURS = ['brown', 'black', 'blonde', 'red', 'ginger', 'dark brown', 'light brown', 'strawberry blonde', 'grey', 'auburn'];
const SKIN = ['light', 'medium', 'dark', 'brown', 'olive', 'fair', 'deep brown', 'tan'];
const CLOTHES = ['dinosaur pyjamas', 'a yellow raincoat', 'red wellies', 'a tutu', 'superhero cape', 'dungarees', 'a hijab', 'a football kit', 'glasses', 'a sparkly dress', 'a kurta', 'a hoodie', 'trainers that light up'];
const CLOTHES_COLOURS = ['red', 'blue', 'green', 'pink', 'purple', 'yellow', 'orange', 'rainbow'];
const FURS = ['ginger', 'black and white', 'fluffy grey', 'spotty', 'golden', 'tabby', 'chocolate brown', 'white'];

/** Lessons as parents type them: the built-in ones' words, and their own sentences. */
export const PARENT_LESSONS: readonly string[] = [
  'sharing', 'kindness', 'Be brave', 'It is okay to ask for help', 'Growing up can feel strange', 'It is okay to make mistakes',
  'Always say sorry', 'everyone is different', 'Listen to your grown ups', 'Be kind to animals', 'try new things', 'patience',
  'You can do hard things', 'It is ok to feel sad', 'Saying please and thank you', 'Family is forever', 'Practice makes progress', 'honesty',
];

/** Notes parents add. */
const NOTES = [
  'She loves the colour purple', 'He has a toy rabbit called Flopsy', 'Please include our dog', 'They live in London', 'Her favourite food is pasta',
  'He is scared of loud noises', 'She just started ballet', 'No scary bits please', 'Mention grandma', 'We live by the sea', 'He loves the moon',
];

/** A refinement a parent asks for, and how a reader would see it carried out. */
export interface ParentWish {
  text: string;
  /** The theme the wish asks the story to be about instead ("set it on a train"): what a reader then expects told. */
  theme?: ParentTheme;
  /** The person the wish adds, and who they are to the hero ("add a little brother called Tom"). */
  adds?: { name: string; relation?: RegExp; calls?: readonly string[] };
  /** `pagesBefore`: the book before the wish, to compare a change of voice with ("funnier", "calmer"). */
  done(story: { pages: readonly { text: string }[]; cast: readonly Character[]; pageCount: number; before: number; pagesBefore?: readonly { text: string }[] }): boolean;
}

import { babyBeyondItsAge, calmerSeen, funnierSeen } from './wish-detectors';

const onPages = (pages: readonly { text: string }[], pattern: RegExp) => pages.filter((page) => pattern.test(page.text)).length;

/** Wishes built around the cast they are given for. */
export function parentWishes(cast: readonly Character[]): ParentWish[] {
  const second = cast[1];
  const wishes: ParentWish[] = [
    { text: 'set it on a train', theme: { text: 'a train ride', kind: 'interest', about: /\btrains?\b|\bstation\b|\btracks?\b/i }, done: ({ pages }) => onPages(pages, /\btrain\b/i) >= 2 },
    { text: 'can it be on a boat', theme: { text: 'a boat trip', kind: 'interest', about: /\bboats?\b|\bwaves?\b|\bdeck\b|\bsail\w*\b/i }, done: ({ pages }) => onPages(pages, /\bboat\b/i) >= 2 },
    { text: 'set it at the beach', done: ({ pages }) => onPages(pages, /\bbeach|sand|waves?\b/i) >= 2 },
    { text: 'make it funnier', done: ({ pages, pagesBefore = [] }) => funnierSeen(pagesBefore, pages) },
    { text: 'make it calmer', done: ({ pages, pagesBefore = [] }) => calmerSeen(pagesBefore, pages) },
    { text: 'make it shorter', done: ({ pageCount, before }) => pageCount < before },
    { text: 'add a little brother called Tom', adds: { name: 'Tom', relation: /\bbrother\b/i }, done: ({ pages }) => onPages(pages, /\bTom\b/) >= 2 && onPages(pages, /\bbrother\b/i) >= 1 },
    { text: 'add a grandma named Rose', adds: { name: 'Rose', relation: /\bgrandma\b|\bgran\b/i }, done: ({ pages }) => onPages(pages, /\bRose\b/) >= 2 },
    { text: 'add a cat named Mittens', adds: { name: 'Mittens', calls: ['the cat'] }, done: ({ pages }) => onPages(pages, /\bMittens\b/) >= 2 },
    { text: 'make the lesson about sharing', done: ({ pages }) => onPages(pages, /\bshar(?:e|ed|ing)\b/i) >= 1 },
    { text: 'more about dinosaurs please', theme: { text: 'dinosaurs', kind: 'interest', about: /\bdinosaurs?\b|\bT\. ?rex\b|\bfossils?\b/i }, done: ({ pages }) => onPages(pages, /\bdinosaurs?\b/i) >= 2 },
    // Round 11: a change of theme re-chooses what the old one brought; a baby added does what a baby can.
    { text: 'make it about a birthday instead', theme: { text: 'a birthday', kind: 'festival', about: /\bbirthday\b|\bcandles?\b|\bcake\b/i }, done: ({ pages }) => onPages(pages, /\bbirthday\b/i) >= 2 },
    { text: 'add a baby sister called Ada', adds: { name: 'Ada', relation: /\bbaby sister\b/i }, done: ({ pages }) => onPages(pages, /\bAda\b/) >= 2 && babyBeyondItsAge(pages, 'Ada').length === 0 },
  ];
  if (second) {
    const name = second.name;
    // The hero is the one the book opens on: named in its first sentence ("Meet Rolo, a bear from …").
    wishes.push({ text: `make ${name} the hero`, done: ({ pages }) => new RegExp(`\\b${name}\\b`).test(/^[^.!?]*/.exec(pages[0]?.text ?? '')?.[0] ?? '') });
    wishes.push({ text: `remove ${name}`, done: ({ pages }) => onPages(pages, new RegExp(`\\b${name}\\b`)) === 0 });
  }
  return wishes;
}

export interface GeneratedCase {
  id: string;
  seed: number;
  inputs: StoryInputs;
  theme?: ParentTheme;
  wishes: ParentWish[];
}

function person(rng: Rng, name: string, kind: 'child' | 'grown-up'): Character {
  const pronoun = rng.pick(['she', 'he', 'they'] as const);
  const appearance: Character['appearance'] = {};
  if (rng.chance(0.6)) appearance.hair = rng.pick(HAIRS);
  if (rng.chance(0.6)) appearance.hair_color = rng.pick(HAIR_COLOURS);
  if (rng.chance(0.4)) appearance.skin_tone = rng.pick(SKIN);
  if (rng.chance(0.4)) appearance.clothing = rng.pick(CLOTHES);
  if (rng.chance(0.3)) appearance.clothing_color = rng.pick(CLOTHES_COLOURS);
  const traits = rng.shuffle(PARENT_TRAITS).slice(0, rng.int(3));
  return { name, kind, pronoun, appearance, traits };
}

const GROWN_UPS = [['Grandma', 'she'], ['Grandpa', 'he'], ['Dad', 'he'], ['Mum', 'she'], ['Nonno', 'he'], ['Abuela', 'she'], ['Nani', 'she'], ['Auntie Jo', 'she'], ['Uncle Raj', 'he'], ['Mrs Okafor', 'she']] as const;

function companion(rng: Rng): Character {
  const roll = rng.int(10);
  if (roll < 3) {
    const [name, pronoun] = rng.pick(GROWN_UPS);
    return { name, kind: 'grown-up', pronoun, appearance: {}, traits: rng.chance(0.3) ? [rng.pick(PARENT_TRAITS)] : [] };
  }
  if (roll < 6) return person(rng, rng.pick(PARENT_NAMES), 'child');
  const kind = roll < 9 ? 'animal' : 'creature';
  const species = kind === 'animal' ? rng.pick(['cat', 'dog', 'bunny', 'bear', 'fox', 'owl'] as const) : rng.pick(['dragon', 'unicorn', 'robot'] as const);
  return { name: rng.pick(PET_NAMES), kind, species, pronoun: rng.pick(['she', 'he', 'they'] as const), appearance: kind === 'animal' && rng.chance(0.5) ? { fur: rng.pick(FURS) } : {}, traits: rng.chance(0.5) ? [rng.pick(PARENT_TRAITS)] : [] };
}

/** One case: a hero child, up to three companions, a theme (mostly), maybe a lesson, notes and wishes. */
export function generateCase(seed: number): GeneratedCase {
  const rng = createRng(seed).fork('parent');
  const hero = person(rng, rng.pick(PARENT_NAMES), 'child');
  const cast = [hero];
  for (let count = rng.int(4); count > 0; count -= 1) {
    const next = companion(rng);
    if (!cast.some((member) => member.name === next.name)) cast.push(next);
  }
  const theme = rng.chance(0.9) ? rng.pick(process.env.THEMES === 'unplaced' ? UNPLACED_THEMES : PARENT_THEMES) : undefined;
  const inputs = storyInputsSchema.parse({
    characters: cast,
    age_group: rng.pick(AGE_GROUPS),
    story_length: rng.pick(STORY_LENGTHS),
    tone: rng.pick(TONES),
    theme: theme?.text,
    lesson: rng.chance(0.4) ? rng.pick(PARENT_LESSONS) : undefined,
    notes: rng.chance(0.3) ? rng.pick(NOTES) : undefined,
  });
  const wishes = rng.chance(0.4) ? [rng.pick(parentWishes(cast))] : [];
  return { id: `fresh-${seed}`, seed, inputs, theme, wishes };
}

/** `count` cases from a starting seed: the same ones for the same seed. */
export function generateCases(firstSeed: number, count: number): GeneratedCase[] {
  return Array.from({ length: count }, (_, index) => generateCase(firstSeed + index));
}
