import type { SettingKit } from './setting-kit';

export const CITY: SettingKit = {
  id: 'city', place: 'the city', inPlace: 'in the city', richPlace: 'the bustling, bright city',
  home: 'a flat high above the busy street',
  landmarks: ['the busy market', 'the bus stop', 'the city park', 'the library', 'the corner bakery', 'the tall clock tower'],
  gatheringPlaces: ['the city park', 'the corner bakery'],
  sights: [
    'buses rumbled past in a red line', 'lights blinked in the shop windows', 'pigeons pecked at crumbs on the pavement',
    'tall buildings reached up to the clouds', 'balloons bobbed outside a shop', 'people hurried by with bags and umbrellas',
  ],
  sounds: ['the beep of taxis', 'the ding of a bike bell', 'music from a street band', 'the chatter of the crowd', 'the chime of the clock tower'],
  feelings: ['the pavement was warm from the sun', 'the air smelled of fresh bread', 'the wind whooshed between the buildings', 'the park grass was cool and soft'],
  creatures: ['pigeon', 'sparrow', 'mouse', 'snail', 'duck'],
  treasures: ['red balloon', 'library book', 'bus ticket', 'shiny button', 'paper crown'],
  obstacles: ['a long traffic jam', 'a very long queue', 'a road closed for repairs'],
  gust: 'a gust of wind',
  darkPlace: 'the dark tunnel under the bridge',
  nightSights: ['street lamps glowed like little moons', 'the windows lit up one by one', 'the clock tower glowed over the rooftops'],
  nightSounds: ['the hum of the last bus going home', 'the coo of a pigeon on a windowsill', 'the soft tick of the street lamps', 'the far-off chime of the clock tower'],
  treat: 'sticky buns', travelAction: 'walking', went: 'walked',
};

export const FARM: SettingKit = {
  id: 'farm', place: 'the farm', inPlace: 'on the farm', richPlace: 'the busy, sunny farm',
  home: 'a yellow farmhouse by the fields',
  landmarks: ['the red barn', 'the duck pond', 'the hay loft', 'the vegetable patch', 'the apple orchard', 'the hen house'],
  gatheringPlaces: ['the red barn', 'the apple orchard', 'the duck pond'],
  sights: [
    'hens pecked and scratched in the yard', 'hay bales stood in a golden row', 'the tractor waited by the gate',
    'apples hung red on the trees', 'sunflowers turned to face the sun', 'muddy puddles shone after the rain',
  ],
  sounds: ['the cluck of the hens', 'the moo of a sleepy cow', 'the rumble of the tractor', 'the quack of the ducks', 'the creak of the barn door'],
  feelings: ['the hay was prickly and warm', 'the mud squelched under their boots', 'the air smelled of fresh grass', 'the fresh eggs were warm and smooth'],
  creatures: ['piglet', 'lamb', 'duckling', 'brown hen', 'goat'],
  treasures: ['blue egg', 'shiny horseshoe', 'straw hat', 'little milk pail', 'prize ribbon'],
  obstacles: ['a muddy puddle as big as a pond', 'a stubborn goat on the path', 'a tall wooden fence'],
  gust: 'a gust of wind',
  darkPlace: 'the shadowy corner of the barn',
  nightSights: ['the moon rose over the barn roof', 'stars came out over the fields', 'the farmhouse windows glowed warm'],
  nightSounds: ['the soft moo of a sleepy cow', 'the creak of the old windmill', 'the rustle of the hay', 'the soft cluck of a dreaming hen'],
  treat: 'apple pie', travelAction: 'walking', went: 'walked',
};

export const HOME: SettingKit = {
  id: 'home', dusk: 'The sun went down, and the sky outside turned pink.', place: 'the house', inPlace: 'at home', richPlace: 'the warm and busy house',
  home: 'a cozy house with a green front door',
  landmarks: ['the kitchen table', 'the garden gate', 'the attic ladder', 'the cozy sofa', 'the big bathtub', 'the bedroom window'],
  // Where a party at home is got ready and held: never "at the cozy sofa".
  gatheringPlaces: ['the kitchen table'],
  sights: [
    'toys sat in a cheerful heap', 'sunlight made squares on the floor', 'the curtains puffed in the breeze',
    'a teapot steamed on the table', 'pictures smiled from the walls', 'cushions were piled high on the sofa',
  ],
  sounds: ['the tick-tock of the clock', 'the bubble of the kettle', 'the clatter of pots and pans', 'the creak of the stairs', 'the splash of the bath'],
  feelings: ['the rug was soft under bare feet', 'the kitchen smelled of warm toast', 'the blankets were fluffy and warm', 'the house felt snug and safe'],
  creatures: ['snail', 'robin', 'mouse', 'goldfish', 'moth'],
  treasures: ['favourite sock', 'teddy', 'toy car', 'wooden spoon', 'puzzle piece'],
  obstacles: ['a mountain of laundry', 'a door that was stuck', 'a shelf that was far too high'],
  gust: 'a draught from the window',
  darkPlace: 'the dark cupboard under the stairs',
  nightSights: ['the night light glowed like a tiny moon', 'stars peeped in at the window', 'the house grew quiet and sleepy'],
  nightSounds: ['the tick-tock of the hall clock', 'the hum of the fridge', 'the creak of the stairs settling down', 'a soft snore from down the landing'],
  treat: 'pancakes', travelAction: 'walking', went: 'tiptoed',
};
