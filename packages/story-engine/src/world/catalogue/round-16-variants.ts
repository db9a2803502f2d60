import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 16's variants, for held-out read 32's themes told as the wrong person's day: the child who watches the planes
 * is not flying, the child whose friend is picked on is not the one picked on, the child sitting next to someone new is
 * not the new one, and a blood test is a morning's visit, not a night on the ward.
 */

/** Watching planes from the airport's window or fence: the roar, the wheels' puff of smoke, waving at the pilots. */
const WATCHING_PLANES: Variant = {
  anotherDay: true,
  said: /\b(?:watch\w*|wav\w*|spot\w*|point\w* at|look\w* at|see|seeing|count\w*)\b[^.]*\b(?:planes|aeroplanes|airplanes|jets)\b|\bplane[- ]?spotting\b/i,
  title: ['{hero} Watches the Planes', 'Planes, Planes, Planes!'],
  name: 'the planes',
  opening: ['Today {hero} was going to the airport with {grownup}, not to fly anywhere, but to watch the planes from the big window.', 'Today {hero} was going to watch the planes!'],
  worry: ['"What if they are too loud?" asked {hero}, with {his} hands ready over {his} ears.', '"Too loud?" asked {hero}.'],
  tries: [
    ['The first plane roared down the runway so loudly that {hero} jumped, and hid behind {grownup}\'s legs.', 'Roar! {hero} hid.'],
    ['{hero} waved and waved at a plane, but it was too far away to wave back.', 'Wave, wave! No wave back.'],
    ['A plane went behind the clouds, and {hero} looked and looked, but it did not come out again.', 'Gone in the clouds!'],
  ],
  turn: ['{hero} held {grownup}\'s hand, covered one ear, and watched the next plane all the way up, and up, until it was a tiny dot.', 'Up, up, up! A tiny dot.'],
  details: [
    ['The planes were white and blue and red, with tails of every colour, and they sat in a long line waiting their turn.', 'Big planes in a line.'],
    ['When a plane landed, its wheels touched the runway and made a little puff of smoke.', 'Bump! A puff of smoke.'],
    ['A little truck pulled a train of suitcases across the ground, round and round the planes.', 'A little truck of suitcases.'],
    ['A man in an orange coat waved two bats to show the plane where to stop.', 'Orange coat, two bats!'],
  ],
  win: ['a pilot in the window of the big plane waved back at {hero}', 'The pilot waved back!'],
  end: ['At home, {hero} lined up {his} toy planes on the windowsill, and made every one of them take off, with a roar.', 'Night night, planes. Roar!'],
  ownSetback: ['Then the biggest plane of all started its engines right by the window, and the glass hummed.', 'The glass hummed!'],
  ownChoice: ['{hero} could watch from the window or from the top of the steps, and {he} chose the window, nose right against the glass.', 'Window or steps? Window!'],
  ownDoubt: ['{hero} held on to {grownup}. "Too big," {he} said.', '"Too big," said {hero}.'],
  ownHint: 'Hold my hand, cover one ear, and watch it all the way up',
  ownSubplot: themeSubplot('{hero} saw that the roar was only the plane saying goodbye.', '{pal} could not see over the rail by the window.', 'the spot at the front of the window', '{hero} let {pal} have the spot at the front of the window, and they waved together.'),
};

/** A friend the other children pick on: what the child saw, the fear of being next, standing beside, telling with them. */
const FRIEND_PICKED_ON: Variant = {
  anotherDay: true,
  said: /\b(?:friend|mate|pal|classmate|someone in (?:my|our|the) class|(?:a |the )?(?:boy|girl|kid) in (?:my|our|the) class)\b[^.]*?\b(?:is|are|was|gets|got|getting|being|keeps? being) (?:being )?(?:bullied|picked on|teased|called names|laughed at)\b|\b(?:bull(?:y|ies|ying)|pick(?:s|ing)? on|teas(?:e|es|ing)) (?:my|a|our) (?:best )?(?:friend|mate|pal|classmate)\b/i,
  title: ['{hero} Stands by {pal}', '{hero} Speaks Up'],
  name: 'the unkind names',
  opening: ['{hero} had seen it three times now: some children in the class calling {pal} names by the coat pegs, and {pal} pretending not to hear.', 'Some children kept calling {pal} names, and {hero} had seen it.'],
  worry: ['"If I say something, they\'ll start on me next," {hero} thought. "And {pal} might not even want me to."', '"What if they start on me next?" thought {hero}.'],
  tries: [
    ['{hero} looked away the next time it happened, and felt worse all afternoon than if it had been {him}.', '{hero} looked away, and felt worse.'],
    ['{hero} said, "Leave it," very quietly, so quietly that nobody heard, not even {pal}.', '{hero} said, "Leave it," but nobody heard.'],
    ['{hero} sat next to {pal} at lunch, and talked about everything except the names, and so did {pal}.', '{hero} sat next to {pal} at lunch.'],
  ],
  turn: ['At home time, {hero} asked {pal}, "Shall we tell Miss together?" and {pal} nodded, and they went to the classroom door side by side, and {hero} did most of the talking.', '{hero} and {pal} told the teacher together.'],
  details: [
    ['The names were always said by the coat pegs, where the teacher could not hear, and always followed by laughing.', 'The names were said by the coat pegs.'],
    ['{pal} had stopped putting {palhis} hand up in class, and {hero} noticed, because {pal} used to know every answer.', '{pal} had stopped putting {palhis} hand up.'],
    ['The teacher listened without saying anything until the end, and then said, "Thank you for telling me. This stops now."', 'The teacher said, "This stops now."'],
    ['The next week, the children who said the names had to sit at the front, and the coat pegs were quiet.', 'The coat pegs were quiet.'],
  ],
  win: ['{pal} was not on {palhis} own with it any more, and neither was {hero}', '{pal} was not on {palhis} own any more'],
  end: ['On Friday, {pal} put {palhis} hand up in class again, and got the answer right, and looked round at {hero}.', 'On Friday, {pal} put {palhis} hand up again.'],
  ownSetback: ['Then one of them saw {hero} sitting with {pal}, and said, "Are you two in love?" and everyone laughed.', 'Then they laughed at {hero} too.'],
  ownDoubt: '{hero} walked home slowly. "It\'s not my business," {he} said to the pavement, and did not believe it.',
  ownChoice: ['{hero} could walk out with the others or wait for {pal} at the gate, and {he} waited at the gate.', '{hero} could walk out with the others or wait, and waited for {pal} at the gate.'],
  ownSubplot: themeSubplot('{hero} saw that staying quiet had only helped the ones saying the names.', '{pal} had stopped eating lunch in the hall, and ate it in the library instead.', 'the seat by the window', '{hero} gave {pal} the seat by the window, and they ate together in the hall.'),
  ownHint: 'You do not have to fix it; you only have to tell someone who can',
};

/** Sitting next to a new child, or being their buddy: the new one who says nothing, showing them round, what they like. */
const SOMEONE_NEW: Variant = {
  anotherDay: true,
  said: /\b(?:sit|sits|sitting|sat) next to (?:someone|somebody|a|the) new\b|\b(?:a|the) new (?:kid|boy|girl|pupil|child|friend) (?:in|joined|is joining|has joined|started in|starting in|came to) (?:my|our|the|his|her) class\b|\bbuddy (?:for|to) (?:a|the) new\b|\blook(?:ing)? after (?:a|the) new (?:kid|boy|girl|pupil|child)\b/i,
  title: ['{hero} and the New One', '{hero} Makes Room'],
  name: 'the new one in class',
  opening: ['On Monday, the teacher moved {hero} to a new table, next to {pal}, who was new, and who had not said a single word all morning.', 'On Monday, {hero} had to sit next to {pal}, who was new.'],
  worry: ['"What if we have nothing to say? What if my friends forget about me?" thought {hero}.', '"What if my friends forget about me?" thought {hero}.'],
  tries: [
    ['{hero} showed {pal} round the whole school at top speed, the hall, the toilets, the library, and {pal} did not say anything.', '{hero} showed {pal} round at top speed.'],
    ['At playtime {hero} ran off to {his} old friends, and saw {pal} standing by the wall on {palhis} own.', 'At playtime, {hero} saw {pal} on {palhis} own by the wall.'],
    ['{hero} asked {pal} lots of questions, and got one-word answers, and gave up.', '{hero} asked lots of questions, and gave up.'],
  ],
  turn: ['{hero} noticed {pal} drawing tiny dragons in the margin of {palhis} book, and drew one back, with a moustache, and {pal} laughed out loud for the first time.', '{hero} saw {pal} drawing dragons, drew one back with a moustache, and {pal} laughed.'],
  details: [
    ['{pal}\'s pencil case was brand new, with every pencil still sharp.', '{pal}\'s pencils were all still sharp.'],
    ['The teacher said {hero} was in charge of showing {pal} where everything was, and {hero} sat up very straight.', 'The teacher put {hero} in charge.'],
    ['At lunch, {pal} had a sandwich {hero} had never seen before, and let {hero} try a bite.', '{pal} let {hero} try a bite.'],
    ['By Friday, {hero}\'s old friends knew {pal}\'s name, and {pal} knew the rules of their game.', 'By Friday, everybody knew {pal}\'s name.'],
  ],
  win: ['there was room for {pal} at the table, and in the game', 'there was room for {pal}'],
  end: ['The next time somebody new came, {pal} was the one who moved up to make room.', 'Next time, {pal} moved up to make room.'],
  ownSetback: ['Then {hero}\'s old friend said, "Why are you always with the new one now?" and walked off.', 'Then {hero}\'s old friend walked off.'],
  ownDoubt: '{hero} looked across at {his} old table. "I\'ve lost my friends and I haven\'t got a new one," {he} thought.',
  ownChoice: ['{hero} could go back to the old game or bring {pal} into it, and {he} brought {pal}.', '{hero} could go back to the old game alone or bring {pal}, and brought {pal}.'],
  ownSubplot: themeSubplot('{hero} saw that making room for one more did not mean losing anyone.', '{pal} did not know where to put {palhis} coat, and stood holding it.', 'the peg next to {hero}\'s', '{hero} gave {pal} the peg next to {his} own, and hung the coat up for {palhim}.'),
  ownHint: 'Find the thing they like, and start there',
};

/** A blood test: the numbing cream under a clear plaster, the band round the arm, the sharp scratch, the little tubes. */
const BLOOD_TEST: Variant = {
  anotherDay: true,
  said: /\bblood (?:tests?|taken|samples?|drawn)\b|\b(?:have|having|had|get|getting|got) (?:my |his |her |their |some )?blood (?:taken|done|checked)\b/i,
  title: ['{hero}\'s Blood Test', 'Just a Sharp Scratch, {hero}'],
  name: 'the blood test',
  opening: ['Today {hero} was going to the hospital with {grownup}, not to stay, just for a blood test, and {he} had been thinking about the needle since breakfast.', 'Today {hero} was having a blood test.'],
  worry: ['"Will it hurt? How much blood do they take?" asked {hero}. "What if there isn\'t enough left?"', '"Will it hurt?" asked {hero}.'],
  tries: [
    ['In the waiting room, {hero} read the same page of a comic four times and did not take in a single word.', '{hero} read the same page four times.'],
    ['When the nurse called {his} name, {hero} pretended not to hear.', '{hero} pretended not to hear {his} name.'],
    ['{hero} pulled {his} sleeve down over {his} hand and held it there.', '{hero} pulled {his} sleeve down tight.'],
  ],
  turn: ['{hero} held out {his} arm, looked at the fish tank on the wall instead of the needle, and counted the fish, and by fish number six it was over.', '{hero} counted the fish, and it was over.'],
  details: [
    ['An hour before, {grownup} had put magic cream on the inside of {hero}\'s elbow, under a clear plaster, so the skin would go sleepy.', 'Magic cream made the skin go sleepy.'],
    ['The nurse put a stretchy band round {hero}\'s arm, and said, "Just a sharp scratch, like a cat\'s claw."', 'A stretchy band, and a sharp scratch.'],
    ['The blood went into two tiny tubes with coloured lids, hardly more than a spoonful, and the body makes more by teatime.', 'Just two tiny tubes, and the body makes more.'],
    ['Afterwards there was a ball of cotton wool, a plaster with a rocket on it, and a sticker that said "I was brave".', 'A rocket plaster, and a sticker.'],
  ],
  win: ['the blood test was done, and {hero} had hardly felt it', 'the test was done'],
  end: ['At school the next day, {hero} showed everyone the tiny dot on {his} arm, and said it was nothing, really.', '{hero} showed everyone the tiny dot.'],
  ownSetback: ['Then the nurse said the first tube had not filled, and she needed to try the other arm.', 'Then the nurse had to try the other arm.'],
  ownDoubt: '{hero} held {his} arm tight against {his} chest. "I can\'t do it," {he} said. "Not again."',
  ownChoice: ['{hero} could sit on {grownup}\'s lap or in the big chair on {his} own, and {he} chose the big chair.', '{hero} could sit on a lap or in the big chair, and chose the big chair.'],
  ownHint: 'Look at something else, and count; it is over before you get to ten',
  ownSubplot: themeSubplot('{hero} saw that the waiting was the worst part, and the scratch only a scratch.', '{pal} was waiting for a blood test too, and was crying in the next chair.', 'the rocket plaster', '{hero} gave {pal} the spare rocket plaster, and told {palhim} about the fish.'),
};

/** A bee or a wasp that lands on the child outside: keeping still, it only wants the flowers, watching them from a step away. */
const BEES: Variant = {
  anotherDay: true,
  said: /\b(?:bees?|bumble ?bees?|honey ?bees?|wasps?|hornets?)\b/i,
  title: ['{hero} and the Bumblebee', 'Buzz, Buzz, {hero}!'],
  name: 'the bees',
  opening: ['It was a warm day in the garden, and a fat, fuzzy bumblebee buzzed down and landed right on {hero}\'s arm.', 'Buzz! A bee landed on {hero}\'s arm!'],
  worry: ['"Get it off! Will it sting me?" cried {hero}, and {his} arm went stiff as a stick.', '"Will it sting me?" cried {hero}.'],
  tries: [
    ['{hero} flapped {his} arms like a windmill, and the bee buzzed louder and circled round {his} head.', '{hero} flapped, and the bee buzzed louder.'],
    ['{hero} ran inside and would not go back in the garden, not even for the paddling pool.', '{hero} ran inside and would not come out.'],
    ['{hero} watched the garden through the window, where the bees went in and out of the lavender all afternoon.', '{hero} watched the bees through the window.'],
  ],
  turn: ['{hero} stood very, very still, like a statue, and the bee walked across {his} sleeve, tickly. Then the bee lifted off and flew away to the flowers.', '{hero} stood as still as a statue, and the bee flew off to the flowers.'],
  details: [
    ['The bumblebee was stripy black and yellow, and furry, like a tiny flying jumper.', 'The bee was stripy and furry.'],
    ['Its legs had little yellow lumps on them: pollen, said {grownup}, carried home from the flowers.', 'Yellow pollen on its legs!'],
    ['A bee only stings when it is frightened, said {grownup}, and mostly it just wants the flowers.', 'Bees mostly just want the flowers.'],
    ['The bees took the flowers\' sweet juice home to their nest, and made it into honey.', 'Bees make honey.'],
  ],
  senses: ['The lavender smelled sweet and sleepy, and it hummed with bees.', 'The bees went hum, hum.'],
  win: ['the bee flew away to the flowers, and {hero} had kept still', 'the bee flew off to the flowers'],
  end: ['Now, when a bee comes by, {hero} stands still like a statue and says, "Flowers are over there, bee."', 'Still like a statue. Bye, bee!'],
  ownSetback: ['Then a second bee came buzzing past {hero}\'s ear, so close that {he} felt the wind of its wings.', 'Then another bee buzzed past {his} ear!'],
  ownDoubt: ['{hero} hid behind the back door. "The garden is full of bees now," {he} said. "It\'s theirs."', '"The garden is theirs now," said {hero}.'],
  ownChoice: ['{hero} could stay inside or sit on the step, a long way from the lavender, and {he} chose the step.', '{hero} could stay in or sit on the step, and chose the step.'],
  ownHint: 'Stand as still as a statue; it only wants the flowers',
  ownSubplot: themeSubplot('{hero} saw that the bee only wanted the flowers, not {him}.', '{pal} would not come out to play because of the bees, and stayed by the door.', 'the spot on the step', '{hero} gave {pal} the spot on the step, far from the lavender, and they watched the bees together.'),
};

/** Saying sorry for hitting (or pushing, biting, kicking): the hot hands, the red mark, the cushion to squeeze instead. */
const SORRY_FOR_HITTING: Variant = {
  anotherDay: true,
  said: /\b(?:hit|hits|hitting|smack(?:s|ed|ing)?|thump(?:s|ed|ing)?|push(?:es|ed|ing)?|kick(?:s|ed|ing)?|bit|bite|bites|biting|pinch(?:es|ed|ing)?|scratch(?:es|ed|ing)?)\b/i,
  title: ['{hero} Says Sorry', 'Hot Hands, Kind Hands'],
  name: 'saying sorry',
  opening: ['{pal} took the last red brick, and {hero} hit {pal} on the arm, hard, before {he} even knew {he} was going to.', '{pal} took the red brick, and {hero} hit {pal}.'],
  worry: ['"{pal} started it," said {hero}, with {his} hot hands behind {his} back. But {his} tummy felt heavy.', '"{pal} started it," said {hero}. But {his} tummy felt heavy.'],
  tries: [
    ['{hero} stomped off to {his} room and slammed the door, but the cross feeling came too.', '{hero} stomped off, but the cross feeling came too.'],
    ['{hero} heard {pal} crying downstairs, and put {his} hands over {his} ears.', '{hero} heard {pal} crying, and covered {his} ears.'],
    ['{hero} went halfway down the stairs, and then back up again.', '{hero} went halfway down the stairs, and back up.'],
  ],
  turn: ['{hero} went to {pal}, looked at the red mark on {pal}\'s arm, and said, "I\'m sorry I hit you. I was cross, but hitting was wrong."', '{hero} said, "I\'m sorry I hit you, {pal}."'],
  details: [
    ['{hero}\'s hands felt hot and fizzy, as if the cross feeling had run down into them.', '{hero}\'s hands felt hot and fizzy.'],
    ['There was a red mark on {pal}\'s arm, where {hero} had hit.', 'There was a red mark on {pal}\'s arm.'],
    ['{grownup} showed {hero} how to squeeze a cushion, hard, when the cross feeling came, instead of a person.', 'Squeeze a cushion, not a person.'],
    ['Afterwards, {hero} gave {pal} the red brick, and they built the tower together.', '{hero} gave {pal} the red brick.'],
  ],
  win: ['{pal} stopped crying, and they were friends again', 'they were friends again'],
  end: ['The next time {pal} took the red brick, {hero} squeezed a cushion, hard, and said, "My turn next, please."', 'Next time, {hero} squeezed a cushion, and said, "My turn next, please."'],
  ownSetback: ['Then {pal} went to tell {grownup}, and {grownup} came up the stairs with a serious face.', 'Then {grownup} came with a serious face.'],
  ownDoubt: ['{hero} hid under the duvet. "Now everyone thinks I\'m bad," {he} whispered.', '"Everyone thinks I\'m bad," whispered {hero}.'],
  ownChoice: ['{hero} could stay under the duvet or go and see if {pal}\'s arm was all right, and {he} went to see.', '{hero} could hide or go and see {pal}, and went to see if {pal}\'s arm was all right.'],
  ownSubplot: themeSubplot('{hero} saw that the cross feeling could go into a cushion instead of a person.', '{pal} could not reach the top of the tower, and the chair began to wobble.', 'the red brick', '{hero} gave {pal} the red brick for the top, and held the chair steady.'),
  ownHint: 'Hands that are cross can squeeze a cushion; then say the true words',
};

/** Giving a present the child wanted to keep: choosing it, wrapping it, nearly keeping it, the friend's face. */
const GIFT_WANTED: Variant = {
  anotherDay: true,
  said: /\b(?:giv(?:e|es|ing)|gave|given)\b[^.]*\b(?:presents?|gifts?)\b/i,
  title: ['{hero} Gives the Present', 'The Present {hero} Wanted'],
  name: 'the present',
  opening: ['It was {pal}\'s birthday, and {hero} had chosen the present all by {him}self: a torch that made stars on the ceiling. {hero} wanted one just like it, more than anything.', '{hero} had a present for {pal}: a star torch. {hero} wanted it too.'],
  worry: ['"What if I keep it, and give {pal} my old crayons instead?" thought {hero}, and then felt funny for thinking it.', '"Can I keep it?" thought {hero}.'],
  tries: [
    ['{hero} unwrapped one corner of the paper, just to look, and then another corner, and then the whole end.', '{hero} unwrapped one corner, just to look.'],
    ['{hero} switched the torch on under the duvet, and the stars came out on the ceiling, and {hero} switched it off again quickly.', '{hero} tried the torch under the duvet. Stars!'],
    ['{hero} hid the present behind {his} back and said, "Maybe I forgot it."', '{hero} hid the present behind {his} back.'],
  ],
  turn: ['{hero} wrapped the end back up with lots of tape, wrote "To {pal}, love from {hero}" in {his} best letters, and gave it to {pal} with both hands.', '{hero} gave {pal} the present with both hands.'],
  details: [
    ['The wrapping paper had rockets on it, and the sticky tape kept sticking to {hero}\'s fingers instead.', 'Rocket paper, and sticky fingers.'],
    ['{pal} tore the paper off in one go, and shouted, "Stars!"', '{pal} tore off the paper. "Stars!"'],
    ['{pal} switched it on in the dark cupboard, and pulled {hero} in too, so they could both see the ceiling.', '{pal} pulled {hero} into the cupboard to see.'],
    ['Giving it felt warm, like a hug going the other way.', 'Giving felt warm.'],
  ],
  win: ['{pal} loved the present, and {hero} felt warm all over', '{pal} loved it'],
  end: ['On {hero}\'s own birthday, there was a parcel from {pal}, and it was round and lumpy, and it was a ball, and that was fine too.', 'On {hero}\'s birthday, {pal} gave {hero} a ball.'],
  ownSetback: ['Then {hero} found the tape had come off, and the torch had slid out onto the floor, and the battery lid was open.', 'Then the torch slid out of the paper!'],
  ownDoubt: ['{hero} held the torch tight. "It\'s not fair. I want it," {he} whispered.', '"I want it," whispered {hero}.'],
  ownChoice: ['{hero} could give the present at the door or wait until the cake, and {he} chose the door, before {he} could change {his} mind.', 'At the door or after the cake? At the door, quick.'],
  ownHint: 'The best part of a present is watching someone open it',
  ownSubplot: themeSubplot('{hero} saw that giving the present felt better than keeping it would have.', '{pal} could not get the tape off the paper, and tugged and tugged.', 'the first go with the torch', '{hero} helped with the tape, and let {pal} have the first go with the torch.'),
};

/** Things at the shops that move by themselves: the doors that whoosh open, the escalator's disappearing stairs. */
const MOVING_BY_THEMSELVES: Variant = {
  anotherDay: true,
  said: /\b(?:automatic|sliding|revolving|electric) doors?\b|\bescalators?\b|\bmoving (?:stairs|walkways?)\b|\blifts?\b|\belevators?\b/i,
  setting: 'city',
  title: ['{hero} and the Whooshing Doors', 'Open, Doors!'],
  name: 'the doors that open by themselves',
  opening: ['At the big shop, the glass doors slid open all by themselves with a whoosh, and shut again like a mouth, and {hero} would not go near them.', 'Whoosh! The shop doors opened by themselves.'],
  worry: ['"They\'ll shut on me and squash me," said {hero}, holding {grownup}\'s coat. "How do they know I\'m there?"', '"They\'ll squash me!" said {hero}.'],
  tries: [
    ['{hero} waited for somebody else to go first, and then the doors shut before {he} could follow.', '{hero} waited, and the doors shut.'],
    ['{hero} tried running through very fast, and then stopped halfway, on the mat, with the doors wide open round {him}.', '{hero} ran, and stopped on the mat.'],
    ['{hero} asked to go round to the other door, but the other door was the same.', 'The other door was the same!'],
  ],
  turn: ['{grownup} showed {hero} the little black box above the doors that sees people coming, and {hero} stood on the mat, waved at the box, and said, "Open!" And the doors opened, just for {him}.', '{hero} waved at the little box and said, "Open!" And they did.'],
  details: [
    ['The doors were glass, with a green sticker at the height of a small person\'s nose.', 'Glass doors, with a green sticker.'],
    ['The doors stayed open as long as anybody was standing in the middle, however long that was.', 'The doors wait for you.'],
    ['Inside, the moving stairs went up and up and disappeared at the top into a metal comb.', 'The moving stairs went up and up.'],
    ['{hero} held the rubbery handrail, which moved too, and hopped off at the top with both feet.', 'Hold the handrail. Hop off!'],
  ],
  win: ['the doors opened for {hero}, every time', 'the doors opened for {hero}'],
  end: ['Now, at every shop, {hero} waves at the little black box and says, "Open!" And mostly, it does.', '"Open!" says {hero}. Whoosh!'],
  ownSetback: ['Then a lady with a trolley came through fast, and the doors whooshed open right beside {hero}, and {hero} jumped.', 'Whoosh! {hero} jumped.'],
  ownDoubt: ['{hero} sat down on the pavement outside. "I\'m not going in. Not ever," {he} said.', '"Not ever," said {hero}.'],
  ownChoice: ['{hero} could hold {grownup}\'s hand or hold the trolley, and {he} chose the trolley, to push it through first.', 'Hand or trolley? The trolley!'],
  ownHint: 'The little box above the door sees you coming; wave at it',
  ownSubplot: themeSubplot('{hero} saw that the doors were only doing their job, which was letting people in.', '{pal} was scared of the doors too, and stood still on the pavement.', 'the first go through', '{hero} let {pal} wave at the box first, and the doors opened for them both.'),
};

/** Looking round the pet shop, just looking: the fish tanks with bubbles, the budgies, the rabbits, the sawdust smell. */
const PET_SHOP: Variant = {
  anotherDay: true,
  said: /\bpet ?shops?\b/i,
  title: ['{hero} at the Pet Shop', 'Just Looking, {hero}!'],
  name: 'the pet shop',
  opening: ['Today {hero} was going to the pet shop with {grownup}, just to look, not to buy, to see the fish.', 'Pet shop! Just looking.'],
  worry: ['"Can we take one home? Just a little one?" asked {hero}, before they were even through the door.', '"Take one home?" asked {hero}.'],
  tries: [
    ['{hero} tapped on the glass to say hello, and all the fish darted away behind the plastic castle.', 'Tap, tap! The fish hid.'],
    ['{hero} ran to the budgies, and they all squawked at once, and {hero} ran back again.', 'Squawk! Back {hero} ran.'],
    ['{hero} tried to count the little orange fish, but they kept swimming round, and {he} got to three, and then three again.', 'One, two, three... three!'],
  ],
  turn: ['{grownup} showed {hero} how to stand very still with {his} nose near the glass, and the fish came back out, one by one, and swam right up to {his} nose.', 'Still, still... the fish came back!'],
  details: [
    ['The fish tanks went all along one wall, glowing blue, with bubbles going up in little strings.', 'Blue tanks. Bubbles!'],
    ['One tank had a treasure chest that opened and shut and puffed out bubbles.', 'A treasure chest. Puff!'],
    ['A big white rabbit sat in the straw and twitched its nose at {hero}.', 'A rabbit. Twitch, twitch!'],
    ['The whole shop smelled of sawdust and seeds.', 'It smelled of sawdust.'],
  ],
  win: ['the little fish swam right up to {hero}\'s nose', 'a fish came to {hero}\'s nose'],
  end: ['On the way out, {hero} waved at the fish tank. "Bye, fish. See you next time."', 'Bye bye, fish!'],
  ownSetback: ['Then it was time to go, and {hero} held on to the tank\'s stand and did not want to let go.', 'Time to go. No!'],
  ownDoubt: ['{hero} sat down on the floor by the tanks. "But I want a fish," {he} said.', '"Want a fish," said {hero}.'],
  ownChoice: ['{hero} could say goodbye to the fish or the rabbit last, and {he} chose the fish.', 'Fish or rabbit last? Bye rabbit, bye fish!'],
  ownHint: 'Stand still, close to the glass, and the fish will come to see you',
  ownSubplot: themeSubplot('{hero} saw that the fish hid from tapping and came to still, quiet faces.', '{pal} could not see into the top tank, and stood on tiptoe.', 'the step by the tanks', '{hero} gave {pal} the step by the tanks, and they watched the fish together.'),
};

/** Looking for a rainbow after the rain: the sun behind, the rain in front, the colours counted, never reached. */
const RAINBOWS: Variant = {
  anotherDay: true,
  said: /\b(?:look\w*|find\w*|hunt\w*|spot\w*|see|seeing|saw|chas\w*|search\w*) (?:for )?(?:a |the )?(?:double )?rainbows?\b|\brainbows? after (?:the )?rain\b/i,
  title: ['{hero} Looks for a Rainbow', 'Rainbow, Rainbow!'],
  name: 'the rainbow',
  opening: ['The rain was stopping, and the sun was coming out, and {grownup} said it was rainbow weather. {hero} put on {his} wellies to go and look.', 'Rain, then sun. Rainbow weather!'],
  worry: ['"What if it goes before we find it?" asked {hero}, tugging at the door.', '"Where is the rainbow?" asked {hero}.'],
  tries: [
    ['{hero} looked up at the sun, and it was too bright, and {he} had to shut {his} eyes.', 'Up at the sun? Too bright!'],
    ['{hero} looked in the puddles, and saw only clouds and {his} own face.', 'In the puddle? Only {hero}!'],
    ['{hero} looked over the fence, and over the hedge, and there was only grey sky.', 'Over the fence? Grey sky.'],
  ],
  turn: ['{grownup} turned {hero} round, so the sun was warm on {his} back, and there it was, in front of {him}, right across the sky.', 'Turn round... there!'],
  details: [
    ['The rainbow went from one side of the sky to the other, like a bridge.', 'A bridge in the sky!'],
    ['{hero} counted the colours: red, orange, yellow, green, blue, and a purple one too.', 'Red, orange, yellow, green, blue!'],
    ['Under the rainbow, the wet roofs shone.', 'Shiny wet roofs.'],
    ['Then, very faint, a second rainbow came out above the first, with its colours the other way round.', 'Two rainbows!'],
  ],
  win: ['{hero} found the rainbow, right across the sky', 'a rainbow!'],
  end: ['At home, {hero} drew the rainbow with every crayon in the box, and a puddle underneath.', 'Night night, rainbow.'],
  ownSetback: ['Then a cloud came over the sun, and the rainbow went pale, and then it was gone.', 'A cloud. Gone!'],
  ownDoubt: ['{hero} stood in the wet grass. "The rainbow went away," {he} said.', '"Rainbow gone," said {hero}.'],
  ownChoice: ['{hero} could go in for a drink or wait a bit longer, and {he} chose to wait.', 'In or wait? Wait!'],
  ownHint: 'Rainbows come when the sun shines through the rain; stand with the sun on your back',
  ownSubplot: themeSubplot('{hero} saw that the rainbow was made of sun and rain together.', '{pal} had missed the rainbow, because {palhe} was looking the wrong way.', 'the best spot by the gate', '{hero} pulled {pal} to the best spot by the gate, and turned {palhim} round to see.'),
};

/** A snow den or an igloo: blocks of packed snow, a door to crawl through, the blue light inside, the roof that falls in. */
const SNOW_DEN: Variant = {
  anotherDay: true,
  said: /\bsnow (?:dens?|forts?|igloos?|caves?)\b|\bigloos?\b/i,
  title: ['{hero}\'s Snow Den', '{hero} and the Igloo'],
  name: 'the snow den',
  opening: ['Snow had fallen all night, thick and deep, and {hero} wanted to build a real snow den, big enough to sit inside.', 'Snow! {hero} wanted to build a snow den.'],
  worry: ['"What if it falls down on top of us?" asked {hero}.', '"What if it falls down?" asked {hero}.'],
  tries: [
    ['{hero} piled up loose snow, but it was soft and fluffy and slid down again.', 'The loose snow slid down.'],
    ['{hero} dug a hole in a snowdrift, but it filled up again as fast as {he} dug.', 'The hole kept filling up.'],
    ['The walls got tall, but when {hero} tried to make a roof, it fell in with a soft flump.', 'The roof fell in. Flump!'],
  ],
  turn: ['{hero} packed snow hard into a washing-up bowl, turned it out like a sandcastle, and built the walls from blocks, each leaning in a little, until they met at the top.', '{hero} made blocks in a bowl, and the walls leaned in and met.'],
  details: [
    ['The snow blocks squeaked when they were pressed together.', 'The blocks squeaked.'],
    ['Inside the den, the light was blue and the wind could not get in.', 'Inside, the light was blue.'],
    ['The door was so low that everyone had to crawl in on hands and knees.', 'Crawl in! Low door.'],
    ['{grownup} brought out hot chocolate in mugs, and they drank it inside the den, with steam curling up.', 'Hot chocolate in the den.'],
  ],
  win: ['the snow den stood, and there was room inside for everyone', 'the snow den stood'],
  end: ['That night, {hero} looked out at the snow den in the moonlight, and it glowed, like a little white house.', 'Night night, snow den.'],
  ownSetback: ['Then the sun came out, and one wall went soft and slumped.', 'Then one wall slumped.'],
  ownDoubt: ['{hero} looked at the heap. "It\'s never going to be a den," {he} said.', '"Never a den," said {hero}.'],
  ownChoice: ['{hero} could make the den big or make it strong, and {he} chose strong.', 'Big or strong? Strong!'],
};

/** Finding a snail: the silver trail, the feelers that go in and come out, put back where it lives. */
const SNAIL: Variant = {
  anotherDay: true,
  said: /\bsnails?\b/i,
  title: ['{hero} Finds a Snail', 'Hello, Snail!'],
  name: 'the snail',
  opening: ['After the rain, {hero} went out into the wet garden, and there, on the path, was a silver line that shone.', 'After the rain: a shiny silver line!'],
  worry: ['"Where does the shiny line go?" asked {hero}, crouching down low.', '"Where does it go?" asked {hero}.'],
  tries: [
    ['{hero} followed the silver line along the path, and it stopped at a stone, and the stone was just a stone.', 'Follow the line... just a stone.'],
    ['{hero} found the snail on a leaf and touched its feelers, and they went in, pop, and so did the snail.', 'Touch! The feelers went in. Pop!'],
    ['{hero} picked up the shell to look, and it was empty, and {hero} looked at it for a long time.', 'An empty shell.'],
  ],
  turn: ['{hero} lay down on {his} tummy on the path, very still, and waited, and slowly, slowly, the snail put its feelers out again and went on its way.', 'Still, still... out came the feelers!'],
  details: [
    ['The snail\'s shell went round and round, like a tiny curly bun.', 'A curly shell, round and round.'],
    ['It had four feelers, two long and two short, and it had its eyes at the tips of the long ones.', 'Eyes on its feelers!'],
    ['It slid along on one big foot, leaving its silver line behind it.', 'One foot, and a silver line.'],
    ['{grownup} said snails like dark, damp places, under the leaves by the hedge.', 'Snails like it damp.'],
  ],
  win: ['the snail put its feelers out and went on its way', 'out came the feelers'],
  end: ['At bedtime, {hero} said goodnight to the snail under the hedge, wherever it was.', 'Night night, snail.'],
  ownSetback: ['Then a blackbird hopped down onto the path, looking for its dinner, and {hero} held {his} breath.', 'A blackbird hopped down!'],
  ownDoubt: ['{hero} looked at the shell, all shut up. "Snail doesn\'t like me," {he} said.', '"Snail doesn\'t like me," said {hero}.'],
  ownChoice: ['{hero} could keep the snail in a pot or put it back by the hedge, and {he} put it back.', 'Pot or hedge? Back by the hedge.'],
  ownHint: 'Keep very still and quiet, and it will come out again',
  ownSubplot: themeSubplot('{hero} saw that the snail was only shy, and came out for quiet.', '{pal} wanted to pick the snail up, and it went into its shell.', 'the best look', '{hero} showed {pal} how to lie still and look, and they watched it together.'),
};

/** A sleepover at the museum: torches after closing time, sleeping bags under the skeleton, a night trail, breakfast. */
const MUSEUM_SLEEPOVER: Variant = {
  anotherDay: true,
  said: /\b(?:sleepovers?|sleep[- ]over|overnight|sleeping bags?|a night at|night at the)\b/i,
  title: ['{hero}\'s Night at the Museum', 'Sleeping Under the Whale'],
  name: 'the museum sleepover',
  opening: ['Tonight {hero} was sleeping at the museum, in a sleeping bag, right under the big whale skeleton, after everyone else had gone home.', 'Tonight {hero} was sleeping at the museum!'],
  worry: ['"What if the museum is scary in the dark? What if I can\'t sleep with all the bones?" asked {hero}.', '"What if it\'s scary in the dark?" asked {hero}.'],
  tries: [
    ['When the big lights went off, the whale\'s shadow stretched right across the ceiling, and {hero} pulled the sleeping bag up to {his} nose.', 'When the lights went off, {hero} hid in the sleeping bag.'],
    ['On the torch trail, {hero} shone the torch at a glass case, and a stuffed fox stared back with shiny eyes.', 'The torch found a fox with shiny eyes!'],
    ['{hero} lay awake listening, and every creak sounded like a dinosaur stretching.', 'Every creak sounded like a dinosaur.'],
  ],
  turn: ['{hero} shone the torch up at the whale and counted its bones, one by one, all the way along, and somewhere after a hundred, {he} was asleep.', '{hero} counted the whale\'s bones, and fell asleep.'],
  details: [
    ['The museum at night was quiet and echoey, and only the little green exit signs glowed.', 'At night, the museum was quiet and echoey.'],
    ['Everyone brushed their teeth in the museum toilets, which felt very strange and very funny.', 'Teeth brushed in the museum toilets!'],
    ['A guide told a story about the whale by torchlight, with everyone in sleeping bags in a row.', 'A story by torchlight.'],
    ['In the morning there was breakfast among the dinosaurs, and the museum was full of sunshine.', 'Breakfast among the dinosaurs.'],
  ],
  win: ['{hero} slept all night under the whale, and woke up in the sunshine', '{hero} slept all night under the whale'],
  end: ['At home, {hero}\'s own bed felt very small and very ordinary, and {he} shone a torch at the ceiling, just to see.', 'At home, {hero} shone a torch at the ceiling, just to see.'],
  ownSetback: ['Then the torch batteries ran out, right in the middle of the Egyptian room.', 'Then the torch went out!'],
  ownDoubt: ['{hero} sat up in the dark. "I want to go home," {he} whispered. "It\'s too big in here."', '"I want to go home," whispered {hero}.'],
  ownChoice: ['{hero} could sleep under the whale or by the minerals, and {he} chose the whale.', '{hero} could sleep under the whale or by the rocks, and chose the whale.'],
  ownHint: 'Find one thing to look at in the dark, and count it',
  ownSubplot: themeSubplot('{hero} saw that the dark museum was the same museum, only quieter.', '{pal} had forgotten a pillow and was using a rolled-up jumper.', 'the spare pillow', '{hero} gave {pal} the spare pillow, and they whispered until they fell asleep.'),
};

/** Carnival: feathered costumes, the steel band's ping and pong, the floats, dancing all the way down the street. */
const CARNIVAL: Variant = {
  anotherDay: true,
  said: /\bcarnival\b|\bsteel (?:drums?|band|pans?)\b/i,
  title: ['{hero} at the Carnival', 'Carnival Day!'],
  name: 'the carnival',
  opening: ['Today was carnival, and {hero} was dancing in the parade in a costume with gold feathers, behind the steel band.', 'Today was carnival!'],
  worry: ['"What if my feathers fall off? What if I can\'t keep up with the music?" asked {hero}.', '"What if I can\'t keep up?" asked {hero}.'],
  tries: [
    ['{hero} practised the dance in the kitchen, and the feathers knocked a cup off the table.', 'The feathers knocked a cup off the table!'],
    ['In the street, {hero} danced too fast and bumped into the girl in front, feathers and all.', '{hero} danced too fast and bumped into someone.'],
    ['The steel band was so loud that {hero} could not hear where the beat was.', 'The music was so loud!'],
  ],
  turn: ['{hero} watched the drummer\'s sticks, ping, pong, ping, and danced to them, step and sway, all the way to the end of the street.', '{hero} watched the drummer\'s sticks and danced to them.'],
  details: [
    ['The steel drums were shiny silver, like giant cake tins, and they went ping and pong like raindrops.', 'The steel drums went ping and pong.'],
    ['A float went by covered in flowers, with a sound system as big as a wardrobe.', 'A float went by, covered in flowers.'],
    ['The street smelled of jerk chicken and fried plantain, and everyone was dancing, even the police officers.', 'Everyone was dancing, even the police.'],
    ['Whistles blew, and confetti came down like coloured snow.', 'Whistles blew, and confetti came down.'],
  ],
  win: ['{hero} danced the whole way, and the feathers stayed on', '{hero} danced the whole way'],
  end: ['That night, {hero} fell asleep with one gold feather on the pillow and the ping and pong still going round {his} head.', 'That night, a gold feather lay on {hero}\'s pillow.'],
  ownSetback: ['Then the headdress slipped down over {hero}\'s eyes, and {he} could not see where {he} was going.', 'Then the headdress slipped over {his} eyes.'],
  ownDoubt: ['{hero} stopped at the side of the road. "Everyone dances better than me," {he} said.', '"Everyone dances better than me," said {hero}.'],
  ownChoice: ['{hero} could dance at the front with the band or at the back with the little ones, and {he} chose the front.', '{hero} could dance at the front or the back, and chose the front.'],
};

export const ROUND_16_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  'first-flight': [WATCHING_PLANES],
  'being-bullied': [FRIEND_PICKED_ON],
  'new-kid': [SOMEONE_NEW],
  hospital: [BLOOD_TEST],
  'fear-of-spiders': [BEES],
  'saying-sorry': [SORRY_FOR_HITTING],
  sharing: [GIFT_WANTED],
  'fear-of-loud-noises': [MOVING_BY_THEMSELVES],
  aquarium: [PET_SHOP],
  puddles: [RAINBOWS],
  'snow-day': [SNOW_DEN],
  bugs: [SNAIL],
  museum: [MUSEUM_SLEEPOVER],
  parade: [CARNIVAL],
};
