import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 18's days that held-out read 41 found told as other days: not wanting to leave the park (told as a go on the big
 * slide), waiting for Daddy to come home from work (told as somebody moving in), the first trip to the corner shop alone
 * (told as the supermarket with Mum), and looking after a parent with a long illness (told as a seagull rescue).
 */

/** Leaving time: the five-minute warning, one more go, the cross feeling said out loud, and goodbye to each thing. */
const LEAVING_TIME: EntryKit = {
  entry: {
    id: 'leaving-time', kind: 'feeling', setting: 'city', lesson: 'listening',
    words: /\b(?:not|never|doesn'?t|don'?t|won'?t|didn'?t|hates?|hating|refus(?:es|ed|ing)(?: to)?)\b[\w' ]{0,20}\b(?:leav(?:e|es|ing)|go(?:ing)? home from|come away from)\b(?: (?:the|a|her|his|their|my))? (?:park|playground|swings|soft play|beach|pool|party|farm|zoo)\b|\b(?:time|tantrums?|meltdowns?) (?:to leave|when (?:it'?s|it is) time to (?:go|leave))\b|\bleaving the (?:park|playground)\b/i,
    name: 'leaving the park',
    title: ['Time to Go, {hero}!', '{hero} Says Goodbye to the Park'],
    opening: ['It was nearly time to go home from the park, and {hero} did not want to leave. Not one bit.', 'Time to go home. "No!" said {hero}.'],
    worry: ['"But I haven\'t finished!" said {hero}, holding on to the swing chains with both hands.', '"Not finished!" said {hero}.'],
    tries: [
      ['{grownup} said, "Five more minutes," and {hero} ran to the far end of the park, as far from the gate as {he} could go.', 'Five more minutes. {hero} ran the other way.'],
      ['{hero} asked for one more go, then one more, then one more, until the one-more-goes had all run out.', 'One more go. One more. One more!'],
      ['{hero} sat down on the bark with {his} arms folded and said {he} was going to live at the park now.', '{hero} sat down. Arms folded. "I live here now."'],
    ],
    turn: ['{hero} was cross all the way down to {his} toes, and said so, loudly. Then {he} listened to {grownup}\'s plan: one last go on the swings, goodbye to everything, and a race to the gate.', '{hero} was cross, and said so. Then {he} listened. One last go. Bye bye, swings. Race to the gate!'],
    details: [
      ['The sky was going orange, and the other families were packing up their scooters.', 'The sky went orange.'],
      ['The swing went up, and up, and {hero}\'s feet nearly touched the sky.', 'Up, up, touch the sky!'],
      ['"Bye, slide! Bye, swings! Bye, roundabout!" called {hero}, and waved to each one.', 'Bye, slide! Bye, swings!'],
      ['The park gate clicked shut behind them. The park would still be there tomorrow, waiting.', 'Click went the gate.'],
    ],
    senses: ['The swing chains were cold and smelled of metal.', 'Somebody\'s dog was barking for its ball on the grass.'],
    win: ['{hero} said goodbye to the park and walked out of the gate, still a little bit cross, and that was all right', 'bye bye, park'],
    end: ['At bedtime, {hero} told {grownup} which swing {he} was going on first tomorrow.', 'Night night, park. See you tomorrow.'],
  },
  setback: 'Then {grownup} called, "Time to go," just as {hero} got to the very top of the climbing frame.',
  choice: '{hero} could have the last go on the swings or on the slide, and {he} chose the swings.',
  subplot: themeSubplot(
    '{hero} saw that feeling cross and listening could happen at the same time.',
    '{pal} did not want to go home either, and was hiding in the tunnel.',
    'a push on the roundabout',
    '{hero} gave {pal} a push on the roundabout, round and round, and {pal} came out of the tunnel to wave bye-bye too.',
  ),
  low: '{hero} stamped on the bark. "It\'s not fair," {he} said. "It\'s never, ever fair."',
  hint: 'Say goodbye to everything, one by one, and then race me to the gate',
  light: ['One more go!', 'Bye, swings!', 'Click!'],
  older: {
    want: '{hero} wanted the evening to last, because at home there was homework waiting, and nobody at the park asked about it.',
    decides: '{hero} could make a scene, or make the last ten minutes count. {he} made them count.',
  },
};

/** Waiting for a grown-up to come home from work: the window, the slow clock, the car lights, the keys, the hug. */
const WAITING_FOR_HOME: EntryKit = {
  entry: {
    id: 'waiting-for-home', kind: 'moment', setting: 'home', lesson: 'patience', owner: 'dad', ownerAway: true, evening: true,
    words: /\bwait(?:s|ed|ing)? (?:up )?for (?:\w+ )?(?:mum|mummy|mom|mommy|mama|dad|daddy|dada|papa|baba|grandma|granny|nana|grandpa|grandad)\b[\w' ]{0,20}\b(?:to )?(?:come|get|coming|getting) (?:back|home)\b(?! from (?!work\b))|\b(?:mum|mummy|mom|mommy|mama|dad|daddy|dada|papa|baba)\b[\w' ]{0,12}\b(?:com(?:e|es|ing)|gets?|getting) home from work\b/i,
    name: 'the wait for home time',
    title: ['Is It Now, {hero}?', '{hero} Waits by the Window'],
    opening: ['{who} was at work all day, and every evening {hero} waited by the window for {who} to come home.', 'Where is {who}? At work. {hero} waited by the window.'],
    worry: ['"When is {who} coming?" asked {hero}, for the third time. "Is it now? Is it nearly?"', '"{who} now?" asked {hero}.'],
    tries: [
      ['{hero} pressed {his} nose to the window and watched every car go by, but none of them stopped.', 'Nose on the window. A car! Not {who}.'],
      ['{hero} ran to the door at a sound, but it was only the post coming through the letterbox.', 'A sound! Run to the door. Only the post.'],
      ['{hero} put {who}\'s slippers by the door, then moved them, then moved them back.', 'Slippers by the door. Ready!'],
    ],
    turn: ['{hero} stopped watching the road and helped get tea ready instead, setting out {who}\'s plate, {who}\'s fork and {who}\'s cup, and the waiting went quicker.', '{hero} helped lay the table. A plate for {who}. A cup for {who}.'],
    details: [
      ['The big clock in the kitchen had a hand that hardly seemed to move at all.', 'Tick, tock, went the clock.'],
      ['Outside, the street lights came on one by one, and the sky went dark blue.', 'The street lights came on.'],
      ['Then: car lights on the ceiling, a car door, footsteps, and the jingle of keys at the door.', 'Lights! Footsteps! Jingle, jingle, keys!'],
      ['{who} came in with cold cheeks and a work bag, and scooped {hero} right up.', '{who}! Up, up, a big hug.'],
    ],
    senses: ['The hall light made a yellow square on the mat by the door.', 'Somewhere down the street, a car door banged, and {hero} held {his} breath.'],
    win: ['{who} was home at last, and {hero} was the first one at the door', '{who} was home'],
    end: ['At bedtime, {who} read the story, and {hero} told {who} all about the day, from the very beginning.', 'Night night. {who} is home.'],
  },
  setback: 'Then the phone buzzed: {who} was stuck in traffic and would be late, and {hero}\'s face crumpled.',
  choice: '{hero} could draw a picture for {who} or build a tower to show {who}, and {he} chose the picture.',
  subplot: themeSubplot(
    '{hero} saw that waiting goes quicker when your hands are busy.',
    '{pal} kept asking "Is it now?" too.',
    'the window seat',
    '{hero} made room on the window seat, and they watched for the car lights together.',
  ),
  low: '{hero} lay down on the mat by the door. "{who} is never coming," {he} said.',
  hint: 'Busy hands make the waiting quicker; let\'s get ready for {who}',
  light: ['Is it now?', 'Jingle!', 'Home!'],
  older: {
    want: '{hero} wanted to be the first to tell {who} about the day, before anyone else got in.',
    decides: '{hero} could sulk at the window, or get something ready. {he} got something ready.',
  },
};

/** The first trip to the corner shop alone: the list said over and over, the crossing, asking, the change counted out. */
const SHOP_ON_MY_OWN: EntryKit = {
  entry: {
    id: 'shop-on-my-own', kind: 'moment', setting: 'city', lesson: 'bravery',
    words: /\b(?:go(?:es|ing)?|went|walk(?:s|ing|ed)?|nip(?:s|ping)?|pop(?:s|ping)?|run(?:s|ning)?) (?:down |up |out |over )?to the (?:corner |local |village )?(?:shops?|newsagents?|bakery|post office)\b[\w' ]{0,30}\b(?:alone|on (?:my|his|her|their) own|by (?:my|him|her|them)sel(?:f|ves)|without (?:a |any )?(?:grown-?ups?|adults?|parents?|mum|dad))\b|\b(?:alone|on (?:my|his|her|their) own|by (?:my|him|her|them)sel(?:f|ves))\b[\w' ]{0,20}\bto the (?:corner |local )?shops?\b/i,
    name: 'the trip to the shop',
    // A child under six goes with a grown-up and pays, whatever the words ask for; from six, alone (the variant).
    title: ['{hero} Pays at the Shop', 'Milk, Please!'],
    opening: ['Today {hero} was going to the corner shop with {grownup}, and {hero} was going to pay, all by {him}self.', 'To the shop! {hero} will pay.'],
    worry: ['"What if I drop the money?" said {hero}, holding the coins tight.', '"Hold tight!" said {hero}.'],
    tries: [
      ['{hero} held the coins so tight all the way there that {his} hand went hot.', 'Coins in a tight hand.'],
      ['At the counter, {hero} was too small to see over the top.', 'Too small! Where is the counter?'],
      ['{hero} dropped a coin, and it rolled under the sweets.', 'Drop! Roll! Under the sweets.'],
    ],
    turn: ['{hero} stood on tiptoe, said "Milk, please," and put the coins in the shopkeeper\'s hand, all by {him}self.', '"Milk, please!" {hero} paid.'],
    details: [
      ['{hero} held {grownup}\'s hand all the way, and stopped at the kerb, and looked.', 'Hold hands. Stop. Look.'],
      ['The shop bell went ding when they pushed the door.', 'Ding! went the bell.'],
      ['The shopkeeper gave {hero} the change and a smile: "Thank you, young shopper."', 'Here is your change!'],
      ['{hero} carried the milk home in both arms, like something very precious.', 'The milk went home in two arms.'],
    ],
    senses: ['The coins were warm from being held so tight.', 'The shop smelled of newspapers and oranges.'],
    win: ['{hero} paid for the milk all by {him}self', '{hero} paid'],
    end: ['At home, {hero} told everyone, "I did the paying."', '"I paid!" said {hero}.'],
    variants: [{
      onOwn: true,
      fromAge: '6-8',
      said: /\balone\b|\bon (?:my|his|her|their) own\b|\bby (?:my|him|her|them)sel(?:f|ves)\b|\bwithout (?:a |any )?(?:grown-?ups?|adults?|parents?|mum|dad)\b/i,
      title: ['{hero} Goes to the Shop', 'Milk, Bread, {hero}!'],
      opening: '{grownup} needed milk and a loaf of bread, and for the very first time {hero} was going to the corner shop on {his} own, with the money in {his} pocket and the list in {his} hand.',
      worry: '"What if I get the wrong thing?" said {hero}. "What if I drop the money?"',
      tries: [
        '{hero} said the list over and over all the way down the road, milk, bread, milk, bread, so as not to forget it.',
        'At the crossing a man said, "It\'s clear, you can go," but {hero} waited for the green man anyway, the way {he} had promised.',
        'In the shop, the milk was in the big fridge at the back, but {hero} could not find the bread anywhere, and {his} face went hot.',
      ],
      turn: '{hero} took a breath and asked, "Excuse me, where is the bread?" The shopkeeper pointed to the shelf by the door, and {hero} carried both to the counter and counted out the money, coin by coin.',
      details: [
        '{grownup} had walked the way with {hero} a dozen times: past the postbox and the hairdresser\'s, and across at the lights.',
        'The shop bell went ding when {hero} pushed the door.',
        'The shopkeeper counted the change into {hero}\'s hand and said, "First time on your own? Well done."',
        '{grownup} was waiting at the window, pretending not to be, and waved when {hero} turned the corner.',
      ],
      win: '{hero} came home with the milk, the bread and the right change',
      end: 'The next Saturday, {hero} asked, "Do we need anything from the shop?" before anyone else could.',
    }],
  },
  setback: 'Then, at the counter, a coin slipped out of {hero}\'s hand and rolled under the sweet stand.',
  choice: '{hero} could go the quick way past the big road or the way {grownup} had shown {him}, and {he} chose the way {he} knew.',
  subplot: themeSubplot(
    '{hero} saw that asking was part of doing it by yourself.',
    '{pal} was in the shop too, and could not reach the top shelf.',
    'the top shelf',
    '{hero} stood on tiptoe and got it down for {pal}, and they walked back to the corner together.',
  ),
  low: '{hero} stood in the middle of the shop with the milk and no bread. "I can\'t do this," {he} thought.',
  hint: 'If you can\'t find it, ask; that is what shopkeepers are for',
  light: ['Ding!', 'Milk!', 'Change!'],
  older: {
    want: '{hero} wanted to be trusted with the shop run, properly, every week, like a grown-up.',
    secret: '{he} had practised counting change in {his} room the night before',
    decides: '{hero} could turn round and go home, or ask. {he} asked.',
  },
};

/** A parent's long illness at home: good days and tired days, the helping, the telling, and being allowed to be a child. */
const PARENT_UNWELL: EntryKit = {
  entry: {
    id: 'parent-unwell', kind: 'moment', setting: 'home', lesson: 'kindness', owner: 'mum', tender: true,
    words: /\byoung carers?\b|\b(?:mum|mummy|mom|dad|daddy|mama|papa|mother|father)\b[\w' ]{0,12}\b(?:has|with|got|gets|living with) (?:MS|multiple sclerosis|ME|chronic fatigue|arthritis|a chronic illness|a long illness|epilepsy|parkinson'?s|lupus|long covid|fibromyalgia|crohn'?s)\b|\b(?:look(?:s|ing|ed)? after|car(?:es|ing) for) (?:my |his |her |their )?(?:poorly |sick |ill )(?:mum|mummy|mom|dad|daddy|mama|papa)\b/i,
    name: 'the tired days',
    title: ['{hero} Helps at Home', 'Good Days and Tired Days'],
    opening: ['Some days {who} was well, and some days {who} was too tired and sore to get out of bed, because of an illness that did not go away. On the tired days, {hero} helped.', '{who} was poorly today. {hero} helped.'],
    worry: ['"Will {who} be better tomorrow?" asked {hero}, and nobody could say for sure.', '"Better soon?" asked {hero}.'],
    tries: [
      ['{hero} made {who} a cup of tea and carried it up the stairs so carefully that half of it was in the saucer by the top.', 'A cup of tea. Careful... spill!'],
      ['{hero} tried to do all the jobs at once, the washing, the tidying and the plates, and got cross when they would not all get done.', '{hero} did all the jobs. Too many!'],
      ['{hero} was so tired the next morning that {he} put {his} jumper on back to front, and nobody noticed, because everyone was tired.', '{hero} put {his} jumper on back to front.'],
    ],
    turn: ['{hero} sat on the edge of the bed and told {who} how it really felt, the helping and the worrying. {who} held {his} hand and said, "You help me so much. But you are still a child, and you are allowed to play too."', '{hero} told {who} how it felt. {who} gave a big hug.'],
    details: [
      ['On the fridge was a chart of who did what, and {hero}\'s name was on the days for feeding the cat and laying the table.', '{hero}\'s name was on the chart.'],
      ['On good days, they walked to the park together, slowly, and fed the ducks.', 'A slow walk to the park.'],
      ['On Thursdays, {hero} went to the young carers\' club, where everyone knew what it was like, and nobody had to explain.', '{hero} went to a club for helpers.'],
      ['{who} and {hero} watched a film under one blanket, which was the best kind of looking after.', 'A film, under one blanket.'],
    ],
    senses: ['The house was quiet on the tired days, with the curtains half closed.', '{who}\'s hand was warm, and a little shaky.'],
    win: ['{hero} helped on the tired days, and still had time to be a child', '{hero} helped, and played too'],
    end: ['On the next good day, {who} came to the school gate, slowly, and {hero} ran all the way across the playground.', '{who} came to the gate. {hero} ran!'],
    variants: [{
      said: /\bMS\b|\bmultiple sclerosis\b/,
      opening: ['{who} had MS. It made {who}\'s legs wobbly and {who}\'s hands tired, and some days were good days and some were not. On the not days, {hero} helped.', '{who}\'s legs were tired today. {hero} helped.'],
    }],
  },
  setback: 'Then {who} had a bad week, and {hero} missed football to stay at home, and did not say how much {he} minded.',
  choice: '{hero} could stay in again or go to the park with friends for an hour, and when {who} said, "Go!", {he} went.',
  subplot: themeSubplot(
    '{hero} saw that asking for help was part of helping.',
    '{pal} asked why {hero} never came round after school any more.',
    'the truth about home',
    '{hero} told {pal} about {who}, and {pal} said, "You can always come to ours," and meant it.',
  ),
  low: '{hero} sat on the stairs with the washing basket. "It\'s too much," {he} whispered.',
  hint: 'You are a helper, not the grown-up: tell someone when it gets too much',
  light: ['Help!', 'Tea!', 'Hug!'],
  older: {
    want: '{hero} wanted {who} to be well, and, secretly, one ordinary week like everybody else\'s.',
    secret: '{he} had been keeping the young carers\' club letter in {his} bag, not sure whether to go',
    decides: '{hero} could keep it all to {him}self, or tell someone at school. {he} told.',
  },
};


/** A bad day: one small thing after another going wrong, the cross feeling carried home, and a grown-up who makes room for it. */
const BAD_DAY: EntryKit = {
  entry: {
    id: 'bad-day', kind: 'feeling', setting: 'home', lesson: 'mistakes',
    words: /\b(?:a|one of those|such a|really|very|totally) (?:bad|rotten|terrible|horrible|awful|rubbish|grumpy) days?\b|\b(?:a )?day (?:when|where) (?:everything|it all|nothing) (?:goes|went|go) (?:wrong|right)\b|\beverything (?:goes|went|going) wrong\b|\bgot out of (?:the )?wrong side of (?:the )?bed\b/i,
    name: 'the bad day',
    title: ['{hero}\'s Bad Day', 'One of Those Days, {hero}'],
    opening: ['It was one of those days. {hero}\'s toast landed butter-side down, {his} sock had a hole in it, and it was still only breakfast.', 'Toast on the floor. A hole in the sock. Oh, {hero}!'],
    worry: ['"Everything is going wrong," said {hero}, "and it\'s not even nine o\'clock."', '"All wrong!" said {hero}.'],
    tries: [
      ['{hero} decided to be extra careful, and watched {his} feet all the way to the door, and walked straight into it.', '{hero} watched {his} feet. Bump! Into the door.'],
      ['At painting, {hero}\'s water pot tipped over, all the way across {his} picture, and the sun ran into the sea.', 'The water pot tipped. Splash! The picture ran.'],
      ['At playtime, {his} friend wanted to play a different game, and {hero} said something cross, and then wished {he} had not.', '{hero} said something cross to a friend.'],
    ],
    turn: ['At home, {hero} did not say "fine". {he} said, "I had a really bad day," and told {grownup} all of it, the toast, the door, the painting, the cross words, and {grownup} listened to every single bit.', 'At home, {hero} said, "Bad day." {grownup} listened, and gave a big hug.'],
    details: [
      ['On the way home, it started to rain, and {hero} had left {his} coat on the peg.', 'Then it rained. No coat!'],
      ['{grownup} said, "Some days are like that. Even in Australia."', '"Some days are like that," said {grownup}.'],
      ['There was a warm bath with extra bubbles, and {hero}\'s favourite pyjamas, fresh from the washing.', 'A warm bath. Soft pyjamas.'],
      ['At bedtime, {hero} thought of one good thing from the day, and found one: the dinner lady had saved {him} the last yoghurt.', 'One good thing: the last yoghurt.'],
    ],
    senses: ['The rain dripped off the end of {hero}\'s nose.', 'Somewhere a dog barked, as if it was having a bad day too.'],
    win: ['{hero} said it out loud, and the bad day got smaller', 'the bad day got smaller'],
    end: ['"Tomorrow is a new day," said {grownup}, turning off the light, and {hero} thought that sounded just about right.', 'Tomorrow is a new day. Night night, {hero}.'],
  },
  setback: 'Then, at home time, {hero} found that somebody had trodden on {his} best drawing in the cloakroom.',
  choice: '{hero} could stomp up to {his} room or sit at the kitchen table with {grownup}, and {he} chose the table.',
  subplot: themeSubplot(
    '{hero} saw that a bad day told out loud was smaller than one kept in.',
    '{pal} was having a bad day too, and had not said.',
    'the last biscuit',
    '{hero} broke the last biscuit in half, and gave {pal} the bigger half, and they agreed it had been a rotten day.',
  ),
  low: '{hero} sat on the stairs with {his} wet socks. "Everything is rubbish," {he} said, "and so am I."',
  hint: 'Tell me all of it, from the toast to now; a bad day told out loud gets smaller',
  light: ['Oops!', 'Oh no!', 'Hug!'],
  older: {
    want: '{hero} wanted the day to be over, and for nobody to ask how it had gone.',
    decides: '{hero} could say "fine" and go upstairs, or say what had happened. {he} said it.',
  },
};

/** Sharing a bedroom with a brother or sister: the line down the middle, the light on or off, whispers after lights out. */
const SHARING_A_ROOM: EntryKit = {
  entry: {
    id: 'sharing-a-room', kind: 'moment', setting: 'home', lesson: 'sharing', aboutSibling: true,
    words: /\bshar(?:e|es|ed|ing) (?:a |the |my |his |her |their |our )?(?:bed)?room\b|\b(?:bunk ?beds?)\b[\w' ]{0,30}\b(?:brother|sister|sibling)\b|\b(?:brother|sister) (?:is )?moving into (?:my|his|her|their) room\b/i,
    name: 'sharing a room',
    title: ['{hero} and {sibname} Share a Room', 'My Side, Your Side'],
    opening: ['From now on, {hero} and {his} {sib} {sibname} were sharing a bedroom, and {hero} was not at all sure there was room for two.', '{hero} and {sibname} had one room now. One room for two!'],
    worry: ['"But where will my things go?" said {hero}. "And what if {sibname} snores?"', '"My things!" said {hero}.'],
    tries: [
      ['{hero} put a line of tape down the middle of the carpet. "My side, your side," {he} said, but the door was on {sibname}\'s side.', 'A line of tape. My side, your side!'],
      ['{hero} wanted the light on to read, and {sibname} wanted it off to sleep, and the light went on, off, on, off, and {grownup} called up the stairs.', 'Light on! Light off! On! Off!'],
      ['{sibname} borrowed {hero}\'s torch without asking, and {hero} shouted, and they both got told to be quiet.', '{sibname} took the torch. Shout!'],
    ],
    turn: ['{hero} sat on the end of {his} bed and made a deal with {sibname}: one shelf each, the light off at eight, and the torch for reading under the covers, taking turns.', '{hero} and {sibname} made a deal. One shelf each. Turns with the torch.'],
    details: [
      ['The new bunk beds had a ladder, and they took turns saying who got the top.', 'Bunk beds! Up the ladder.'],
      ['On {hero}\'s shelf went the shell from the beach, the dinosaur and the book about space.', 'The shell, the dinosaur, the book.'],
      ['After lights out, {sibname} whispered, "Are you awake?", and {hero} whispered back, "No," and they both got the giggles.', '"Are you awake?" Giggle!'],
      ['In the dark, {hero} could hear {sibname} breathing, slow and even, which was not so bad after all.', '{sibname} breathed, slow and soft.'],
    ],
    senses: ['The room smelled of new paint and two lots of pyjamas.', 'The torch made a little moon on the ceiling.'],
    win: ['the room was both of theirs, with a side each and the middle to share', 'one room, for two'],
    end: ['That night, {hero} told {sibname} a story in the dark, and was asleep before the end of it.', 'Night night, {sibname}. Night night, {hero}.'],
  },
  setback: 'Then {sibname} knocked {hero}\'s tower of books over, climbing down the ladder in the night.',
  choice: '{hero} could have the bed by the window or the bed by the door, and {he} chose the window, for the stars.',
  subplot: themeSubplot(
    '{hero} saw that a deal made together worked better than a line of tape.',
    '{sibname} was scared of the dark on the new side of the room.',
    'the glow-in-the-dark star',
    '{hero} stuck {his} best glow-in-the-dark star on the wall by {sibname}\'s pillow, and {sibname} went to sleep looking at it.',
  ),
  low: '{hero} pulled the covers over {his} head. "I want my own room back," {he} said.',
  hint: 'Make a deal together, one thing each, and write it down',
  light: ['My side!', 'Shh!', 'Giggle!'],
  older: {
    want: '{hero} wanted somewhere, anywhere, that was just {his}, even a corner.',
    decides: '{hero} could keep fighting over every inch, or make a deal. {he} made a deal.',
  },
};

/** Being a twin: two of everything, the wrong name, a thing of one's own, and the secret knock that stays both. */
const TWINS: EntryKit = {
  entry: {
    id: 'being-a-twin', kind: 'feeling', setting: 'home', lesson: 'being-yourself',
    words: /\b(?:being|are|were|is) (?:a )?twins?\b|\btwins? (?:who|that) (?:want|wants|don'?t|do not|are)\b|\btwins?\b[\w' ]{0,30}\b(?:different|the same|mixed up|told apart|their own)\b/i,
    name: 'being a twin',
    title: ['{hero} and {pal}, Not the Same', 'One of Two'],
    opening: ['{hero} and {pal} were twins: the same birthday, the same freckles and, most days, the same jumper, because Grandma knitted two of everything.', '{hero} and {pal} were twins. Two of everything!'],
    worry: ['"Everyone calls us the twins," said {hero}. "Nobody ever says just me."', '"Just me!" said {hero}.'],
    tries: [
      ['{hero} cut {his} own fringe with the kitchen scissors, so people could tell them apart, and it went very wonky.', '{hero} cut {his} fringe. Wonky!'],
      ['At school, the teacher called {hero} "{pal}" for the third time that week, and {hero} answered anyway, and then wished {he} had not.', 'The teacher said the wrong name again.'],
      ['{hero} said {he} did not like dinosaurs any more, because {pal} did, and then missed them terribly.', '{hero} said no to dinosaurs, because {pal} liked them.'],
    ],
    turn: ['{hero} told {pal} how it felt, and {pal} said, "Me too." So they made a plan: one thing each that was only theirs, and one thing that was always both.', '{hero} told {pal}. "Me too!" One thing each, and one for both.'],
    details: [
      ['Their birthday cake had two halves, one chocolate and one lemon, because that was the first thing they had ever disagreed about.', 'Half chocolate, half lemon!'],
      ['{hero} chose football on Saturdays, and {pal} chose swimming, and for the first time they had different news at tea.', 'Football for one, swimming for one.'],
      ['They still had a secret knock on the bedroom wall, three quick and one slow, that nobody else knew.', 'Knock, knock, knock... knock.'],
      ['Grandma knitted two jumpers again, but this time one was green and one was blue.', 'A green jumper and a blue one.'],
    ],
    senses: ['Two toothbrushes stood in the cup, one green, one blue.', 'Two voices said "Night night" at exactly the same time.'],
    win: ['{hero} had a thing of {his} own, and still had a twin', 'one each, and one for both'],
    end: ['At bedtime, {hero} knocked on the wall, three quick and one slow, and {pal} knocked back.', 'Knock, knock. Night night, twin.'],
  },
  setback: 'Then, at a party, somebody gave them one present between them, with "To the Twins" on the tag.',
  choice: '{hero} could wear the matching jumper to the party or a different one, and {he} chose different, and so did {pal}.',
  subplot: themeSubplot(
    '{hero} saw that being different did not mean being apart.',
    '{pal} was worried that {hero} did not want to be a twin any more.',
    'the last of the birthday cake',
    '{hero} gave {pal} the last slice of birthday cake, the chocolate half, and {pal} grinned: not apart at all.',
  ),
  low: '{hero} looked in the mirror. "Which one am I?" {he} said, crossly.',
  hint: 'You can be your own person and still be a twin',
  light: ['Me!', 'Two!', 'Knock, knock!'],
  older: {
    want: '{hero} wanted, just once, to be asked a question that was not also being asked of {pal}.',
    decides: '{hero} could go on pretending not to mind, or say it. {he} said it.',
  },
};

/** An only child: everyone else's brothers and sisters, a made-up sister, and the good and hard things of being one. */
const ONLY_CHILD: EntryKit = {
  entry: {
    id: 'only-child', kind: 'feeling', setting: 'home', lesson: 'being-yourself',
    words: /\bonly child\b|\bonly one in (?:the|my|his|her|our) family\b|\bno (?:brothers? (?:or|and) sisters?|siblings)\b/i,
    name: 'being an only child',
    title: ['Just {hero}', '{hero}, One of One'],
    opening: ['Everyone in {hero}\'s class seemed to have a brother or a sister, and {hero} had neither: {hero} was an only child.', '{hero} had no brother and no sister.'],
    worry: ['"Why haven\'t I got a brother?" asked {hero}. "Everybody else has someone to play with at home."', '"A brother for me?" asked {hero}.'],
    tries: [
      ['{hero} asked {grownup} for a baby brother for {his} birthday, and {grownup} laughed and said that was not how it worked.', '{hero} asked for a baby brother.'],
      ['{hero} set two places for a teddy tea party and pretended, but the other chair stayed empty.', 'Two cups. One chair empty.'],
      ['At school, {hero} said {he} had a big sister who lived far away, and then had to remember it all week.', '{hero} made up a big sister.'],
    ],
    turn: ['{hero} told {grownup} the truth about the made-up sister, and why. {grownup} listened, and then they made a list together of the good things and the hard things about being just one.', '{hero} told {grownup} how it felt. They made a list together.'],
    details: [
      ['{hero} never had to share the last biscuit, or the window seat in the car.', 'No sharing the last biscuit!'],
      ['{hero}\'s cousins came at the weekend, and by Sunday evening the house was so loud that the quiet felt like a present.', 'Cousins came. So loud! Then quiet.'],
      ['On Fridays, {grownup} and {hero} had a film night, just the two of them, with popcorn in one big bowl.', 'Film night, just the two of them.'],
      ['{hero} asked a friend from school round to play, and they built a den that filled the whole front room.', 'A friend came to play.'],
    ],
    senses: ['The house was quiet in the evenings, and {hero} could hear the clock in the hall.', 'There was only one toothbrush in the cup, and it was {his}.'],
    win: ['{hero} knew the good things about being just one, and the hard things too, and had said them out loud', '{hero} was happy being one'],
    end: ['That night, {hero} decided that being one was all right, really, as long as friends could come round.', 'Night night. Just one, and that is fine.'],
  },
  setback: 'Then at show and tell, everybody else brought a photo of their brothers and sisters, and {hero} had nothing to bring.',
  choice: '{hero} could sit quietly at break or ask to join the game, and {he} chose to ask.',
  subplot: themeSubplot(
    '{hero} saw that a family can be small and still be full.',
    '{pal} had three brothers and wished, sometimes, for a bit of quiet.',
    'the quiet corner',
    '{hero} showed {pal} the quiet corner in the library at break, and {pal} said it was the best place in the whole school.',
  ),
  low: '{hero} sat on the stairs. "It\'s not fair," {he} said. "Nobody at home to play with."',
  hint: 'Ask a friend round; a family can be small and still be full',
  light: ['Just me!', 'Popcorn!', 'Come and play!'],
  older: {
    want: '{hero} wanted to stop being the one everybody asked, "Don\'t you get lonely?"',
    decides: '{hero} could keep the made-up sister going, or tell the truth. {he} told it.',
  },
};

export const ROUND_18_HOME_DAY_KITS: readonly EntryKit[] = [LEAVING_TIME, WAITING_FOR_HOME, SHOP_ON_MY_OWN, PARENT_UNWELL, BAD_DAY, SHARING_A_ROOM, TWINS, ONLY_CHILD];
