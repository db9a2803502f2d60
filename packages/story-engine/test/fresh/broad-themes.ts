/**
 * Round 13 (breadth): 150 themes as parents type them, written by hand for this census and for no entry (none copied
 * from the catalogue's words, the reach census or the input generator). Ages 0-12; casual wording, slips, "my" and "our".
 * `run-broad-census.ts` reads where each lands. `BROAD_HELD_OUT` is a second list, written after the fixes, never tuned on.
 */
export const BROAD_THEMES: readonly string[] = [
  // life moments and firsts
  'first time sleeping in a big boy bed', 'her first haircut at the barbers', 'losing his first tooth at school', 'first day of year 3',
  'getting her ears pierced', 'our first holiday on a plane', 'learning to tie shoelaces', 'first time on a scooter',
  'going to big school in september', 'her first sleepover at a friends', 'her first film at the pictures', 'learning to swim without armbands',
  'first trip to the opticians', 'getting braces', 'moving up to the juniors', 'first time camping in a tent',
  'his first football match with the team', 'riding the bus on her own', 'first time staying at grandmas overnight', 'weaning off the bottle',
  // feelings and worries
  'feeling jelous', 'big feelings and tantrums', 'scared of thunder storms', 'worried about mummy going to work',
  'frightened of the hand dryer in toilets', 'doesnt like loud noises', 'nervous about the school play', 'shy around new people',
  'he screams at the vacum cleaner', 'afraid of getting lost', 'feeling left out at playtime', 'when you feel angry',
  'being a sore loser', 'scared of monsters under the bed', 'anxious about sats', 'frustrated when things go wrong',
  'waking up from scary dreams', 'missing daddy when he works away', 'homesick on a school residential', 'worried about the end of the world',
  // interests
  'my son is obsessed with dinosaurs', 'she loves unicorns', 'space and planets', 'minecraft',
  'lego building', 'trains trains trains', 'he loves bin lorries', 'fairy doors in the garden', 'volcanos', 'she is mad about sharks',
  'knights and castles', 'starting ballet class', 'gymnastics', 'football crazy', 'pokemon cards', 'drawing comics',
  'science experiments', 'rock collecting', 'bugs and creepy crawlies', 'pretending to be a mermaid', 'building a robot', 'magic tricks',
  'coding', 'skateboarding', 'her pony lessons', 'bird watching', 'the solar system', 'ancient egypt', 'the titanic', 'the olympics',
  // places and days out
  'a day at the aquarium', 'our zoo day', 'trip to the museum', 'the soft play', 'the swimming baths',
  'the fire station open day', 'going to the farm shop', 'walking in the forest with daddy', 'rockpooling at the beach', 'the park',
  'library day', 'a day trip to london', 'the airport', 'a trip to the theme park', 'the supermarket',
  'going to the hairdressers with mum', 'a trip to the vets', 'a sleepover at nannys', 'the hospital', 'a ferry ride',
  // animals and nature
  'hedgehogs', 'our cat', 'the ducks at the pond', 'penguins', 'caterpillars turning into butterflies', 'frogspawn',
  'a robin in the garden', 'blue whales', 'owls', 'the moon', 'rainbows after rain', 'planting sunflowers', 'the seasons',
  'snowy days', 'a windy day', 'jumping in muddy puddles', 'stars at night', 'bees', 'saving the planet', 'sorting the recycling',
  // jobs and people who help
  'wants to be a vet', 'he wants to be a fireman', 'the police', 'doctors and nurses', 'the postman', 'being an astronaut',
  'a builder', 'farmers', 'mummy is a nurse', 'daddy is in the army',
  // school and family life
  'school sports day', 'the nativity play', 'world book day', 'parents evening', 'practising spellings', 'show and tell',
  'tidying up his room', 'hates bath time', 'wont brush her teeth', 'picky eating at dinner', 'bedtime routine', 'too much ipad',
  'learning to share with her cousin', 'saying sorry after hitting', 'helping at home', 'a rainy day indoors', 'potty trainning', 'a family walk on sunday',
  // festivals of many cultures
  'diwali lights', 'eid al fitr', 'menorah candles at hanukah', 'waiting for santa on christmas eve', 'easter egg hunt in the garden', 'chinese new year at nai nais', 'halloween trick or treating',
  'his first ramadan fast', 'playing holi', 'thanksgiving at grandpas', 'pancake day', 'st patricks day', 'vaisakhi', 'mothers day',
  'fathers day', 'valentines day', 'burns night', 'lunar new year dragon dance', 'passover seder', 'christmas at grandmas',
  'rosh hashanah', 'kwanzaa', 'the summer holidays',
];

/** A second list of 40, written after the fixes without looking at them: the honest held-out. */
export const BROAD_HELD_OUT: readonly string[] = [
  'our trip to wales', 'learning to whistle', 'her first nativity as mary', 'he is scared of the bath plug hole', 'making slime',
  'my daughter loves frozen', 'dinosaur museum trip', 'the tooth fairy forgot', 'a visit to the planetarium', 'grandpa teaching him to fish',
  'wants to be a chef', 'first time on a trampoline', 'ski holiday', 'missing his best friend over summer', 'earthquakes',
  'a visit from the health visitor', 'squirrels in the park', 'she wants a pet snake', 'diwali sweets with nani', 'chanukah party at school',
  'the school disco', 'guinea pigs', 'learning to ride a horse', 'winter solstice', 'a trip to the allotment',
  'spiders in the bath', 'a hot air balloon', 'foxes', 'sports day egg and spoon race', 'watching the eclipse',
  'finding a ladybird', 'halloween costume', 'mid autumn festival mooncakes', 'a walk on the beach in winter', 'he loves volcanoes and lava',
  'getting a filling', 'making friends at the new club', 'st georges day', 'the big school football tournament', 'a robot that helps at home',
];
