import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';
import type { Variant } from './theme-entry';
import { TIMES_TABLE_VARIANTS } from './times-table-variants';

/**
 * Round 16b's days of 6-12 year olds that held-out reads found told as another day: selling old toys at a car boot sale
 * (was buying honey at a market), helping at a charity shop or a food bank (was an errand, or money being tight),
 * cousins visiting from abroad (was a lost mouse), a wallet found and handed in, learning the times tables, a best friend
 * of another faith and each other's celebrations (was a surprise party), a litter pick, and a Duke of Edinburgh walk.
 */

/** Selling old toys at a car boot sale: choosing what to sell, the pasting table at dawn, haggling, the money counted. */
const CAR_BOOT_SALE: EntryKit = {
  entry: {
    id: 'car-boot-sale', kind: 'event',
    words: /^(?!.*\b(?:going|go|went|goes) to (?:a |the )?jumble sale\b)(?:.*\bcar ?boot(?: sale)?s?\b|.*\btable ?top sales?\b|.*\b(?:yard|garage|jumble|toy) sales?\b|.*\bsell(?:ing|s)? (?:off )?(?:my |our |his |her |their |some |all (?:my |our |his |her |their )?)?(?:old )?(?:toys|books|games|things|stuff|clothes|teddies)\b)/i,
    name: 'the car boot sale', setting: 'city', lesson: 'sharing',
    title: ['{hero}\'s Car Boot Sale', 'Everything Must Go!'],
    opening: ['On Sunday there was a car boot sale in the field by the school, and {hero} had a box of {his} old toys to sell.', 'On Sunday, {hero} was selling {his} old toys at the car boot sale.'],
    worry: ['"What if nobody wants them?" said {hero}. "And what if I want them back?"', '"What if nobody wants them?" said {hero}.'],
    tries: [
      ['{hero} put a price on everything, a whole pound for a jigsaw with a piece missing, and people looked and walked on.', 'People looked, and walked on.'],
      ['{hero} called out "Toys! Lovely toys!" so loudly that a dog barked at {him}.', '{hero} shouted "Toys!", and a dog barked.'],
      ['{hero} took the old rabbit back out of the box and hid it under the table, just in case.', '{hero} hid the old rabbit under the table.'],
    ],
    turn: ['A toddler in a bobble hat held up {hero}\'s old digger and looked at it the way {hero} used to. "You can have it for ten pence," {hero} said, and the toddler hugged it all the way back to the car.', 'A little girl loved the old digger, and {hero} sold it to her for ten pence.'],
    details: [
      ['They got up while it was still dark, and the field was full of car boots open like mouths, and pasting tables.', 'The field was full of open car boots.'],
      ['Everything had a price written on a little round label: 10p, 20p, 50p.', 'Every toy had a price label.'],
      ['A man asked, "Will you take fifty pence?" and {grownup} whispered, "That\'s haggling. Say sixty."', '"Will you take fifty pence?" asked a man.'],
      ['The money went in an old ice cream tub, and it rattled more and more.', 'The money rattled in an ice cream tub.'],
    ],
    senses: ['The grass was wet with dew, and there was a smell of bacon rolls from the van.', 'Coins clinked in the tub.'],
    win: 'the box was nearly empty and the tub was heavy with coins',
    end: ['At home, {hero} counted the money on the kitchen table twice, and there was a space on the shelf for something new.', '{hero} counted the money twice.'],
  },
  setback: 'Then the wind blew over the sign {hero} had made, and the best jigsaw spilled all over the grass.',
  choice: '{hero} could keep the prices high, or make them smaller, and {he} made them smaller.',
  subplot: themeSubplot(
    '{hero} saw that a toy could make somebody new just as happy.',
    '{pal} was selling {palhis} old books at the next table, and had sold none.',
    'the price labels',
    '{hero} and {pal} made a sign together: BOOKS AND TOYS, 3 FOR 50P, and people began to stop at both tables.',
  ),
  low: '{hero} sat on the car bumper. "Nobody wants my things," {he} said.',
  hint: 'Smile, say hello, and make the price a bit smaller',
  light: ['10p!', 'Sold!', 'Clink!'],
  older: {
    want: '{hero} wanted to make enough money for the new game, without selling the things {he} secretly still loved.',
    secret: '{he} was a bit embarrassed that people from school might see {him} selling {his} baby toys',
    decides: '{hero} could keep the old rabbit hidden, or let it go to someone who would love it. {he} kept the rabbit, and let everything else go.',
  },
};

/** Helping at the food bank: tins sorted by their dates, the shelves, bags packed for a family, the quiet thank you. */
const AT_THE_FOOD_BANK: Variant = {
  said: /\bfood ?banks?\b|\bsoup kitchen\b|\bcommunity (?:fridge|larder)\b/i,
  title: ['{hero} Helps at the Food Bank', 'Tins, Tins, Tins'],
  name: 'helping at the food bank',
  opening: ['On Saturday mornings {grownup} helped at the food bank in the church hall, and today {hero} was old enough to help too.', 'Today {hero} was helping at the food bank.'],
  tries: [
    ['{hero} stacked the tins as high as {he} could, and the tower of beans rolled all over the hall floor.', 'The tower of beans rolled all over the floor.'],
    ['{hero} put the pasta with the soap and the cereal with the nappies, and had to start again.', '{hero} mixed everything up, and had to start again.'],
    ['{hero} tried to carry a whole crate on {his} own, and had to put it down halfway.', 'The crate was far too heavy.'],
  ],
  turn: ['A mum came in with a baby on her hip, and {hero} remembered the special box of baby food on the bottom shelf, and packed her bag with everything on her list, and a packet of biscuits on top.', '{hero} packed the mum\'s bag carefully, with biscuits on top.'],
  details: [
    ['Every tin had a date on it, and {hero} put the soonest dates at the front, the way the shelf sign said.', '{hero} put the soonest dates at the front.'],
    ['People had given tins at the supermarket, and they came in big crates that clanked.', 'The crates of tins clanked.'],
    ['Mr Ade, who ran the food bank, said nobody ever had to say why they needed help, and nobody ever asked.', 'Nobody ever had to say why they needed help.'],
    ['By lunchtime the shelves were full and tidy, beans with beans and soup with soup.', 'The shelves were full and tidy.'],
  ],
  senses: ['The church hall smelled of cardboard and tea.', 'Tins clanked, and the kettle was always on.'],
  win: '{hero} had helped, properly, and every bag went out full',
  end: ['As they walked home, Mr Ade called after them, "Same time next Saturday, {hero}?" and {hero} said yes.', '"Same time next Saturday?" "Yes!"'],
  ownSetback: 'Then a whole crate of tins came in at once, and they were all jumbled, and there was no time.',
  ownChoice: '{hero} could sort the tins or pack the bags, and {he} chose the bags, one for each family on the list.',
  ownDoubt: '{hero} looked at the beans all over the floor. "I\'m more trouble than help," {he} said.',
  ownHint: 'Soonest dates at the front, and one shelf at a time',
};

/** Helping at the charity shop or the food bank: sorting bags, pricing, the till, a customer who needed it, a thank you. */
const VOLUNTEERING: EntryKit = {
  entry: {
    id: 'volunteering', kind: 'activity',
    words: /\bcharity shops?\b|\bvolunteer(?:s|ed|ing)?\b|\b(?:help(?:s|ed|ing)?|work(?:s|ed|ing)?|a day) (?:out )?at (?:the |a )?(?:food ?bank|soup kitchen|community (?:cafe|café|fridge|larder))\b|\b(?:tak(?:e|es|ing)|took|giv(?:e|es|ing)|gave|collect(?:s|ed|ing)?|donat(?:e|es|ed|ing)) (?:some |our |the )?(?:tins|food|clothes|toys) (?:to|for) (?:the |a )?(?:food ?bank|charity)\b/i,
    name: 'helping at the charity shop', setting: 'city', lesson: 'helping', variants: [AT_THE_FOOD_BANK],
    title: ['{hero} Helps Out', 'Saturdays at the Shop'],
    opening: ['On Saturday mornings {grownup} helped at the charity shop on the high street, and today {hero} was old enough to help too.', 'Today {hero} was helping at the charity shop.'],
    worry: ['"What if I do it wrong?" said {hero}. "What if somebody asks me something and I don\'t know?"', '"What if I do it wrong?" said {hero}.'],
    tries: [
      ['{hero} opened the first bag of things people had given, and it was full of odd socks, and {he} did not know where they went.', 'The first bag was full of odd socks.'],
      ['{hero} hung the coats on the rail, and the whole rail tipped over with a clatter.', 'The coat rail tipped over. Clatter!'],
      ['{hero} tried to help at the till, and pressed the wrong button, and the drawer shot open.', 'The till drawer shot open.'],
    ],
    turn: ['An old man came in looking for a warm coat and could not find one his size. {hero} remembered the big grey one still in the back room, fetched it, and it fitted him just right. "You\'ve made my winter," said the old man.', '{hero} fetched the big grey coat from the back room, and it fitted the old man just right.'],
    details: [
      ['In the back room there were bags and bags of things people had given, and each one was a surprise.', 'The back room was full of bags to sort.'],
      ['Mrs Patel, who ran the shop, showed {hero} how to fold a jumper and put a price tag on with the little gun.', '{hero} learnt to use the price tag gun.'],
      ['The money from everything sold went to help people who needed it.', 'The money went to help people.'],
      ['{hero} arranged the window with books and a teddy and a lamp, so people would want to come in.', '{hero} made the window look lovely.'],
    ],
    senses: ['The shop smelled of old books and lavender.', 'The bell over the door went ding every time someone came in.'],
    win: '{hero} had helped, properly, and the shop had sold more than ever',
    end: ['As they walked home, Mrs Patel called after them, "Same time next Saturday, {hero}?" and {hero} said yes.', '"Same time next Saturday?" asked Mrs Patel. "Yes!"'],
  },
  setback: 'Then {hero} put a price on a vase that was not for sale at all: it was Mrs Patel\'s, for her flowers.',
  choice: '{hero} could sort the books or the toys, and {he} chose the books, and put them in order A to Z.',
  subplot: themeSubplot(
    '{hero} saw that helping is lots of small jobs done well.',
    '{pal} came in with {palhis} mum to give a bag of clothes, and was too shy to hand it over.',
    'the bag of clothes',
    '{hero} held the door and took the bag from {pal}, and showed {palhim} where it would go.',
  ),
  low: '{hero} stood among the fallen coats. "I\'m more trouble than help," {he} said.',
  hint: 'Ask when you are not sure, and do one job at a time',
  light: ['Ding!', 'Sorted!', 'Thank you!'],
  older: {
    want: '{hero} wanted to be trusted with a real job, not just the jobs for children.',
    secret: '{he} had only said yes to helping because it would look good, and felt a bit bad about it',
    decides: '{hero} could go back to the easy jobs, or ask Mrs Patel to show {him} again. {he} asked.',
  },
};

/** Cousins visiting from abroad: the airport, hugs with people known only on screens, different words, sharing a room. */
const COUSINS_VISITING: EntryKit = {
  entry: {
    id: 'cousins-visiting', kind: 'moment',
    words: /\bcousins?\b.{0,40}\b(?:visit(?:s|ing)?|com(?:e|es|ing) (?:over |to stay |to visit )?|fl(?:y|ying|ew) (?:over |in )?|over|staying) from (?!school|work|the (?:shops|park)|next door)(?:abroad|overseas|\w+)\b|\bcousins? (?:from|in|who live in) (?!school|the park)[\w ]{2,25}? (?:are |is )?(?:com(?:e|es|ing) (?:over|to stay|to visit)|visit(?:s|ing)?|fl(?:y|ying|ew) over|staying with us)\b/i,
    name: 'the cousins\' visit', setting: 'home', lesson: 'friendship',
    title: ['The Cousins Are Coming!', '{hero} and the Faraway Cousins'],
    opening: ['{hero}\'s cousins lived on the other side of the world, and {hero} had only ever seen them on a screen. Today they were flying in to stay for two whole weeks.', '{hero}\'s cousins were flying in from far away.'],
    worry: ['"What if they don\'t like me?" said {hero}. "What if it\'s weird, in real life?"', '"What if they don\'t like me?" said {hero}.'],
    tries: [
      ['At the airport {hero} held up a sign {he} had made, but {he} held it upside down, and nobody saw it.', '{hero} held the welcome sign upside down.'],
      ['{hero} showed the cousins {his} bedroom, but they were so tired from the long flight they fell asleep at teatime.', 'The cousins fell asleep at teatime.'],
      ['{hero} tried to show them {his} best game, but they called things by different words, and nobody understood the rules.', 'They called everything by different words.'],
    ],
    turn: ['{hero} taught the cousins {his} favourite game, and they taught {him} one from home, and then they made up a brand new one that mixed the two, and played it until the grown-ups said lights out.', '{hero} and the cousins made up a new game, half from each home.'],
    details: [
      ['At the arrivals gate, people came through the doors with big suitcases, and then there they were, taller than on the screen.', 'Through the doors came the cousins, taller than on the screen.'],
      ['The cousins slept on a blow-up bed in {hero}\'s room, and it went slowly flat every night.', 'The blow-up bed went flat every night.'],
      ['The cousins said it was the middle of the night at home, and woke up at four in the morning, wide awake.', 'The cousins woke up at four in the morning.'],
      ['They brought a present from home: sweets {hero} had never tasted, and a photo of the whole family there.', 'They brought sweets {hero} had never tasted.'],
    ],
    senses: ['The airport smelled of coffee, and the floor squeaked under the suitcases.', 'The house was full of extra shoes and extra laughing.'],
    win: 'the cousins were not screen cousins any more, but real ones',
    end: ['At the airport, two weeks later, {hero} held the sign the right way up this time. It said COME BACK SOON.', 'The goodbye sign said COME BACK SOON.'],
  },
  setback: 'Then the biggest cousin said {hero}\'s town was boring, and {hero} went and sat on the stairs.',
  choice: '{hero} could show the cousins the park or the castle, and {he} chose the castle, because they had no castles at home.',
  subplot: themeSubplot(
    '{hero} saw that you can be far apart and still be family.',
    '{pal} had cousins far away too, and had never met them at all.',
    'the map on the wall',
    '{hero} and {pal} found both sets of cousins on the big map, and drew a line from each to home.',
  ),
  low: 'That night, {hero} whispered to the ceiling, "I thought it would be like on the screen."',
  hint: 'Teach them your game, and ask them for theirs',
  light: ['Hello!', 'Hug!', 'Cousins!'],
  older: {
    want: '{hero} wanted the cousins to think {his} life was as exciting as theirs looked.',
    secret: '{he} was a bit jealous of the cousins\' sunny photos, and of how well they knew each other',
    decides: '{hero} could keep pretending everything here was amazing, or show them the real town. {he} showed them the real one.',
  },
};

/** A wallet found on the way home and handed in: the name inside, the money, the pull to keep it, the police desk, a thank you. */
const FOUND_A_WALLET: EntryKit = {
  entry: {
    id: 'found-a-wallet', kind: 'moment',
    words: /\bf(?:ind|inds|inding|ound) (?:a |an |some |someone'?s |somebody'?s |a lady'?s |a man'?s )?(?:wallet|purse|handbag|bank card|money|cash|(?:a )?(?:£|\$)?\d+ (?:pounds?|dollars?)|tenner|fiver|twenty pounds)\b|\b(?:wallet|purse|money) (?:in|on) the (?:street|pavement|road|park|bus)\b|\bhand(?:ed|ing|s)? (?:it |the (?:wallet|purse|money) )?in to the police\b/i,
    name: 'the wallet', setting: 'city', lesson: 'honesty',
    title: ['{hero} and the Lost Wallet', 'Finders, Not Keepers'],
    opening: ['On the way home from school, {hero} saw something brown on the pavement by the bus stop. It was a wallet, fat and shiny.', 'On the way home, {hero} found a wallet on the pavement.'],
    worry: ['Inside there was a twenty-pound note. "Finders keepers?" said {hero}, and did not feel sure at all.', '"Finders keepers?" said {hero}.'],
    tries: [
      ['{hero} put the wallet in {his} pocket and walked on, but it felt heavy, heavier than a wallet should.', 'The wallet felt heavy in {his} pocket.'],
      ['{hero} thought about the sweets twenty pounds would buy, and then about someone looking and looking for it.', '{hero} thought about someone looking for it.'],
      ['{hero} asked the lady at the bus stop if it was hers, and it was not.', 'It was not the lady\'s at the bus stop.'],
    ],
    turn: ['{hero} told {grownup} everything, and together they took the wallet to the police station. {hero} handed it over the desk {him}self, and the police officer wrote down {his} name.', '{hero} handed the wallet in at the police station, all by {him}self.'],
    details: [
      ['Inside the wallet was a library card with a name on it: Mr E. Okafor, and a photo of a baby.', 'Inside was a library card and a photo of a baby.'],
      ['The police station had a high desk, and a bell to ring, and a poster about bikes.', 'The police station had a bell on the desk.'],
      ['The officer counted the money out loud and wrote it all on a form.', 'The officer wrote it all on a form.'],
      ['A week later, a card came through the door: "Thank you for being honest. You saved my week. Mr Okafor."', 'A thank-you card came through the door.'],
    ],
    senses: ['The wallet was warm from the sun and smelled of leather.', 'The police station was quiet, except for a phone ringing somewhere.'],
    win: 'the wallet was going home to its owner',
    end: ['{hero} propped Mr Okafor\'s card on {his} windowsill, and every time {he} walked past the bus stop, {he} smiled.', 'The thank-you card went on the windowsill.'],
  },
  setback: 'Then {hero}\'s friend said, "You\'re mad. Nobody would know," and {hero} stopped at the corner, not sure any more.',
  choice: '{hero} could take it to the shop by the bus stop, or to the police station, and {he} chose the police station.',
  subplot: themeSubplot(
    '{hero} saw that doing the right thing feels heavy first, and light after.',
    '{pal} had once kept a pound {palhe} found, and still felt funny about it.',
    'the thank-you card',
    '{pal} read the thank-you card and said, "Next time I find something, I\'m handing it in too."',
  ),
  low: '{hero} sat on the wall with the wallet on {his} knees. "Nobody would know," {he} whispered. "Except me."',
  hint: 'Think about the person who lost it',
  light: ['Found it!', 'Honest!', 'Thank you!'],
  older: {
    want: '{hero} wanted to do the right thing, and also, if {he} was honest, wanted the twenty pounds.',
    secret: '{he} had already planned what to spend the money on, the whole walk home',
    decides: '{hero} could keep the money and post the wallet back, or hand in every penny. {he} handed in every penny.',
  },
};

/** Learning the times tables: the chanting, the sevens that will not stick, the finger trick for nines, the timed test. */
const TIMES_TABLES: EntryKit = {
  entry: {
    id: 'times-tables', kind: 'activity',
    words: /^(?!.*\btimes ?tables? (?:tests?|checks?)\b).*(?:\btimes ?tables?\b|\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)s? times\b|\bmultiplication\b|\btimes table rock ?stars\b|\bttrs\b)/i,
    name: 'the times tables', setting: 'home', lesson: 'perseverance', variants: TIMES_TABLE_VARIANTS,
    title: ['{hero} and the Sevens', 'Seven Eights Are...?'],
    opening: ['On Friday there was a times tables test, and {hero} could do the twos, the fives and the tens, but the sevens would not stay in {his} head.', '{hero} was learning {his} times tables. The sevens were hard.'],
    worry: ['"Seven eights are... fifty-something," said {hero}. "I\'ll never know them all."', '"I\'ll never know the sevens," said {hero}.'],
    tries: [
      ['{hero} read the sevens off the sheet ten times, and then turned it over, and they had all gone.', '{hero} read the sevens, and they all went away.'],
      ['{hero} counted up on {his} fingers, seven, fourteen, twenty-one, and lost count at thirty-something.', '{hero} counted on {his} fingers, and lost count.'],
      ['{hero} tried to go fast like the others, and said "seven sixes are forty-seven", and everybody laughed.', '"Seven sixes are forty-seven!" Oops.'],
    ],
    turn: ['{grownup} and {hero} made up a silly song for the sevens and sang it going up the stairs, one step for each answer, every night, and on Friday {hero} sang it inside {his} head and wrote the answers down one after another.', '{hero} sang the sevens song in {his} head, and wrote the answers down.'],
    details: [
      ['The times tables were pinned up by the kettle, and {hero} said one every time {he} walked past.', 'The times tables were pinned up by the kettle.'],
      ['{grownup} showed {hero} the nines trick: hold up ten fingers, fold one down, and the answer is in your hands.', 'There was a finger trick for the nines.'],
      ['In the car, {grownup} asked times tables at every red light.', 'At every red light came a times table.'],
      ['The test had a timer, and the pencils went scratch, scratch all round the room.', 'In the test, pencils went scratch, scratch.'],
    ],
    senses: ['The kitchen clock ticked, and the pencil tapped: seven, fourteen, twenty-one.', 'The numbers went round and round like washing in a machine.'],
    win: '{hero} knew the sevens, even seven eights',
    end: ['In {hero}\'s homework book, the teacher had written in green pen: Sevens, all right! Next week, the eights.', 'The teacher wrote: Sevens, all right!'],
  },
  setback: 'Then, on the practice test, {hero} got stuck on seven eights and the timer beeped before {he} had finished.',
  choice: '{hero} could practise the sevens with the app or with the song on the stairs, and {he} chose the stairs.',
  subplot: themeSubplot(
    '{hero} saw that a little every day beats a lot all at once.',
    '{pal} was stuck on the sixes, and hid {palhis} sheet under {palhis} book.',
    'the times tables sheet',
    '{hero} taught {pal} the stairs trick, and {pal} made up a song for the sixes that was even sillier.',
  ),
  low: '{hero} put {his} head on the table. "I\'m just rubbish at maths," {he} said.',
  hint: 'A little every day, and say them out loud',
  light: ['7, 14, 21!', 'Tick!', 'Got it!'],
  older: {
    want: '{hero} wanted to stop being the last one to finish the times tables test.',
    secret: '{he} had been copying the answers from the back of the sheet at home, and knew it was not working',
    decides: '{hero} could keep peeking, or learn them properly, a few a night. {he} learnt them properly.',
  },
};

/** A best friend of another faith: each other's festivals, fasting at lunch, shoes off at the door, the questions asked kindly. */
const FRIENDS_FESTIVALS: EntryKit = {
  entry: {
    id: 'friends-festivals', kind: 'festival',
    words: /\bfriends?\b.{0,60}\b(?:(?:different|another|other|a different) (?:religion|faith|festival)s?|(?:is|are|who is|who are) (?:muslim|jewish|hindu|sikh|christian|buddhist)|celebrates? (?:eid|diwali|hanukkah|christmas|vaisakhi|passover)\b.{0,30}\b(?:i|we|he|she) celebrates?)\b|\beach other(?:'s|s'?)? (?:celebrations|festivals|religions?|holidays)\b|\bdifferent (?:religions?|faiths?) (?:and|but) (?:best )?friends\b/i,
    name: 'the festival swap', setting: 'home', lesson: 'friendship',
    title: ['Two Friends, Two Festivals', '{hero} and {pal}\'s Big Day'],
    opening: ['{hero} and {pal} were best friends, and this year they had promised to go to each other\'s festivals, {pal}\'s first.', 'This year {hero} and {pal} were going to each other\'s festivals.'],
    worry: ['"What if I do something wrong at your house?" said {hero}. "I don\'t know what you do."', '"What if I get it wrong?" said {hero}.'],
    tries: [
      ['{hero} ate a biscuit in front of {pal} at school, and then remembered {pal} was fasting till sunset, and went red.', '{hero} ate a biscuit, then remembered {pal} was fasting.'],
      ['{hero} practised the greeting {pal} had taught {him}, but said it so fast it came out as one long word.', '{hero} said the greeting far too fast.'],
      ['{hero} wore {his} smartest clothes and forgot to take {his} shoes off at {pal}\'s door, and everyone was too kind to say.', '{hero} forgot to take {his} shoes off.'],
    ],
    turn: ['{hero} stopped worrying about getting it right, and asked {pal}\'s grandma to show {him}. She laughed and showed {him} everything, and later, at {hero}\'s house, {pal} asked just the same, and {hero} showed {pal}.', '{hero} just asked, and {pal}\'s grandma showed {him} everything.'],
    details: [
      ['{pal}\'s house was full of cousins, lights, and food on every table, and everybody talked at once.', '{pal}\'s house was full of cousins, lights and food.'],
      ['{pal}\'s grandma gave {hero} a sweet, sticky with syrup, and a little gift, just like the family\'s.', '{pal}\'s grandma gave {hero} a sticky sweet.'],
      ['At {hero}\'s festival, {pal} had a turn at everything, and asked what every bit meant.', 'At {hero}\'s festival, {pal} asked what everything meant.'],
      ['On the calendar in the kitchen, {hero} drew both festivals, with a star for each.', 'Both festivals went on the calendar, with stars.'],
    ],
    senses: ['{pal}\'s house smelled of spices and something frying.', 'There was music, and bangles clinking, and grown-ups laughing in the kitchen.'],
    win: 'both festivals had two best friends at them',
    end: ['That night {hero} wrote on the calendar, NEXT YEAR AGAIN, on both festivals.', '"Next year again," said {hero} and {pal}.'],
  },
  setback: 'Then a boy at school said {hero} should not go to {pal}\'s festival because it "wasn\'t {his}", and {hero} went quiet.',
  choice: '{hero} could bring flowers or a box of sweets to {pal}\'s house, and {he} chose the sweets, and asked first which kind.',
  subplot: themeSubplot(
    '{hero} saw that asking is the kind way to learn about a friend.',
    '{pal}\'s little brother was nervous about {hero}\'s festival, and hid behind the curtain.',
    'the festival calendar',
    '{hero} showed {pal}\'s little brother the calendar, and let him draw the star on his own festival.',
  ),
  low: '{hero} stood in {pal}\'s hall with {his} shoes still on. "I\'m getting it all wrong," {he} whispered.',
  hint: 'If you don\'t know, ask: friends like being asked',
  light: ['Hello!', 'Yum!', 'Friends!'],
  older: {
    want: '{hero} wanted to understand what {pal}\'s festival meant to {pal}, not just what happened at it.',
    secret: '{he} had been scared of asking the wrong question and sounding rude, so had not asked any',
    decides: '{hero} could go along politely and ask nothing, or ask {pal} the real questions. {he} asked.',
  },
};

/** A litter pick: grabbers and gloves, a tally of crisp packets, the trolley in the stream, the bags piled up, the clean place. */
const LITTER_PICK: EntryKit = {
  entry: {
    id: 'litter-pick', kind: 'activity',
    words: /\blitter[- ]?pick(?:s|ing|ers?)?\b|\bpick(?:ing|ed)? up (?:the )?litter\b|\bbeach cleans?(?:[- ]?ups?)?\b|\bclean(?:ing)?[- ]?up (?:of )?(?:the |our )?(?:local )?(?:park|beach|river|street|canal|woods)\b|\b(?:park|river|canal) clean(?:[- ]?up)?\b/i,
    name: 'the litter pick', setting: 'city', alsoAt: ['beach', 'forest'], lesson: 'helping',
    title: ['{hero} and the Litter Pick', 'The Great Clean-Up'],
    opening: ['On Saturday morning there was a litter pick, and {hero} had a grabber, gloves that were much too big, and a bin bag of {his} own.', 'Today {hero} was on the litter pick, with a grabber and a bin bag.'],
    worry: ['"There\'s so much," said {hero}. "We\'ll never get it all."', '"There\'s so much," said {hero}.'],
    tries: [
      ['{hero} tried to grab a crisp packet, and the wind took it, and {he} chased it round and round a bush.', 'The wind took the crisp packet. Round and round!'],
      ['{hero} grabbed so fast that the bin bag split, and everything fell out again.', 'The bag split, and everything fell out.'],
      ['{hero} tried to pull a shopping trolley out on {his} own, and it would not move an inch.', 'The trolley would not move an inch.'],
    ],
    turn: ['{hero} stopped trying to do it all, and did one small patch at a time, properly, and then called the others, and together they heaved the trolley out, one, two, three, and everybody cheered.', '{hero} did one patch at a time, and then they all heaved the trolley out together.'],
    details: [
      ['{hero} kept a tally on a clipboard: crisp packets, bottle tops, cans, and one very old shoe.', '{hero} counted the crisp packets on a clipboard.'],
      ['The grabber went snap, snap, and picked up a bottle top as neat as a beak.', 'Snap, snap went the grabber.'],
      ['Cans went in one bag for recycling, everything else in the other.', 'Cans went in the recycling bag.'],
      ['At the end, the full bags stood in a row like fat black penguins.', 'The full bags stood in a row like penguins.'],
    ],
    senses: ['The grabber snapped, and the bin bags rustled in the wind.', 'The gloves were big and rubbery and smelled of the garden shed.'],
    win: 'the place was clean, and a robin hopped where the crisp packets had been',
    end: ['On the way home, {hero} saw a wrapper on the pavement, and picked it up without even thinking.', 'On the way home, {hero} picked up one more wrapper.'],
  },
  setback: 'Then, just as they had finished one bit, a gust of wind blew a whole bag of rubbish out of the bin again.',
  choice: '{hero} could pick near the path or down by the water, and {he} chose the water, where the ducks were.',
  subplot: themeSubplot(
    '{hero} saw that lots of small hands can make a big place clean.',
    '{pal} said litter picking was boring and stood by the gate.',
    'the tally clipboard',
    '{hero} gave {pal} the clipboard to count, and {pal} counted every can with a shout, and soon {palhe} was picking too.',
  ),
  low: '{hero} sat on the bench with {his} split bag. "What\'s the point? People will just drop more," {he} said.',
  hint: 'One small patch at a time, and ask for help with the big things',
  light: ['Snap!', 'In the bag!', 'Clean!'],
  older: {
    want: '{hero} wanted the place to stay clean, not just be clean for one morning.',
    secret: '{he} had dropped a wrapper there {him}self last week, and had not gone back for it',
    decides: '{hero} could just pick and go home, or make signs for the bins. {he} made the signs.',
  },
};

/** A Duke of Edinburgh walk: the heavy rucksack, the map and compass, the checkpoint, the stove, the wrong turn, the blisters. */
const EXPEDITION: EntryKit = {
  entry: {
    id: 'expedition', kind: 'event',
    words: /\bduke of edinburgh\b|\bd ?of ?e\b|\b(?:practice |bronze |silver |gold )?expeditions?\b|\b(?:hike|walk|trek) with (?:a )?(?:map and compass|compass)\b/i,
    name: 'the expedition', setting: 'forest', alsoAt: ['mountains'], lesson: 'teamwork',
    title: ['{hero}\'s Expedition', 'Map, Compass, Go!'],
    opening: ['It was the expedition: two days walking with a rucksack, a map and a compass, {hero} and three friends, and no grown-ups walking with them.', 'Today {hero} was setting off on the expedition, with a map and a rucksack.'],
    worry: ['"What if we get lost?" said {hero}, and the rucksack felt heavier than ever.', '"What if we get lost?" said {hero}.'],
    tries: [
      ['{hero} held the map and marched off confidently, and after twenty minutes they were back at the car park.', 'After twenty minutes they were back at the car park.'],
      ['{hero} packed too much, three jumpers and a whole tin of beans, and the straps cut into {his} shoulders.', 'The rucksack was far too heavy.'],
      ['{hero} tried to light the little stove in the wind, and it went out, and out, and out.', 'The stove went out, and out, and out.'],
    ],
    turn: ['{hero} turned the map so it matched the land, found the stream and the stile on it, and let the compass needle settle. "This way," {he} said, and this time it was.', '{hero} turned the map to match the land. "This way." And it was.'],
    details: [
      ['The map was in a plastic bag round {hero}\'s neck, with the route drawn on in pencil.', 'The map hung round {hero}\'s neck.'],
      ['At each checkpoint the leader was waiting with a clipboard and a flask, and ticked them off.', 'At each checkpoint, a leader ticked them off.'],
      ['They cooked pasta on the little stove and it was the best pasta ever, even the crunchy bits.', 'They cooked pasta on a little stove.'],
      ['By the end there were blisters, plasters, and four very muddy pairs of boots.', 'There were blisters, plasters and muddy boots.'],
    ],
    senses: ['The wind whistled over the hill, and the rucksack straps creaked.', 'The tent smelled of wet grass and pasta.'],
    win: 'they reached the last checkpoint on time, all four of them together',
    end: ['At home, {hero} slept for twelve hours, and then asked when the next one was.', 'At home, {hero} slept for twelve hours.'],
  },
  setback: 'Then the rain came in sideways, the map got wet, and nobody could agree which path was which.',
  choice: '{hero} could take the short steep way or the long flat way, and {he} chose the long flat way, for the whole team.',
  subplot: themeSubplot(
    '{hero} saw that a team goes as fast as its slowest walker, and that is fine.',
    '{pal} had bad blisters and was falling behind, and did not want to say.',
    'the blister plasters',
    '{hero} stopped the team, gave {pal} the blister plasters, and carried {pal}\'s tent to the end.',
  ),
  low: '{hero} sat on {his} rucksack in the rain. "We\'re lost, and it\'s my fault," {he} said.',
  hint: 'Turn the map to match the land, and trust the compass',
  light: ['North!', 'Left!', 'Made it!'],
  older: {
    want: '{hero} wanted to lead the way without once having to phone a grown-up.',
    secret: '{he} was not really sure how to use the compass, and had been nodding along in the training',
    decides: '{hero} could keep pretending, or say "I don\'t know" and work it out with the others. {he} said it.',
  },
};

export const ROUND_16B_OLDER_KITS: readonly EntryKit[] = [CAR_BOOT_SALE, VOLUNTEERING, COUSINS_VISITING, FOUND_A_WALLET, TIMES_TABLES, FRIENDS_FESTIVALS, LITTER_PICK, EXPEDITION];
