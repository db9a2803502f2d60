import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import { BALLOON_POPPED } from './young-variants';

/**
 * Round 14b's entries, for held-out read 26's themes that fell to a stock plot: a game of hide and seek, the morning
 * goodbye when a parent goes to work, being blamed for something the child did not do, a school residential, and a
 * balloon that floats away. Each its own true day.
 */
/** An entry and its own middle, as the catalogue's `ON_THEIR_OWN` list takes them (round 13's kits without their extras). */
export type OwnEntry = Pick<EntryKit, 'entry' | 'setback' | 'choice' | 'subplot'>;

/** Hide and seek: the counting, the feet under the curtain, the giggle that gives you away, then finding the grown-up. */
const HIDE_AND_SEEK: OwnEntry = {
  entry: {
    id: 'hide-and-seek', kind: 'activity', words: /\bhide(?:-| and |-and-| ?n ?| & )seek\b|\bhiding games?\b|\bplay(?:ing)? hiding\b/i,
    name: 'hide and seek', setting: 'home', lesson: 'patience',
    title: ['Where Is {hero}?', '{hero} Plays Hide and Seek'],
    opening: ['It was time for hide and seek, and {grownup} covered {his} eyes and began to count: "One, two, three…"', '"One, two, three…" It was hide and seek!'],
    worry: ['"What if nobody finds me?" whispered {hero}. "What if somebody finds me too soon?"', '"Where shall I hide?" whispered {hero}.'],
    tries: [
      ['{hero} hid behind the curtain, but {his} toes stuck out at the bottom, and {grownup} found {him} straight away.', '{hero} hid behind the curtain, but {his} toes stuck out.'],
      ['{hero} hid under the table, and giggled so much that {grownup} heard {him} from the hall.', '{hero} hid under the table, and giggled.'],
      ['{hero} hid in the laundry basket, but it was full of socks, and the lid went up and down with every breath.', '{hero} hid in the laundry basket, but the lid went up and down.'],
    ],
    turn: ['{hero} found the very best place, behind the big coats in the hall, and kept as still and quiet as a mouse, with both hands over {his} mouth.', '{hero} hid behind the big coats and kept as still as a mouse.'],
    details: [
      ['{grownup} looked in all the silly places first: "Is {hero} in the teapot? Is {hero} in the fridge?"', '"Is {hero} in the teapot?" asked {grownup}.'],
      ['The counting went slower and slower: "eight… nine… TEN! Ready or not, here I come!"', '"Ten! Ready or not, here I come!"'],
      ['Then it was {hero}\'s turn to count, and {grownup} hid behind the door, with a slipper poking out.', 'Then it was {hero}\'s turn to seek.'],
      ['"Found you!" shouted {hero}, and they both fell on the sofa laughing.', '"Found you!" They both laughed.'],
    ],
    win: '{hero} stayed hidden the longest, and then found {grownup} too',
    end: ['At bedtime, {hero} hid under the duvet and said, "Nobody can find me," and {grownup} found {him} with a kiss.', 'At bedtime, {hero} hid under the duvet, and was found with a kiss.'],
    ownDoubt: '{hero} came out from behind the curtain. "You always find me," {he} said.',
  },
  setback: ['Then {hero} sneezed, right in the middle of hiding. Atchoo!', 'Then {hero} sneezed. Atchoo!'],
  choice: ['{hero} could hide upstairs or downstairs, and {he} chose downstairs, where the coats were.', '{hero} could hide upstairs or downstairs, and {he} chose downstairs.'],
  subplot: themeSubplot('{hero} saw that a good hiding place needed a still, quiet body.', '{pal} did not want to be the one who counted.', 'a turn to count together', '{hero} let {pal} count with {him}, out loud, and they found everyone together.'),
};

/** The morning a parent goes to work: the coat and the keys, the kiss at the door, the wave at the window, the coming home. */
const WORK_GOODBYE: OwnEntry = {
  entry: {
    id: 'work-goodbye', kind: 'moment', owner: 'mum', ownerAway: true,
    words: /^(?!.*\b(?:at night|nights|night shifts?|late|away|abroad|back to work)\b).*?(?:\b(?:mummy|mum|mommy|mom|mama|daddy|dad|papa)\b[^.]*\bgo(?:es|ing)? (?:off )?(?:to|out to) work\b|\b(?:wav\w*|say\w*) (?:bye(?:-| )?bye|goodbye) to (?:my |our )?(?:mummy|mum|mommy|mom|mama|daddy|dad|papa)\b(?! at (?!(?:the )?(?:front )?(?:door|window)\b)))/i,
    name: 'the morning goodbye', setting: 'home', lesson: 'patience',
    title: ['Bye-Bye, {who}', '{hero} Waves Goodbye'],
    opening: ['In the morning, {who} put on a coat and picked up the keys, because it was time to go to work.', '{who} put on a coat. Time for work.'],
    worry: ['"Don\'t go!" said {hero}, and held on tight to {who}\'s leg.', '"Don\'t go!" said {hero}.'],
    tries: [
      ['{hero} hid {who}\'s keys under a cushion, so {who} could not go.', '{hero} hid the keys under a cushion.'],
      ['{hero} cried at the door, and {who} gave {him} one more hug, and then another.', '{hero} cried at the door.'],
      ['When the door shut, {hero} sat on the mat and would not play with anything.', '{hero} sat on the mat and would not play.'],
    ],
    turn: ['{hero} ran to the window with {grownup}, and waved and waved, and {who} waved back all the way down the street.', '{hero} ran to the window and waved, and {who} waved back.'],
    details: [
      ['{who} gave {hero} a kiss on the nose and said, "I\'ll be back at teatime."', '{who} said, "Back at teatime."'],
      ['{who} drew a little heart on {hero}\'s hand, to keep all day.', '{who} drew a heart on {hero}\'s hand.'],
      ['All day, {hero} played and ate and napped, and looked at the heart on {his} hand.', '{hero} looked at the heart on {his} hand.'],
      ['At teatime, the key turned in the door, and there was {who}, home again.', 'At teatime, {who} came home.'],
    ],
    win: '{hero} waved goodbye, and {who} came home at teatime',
    end: ['The next morning, {hero} was at the window before {who} had even found the keys, ready to wave.', 'The next morning, {hero} was ready at the window to wave.'],
    ownDoubt: '{hero} looked at the shut door. "Gone," {he} said, in a very small voice.',
  },
  setback: ['Then {who} looked at the clock and said, "That\'s my bus. I have to go," and there was no time for one more story.', 'Then it was time for {who} to go.'],
  choice: ['{hero} could wave from the door or from the window, and {he} chose the window, to see all the way down the street.', '{hero} chose to wave from the window.'],
  subplot: themeSubplot('{hero} saw that a goodbye in the morning meant a hello at teatime.', '{pal} missed {palhis} mum too.', 'a heart drawn on a hand', '{hero} drew a heart on {pal}\'s hand, and {pal} looked at it all day.'),
};

/** Blamed for something the child did not do: the hot unfair feeling, shouting that does not help, the truth told calmly. */
const BLAMED: OwnEntry = {
  entry: {
    id: 'blamed', kind: 'feeling',
    words: /\bblam(?:ed|ing)\b|\bwrongly accused\b|\baccused of\b|\b(?:got|get|getting|gets) (?:told off|into trouble|in trouble) for something (?:i|he|she|they|we) (?:didn'?t|did not|never) do\b|\bsomething (?:i|he|she|they) (?:didn'?t|did not) do\b/i,
    name: 'the broken mug', setting: 'home', lesson: 'honesty',
    title: ['It Wasn\'t Me', '{hero} Tells It Straight'],
    opening: ['The best mug was in pieces on the kitchen floor, and everybody looked at {hero}.', 'The best mug was broken, and everybody looked at {hero}.'],
    worry: ['"It wasn\'t me!" said {hero}. "Why does nobody believe me?"', '"It wasn\'t me!" said {hero}.'],
    tries: [
      ['{hero} shouted that it was not fair, and stamped upstairs, which made it look even more like it was {him}.', '{hero} shouted and stamped upstairs.'],
      ['{hero} said it must have been {his} brother, though {he} had no idea, and that only made more trouble.', '{hero} blamed someone else, and that made more trouble.'],
      ['{hero} went quiet and would not talk to anyone at tea, and the quiet felt heavy and cold.', '{hero} would not talk to anyone at tea.'],
    ],
    turn: ['{hero} took a breath and said it calmly, step by step: where {he} had been, what {he} had seen, and that the window had been open all afternoon.', '{hero} calmly said where {he} had been, and that the window had been open.'],
    details: [
      ['The mug had been on the edge of the windowsill, next to the open window.', 'The mug had been by the open window.'],
      ['The curtain flapped in the wind, right where the mug had been.', 'The curtain flapped in the wind.'],
      ['{grownup} listened properly this time, and went to look at the window.', '{grownup} went to look at the window.'],
      ['{grownup} said, "I\'m sorry I didn\'t listen. It wasn\'t you."', '"I\'m sorry. It wasn\'t you."'],
    ],
    win: 'the truth came out, and {grownup} said sorry',
    end: ['After that, when something went wrong, {grownup} asked first, and {hero} told it straight.', 'After that, {grownup} asked first, and {hero} told it straight.'],
    ownDoubt: '{hero} sat on the stairs. "Nobody will ever believe me," {he} said.',
  },
  setback: ['Then the curtain flapped again and knocked a plant pot off the sill, but nobody was looking.', 'Then the curtain knocked a plant pot off the sill.'],
  choice: ['{hero} could stay cross in {his} room or go down and explain, and {he} chose to go down.', '{hero} chose to go down and explain.'],
  subplot: themeSubplot('{hero} saw that a calm voice got listened to, and a loud one did not.', '{pal} had broken something too, and was scared to say.', 'the courage to say it', '{hero} stood beside {pal} while {palhe} owned up, and it was not nearly as bad as {palhe} had feared.'),
};

/** A school residential: the coach, the dorm, the first night, the high ropes in a helmet and harness, home again. */
const RESIDENTIAL: OwnEntry = {
  entry: {
    id: 'residential', kind: 'event', words: /\bresidentials?\b|\bsummer camps?\b|\b(?:week|weekend|nights?) (?:at|away at) (?:a |the )?camp\b|\bsleepaway camp\b|\bschool (?:camp|trip away|trip for (?:two|three|four|five) (?:days|nights))\b|\bnights? away with (?:the |my )?(?:school|class)\b|\b(?:year (?:\d|four|five|six)|class) (?:camp|trip away)\b|\boutdoor (?:(?:education|activity) )?cent(?:re|er)\b/i,
    name: 'the residential', setting: 'forest', petsStayHome: true, dropOff: 'in the morning', lesson: 'bravery',
    variants: [{
      said: /\bcamps?\b(?!.*\bschool\b)/i,
      title: ['{hero} at Summer Camp', 'A Week at Camp'],
      name: 'summer camp',
      opening: ['The coach for summer camp was waiting, and {hero}\'s bag was packed for a whole week away, with a torch, a sleeping bag and a name label on everything.', 'The coach for summer camp was waiting: a whole week away!'],
      details: [
        ['The cabin had six bunks, a window onto the trees, and a camp leader next door with a whistle.', 'The cabin had six bunks and a window onto the trees.'],
        ['The leaders checked every helmet and every harness twice before anyone climbed.', 'The leaders checked every helmet twice.'],
        ['In the canoes, everyone wore a life jacket, and a leader paddled alongside.', 'In the canoes, everyone wore a life jacket.'],
        ['On the last night there was a campfire with songs, and the leaders did a very silly dance.', 'On the last night, there was a campfire with songs.'],
      ],
    }],
    palMet: '{pal} was in the same dorm, in the bunk underneath.',
    title: ['{hero}\'s Nights Away', 'The Residential'],
    opening: ['The coach was waiting at the school gate, and {hero}\'s bag was packed for three whole nights away with the class.', 'The coach was waiting: three nights away with the class!'],
    worry: ['"What if I can\'t sleep? What if I miss home?" {hero} asked {grownup} at the gate.', '"What if I miss home?" asked {hero}.'],
    tries: [
      ['In the dorm, {hero} got the top bunk, and lay awake listening to everyone else breathing, and the night went on for ever.', '{hero} lay awake in the top bunk for ages.'],
      ['At the high ropes, {hero} got halfway up in the helmet and harness and froze, holding on to the rope.', 'Halfway up the high ropes, {hero} froze.'],
      ['On the night walk, {hero}\'s torch went flat, and the wood was suddenly very dark.', 'On the night walk, {hero}\'s torch went flat.'],
    ],
    turn: ['{hero} listened to the instructor on the ground, who said, "Just the next step, nothing else," and took it, and then the next.', '{hero} listened to the instructor and took one step, then the next.'],
    details: [
      ['The dorm had six bunks, a window onto the trees, and a rule about no torches after ten.', 'The dorm had six bunks and a window onto the trees.'],
      ['The instructors checked every helmet and every harness twice before anyone climbed.', 'The instructors checked every helmet twice.'],
      ['In the canoes, everyone wore a life jacket, and the instructor paddled alongside.', 'In the canoes, everyone wore a life jacket.'],
      ['On the last night there was a disco in the dining hall, and even the teachers danced, badly.', 'On the last night, there was a disco.'],
    ],
    win: '{hero} reached the top of the high ropes and rang the bell',
    end: ['When the coach pulled in at school, {hero} was tired and muddy and full of stories, and hugged {grownup} at the gate for a long time.', 'Back at school, {hero} hugged {grownup} at the gate for a long time.'],
    ownDoubt: '{hero} held the rope and looked down. "I want to go home," {he} whispered.',
  },
  setback: ['Then it rained all the second morning, and the bags and boots were wet through.', 'Then it rained all morning.'],
  choice: ['{hero} could phone home on the second night or wait till the end, and {he} chose to wait, and wrote a postcard instead.', '{hero} chose to wait and write a postcard instead.'],
  subplot: themeSubplot('{hero} saw that the homesick feeling got smaller each day, if you kept busy.', '{pal} was homesick and crying quietly in the bunk below.', 'a torch shone under the blanket', '{hero} passed down a torch and told {pal} a silly story until {palhe} fell asleep.'),
};

/** A balloon let go of: the string slips, it floats up, smaller and smaller, and where it might go. Never found again. */
const LOST_BALLOON: OwnEntry = {
  entry: {
    id: 'lost-balloon', kind: 'moment', tellsALoss: true,
    words: /\b(?:los(?:e|es|ing|t)|let go of|dropp(?:ed|ing)) (?:my |his |her |their |a |the )?(?:\w+ )?balloon\b|\bballoons? (?:flew|floated|blew|went|drifted|float(?:s|ing)?) (?:away|off|up)\b|\bballoons? (?:popped|burst|went pop|went bang)\b|\bpopp?(?:ed|ing) (?:my |his |her |their |a |the )?balloons?\b/i,
    // Round 15: a balloon that pops is its own variant (`young-variants.ts`).
    variants: [BALLOON_POPPED],
    name: 'the balloon', setting: 'city', lesson: 'patience',
    title: ['Bye-Bye, Balloon', '{hero}\'s Red Balloon'],
    opening: ['{hero} had a red balloon on a long string, but at the corner the string slipped through {his} fingers, and the balloon floated up, out of reach.', '{hero}\'s red balloon slipped away and floated up.'],
    worry: ['"Come back!" called {hero}. "Get it, get it!"', '"Come back!" called {hero}.'],
    tries: [
      ['{hero} jumped as high as {he} could, but the string was already far above {his} fingers.', '{hero} jumped and jumped, but it was too high.'],
      ['{hero} asked {grownup} to reach it, but even {grownup}\'s long arms were much too short.', '{hero} asked {grownup} to reach it, but it was too high.'],
      ['{hero} shouted at the balloon to come down, and stamped, and it went up anyway.', '{hero} shouted at it to come down, but up it went.'],
    ],
    turn: ['{hero} stood still with {grownup} and watched the balloon go, over the roofs and the trees, and said, "Bye-bye, balloon."', '{hero} watched it go and said, "Bye-bye, balloon."'],
    details: [
      ['The balloon went up past the lamp post, past the chimney pots, smaller and smaller.', 'Up it went, smaller and smaller.'],
      ['A bird flew past it, as if to see what it was.', 'A bird flew past it.'],
      ['{grownup} said it might float over the hills and say hello to the clouds.', '"It will say hello to the clouds."'],
      ['Soon it was just a tiny red dot, and then it was gone.', 'Then it was gone.'],
    ],
    win: '{hero} said goodbye to the balloon, and waved until it was gone',
    end: ['At home, {hero} drew the red balloon up in the sky with the birds, and next time {grownup} tied the string round {his} wrist.', 'Next time, the string went round {his} wrist.'],
    ownDoubt: '{hero} looked up at the empty sky. "It\'s gone for ever," {he} said, and {his} lip wobbled.',
  },
  setback: ['Then {hero} saw another child with a red balloon, and it made {him} sad all over again.', 'Then {hero} saw another red balloon.'],
  choice: ['{hero} could be sad all the way home or think of where the balloon would go, and {he} chose to think of where it would go.', '{hero} chose to think of where it would go.'],
  subplot: themeSubplot('{hero} saw that some things float away, and it is all right to be sad for a bit.', '{pal} had a balloon that popped.', 'a hug', '{hero} gave {pal} a hug, and they both pretended to be balloons all the way home.'),
};

/** Getting ears pierced: the chair, the pen dots, the click, the studs, cleaning them twice a day for six weeks. */
const EARS_PIERCED: OwnEntry = {
  entry: {
    id: 'ears-pierced', kind: 'moment', words: /\b(?:ears?|nose) (?:pierc\w*|done)\b|\bpierc(?:ed|ing) (?:my |his |her |their )?ears?\b|\bear piercing\b/i,
    name: 'the ear piercing', setting: 'city', lesson: 'bravery', petsStayHome: true,
    title: ['{hero} Gets {his} Ears Pierced', 'Click, Click'],
    opening: ['Today {hero} was getting {his} ears pierced, with {grownup} there to hold {his} hand, and {he} had been waiting for months.', 'Today {hero} was getting {his} ears pierced.'],
    worry: ['"What if it really hurts? What if one is higher than the other?" asked {hero}.', '"What if it hurts?" asked {hero}.'],
    tries: [
      ['{hero} sat in the tall chair and then jumped straight out of it again when {he} saw the piercing gun.', '{hero} sat in the chair, then jumped straight out again.'],
      ['{hero} looked in the mirror at the two little pen dots, and said one was wonky, twice, and the lady moved it a tiny bit.', '{hero} said one pen dot was wonky, and the lady moved it.'],
      ['{hero} screwed {his} eyes shut and held {his} breath so long that {his} face went pink, and the lady waited.', '{hero} held {his} breath so long that the lady waited.'],
    ],
    turn: ['{hero} sat very still, breathed out slowly, and said, "Ready." Click. It was a pinch, and then it was done, and then the other one, click.', '{hero} sat very still and said, "Ready." Click, click.'],
    details: [
      ['The lady wore gloves and wiped each ear with something cold that smelled of hospitals.', 'The lady wiped each ear with something cold.'],
      ['{hero} chose little silver stars for the studs, out of a whole tray of sparkly ones.', '{hero} chose little silver stars.'],
      ['Afterwards {his} ears felt warm and a bit throbby, like after a snowball fight.', 'Afterwards {his} ears felt warm.'],
      ['The lady gave {hero} a little bottle of cleaning lotion: twice a day, for six weeks, and no taking the studs out.', 'Twice a day, for six weeks, {hero} had to clean them.'],
    ],
    win: '{hero} had two little stars in {his} ears',
    end: ['Every morning and every night, {hero} cleaned the studs, and looked in the mirror, and smiled at the stars.', 'Every night, {hero} cleaned the studs and smiled at the stars.'],
    ownDoubt: '{hero} looked at the piercing gun again. "Maybe I don\'t want them after all," {he} whispered.',
  },
  setback: ['Then {hero} heard a little boy in the next chair crying, and {his} tummy turned over.', 'Then a little boy in the next chair cried.'],
  choice: ['{hero} could hold {grownup}\'s hand or a squishy ball, and {he} chose the hand.', '{hero} chose to hold a hand.'],
  subplot: themeSubplot('{hero} saw that the waiting was worse than the click.', '{pal} was worried about the needle at the doctor\'s next week.', 'the squeeze-and-breathe trick', '{hero} showed {pal} the squeeze-and-breathe trick, and {pal} practised it on the way home.'),
};

/** The car breaking down on the road: hazard lights, out on the side away from the traffic, behind the barrier, the recovery truck. */
const CAR_BREAKDOWN: OwnEntry = {
  entry: {
    id: 'car-breakdown', kind: 'moment',
    words: /\b(?:car|van|camper ?van|caravan)\b[^.]*\b(?:broke|breaks|broken|breaking) down\b|\bbr(?:oke|eak) ?down on the (?:motorway|road|way)\b|\b(?:car|van)\b[^.]*\b(?:got|had|has|with) a (?:flat tyre|puncture|flat)\b|(?<!\b(?:bike|bicycle|scooter)\b[^.]*)\b(?:got|get|gets|getting|had|has|having) a (?:flat tyre|puncture)\b(?=[^.]*\bon (?:the|our|my) (?:way|drive|journey|motorway)\b)(?![^.]*\b(?:bike|bicycle|scooter)\b)/i,
    name: 'the breakdown', setting: 'city', lesson: 'patience',
    title: ['{hero} and the Recovery Truck', 'Stuck on the Way'],
    opening: ['They were on the way, singing along to the radio, when the car made a clunk and a cough, and slowed right down.', 'The car went clunk, and slowed right down.'],
    worry: ['"Are we stuck for ever?" asked {hero}. "Will we still get there?"', '"Are we stuck for ever?" asked {hero}.'],
    tries: [
      ['{grownup} steered onto the hard shoulder and put the hazard lights on, blink, blink, blink, and {hero} wanted to get out right away on the road side.', '{grownup} put the hazard lights on, and {hero} wanted to get out on the road side.'],
      ['{hero} asked every two minutes when the truck would come, and it did not come any faster.', '{hero} asked every two minutes when the truck would come.'],
      ['{hero} got cold and cross behind the barrier, and said it was the worst day ever.', '{hero} got cold and cross, and said it was the worst day ever.'],
    ],
    turn: ['{hero} made a game of it: counting the red cars, then the blue ones, then the lorries, until a big yellow truck with orange lights came and stopped right behind them.', '{hero} counted the red cars and the lorries, until a big yellow truck came.'],
    details: [
      ['Everybody got out on the side away from the traffic, and waited behind the barrier up the grassy bank, where it was safe.', 'Everybody waited behind the barrier, away from the traffic.'],
      ['{grownup} phoned for help and told them exactly where they were, from the little blue sign by the road.', '{grownup} phoned for help.'],
      ['The mechanic wore an orange jacket, looked under the bonnet, and said, "Not today, I\'m afraid. Up she goes."', 'The mechanic looked under the bonnet and shook her head.'],
      ['The car went up onto the back of the truck, and {hero} rode high up in the big cab.', 'The car went up on the truck, and {hero} rode in the big cab.'],
    ],
    win: '{hero} rode home high up in the recovery truck',
    end: ['When the car came back from the garage, {hero} patted its bonnet and said, "No more clunks, please."', 'When the car came back, {hero} patted it and said, "No more clunks."'],
    ownDoubt: '{hero} pulled {his} coat tight behind the barrier. "Nobody is coming," {he} said.',
  },
  setback: ['Then it started to drizzle, and there was nowhere to shelter but {grownup}\'s big coat.', 'Then it started to drizzle.'],
  choice: ['{hero} could sit on the picnic blanket or stand by the barrier, and {he} chose to stand, to watch for the truck.', '{hero} chose to stand and watch.'],
  subplot: themeSubplot('{hero} saw that waiting went quicker with a game.', '{pal} was scared of the noise of the traffic.', 'a pair of gloves', '{hero} lent {pal} a pair of gloves to put over {palhis} ears, and they counted lorries together.'),
};

/** A phone lost at home: the sofa, calling it from another phone, the quiet buzz, the coat pocket; a place for it after. */
const LOST_PHONE: OwnEntry = {
  entry: {
    id: 'lost-phone', kind: 'moment', tellsALoss: true,
    words: /\b(?:los(?:e|es|t|ing)|can'?t find|cannot find|misplac\w*) (?:my|his|her|their|the|a|our) (?:new |mobile |first )?(?:phone|mobile)\b|\b(?:phone|mobile) (?:is |was |went |has gone )?(?:lost|missing)\b/i,
    name: 'the lost phone', setting: 'home', lesson: 'patience',
    title: ['Where Is {hero}\'s Phone?', 'The Lost Phone'],
    opening: ['{hero}\'s phone was gone. It had been right there on the arm of the sofa, and now it was not.', '{hero}\'s phone was gone.'],
    worry: ['"What if somebody took it? What if it\'s gone for good?" said {hero}. "Everyone will say I can\'t be trusted with one."', '"What if it\'s gone for good?" said {hero}.'],
    tries: [
      ['{hero} pulled every cushion off the sofa, and found a pen, two coins and a very old crisp, but no phone.', '{hero} pulled the cushions off the sofa. No phone.'],
      ['{hero} ran round the house looking in the same three places again and again, faster each time.', '{hero} looked in the same places again and again.'],
      ['{hero} blamed {his} little brother, who had not even been in the room.', '{hero} blamed someone who had not been there.'],
    ],
    turn: ['{hero} stopped, asked {grownup} to ring the phone, and stood very still in each room in turn, listening.', '{hero} asked {grownup} to ring it, and stood still, listening.'],
    details: [
      ['{grownup} said, "Think back. Where did you last have it?"', '"Where did you last have it?"'],
      ['{hero} went back over the afternoon, step by step: the bus, the kitchen, the hall.', '{hero} went back over the afternoon, step by step.'],
      ['Somewhere in the hall there was a tiny buzz, like a bee in a jar.', 'In the hall, something buzzed.'],
      ['It was in the pocket of {his} school coat, on the hook, where {he} had put it so it would be safe.', 'It was in {his} coat pocket, on the hook.'],
    ],
    win: '{hero} found the phone, buzzing in {his} coat pocket',
    end: ['After that, the phone had one place to live when it was home: the shelf by the door, and {hero} said sorry to {his} brother.', 'After that, the phone lived on the shelf by the door.'],
    ownDoubt: '{hero} sat on the bottom stair. "I\'ll never be allowed one again," {he} said.',
  },
  setback: ['Then {grownup} said the phone might be on silent, so ringing it might not work at all.', 'Then the phone might be on silent.'],
  choice: ['{hero} could keep tearing the house apart or stop and think back, and {he} chose to think back.', '{hero} chose to stop and think back.'],
  subplot: themeSubplot('{hero} saw that stopping to think found more than running about.', '{pal} had lost a glove that morning, and {palhis} hands were cold.', 'a spare pair of gloves', '{hero} lent {pal} a spare pair of gloves, and {pal} wore them all the way home.'),
};

export const ROUND_14B_KITS: readonly OwnEntry[] = [HIDE_AND_SEEK, WORK_GOODBYE, BLAMED, RESIDENTIAL, LOST_BALLOON, EARS_PIERCED, CAR_BREAKDOWN, LOST_PHONE];
