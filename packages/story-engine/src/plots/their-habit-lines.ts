import type { HabitKit } from '../understand/their-habit';
import type { Wording } from '../world/catalogue';
import type { RelationLines } from './relation-lines';

/**
 * The relation frame's lines for a habit of another person's (`understand/their-habit.ts`): the habit shown as it truly
 * looks and sounds (a screen's blue glow, a snore through the wall, steam under the bathroom door), what the hero feels
 * (left out, cross, worried, kept awake), two tries that do not work, a third where the hero asks to talk, a turn where
 * the hero says it in plain words and the person listens and says their side, a fair plan made together, and a small
 * warm end where the person still does it, a little, and that is all right. Nobody is to blame. The setback, the choice
 * and the win are said before the turn, so they never name its plan (no timer, rota or song before it is made). {thing} is what the
 * habit is done with ("{relhis} tablet", "the telly"), {yourthing} the same as the hero says it to them ("your tablet"), {youron} the doing ("on your tablet", "watching the telly");
 * the other placeholders are the relation frame's.
 */
/** Thinking back over tries that were no shouting match: none of them said it. */
const TAUGHT: Wording = ['{hero} saw that none of it had worked. Maybe it was time to say it, in plain words.', '{hero} saw that nobody can guess a feeling. It had to be said out loud.'];

export const THEIR_HABIT_LINES: Readonly<Record<HabitKit, RelationLines>> = {
  screen: {
    worry: ['"Look at me! Look what I can do!" said {hero}. But {rel} only said, "In a minute."', '"Will you play with me?" asked {hero}. "In a minute," said {rel}, not looking up.'],
    tries: [
      '{hero} did a big wobbly handstand right next to {thing}, but {rel} just leaned round to see past.',
      '{hero} went and sat on {his} own and waited to be missed. The minutes went by, and {thing} kept glowing.',
      '{hero} went and sat right beside {rel} and said, "Can I tell you something? A real thing?"',
    ],
    turn: [
      '{hero} said, "When you\'re {youron}, I feel like I\'m not even here." {rel} switched it off. "I didn\'t know it felt like that," said {rel}. So they made a plan: screen time, and then play time, with the kitchen timer to say when.',
      '{hero} said, "I miss you, even when you\'re right here." {rel} went quiet, and then switched off {thing}. "That\'s fair," said {rel}. So they made a plan: when the kitchen timer pinged, {thing} went off, and the next bit was for the two of them.',
    ],
    details: [
      'The screen lit {rel}\'s face blue, and {relhis} eyes never left it, not once.',
      'On {his} own it was very quiet, and all {hero} could hear were the little beeps from {thing}.',
      'The kitchen timer sat on the shelf, round and red, ready to ping.',
      'At last the timer pinged. Off went {thing}, and they built the tallest tower in the whole house, together.',
    ],
    win: 'they played together, with {thing} switched off',
    end: '{rel} still liked {thing}, and that was all right. But when the timer pinged, it was play time, just for the two of them.',
    lesson: 'listening',
    taught: TAUGHT,
    setback: 'Then {hero} brought {his} very best drawing to show, and {rel} said, "Lovely," without even looking.',
    choice: '{hero} could give up or say it out loud, calmly, and {he} chose to say it.',
  },
  dozing: {
    worry: ['"Asleep again!" said {hero}. "Right in the middle of my story."', '"But you said we\'d play!" said {hero}. A small snore came back.'],
    tries: [
      '{hero} said "Wake up!" very loudly, and {rel} woke with a jump and a snort, and looked so muddled that {hero} felt bad.',
      '{hero} stomped off to play alone, but playing alone was not half as much fun.',
      '{hero} waited until {rel} woke up, and then said, "Can I tell you something?"',
    ],
    turn: [
      '{hero} said, "I like playing with you best, and then you fall asleep." {rel} laughed a sleepy laugh. "My eyes get heavy as soon as I sit down," said {rel}. "It isn\'t you. It\'s being comfy." So they made a plan: the best game first, before the comfy sit-down, and then a quiet book beside {relhim} while {relhe} dozed.',
      '{hero} said, "I miss you when you\'re asleep." {rel} rubbed {relhis} eyes and smiled. "I\'m sorry. A nap sneaks up on me." So they made a plan: the game first, then the nap, and {hero} would keep the blanket ready.',
    ],
    details: [
      '{rel}\'s head nodded slowly down, down, down, and then came a little whistling snore.',
      'The room was very quiet, just the clock going tick, tock, and the snore going in, out.',
      '{hero} tucked a blanket over {rel}\'s knees, very gently, so as not to wake {relhim}.',
      'When {rel} woke up, the game was all set out and ready, and {rel} said, "Now, where were we?"',
    ],
    win: 'they played the best game together, wide awake',
    end: '{rel} still fell asleep {thing}, most days. But the best game came first now, and {hero} kept the blanket ready.',
    lesson: 'patience',
    taught: TAUGHT,
    setback: 'Then one day {rel} fell asleep before the game had even started.',
    choice: '{hero} could sulk or set the game out for when {relhe} woke, and {he} chose to set it out.',
  },
  tired: {
    worry: ['"Why are you always so tired?" asked {hero}, and {his} tummy felt tight and worried.', '"Are you all right?" asked {hero}, in a small voice.'],
    tries: [
      '{hero} bounced on the sofa to cheer {rel} up, but {rel} only said, "Not now, love," and closed {relhis} eyes.',
      '{hero} played very quietly on {his} own, and worried, and did not say why.',
      '{hero} climbed up next to {rel} and said, "Can I ask you something?"',
    ],
    turn: [
      '{hero} said, "You\'re always tired, and it makes me worried." {rel} gave {him} a big hug. "Thank you for telling me. It\'s nothing you did, not one bit. Busy days make grown-ups tired." So they made a plan: a sofa story every evening, with {hero} turning the pages, and an early night for everybody.',
      '{hero} said, "I miss you being bouncy." {rel} smiled a tired smile and pulled {him} close. "I miss it too. Long days make me tired, that\'s all, and it\'s nobody\'s fault." So they made a plan: a sofa story after tea, with {hero} turning the pages, and a lie-in on Saturday, with {hero} bringing a bowl of cereal, very carefully.',
    ],
    details: [
      '{rel} yawned a big yawn, and then another, and {relhis} eyes looked heavy.',
      '{hero} built a whole castle on the rug, very quietly, and nobody saw it.',
      'The sofa had a soft blanket on it, and room for two.',
      '{hero} turned the pages and told the story, and made up the hard words, and {rel} laughed at the best bits.',
    ],
    win: 'they had a quiet cuddle on the sofa, just the two of them',
    end: '{rel} was still tired some days. But every evening there was a sofa story, and {hero} knew it was nobody\'s fault, not one bit.',
    lesson: 'kindness',
    taught: TAUGHT,
    setback: 'Then one evening {rel} fell asleep on the sofa before tea was even finished.',
    choice: '{hero} could feel sad about it or tuck the blanket round {rel}, and {he} chose the blanket.',
  },
  snoring: {
    worry: ['"How can anybody sleep with that noise?" said {hero}, with {his} pillow over {his} head.', '"It sounds like a tractor!" said {hero}, wide awake in the dark.'],
    tries: [
      '{hero} put {his} pillow over {his} ears, but the snores came right through it, like a tractor in the next room.',
      '{hero} counted sheep, and the snores kept time, and the sheep got louder.',
      'In the morning, {hero} said, "Can I tell you something funny? And a bit not funny?"',
    ],
    turn: [
      '{hero} said, "Your snoring keeps me awake, and then I\'m grumpy." {rel} laughed so much {relhe} had to sit down. "Do I really? I never hear it!" So they made a plan: {hero}\'s door shut tight, a soft sea song on the speaker, and {rel} would try sleeping on {relhis} side.',
      '{hero} said, "You snore like a tractor, and I can\'t sleep." {rel} went pink, and then laughed. "I can\'t help it when I\'m asleep, but we can help you." So they made a plan: {hero} would go to sleep first, with the door shut and a soft sea song playing, before the tractor started.',
    ],
    details: [
      'Through the wall it came: a rumble, a whistle and a snort, over and over again.',
      'The moon looked in at the window, and {hero} lay awake and looked back at it.',
      'A little speaker played a soft song about the sea, over and over.',
      'That night, {hero} was asleep before the very first snore, and did not hear a thing.',
    ],
    win: '{hero} slept right through to morning',
    end: '{rel} still snored, a rumble and a whistle. But {hero}\'s door was shut, the sea song was playing, and {hero} was fast asleep.',
    lesson: 'listening',
    taught: TAUGHT,
    setback: 'Then one night the snores were louder than ever, and the door had been left open.',
    choice: '{hero} could stomp in and shout or get up and shut the door softly, and {he} chose the door.',
  },
  shouting: {
    worry: ['"It makes my tummy go tight," said {hero}, very quietly.', '"Why is there so much shouting?" said {hero}, and {his} cheeks went hot.'],
    tries: [
      '{hero} put {his} hands over {his} ears, but the loud voice came through anyway.',
      '{hero} kept very, very quiet and still, so as not to be noticed, and that was tiring too.',
      '{hero} told {grownup}, who said, "Shall we tell {relhim} how it feels? Calmly."',
    ],
    turn: [
      '{hero} said, "When you shout, I feel scared, even when it isn\'t at me." {rel} looked surprised, then sorry. "I don\'t want you to feel scared," said {rel}. "Sometimes I get loud before I know it." So they made a plan: when it got too loud, {hero} would put a hand up, and {rel} would stop and take a breath, no shouting needed.',
      '{hero} said, "The shouting makes me feel small." {rel} knelt down. "I\'m sorry. I was cross with the day, not with you." So they made a plan: when a shout was coming, {rel} would take a big breath and count to five instead, and {hero} would count too.',
    ],
    details: [
      'The shout was so loud it made the windows hum, and {hero} jumped.',
      '{hero} made {him}self small, and held on tight to the edge of {his} chair.',
      '{grownup} said that everybody gets loud sometimes, and that hearing how it feels helps them remember.',
      'The next time, {rel} took a big breath instead, and spoke in an ordinary voice, and {hero} breathed out.',
    ],
    win: '{rel} used a calm voice',
    end: '{rel} still got loud sometimes; everybody does. But now {hero} knew how to say how it felt, and {rel} knew to take a breath.',
    lesson: 'listening',
    taught: TAUGHT,
    setback: 'Then, one busy afternoon, the shout came again, louder than ever.',
    choice: '{hero} could hide again or say how it felt, and {he} chose to say it.',
  },
  noise: {
    worry: ['"I can\'t hear myself think!" said {hero}, with {his} fingers in {his} ears.', '"It\'s so loud, all the time," said {hero}.'],
    tries: [
      '{hero} banged on the wall, and the noise only got louder.',
      '{hero} made even more noise back, with a pan and a wooden spoon, and then everybody was cross.',
      '{hero} knocked on the door, quite softly, and waited.',
    ],
    turn: [
      '{hero} said, "I like {yourthing} sometimes, but not all the time. I can\'t read, or sleep." {rel} turned it down. "I didn\'t know it came through the wall," said {rel}. So they made a plan: loud time after school, and quiet time after tea.',
      '{hero} said, "Can it be quieter at bedtime? Please?" {rel} thought about it, and nodded. So they made a plan: loud until tea time and quiet after, and on Saturdays {hero} got to choose a song.',
    ],
    details: [
      'Boom, boom, boom went {thing}, through the wall and up through the floor.',
      '{hero}\'s books shook on the shelf, and {his} colouring went wobbly.',
      'A note went on the door: LOUD TIME and QUIET TIME, with a clock drawn on it.',
      'On Saturday, {hero} chose the song, and they both danced round the room to it.',
    ],
    win: 'it was quiet at bedtime',
    end: 'It was still loud sometimes, and that was all right. But after tea it was quiet time, and {hero} could hear {him}self think.',
    lesson: 'listening',
    taught: TAUGHT,
    setback: 'Then one night, just as {hero} was falling asleep, BOOM, it started up again.',
    choice: '{hero} could bang on the wall or knock on the door and ask, and {he} chose the knock.',
  },
  crying: {
    worry: ['"Make it stop!" said {hero}, with {his} hands over {his} ears.', '"Why does {rel} cry so much?" said {hero}.'],
    tries: [
      '{hero} said "Shhh!" very loudly, and {rel} cried even louder.',
      '{hero} hid under {his} duvet, but the crying came right through it.',
      '{hero} asked {grownup}, "Is {rel} sad?"',
    ],
    turn: [
      '{grownup} said, "Crying is the only way a baby can talk. It might mean hungry, or tired, or cuddle me." {hero} thought about that. Then {he} said, "Can I help?" So they made a plan: {hero} would sing the humming song, and {grownup} would do the rocking.',
      '{hero} said, "The crying makes me cross, and then I feel bad for being cross." {grownup} gave {him} a hug. "That\'s all right. It\'s noisy for everyone. Babies cry to tell us things." So they made a plan: {hero} would sing to {rel} in the day, and at night {hero} had a soft song of {his} own to fall asleep to.',
    ],
    details: [
      '{rel}\'s face went red and crumpled, and the crying went up and up, like a siren.',
      'Under the duvet it was hot and dark, and the crying was still there.',
      '{grownup} walked up and down the hall, rocking and patting, rocking and patting.',
      '{hero} sang the humming song, very softly, and {rel} stopped, and hiccupped, and looked at {him} with big wet eyes.',
    ],
    win: '{rel} stopped crying and looked up, calm at last',
    end: '{rel} still cried sometimes; babies do. But now {hero} knew the humming song, and sometimes it was the one thing that worked.',
    lesson: 'kindness',
    taught: TAUGHT,
    setback: 'Then, in the middle of the night, the crying started all over again.',
    choice: '{hero} could pull the duvet over {his} head or go and see if {he} could help, and {he} chose to help.',
  },
  bathroom: {
    worry: ['"Hurry up! I need to go!" said {hero}, hopping from one foot to the other.', '"It isn\'t fair, it takes ages, every single morning," said {hero}.'],
    tries: [
      '{hero} banged on the door, and {rel} shouted, "I\'ve only just got in!"',
      '{hero} sat outside on the landing and sulked, and was nearly late for school.',
      '{hero} waited till breakfast and said, "Can we sort out the bathroom? Fairly?"',
    ],
    turn: [
      '{hero} said, "When you take ages, I\'m late, and I get cross." {rel} said, "But it\'s the only place I get any peace." {hero} had not thought of that. So they made a plan: a rota on the door, a turn each, and a sand timer to keep it fair.',
      '{hero} said, "I need a turn too, every morning." {rel} sighed, then nodded. "Fine. But I go first on Saturdays." So they drew a rota, with a sand timer, and stuck it on the door.',
    ],
    details: [
      'Steam curled out under the bathroom door, and the lock stayed shut, click.',
      'On the landing, {hero} did a wiggly dance, and counted the stairs, and counted them again.',
      'The rota had two names on it and a drawing of a toothbrush, and the sand timer was bright pink.',
      'The next morning, the sand ran out, the door opened, and it was {hero}\'s turn, right on time.',
    ],
    win: 'it was {hero}\'s turn, right on time',
    end: '{rel} still loved {thing}, every bit as much. But there was a rota on the door now, and every morning {hero} had a turn.',
    lesson: 'sharing',
    taught: TAUGHT,
    setback: 'Then, on a school morning, {hero} crossed {his} legs and waited, and the door stayed shut for ages and ages.',
    choice: '{hero} could bang on the door again or talk about it at breakfast, and {he} chose to talk.',
  },
  early: {
    worry: ['"It\'s still dark!" groaned {hero}, and pulled the covers over {his} head.', '"Why does the day have to start in the middle of the night?" said {hero}.'],
    tries: [
      '{hero} said "Go back to bed!" very loudly, and then everybody was awake.',
      '{hero} put {his} head under the pillow, but {rel} was already singing, and bouncing, and wide awake.',
      'At breakfast, {hero} yawned an enormous yawn and said, "Can we talk about mornings?"',
    ],
    turn: [
      '{hero} said, "When you wake me up so early, I\'m grumpy all day." {rel} looked surprised. "But mornings are the best bit!" So they made a plan, with {grownup}: a sleepy clock that glowed blue for sleeping and yellow for getting up, and a box of quiet toys for when it was still blue.',
      '{hero} said, "I love you, but not at five o\'clock." {rel} giggled. So they made a plan: a clock with a sun that came up when it was time, and until then, books and quiet toys, and no bouncing on anybody.',
    ],
    details: [
      'The window was still grey, the birds were not even up, and {rel} was bouncing at the door.',
      'Under the pillow it was warm and muffled, and the bouncing went on anyway.',
      'The sleepy clock sat on the shelf with a little moon on it, waiting for its sun.',
      'The next morning, {hero} woke up all by {him}self, and the sun on the clock was shining, and {rel} was sitting quietly with a book.',
    ],
    win: '{hero} woke up all by {him}self, in the daylight',
    end: '{rel} still woke up early, most days. But {rel} waited for the sun on the clock now, and {hero} got to sleep until it came up.',
    lesson: 'patience',
    taught: TAUGHT,
    setback: 'Then one morning it was earlier than ever, and still properly dark.',
    choice: '{hero} could shout again or talk about it at breakfast, and {he} chose breakfast.',
  },
  'baby-early': {
    worry: ['"It\'s still dark!" groaned {hero}, and pulled the covers over {his} head.', '"Why do babies wake up in the middle of the night?" said {hero}.'],
    tries: [
      '{hero} shouted "Be quiet!" through the wall, and {rel} only babbled louder, as if it were a game.',
      '{hero} put {his} head under the pillow, but the babbling and the rattling came through anyway.',
      'At breakfast, {hero} yawned an enormous yawn and asked {grownup}, "Can we do something about mornings?"',
    ],
    turn: [
      '{grownup} said, "Babies don\'t know about clocks yet. But you do." So they made a plan: when the baby woke, {grownup} would go in, and {hero} would stay snug with the door shut until the sleepy clock turned yellow. Then it was {hero}\'s turn to say good morning.',
      '{hero} said, "I love the baby, but not when it\'s still dark." {grownup} laughed and gave {him} a hug. So they made a plan: a soft sea song for the early bit, and a big job for {hero} when the sleepy clock turned yellow: the very first good morning.',
    ],
    details: [
      'The window was still grey, the birds were not even up, and through the wall came babbling, and rattling, and a happy squeal.',
      'Under the pillow it was warm and muffled, and the babbling went on anyway.',
      'The sleepy clock sat on the shelf with a little moon on it, waiting for its sun.',
      'When the sun on the clock came up, {hero} went in, and {rel} gave {him} the biggest, gummiest smile.',
    ],
    win: '{hero} woke up in the daylight, and {rel} smiled the biggest smile',
    end: '{rel} still woke up early; babies do. But {hero}\'s door was shut till the clock turned yellow, and then {hero} said the very first good morning.',
    lesson: 'patience',
    taught: TAUGHT,
    setback: 'Then one morning it was earlier than ever, and still properly dark.',
    choice: '{hero} could shout through the wall again or ask for help at breakfast, and {he} chose to ask.',
  },
  busy: {
    worry: ['"You\'re always busy," said {hero}. "Always, always."', '"When will it be my turn?" said {hero}.'],
    tries: [
      '{hero} asked {rel} to play, again and again, and {rel} said, "Not now, I\'m in the middle of something."',
      '{hero} went off and did a drawing of {rel}, with {relhis} back turned.',
      '{hero} took the drawing to {rel} and held it up.',
    ],
    turn: [
      '{rel} looked at the drawing for a long time. "Is that how it feels?" {hero} nodded. "I miss you," {he} said. {rel} put everything down. "I\'m sorry. There\'s a lot to do, but you matter more than all of it." So they made a plan: ten minutes every day, just the two of them, that nothing could move.',
      '{hero} said, "I feel like the jobs are more important than me." {rel} stopped and knelt down. "Never. Not ever." So they made a plan: {hero} would help with one job, so it got done faster, and then there were ten minutes just for the two of them.',
    ],
    details: [
      'Every day, {rel} had a long list of things to do, and by the time it was done, it was bedtime.',
      '{hero} drew with {his} tongue poking out, and coloured the sky in very hard.',
      'They drew a clock together, and coloured in ten minutes of it: the special time.',
      'In the special time, they lay on the floor and did a puzzle, and {rel} did not look at the list once.',
    ],
    win: 'they had time that was just for the two of them',
    end: '{rel} was still busy, most days. But every day there were ten minutes that nothing could move, just for the two of them.',
    lesson: 'listening',
    taught: TAUGHT,
    setback: 'Then {hero} waited a whole afternoon, and the jobs went on and on.',
    choice: '{hero} could stomp off or show {rel} how it felt, and {he} chose to show {relhim}.',
  },
};
