import type { SettingKit } from './setting-kit';

export const FOREST: SettingKit = {
  id: 'forest', place: 'the forest', inPlace: 'in the forest', richPlace: 'the whispering green forest',
  home: 'a little house at the edge of the forest',
  landmarks: ['the old oak tree', 'the mossy log', 'the berry bushes', 'the little stream', 'the fern hollow', 'the sunny clearing'],
  gatheringPlaces: ['the sunny clearing', 'the old oak tree', 'the mossy log'],
  sights: [
    'sunlight peeked through the leaves', 'mushrooms stood in a little ring', 'a leaf drifted down like a tiny boat',
    'ferns curled up like green snails', 'a squirrel raced up a tree trunk', 'pine cones lay scattered on the path',
  ],
  sounds: ['the tap-tap of a woodpecker', 'the rustle of leaves', 'the babble of the stream', 'a cuckoo calling', 'twigs snapping softly'],
  feelings: ['the moss was soft and springy', 'the air smelled of pine needles', 'the shade was cool and green', 'the path was soft with old leaves'],
  creatures: ['hedgehog', 'squirrel', 'deer', 'badger', 'wren'],
  treasures: ['shiny acorn', 'blue feather', 'smooth grey pebble', 'golden leaf', 'tiny pine cone'],
  obstacles: ['a wide, rushing stream', 'a tangle of thorny brambles', 'a fallen tree as big as a bus'],
  gust: 'a gust of wind',
  darkPlace: 'the dark hollow under the roots',
  nightSights: ['fireflies blinked between the trees', 'the moon peeped over the treetops', 'the leaves turned silver in the moonlight'],
  nightSounds: ['the hoo-hoo of something in the tall trees', 'the whisper of the leaves', 'the trickle of the stream', 'the chirp of a cricket'],
  treat: 'berry pie', travelAction: 'walking', went: 'walked',
};

export const MOUNTAINS: SettingKit = {
  id: 'mountains', place: 'the mountains', inPlace: 'in the mountains', richPlace: 'the tall, misty mountains',
  home: 'a wooden cabin high in the mountains',
  landmarks: ['the rocky path', 'the waterfall', 'the mountain lake', 'the wildflower meadow', 'the echo cave', 'the windy peak'],
  gatheringPlaces: ['the wildflower meadow', 'the mountain lake'],
  sights: [
    'clouds drifted below them like cotton', 'tiny blue flowers grew between the rocks', 'the lake shone like a mirror',
    'a river wound down the valley like a ribbon', 'snow sparkled on the highest peaks', 'an eagle circled high above',
  ],
  sounds: ['the roar of the waterfall', 'the clink of little stones', 'the whistle of the wind', 'bells on the grazing goats', 'an echo bouncing back'],
  feelings: ['the air was fresh and cold', 'the rocks were warm from the sun', 'the grass smelled sweet and wild', 'the wind tugged at everything'],
  creatures: ['goat', 'marmot', 'hawk', 'eagle', 'lamb'],
  treasures: ['sparkly crystal', 'striped stone', 'edelweiss flower', 'silver bell', 'bright red ribbon'],
  obstacles: ['a steep wall of rock', 'a gap between two cliffs', 'a slippery stream of melted snow'],
  gust: 'a mountain wind',
  darkPlace: 'the deep echo cave',
  nightSights: ['a thousand stars filled the sky', 'the snowy peaks shone in the moonlight', 'the moon rose over the tallest peak'],
  nightSounds: ['the sigh of the wind round the peaks', 'the trickle of a mountain stream', 'the tinkle of a goat bell', 'the soft bleat of a sleepy lamb'],
  treat: 'warm cheese bread', travelAction: 'walking', went: 'climbed',
};

export const SNOW: SettingKit = {
  id: 'snow', place: 'the snowy land', inPlace: 'in the snow', richPlace: 'the glittering snowy land',
  home: 'a snug cabin in the snow',
  landmarks: ['the frozen pond', 'the snowy hill', 'the ice cave', 'the tall pine trees', 'the igloo', 'the sledding slope'],
  gatheringPlaces: ['the igloo', 'the frozen pond', 'the snowy hill'],
  sights: [
    'snowflakes twirled down like tiny stars', 'icicles hung like glass fingers', 'the snow sparkled in the sun',
    'a snowman wore a carrot nose', 'tracks made little dots across the snow', 'the frozen pond shone pale blue',
  ],
  sounds: ['the crunch of fresh snow', 'the jingle of sled bells', 'the creak of the ice', 'the soft hush of falling snow', 'the bark of a seal'],
  feelings: ['the air nipped at noses and toes', 'the snow was soft and deep', 'warm mittens kept fingers cozy', 'frosty air puffed out like clouds'],
  creatures: ['penguin', 'hare', 'reindeer', 'seal'],
  treasures: ['red mitten', 'icicle crystal', 'striped scarf', 'little sled bell', 'snow globe'],
  obstacles: ['a deep snowdrift', 'a long crack in the ice', 'a slippery, icy slope'],
  gust: 'a snowy gust',
  darkPlace: 'the deep blue ice cave',
  nightSights: ['green lights danced across the sky', 'the snow glowed under the moon', 'stars twinkled over the white hills'],
  nightSounds: ['the crunch of snow underfoot', 'the creak of the frozen pond', 'the jingle of a reindeer bell', 'the hush of snowflakes landing'],
  treat: 'hot cocoa', travelAction: 'walking', went: 'trudged',
};

export const BEACH: SettingKit = {
  id: 'beach', place: 'the beach', inPlace: 'at the beach', richPlace: 'the sunny, windswept beach',
  home: 'a blue beach hut by the dunes',
  landmarks: ['the rock pools', 'the sand dunes', 'the lighthouse', 'the wooden pier', 'the big sandcastle', 'the edge of the waves'],
  gatheringPlaces: ['the big sandcastle', 'the sand dunes', 'the lighthouse'],
  sights: [
    'waves curled and foamed on the sand', 'shells lay scattered like little treasures', 'a kite danced in the blue sky',
    'the sand sparkled in the sun', 'little boats bobbed out at sea', 'seaweed lay in shiny green ribbons',
  ],
  sounds: ['the swish of the waves', 'seagulls calling overhead', 'the flap of beach towels', 'the crunch of shells underfoot', 'the boom of a big wave'],
  feelings: ['the sand was warm between the toes', 'the sea breeze tasted salty', 'the water was cool and tickly', 'the sun felt warm and bright'],
  creatures: ['crab', 'seagull', 'starfish', 'turtle', 'seal pup', 'puffin'],
  treasures: ['pink shell', 'piece of sea glass', 'striped bucket', 'tiny spade', 'sand dollar'],
  obstacles: ['the rising tide', 'a wall of slippery rocks', 'a deep, sandy ditch'],
  gust: 'a sea breeze',
  darkPlace: 'the dark cave under the cliffs',
  nightSights: ['the lighthouse beam swept across the water', 'the sea turned silver under the moon', 'the first stars came out over the waves'],
  nightSounds: ['the hush of the waves', 'the clink of shells in the tide', 'the creak of a sleeping boat', 'the sigh of the sea breeze'],
  treat: 'ice lollies', travelAction: 'walking', went: 'ran',
};
