import type { SettingKit } from './setting-kit';

export const UNDER_THE_SEA: SettingKit = {
  id: 'under the sea', dusk: 'Far above, the sun went down, and the water grew dim.', place: 'the sea', inPlace: 'under the sea', richPlace: 'the deep blue sea',
  home: 'a cozy cave of pink coral',
  landmarks: ['the coral reef', 'the sunken ship', 'the kelp forest', 'the sandy seabed', 'the bubbly cave', 'the rocky arch'],
  gatheringPlaces: ['the coral reef', 'the sunken ship', 'the bubbly cave'],
  sights: [
    'bubbles wobbled up toward the light', 'coral glowed pink and orange', 'a school of silver fish flashed past',
    'seaweed swayed back and forth', 'sunbeams wiggled through the water', 'a jellyfish floated like a soft umbrella',
  ],
  sounds: ['the blub-blub of bubbles', 'the song of a far-off whale', 'the swish of swaying seaweed', 'the click of a busy shrimp', 'the hum of the deep water'],
  feelings: ['the water was cool and gentle', 'the sand on the seabed was soft', 'tiny bubbles tickled like giggles', 'the current rocked everyone softly'],
  creatures: ['seahorse', 'crab', 'turtle', 'starfish', 'eel'],
  treasures: ['shiny pearl', 'spiral shell', 'golden coin', 'piece of green sea glass', 'silver key'],
  obstacles: ['a swirling current', 'a wall of tangled kelp', 'a narrow gap in the coral'],
  gust: 'a strong current',
  darkPlace: 'the deep dark trench',
  nightSights: ['glowing fish lit the water like lanterns', 'the water turned dark and velvety', 'tiny lights twinkled in the coral'],
  nightSounds: ['the blub of a sleepy fish', 'the swish of the seaweed', 'the hum of a far-off whale', 'the click of a crab tucking in'],
  treat: 'sea grape cake', travelAction: 'swimming', went: 'swam',
  rewordings: [
    [/\bflew\b/g, 'swam'], [/\bflying\b/g, 'swimming'], [/\bfly\b/g, 'swim'], [/\bflapped\b/g, 'waved'],
    [/\bthe wind\b/gi, 'the current'], [/\bthe sky\b/g, 'the water above'], [/\bstars?\b/g, 'starfish'], [/\bdusty\b/g, 'sandy'],
  ],
};

export const SPACE: SettingKit = {
  id: 'space', dusk: 'The sun slipped behind the Earth.', place: 'space', inPlace: 'in space', richPlace: 'the wide, starry sky of space',
  home: 'a little round rocket ship',
  landmarks: ['the moon', 'the ringed planet', 'the space station', 'the purple planet', 'the comet trail', 'the star cluster'],
  gatheringPlaces: ['the space station', 'the moon', 'the purple planet'],
  sights: [
    'stars twinkled in every direction', 'a comet whooshed past with a glittery tail', 'the Earth looked like a blue marble',
    'a planet wore rings like a hula hoop', 'moon dust floated up in little puffs', 'the rocket windows glowed warm and yellow',
  ],
  sounds: ['the hum of the rocket engine', 'the beep of the control panel', 'the whoosh of a passing comet', 'the crackle of the radio', 'the soft ping of a satellite'],
  feelings: ['everything floated light as a feather', 'the moon dust was soft and powdery', 'the space suit felt snug and warm', 'it was quiet, so very quiet'],
  creatures: ['green alien', 'moon mouse', 'star bug', 'space whale', 'comet puff'],
  treasures: ['moon rock', 'shiny star stone', 'silver space helmet', 'little satellite', 'glowing crystal'],
  obstacles: ['a shower of tiny space pebbles', 'a cloud of sticky stardust', 'a spinning ring of ice'],
  gust: 'a whirl of stardust',
  darkPlace: 'the shadowy side of the moon',
  nightSights: ['the stars shone brighter than ever', 'the Earth glowed blue in the dark', 'a sleepy moon glowed pale and round'],
  nightSounds: ['the hum of the rocket ship', 'the ping of a passing comet', 'the beep of a sleepy satellite', 'the whoosh of stardust'],
  treat: 'star cookies', travelAction: 'flying', went: 'floated',
  rewordings: [[/\bthe wind\b/gi, 'the stardust'], [/\bswam\b/g, 'floated'], [/\bswimming\b/g, 'floating']],
};

export const CASTLE: SettingKit = {
  id: 'castle', place: 'the castle', inPlace: 'at the castle', richPlace: 'the grand old castle on the hill',
  home: 'a little room at the top of the castle',
  landmarks: ['the drawbridge', 'the tall tower', 'the great hall', 'the garden maze', 'the castle moat', 'the royal kitchen'],
  gatheringPlaces: ['the great hall', 'the royal kitchen', 'the garden maze'],
  sights: [
    'flags fluttered on the towers', 'suits of armour stood in a shiny row', 'torches glowed along the walls',
    'the windows were made of coloured glass', 'a long red carpet ran down the hall', 'ivy climbed up the old stones',
  ],
  sounds: ['the clang of the castle bell', 'trumpets playing a tune', 'footsteps echoing on stone', 'the creak of the drawbridge', 'a lute playing softly'],
  feelings: ['the stone walls were cool to touch', 'the air smelled of fresh bread', 'the floors were smooth and shiny', 'the tapestries were soft and thick'],
  creatures: ['castle mouse', 'raven', 'white goose', 'pony', 'frog'],
  treasures: ['golden crown', 'silver key', 'jewelled ring', 'royal seal', 'little painted shield'],
  obstacles: ['a locked iron gate', 'a staircase that went round and round', 'the raised drawbridge'],
  gust: 'a draught from the tower',
  darkPlace: 'the dusty old cellar',
  nightSights: ['candles flickered in every window', 'the moon shone over the tallest tower', 'stars glittered above the castle walls'],
  nightSounds: ['the drip of the moat', 'the flap of the flags on the towers', 'the hoo-hoo of something in the tower', 'the creak of the drawbridge chains'],
  treat: 'honey cakes', travelAction: 'walking', went: 'marched',
};
