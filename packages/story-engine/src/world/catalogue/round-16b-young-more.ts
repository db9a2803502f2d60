import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 16b's second little ones' days the 0-5 census found told as a general day or declined: a visit to a grandparent in
 * a care home, the smoke alarm over burnt toast, and a traffic jam on the way somewhere. Each its own true day.
 */

/** A grandparent in a care home: the buzzer and the visitors' book, the big lounge, a drawing, a song they both know. */
const CARE_HOME_VISIT: EntryKit = {
  entry: {
    id: 'care-home-visit', kind: 'moment',
    words: /\b(?:care|nursing|residential|retirement) homes?\b|\bold (?:people'?s|folks'?) homes?\b/i,
    name: 'the visit to the care home', setting: 'city', lesson: 'kindness', tender: true, petsStayHome: true,
    title: ['{hero} Visits {gran}', 'A Song for {gran}'],
    opening: ['{gran} lived in a care home now, where there were people to look after {gran} all day and all night, and today {hero} was going to visit with a drawing rolled up under {his} arm.', 'Today {hero} was going to see {gran} at the care home, with a drawing.'],
    worry: ['"What if {gran} is asleep? What if it\'s all quiet and I\'m too noisy?" said {hero}, at the big front door.', '"What if {gran} is asleep?" said {hero}.'],
    tries: [
      ['In the big lounge, everybody looked up at once, and {hero} went shy and hid behind {grownup}.', 'Lots of faces! {hero} hid.'],
      ['{hero} held up the drawing, but {gran} was dozing in the big chair with {gran}\'s mouth a little open.', '{gran} was fast asleep.'],
      ['{hero} said "HELLO, {gran}!" so loudly that the lady in the next chair jumped and dropped her knitting.', 'HELLO! Oops. Shh.'],
    ],
    turn: ['{hero} sat on the little footstool right by {gran}\'s knees, held {gran}\'s soft hand, and sang their song very quietly, and {gran}\'s eyes opened, and {gran} sang the last line too.', '{hero} held {gran}\'s hand and sang their song. {gran} sang too.'],
    details: [
      ['At the door, {grownup} pressed a buzzer and wrote their names in the visitors\' book, and {hero} drew a smiley face next to them.', 'Buzz! In we go.'],
      ['In the lounge there were big soft chairs in a circle, a fish tank with one orange fish, and a clock that ticked loudly.', 'Big chairs. A fish tank. Tick, tock.'],
      ['{gran}\'s room had photos on every shelf, and one of them was {hero} as a baby.', 'A photo of baby {hero}!'],
      ['At three o\'clock the tea trolley came round, rattling, with cups of tea and a plate of biscuits.', 'Here comes the tea trolley!'],
    ],
    senses: ['The lounge was very warm, and smelled of tea and flowers.', '{gran}\'s hand was soft and papery, and warm.'],
    win: '{gran} had sung the song with {hero}, and smiled the whole time',
    end: ['On the way home, {hero} thought about what to draw for next time, and decided on the orange fish.', 'Next time, a drawing of the fish. Night night, {gran}.'],
  },
  setback: 'Then {gran} called {hero} by {his} mum\'s name, the name from long ago, and {hero} did not know what to say.',
  choice: '{hero} could sit on the big chair or the little footstool, and {he} chose the footstool, right close.',
  subplot: themeSubplot(
    '{hero} saw that being close is a way of saying I love you.',
    'The lady in the next chair had nobody visiting her that day.',
    'a biscuit from the trolley',
    '{hero} took the lady in the next chair a biscuit from the trolley, and she held {his} hand and said thank you three times.',
  ),
  low: '{hero} sat very still with the drawing. "{gran} doesn\'t even know it\'s me," {he} whispered.',
  hint: 'Sit close, hold a hand, and sing the song you both know',
  light: ['Buzz!', 'Shh!', 'Tick, tock.'],
  older: {
    want: '{hero} wanted {gran} to remember the summer at the caravan, the one {gran} always told stories about.',
    secret: '{he} found the care home sad, and had pretended to be ill last time so as not to go',
    decides: '{hero} could stay in the car, or go in and take the photo album. {he} went in.',
  },
};

/** The smoke alarm: burnt toast, the beeping on the ceiling, hands over ears, the window and the tea towel, the test button. */
const SMOKE_ALARM: EntryKit = {
  entry: {
    id: 'smoke-alarm', kind: 'moment',
    // A fire alarm at school or nursery is the fire drill (`round-17-school.ts`), never burnt toast at home.
    words: /^(?!.*\b(?:school|class|nursery|preschool|assembly|lessons?|tests?|teachers?|playground|pupils)\b)(?:.*\b(?:smoke|fire) alarms?\b|.*\bsmoke detectors?\b)/i,
    name: 'the smoke alarm', setting: 'home', lesson: 'bravery',
    title: ['{hero} and the Beeping Alarm', 'Beep! Beep! Toast!'],
    opening: ['Something under the grill got a bit too hot and smoky, and suddenly the smoke alarm on the ceiling went off, so loud that {hero} dropped {his} cup: BEEP! BEEP! BEEP!', 'Smoky kitchen! BEEP! BEEP! BEEP!'],
    worry: ['"Is the house on fire? Make it stop!" cried {hero}, with {his} hands over {his} ears.', '"Too loud!" cried {hero}.'],
    tries: [
      ['{hero} hid under the kitchen table, but the beeping was under there too.', 'Under the table. Still BEEP!'],
      ['{hero} shouted "STOP!" at the ceiling, but the alarm did not listen.', '"STOP!" Still BEEP!'],
      ['After that, {hero} would not come in the kitchen when the grill was on, just in case.', 'No kitchen for {hero}. Just in case.'],
    ],
    turn: ['{grownup} lifted {hero} up to the little white alarm and said, "It\'s a helper: it shouts when it smells smoke," and they pressed its test button together, ears covered, until it stopped.', '{grownup} lifted {hero} up. "It\'s a helper." They pressed the button together. Beep! Stop.'],
    details: [
      ['{grownup} opened the back door wide and flapped a tea towel at the alarm, like waving a flag.', 'Flap, flap went the tea towel.'],
      ['The alarm was round and white, like a little hat stuck on the ceiling, with a red light that blinked hello.', 'A little white hat with a red light.'],
      ['The burnt bits were as black as coal, and went straight in the bin.', 'Burnt bits in the bin!'],
      ['If it ever beeped and there really was smoke, {grownup} said, they would all go straight out to the front gate, and wait there together.', 'Beep means out to the gate, together.'],
    ],
    senses: ['The kitchen smelled of burnt toast.', 'The cold air came in through the back door, and the smoke went out.'],
    win: '{hero} had pressed the alarm\'s button, and knew it was a helper, not a monster',
    end: ['The next time the grill went on, {hero} looked up at the ceiling and said, "Not too long, or it will shout," and {grownup} laughed.', '"Not too long!" Night night, alarm.'],
  },
  setback: 'Then, in the middle of the night, the alarm gave one little chirp, all by itself, and {hero} woke up and called for {grownup}, but it only wanted a new battery.',
  choice: '{hero} could stay in the garden or come in and see the alarm up close, and {he} came in, holding on tight.',
  subplot: themeSubplot(
    '{hero} saw that a loud helper is still a helper.',
    '{pal} was scared of the beeping too, and would not go in the kitchen.',
    'the practice walk to the gate',
    '{hero} held {pal}\'s hand and showed {pal} the practice walk to the front gate, and they did it twice, fast.',
  ),
  low: '{hero} stood in the hall with {his} hands on {his} ears. "I\'m never going in the kitchen again," {he} said.',
  hint: 'It shouts so we always know; out to the gate, together',
  light: ['Beep!', 'Flap!', 'Chirp!'],
  older: {
    want: '{hero} wanted to be the one who checked the alarms every month, with the stepladder.',
    secret: '{he} had lain awake listening for the chirp every night that week',
    decides: '{hero} could take the battery out to stop the chirping, or tell {grownup}. {he} told {grownup}.',
  },
};

/** A traffic jam: the cars all stopped, "are we there yet", counting lorries, a wee, the car next door waving back. */
const TRAFFIC_JAM: EntryKit = {
  entry: {
    id: 'traffic-jam', kind: 'moment',
    words: /\btraffic jams?\b|\bstuck in (?:the |a |all the |lots of )?traffic\b|\b(?:heavy|bad|slow) traffic\b|\broad ?works\b|\bqueue of (?:cars|traffic)\b/i,
    name: 'the traffic jam', setting: 'city', lesson: 'patience', withFamily: true,
    title: ['{hero} and the Very Long Jam', 'Stop, Go, Stop!'],
    opening: ['They were on the big road in the car, with the bags in the boot and the snacks on {hero}\'s lap, when all the cars in front stopped, in a long, long line, and did not move.', 'All the cars stopped. Stop!'],
    worry: ['"What if we never get there?" said {hero}. "What if we have to live in the car?"', '"Are we there yet?" said {hero}.'],
    tries: [
      ['{hero} asked, "Are we there yet?" and then again, and then eleven more times, and the cars did not move any faster.', 'Are we there yet? No.'],
      ['{hero} kicked the back of the seat in front, and {grownup} said, "Feet still, please," in the not-cross-yet voice.', 'Kick, kick. "Feet still, please."'],
      ['{hero} needed a wee, right now, and there was nowhere to stop.', 'Oh no! A wee!'],
    ],
    turn: ['{grownup} started a game: everybody looked for red cars, and big lorries, and a dog in a window, and {hero} waved at the little girl in the next car, and she waved back, and they kept on waving, all the way to the next bridge.', 'A red car! A lorry! Wave, wave. She waved back!'],
    details: [
      ['All the cars sat in lines, red lights on at the back, like a long, long snake.', 'A long, long snake of cars.'],
      ['A police car went past on the empty lane at the side, with its blue lights flashing.', 'Nee-naw! Blue lights!'],
      ['In the next car a man was eating a sandwich, and his dog was looking out of the back window.', 'A dog in the next car!'],
      ['Then, very slowly, the cars began to roll, and then go, and the wind came in through the window.', 'Roll... roll... GO!'],
    ],
    senses: ['The car was hot, and smelled of crisps.', 'The engine hummed and then went quiet, hummed and went quiet.'],
    win: 'they got there, late but laughing',
    end: ['At bedtime, {hero} lined up all {his} toy cars in a long jam across the floor, and made them go, one by one.', 'Toy cars in a jam. Stop! Go! Night night.'],
  },
  setback: 'Then, just when the cars started moving, they stopped again, right next to a sign that said ROADWORKS, and {hero} wailed.',
  choice: '{hero} could have the sandwiches now or save them for later, and {he} chose to save them, nearly.',
  subplot: themeSubplot(
    '{hero} saw that a wait goes faster when you play it.',
    '{pal} was crying in the back seat, tired of sitting still.',
    'the last box of raisins',
    '{hero} gave {pal} the last box of raisins, and {pal} ate them one by one, slowly, and stopped crying.',
  ),
  low: '{hero} pressed {his} face against the window. "We\'re going to be here forever," {he} said.',
  hint: 'Look for a red car, a lorry and a dog, and wave',
  light: ['Stop!', 'Go!', 'Beep!'],
  older: {
    want: '{hero} wanted to get there before the others, to get the top bunk.',
    secret: '{he} had finished the last crisps an hour ago, and the whole car was going to find out',
    decides: '{hero} could sulk with headphones on, or run the car game for the little ones. {he} ran the game.',
  },
};

export const ROUND_16B_YOUNG_MORE_KITS: readonly EntryKit[] = [CARE_HOME_VISIT, SMOKE_ALARM, TRAFFIC_JAM];
