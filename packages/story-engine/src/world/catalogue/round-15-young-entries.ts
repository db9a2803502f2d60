import { themeSubplot } from './subplots';
import type { OwnEntry } from './round-14b-entries';
import type { Variant } from './theme-entry';

/**
 * Round 15's little ones' days nothing read (a census of parents' words for ages 0-5): getting lost from a grown-up in a
 * shop or a zoo, a wasp or a bee indoors, a torn teddy mended, a parcel at the door, a grown-up's new look, photo day,
 * the ice cream van, the window cleaner, the plumber, a bite at nursery and the first day of spring. Each its own true day, safe for a little listener: the grown-up does the
 * needle, the ladder and the door; the child stays still, on the pavement, inside the glass.
 */

/**
 * Lost on a day out, not in a shop (round 20: "got lost at the zoo" was the big shop's aisles and tills "at the zoo"):
 * the crowd, the calling, a helper in a bright jacket, and a meeting place picked for next time. No aisle, trolley or till.
 */
const LOST_ON_A_DAY_OUT: Variant = {
  said: /\blost\b.*\b(?:zoo|park|beach|seaside|fair|funfair|fairground|festival|museum|airport|station|crowds?|market|carnival|parade|fireworks|farm|aquarium|theme park|wildlife park|safari park)\b/i,
  name: 'the day out',
  opening: ['{hero} was out for the day with {who}, in a big, busy crowd, and stopped to look at something wonderful. When {he} looked up, {who} was not there.', '{hero} looked up. Where was {who}?'],
  tries: [
    ['{hero} ran one way, calling, but there were only strangers\' backs and bags.', '{hero} ran one way, calling.'],
    ['{hero} ran back the other way, and now nothing looked the same as before.', '{hero} ran back. Nothing looked the same.'],
    ['{hero} sat down on a bench, with {his} knees up, and cried, and nobody could see {him} in the crowd.', '{hero} sat on a bench and cried.'],
  ],
  turn: ['{hero} remembered what {who} always said: "If you lose me, stand still, and find a helper in a uniform." So {hero} stood up, stood still, and told the helper in the bright jacket, "I lost {who}."', '{hero} stood still, and told the helper in the bright jacket, "I lost {who}."'],
  details: [
    ['There were people everywhere, and all the grown-ups were so tall that {hero} could only see legs and bags.', 'People everywhere. Legs and bags.'],
    ['Nearby stood a helper in a bright yellow jacket with a name badge, the kind of helper {who} had talked about.', 'A helper stood nearby, in a bright jacket.'],
    ['The helper crouched down to {hero}\'s size and said, "Well done for telling me," and spoke into a crackly radio.', 'The helper crouched down. "Well done for telling me."'],
    ['{who} came hurrying through the crowd, a bit pink and puffed, scooped {hero} up tight, and said, "You did exactly the right thing."', '{who} came hurrying, and scooped {hero} up.'],
  ],
  end: ['The next time they went out for the day, they picked a meeting place first, and {hero} held {who}\'s hand in the crowds.', 'Next time, {hero} held {who}\'s hand in the crowds.'],
  ownSetback: ['Then a big group went past, all talking at once, and {hero} was pushed back against the bench.', 'Then a big crowd went past.'],
  ownChoice: ['{hero} could keep running about or stand still where a helper could see {him}, and {he} chose to stand still.', '{hero} chose to stand still.'],
};

/** Lost from the grown-up in a shop, a zoo or a crowd: calling and running do not help; standing still and a helper with a badge do. */
const GOT_LOST: OwnEntry = {
  entry: {
    id: 'got-lost', kind: 'moment', tellsALoss: true, owner: 'mum', ownerAway: true, ownerFromCast: true, onOwn: true,
    words: /\b(?:got|get|gets|getting|was|were|is) lost (?:at|in|on) (?:the |a )?(?:shops?|supermarket|zoo|park|beach|fair|funfair|fairground|market|museum|shopping (?:centre|center|mall)|mall|festival|airport|station|crowds?|garden centre|soft play|toy shop)\b|\blost (?:in|at) the (?:shops?|supermarket|zoo|fair|funfair|market|museum|shopping (?:centre|center)|mall|crowd)\b|\b(?:lost|losing|loses|lose) (?:my |his |her |their )?(?:mummy|mum|mommy|mom|mama|daddy|dad|papa|nana|grandma|granny|grandad|grandpa|grown-?up) (?:in|at) the\b|\bwander(?:ed|s)? off (?:in|at) the\b/i,
    name: 'the big shop', setting: 'city', lesson: 'listening', petsStayHome: true,
    title: ['Where Did {who} Go?', '{hero} Stands Still'],
    opening: ['{hero} was at the big shop with {who}, and stopped to look at a shelf of shiny balloons. When {he} looked up, {who} was not there.', '{hero} looked up. Where was {who}?'],
    worry: ['"Where are you?" called {hero}, and {his} tummy went tight and cold. "I want {who}!"', '"Where are you?" called {hero}.'],
    tries: [
      ['{hero} ran down one long aisle, calling, but there were only tins and a stranger\'s trolley.', '{hero} ran down the aisle, calling.'],
      ['{hero} ran round the corner the other way, and the shop looked different, and even further from the door.', '{hero} ran round the corner. It looked different.'],
      ['{hero} crouched under a rail of coats and cried, and nobody could see {him} there at all.', '{hero} hid under the coats and cried.'],
    ],
    turn: ['{hero} remembered what {who} always said: "If you lose me, stand still, and find a helper with a badge." So {hero} came out, stood still by the tills, and told the lady with the badge, "I lost {who}."', '{hero} stood still, and told the lady with the badge, "I lost {who}."'],
    details: [
      ['The shop was big and bright, with long, long aisles, and every one of them looked the same.', 'The aisles were long, and all the same.'],
      ['By the tills stood a lady with a name badge and a kind face, the kind of helper {who} had talked about.', 'By the tills stood a lady with a badge.'],
      ['The helper crouched down to {hero}\'s size and said, "Well done for telling me," and a voice in the ceiling called for {hero}\'s grown-up to come to the tills.', 'The helper crouched down. "Well done for telling me."'],
      ['{who} came hurrying round the corner, a bit pink and puffed, scooped {hero} up tight, and said, "You did exactly the right thing."', '{who} came hurrying, and scooped {hero} up.'],
    ],
    win: '{hero} stood still, told a helper, and {who} came straight back',
    end: ['The next time they went to the big shop, they picked a meeting place first, by the big clock at the door, and {hero} held the trolley all the way round.', 'Next time, {hero} held the trolley all the way round.'],
    ownDoubt: ['{hero} looked at all the legs going past, and none of them were {who}\'s. "I\'m lost for ever," {he} whispered.', '"I\'m lost," whispered {hero}.'],
    variants: [LOST_ON_A_DAY_OUT],
  },
  setback: ['Then a trolley rattled past, very fast, and {hero} jumped back under the coats.', 'Then a trolley rattled past, fast.'],
  choice: ['{hero} could keep running about or stand still where a helper could see {him}, and {he} chose to stand still.', '{hero} could run about or stand still, and {he} chose to stand still.'],
  subplot: themeSubplot('{hero} saw that standing still is the quickest way to be found.', '{pal} had lost {palhis} mum at the park once, and was scared of it happening again.', 'a game of statues', '{hero} played a game of statues with {pal}, and they practised freezing, just in case.'),
};

/** A wasp indoors: flapping and shouting make it cross; the window opened wide, standing still, a glass and a card. */
const BUZZING_INDOORS: OwnEntry = {
  entry: {
    id: 'buzzing-indoors', kind: 'moment',
    words: /\b(?:an?|the) (?:big |little |huge |buzzy )?(?:wasps?|bees?|bumble ?bees?|hornets?|flies|fly|bluebottles?|mouse|mice)\b (?:in|inside|got into|came into|flew into|in through|got in) (?:the |our |my |his |her |their )?(?:kitchen|house|home|car|bedroom|room|living room|lounge|bathroom|classroom|tent|caravan|window)\b|\b(?:wasps?|bees?|hornets?|flies|fly|bluebottles?|mouse|mice) (?:got|came|flew) (?:in|inside|indoors)\b/i,
    name: 'the wasp indoors', setting: 'home', lesson: 'bravery', petsStayHome: true,
    variants: [
      {
        said: /\bbees?\b|\bbumble/i,
        name: 'the bee indoors', title: ['{hero} and the Bumblebee', 'A Bee in the House'],
        opening: ['A big, fuzzy bumblebee had flown in, and now it was bumping against the window: bzzz, bump, bzzz.', 'Bzzz, bump! A bumblebee had flown in.'],
        turn: ['{hero} stood very still next to {grownup}, arms by {his} sides, while {grownup} opened the window wide, and the bee bumbled along the glass, found the gap, and flew out.', '{hero} stood very still. {grownup} opened the window wide, and out flew the bee.'],
        win: 'the bee flew out, back to the flowers, and nobody was stung',
        details: [
          ['The bee was round and furry, black and yellow, with pollen on its legs like tiny yellow trousers.', 'The bee was fuzzy, with yellow pollen on its legs.'],
          ['{grownup} said, "It doesn\'t want to sting us. It just wants to go back to the flowers."', '"It wants to go back to the flowers."'],
          ['Outside, the bee zoomed off to the lavender, to tell the others where it had been.', 'Off it flew, to the lavender!'],
          ['{hero} watched it from the window, a tiny fuzzy dot, bumbling from flower to flower.', 'Bumble, bumble, from flower to flower.'],
        ],
      },
      {
        said: /\bfl(?:y|ies)\b|\bbluebottles?\b/i,
        name: 'the fly indoors', title: ['{hero} and the Big Fly', 'Zzzz!'],
        opening: ['Zzzz! A big fly had flown in, and now it was zooming round and round the room, under the lamp and over the bed.', 'Zzzz! A big fly had flown in.'],
        worry: ['"It\'s going to land on me!" said {hero}, and pulled {his} arms in tight.', '"It will land on me!" said {hero}.'],
        tries: [
          ['{hero} tried to catch it in {his} hands, clap, but the fly was much too quick.', 'Clap! Too quick.'],
          ['{hero} flapped a book at it, and it only zoomed faster, round and round.', '{hero} flapped a book. Faster it went.'],
          ['{hero} hid under the covers, but {he} could still hear it: zzzz, zzzz.', '{hero} hid. Zzzz, zzzz.'],
        ],
        turn: ['{hero} stood very still next to {grownup}, while {grownup} opened the window wide and switched off the lamp, and the fly zoomed to the bright window and out.', '{hero} stood still. The window opened wide, and out went the fly.'],
        details: [
          ['The fly had big red eyes, and it walked upside down on the ceiling.', 'It walked upside down!'],
          ['It bumped against the glass: zzzz, tap, zzzz, tap.', 'Zzzz, tap. Zzzz, tap.'],
          ['{grownup} said, "It\'s not cross. It\'s lost, and it wants the sunshine."', '"It wants the sunshine."'],
          ['Out it went, into the bright garden, and the room was quiet again.', 'Out it went. Quiet again.'],
        ],
        win: 'the fly zoomed out into the sunshine, and the room was quiet',
        end: ['At bedtime, {hero} listened to the quiet room and whispered, "Bye-bye, fly."', '"Bye-bye, fly," said {hero}.'],
      },
      {
        said: /\bmouse\b|\bmice\b/i,
        name: 'the mouse in the house', title: ['{hero} and the Kitchen Mouse', 'A Mouse in the House'],
        opening: ['Something small and grey ran along the kitchen floor and under the cooker: a mouse was in the house!', 'A mouse ran under the cooker!'],
        worry: ['"Will it run up my leg?" squeaked {hero}, and jumped onto a chair.', '"Eek!" said {hero}.'],
        tries: [
          ['{hero} put a big piece of cheese by the cooker, and the mouse did not come out at all.', '{hero} put out some cheese. No mouse.'],
          ['{hero} lay on the floor to look under the cooker, but it was dark and dusty, and {grownup} said, "Not too close."', '{hero} looked under the cooker. Too dark.'],
          ['{hero} stamped to scare it out, and it stayed hidden even longer.', '{hero} stamped. The mouse stayed hidden.'],
        ],
        turn: ['{hero} helped {grownup} set a kind trap, a little box with a door and a crumb of peanut butter, and then they waited quietly till morning.', '{hero} helped set a kind trap, and they waited.'],
        details: [
          ['The mouse had a pink nose, round ears and a tail as long as its body.', 'The mouse had a pink nose and a long tail.'],
          ['The kind trap had a little door that closed softly, so the mouse did not get hurt.', 'The kind trap closed softly.'],
          ['In the morning there was the mouse in the box, whiskers twitching.', 'In the morning, the mouse was in the box.'],
          ['They carried it to the field by the hedge, far from the house, and opened the door, and whoosh, it was gone into the grass.', 'At the field, whoosh, off it ran.'],
        ],
        win: 'the mouse ran home to the field, safe, and the kitchen was theirs again',
        end: ['That night, {hero} looked out at the dark field and said, "Night night, mouse."', '"Night night, mouse," said {hero}.'],
      },
    ],
    title: ['{hero} and the Wasp', 'Buzz!'],
    opening: ['Bzzz! A wasp had flown in through the open window, and now it was buzzing round and round, right over {hero}\'s head.', 'Bzzz! A wasp had flown in.'],
    worry: ['"Will it sting me?" said {hero}, and {his} arms wanted to flap and flap.', '"Will it sting me?" said {hero}.'],
    tries: [
      ['{hero} flapped at the wasp with both hands, and it buzzed louder and came closer, and {grownup} said, "No flapping, it makes it cross."', '{hero} flapped at it, and it buzzed louder.'],
      ['{hero} hid under the table, but the buzzing went round and round above {him}.', '{hero} hid under the table. Bzzz, bzzz.'],
      ['{hero} shouted, "Go away, wasp!" but wasps do not listen to shouting.', '{hero} shouted, "Go away!" It did not.'],
    ],
    turn: ['{hero} stood very still next to {grownup}, arms by {his} sides, while {grownup} opened the window wide. The wasp bumped the glass, found the gap, and flew out.', '{hero} stood very still. {grownup} opened the window wide, and out flew the wasp.'],
    details: [
      ['The wasp had yellow and black stripes, and thin see-through wings that whirred.', 'The wasp was yellow and black.'],
      ['It bumped against the glass again and again: bzzz, tap, bzzz, tap.', 'Bzzz, tap. Bzzz, tap.'],
      ['{grownup} said, "It\'s more scared of us than we are of it. It just wants to go outside."', '"It wants to go outside."'],
      ['Outside, the wasp zigzagged over the hedge and away.', 'Over the hedge it went.'],
    ],
    win: 'the buzzing visitor flew out of the window, and nobody was stung',
    end: ['After that, when a wasp came near the picnic, {hero} stood still like a statue, and whispered, "Off you go," and it did.', 'Next time, {hero} stood still like a statue.'],
    ownDoubt: ['{hero} peeped out from under the table. "It\'s never going to go," {he} said.', '"It won\'t go," said {hero}.'],
  },
  setback: ['Then the buzzing stopped, and nobody could see where it had gone, which was even worse.', 'Then it went quiet. Where was it?'],
  choice: ['{hero} could run out of the room or stand still by {grownup}, and {he} chose to stand still.', '{hero} could run or stand still, and {he} chose to stand still.'],
  subplot: themeSubplot('{hero} saw that being still and calm is braver than flapping.', '{pal} was scared of anything that buzzed.', 'the statue game', '{hero} showed {pal} the statue game, and they both stood still and giggled till the buzzing went away.'),
};

/** A soft toy torn or missing an eye: tape and a plaster do not hold; the grown-up sews, the child holds still and counts. */
const TOY_MENDED: OwnEntry = {
  entry: {
    id: 'toy-mended', kind: 'moment',
    words: /\b(?:teddy(?: bear)?|bunny|bear|dolly|doll|cuddly(?: toy)?|soft toy|elephant|monkey|dino|dinosaur|lamb|giraffe|unicorn|penguin|puppy|kitty|blankie|rabbit)\b[^.]*?\b(?:(?:got |was |is |has )?(?:torn|ripped|split)|tore|rip(?:ped)? (?:open|apart)|(?:came|fell|come|falls?|coming) off|los(?:t|es|ing) (?:(?:his|her|its|their|an|one|a) )+(?:eye|ear|arm|leg|nose|button|tail|paw)|stuffing (?:came |is |coming )?out|(?:has|had|got) a hole|need(?:s|ed)? (?:sewing|mending|stitch\w*)|sew(?:ed|n|ing)? (?:it |him |her )?(?:back|up)|mended|(?:got|gets) fixed)\b|\btoy hospital\b|\bmend(?:ing|ed)? (?:my |his |her |their |a |the )?(?:torn |broken |old |ripped )?(?:teddy|bunny|doll|dolly|soft toy|cuddly toy)\b/i,
    name: 'the mended toy', setting: 'home', lesson: 'patience', tender: true,
    variants: [{
      said: /\beyes?\b|\bbutton\b/i,
      name: 'the new eye', title: ['A New Eye for {toy}', '{toy}\'s Button Eye'],
      opening: ['{toy}\'s eye had come off. It had been hanging by one thread for days, and now it was gone, and {toy} looked at {hero} with just one.', '{toy}\'s eye had come off.'],
      worry: ['"{toy} can\'t see me!" said {hero}, holding the eye tight in one hand. "Will it go back on?"', '"{toy} can\'t see!" said {hero}.'],
      tries: [
        ['{hero} held the eye in place with one finger, but when {he} let go it dropped on the floor and rolled under the sofa.', '{hero} held the eye on. It fell off.'],
        ['{hero} stuck it back on with a sticker, but the sticker peeled off at lunch.', '{hero} tried a sticker. It peeled off.'],
        ['{hero} gave {toy} a pirate patch made of paper, but {toy} still looked sad with just one eye.', '{hero} made {toy} a pirate patch.'],
      ],
      ownSetback: ['Then the old eye rolled under the sofa, and {hero} had to lie flat on the floor to reach it.', 'Then the eye rolled under the sofa.'],
      ownChoice: ['{hero} could pick a shiny brown button or a little black one, and {he} chose the brown, to match.', '{hero} could pick brown or black, and {he} chose brown.'],
      ownDoubt: ['{hero} looked at the empty place where the eye had been. "{toy} will never look right again," {he} said.', '"Poor {toy}," said {hero}.'],
      turn: ['{hero} chose a shiny brown button from the button tin, and held {toy} very still while {grownup} sewed it on, tight, with lots of little stitches, and {hero} counted every one.', '{hero} chose a button, held {toy} still, and counted the stitches.'],
      details: [
        ['The button tin rattled, full of buttons: big ones, tiny ones, red, gold and one shaped like a flower.', 'The button tin rattled.'],
        ['{toy} sat on the kitchen table, looking at everyone with one eye, very patiently.', '{toy} looked at everyone with one eye.'],
        ['Only {grownup} held the needle, because needles are sharp: in and out went the thread, round the button and through, "One, two, three…"', 'In and out. "One, two, three…"'],
        ['The new eye did not quite match the old one, and {hero} said that made {toy} look even wiser.', 'The new eye did not quite match. Even better!'],
      ],
    }],
    title: ['{hero} Mends {toy}', 'Poor {toy}!'],
    opening: ['{toy}\'s seam had split, right under the arm, and a little puff of stuffing was poking out like a cloud.', '{toy} had a hole, with stuffing poking out.'],
    worry: ['"Is {toy} broken for ever?" asked {hero}, holding {toy} very carefully. "Does it hurt?"', '"Is {toy} broken?" asked {hero}.'],
    tries: [
      ['{hero} stuck the hole shut with sticky tape, but it peeled off at bedtime.', '{hero} tried sticky tape. It peeled off.'],
      ['{hero} put a plaster on {toy}, and gave {toy} a kiss, but the stuffing still came out at the edge.', '{hero} put on a plaster. Still a hole.'],
      ['{hero} poked the stuffing back in with one finger, and it poked straight out again.', '{hero} poked the stuffing in. Out it came.'],
    ],
    turn: ['{hero} took {toy} to {grownup} and the sewing tin, and held {toy} very still while {grownup} sewed up the hole with small, tight stitches, and {hero} counted every one.', '{hero} held {toy} still while {grownup} sewed, and counted the stitches.'],
    details: [
      ['The sewing tin had a pincushion like a tomato, and reels of thread in every colour.', 'The sewing tin had reels of every colour.'],
      ['{toy} lay on a cushion like a patient at the doctor\'s, and {hero} stroked {toy}\'s head.', '{toy} lay on a cushion, like a patient.'],
      ['Only {grownup} held the needle, because needles are sharp: in and out went the thread, "One, two, three, four, five…"', 'In and out. "One, two, three…"'],
      ['At the end there was a little line of stitches, like a zip, and {hero} gave it a kiss better.', 'A little line of stitches, and a kiss better.'],
    ],
    win: '{toy} was mended, with a row of tiny stitches to show how brave {toy} had been',
    end: ['That night {toy} slept in {hero}\'s arms as always, a little bit lumpier, and just as good.', 'That night, {toy} slept in {hero}\'s arms.'],
    ownDoubt: ['{hero} looked at the hole. "{toy} will never be the same," {he} said.', '"Poor {toy}," said {hero}.'],
  },
  setback: ['Then {toy} fell off the bed, and a little more stuffing puffed out of the hole.', 'Then more stuffing puffed out.'],
  choice: ['{hero} could pick red thread or blue thread, and {he} chose red, so {toy} would have a brave red line.', '{hero} could pick red or blue, and {he} chose red.'],
  subplot: themeSubplot('{hero} saw that a mended thing can be loved just as much.', '{pal}\'s toy had a wobbly ear too.', 'pretend bandages', '{hero} played hospitals with {pal}, with pretend bandages, and both cuddly friends got better.'),
};

/** A parcel coming: the doorbell, the letterbox, answering the door only with a grown-up, the name on the label, the box a rocket. */
const PARCEL: OwnEntry = {
  entry: {
    id: 'parcel', kind: 'activity',
    words: /\bparcels?\b(?! (?:game|pass|passing))|\bpost ?(?:man|men|woman|lady|person)\b|\bdelivery (?:man|men|driver|van|lady|person)\b|\b(?:a |the )?(?:big |huge |special )?(?:box|package|post|letter) (?:came|arrived|comes|coming)\b|\bwaiting for (?:a |the |my |his |her )?(?:parcel|package|post|delivery)\b|\bthe doorbell\b|\bsomeone at the door\b/i,
    name: 'the parcel', setting: 'home', lesson: 'patience',
    title: ['A Parcel for {hero}', 'Ding Dong!'],
    opening: ['A parcel was coming, and {grownup} said it had {hero}\'s name on it, so {hero} listened for the doorbell all morning.', 'A parcel was coming for {hero}!'],
    worry: ['"What if they come and we don\'t hear?" said {hero}. "What if they take it away again?"', '"When will it come?" said {hero}.'],
    tries: [
      ['{hero} ran to the door at every noise, but it was the wind, then the cat next door, then the bin.', '{hero} ran to the door. Only the wind.'],
      ['{hero} sat on the bottom stair, watching the letterbox, until {his} legs went fizzy.', '{hero} sat on the stair and watched the letterbox.'],
      ['{hero} went to the toilet, and when {he} came back there was a little card on the mat: "Sorry we missed you."', 'Then a card on the mat: "Sorry we missed you."'],
    ],
    turn: ['{grownup} rang the number on the card, and the driver came back round, and when the bell went ding-dong, {hero} opened the door with {grownup} and said, "Hello! Is that for me?"', 'Ding-dong! {hero} opened the door with {grownup}. "Is that for me?"'],
    details: [
      ['The letterbox flap went snap, and the letters slid onto the mat.', 'Snap went the letterbox.'],
      ['On {grownup}\'s phone, a little van on a map said the parcel was coming today, some time between nine and five.', 'The parcel was coming today.'],
      ['The label said {hero}\'s name in big letters, and the tape went rrrrip when {grownup} opened it.', 'Rrrrip went the tape.'],
      ['The box was much bigger than the thing inside, which was the best part.', 'The box was the best part.'],
    ],
    win: 'the parcel came, with {hero}\'s name on it, and the box became a rocket',
    end: ['All afternoon, the empty box was a rocket, then a car, then a bed for teddy, and at teatime {hero} drew a thank-you picture.', 'The box was a rocket all afternoon.'],
    ownDoubt: ['{hero} watched the van drive off down the road. "It\'s never coming," {he} said, and {his} lip wobbled.', '"It\'s never coming," said {hero}.'],
  },
  setback: ['Then a van stopped outside, but the driver went to the house next door.', 'Then the van went next door.'],
  choice: ['{hero} could wait by the window or play and listen for the bell, and {he} chose to play and listen.', '{hero} could wait or play, and {he} chose to play and listen.'],
  subplot: themeSubplot('{hero} saw that waiting goes faster when you are busy.', '{pal} was waiting for a letter from {palhis} granny.', 'a letter of {palhis} own', '{hero} drew {pal} a letter and posted it through {palhis} letterbox, snap.'),
};

/** A grown-up's new look: the beard shaved off, a face not known at first, the same laugh, the same cuddle. */
const NEW_LOOK: OwnEntry = {
  entry: {
    id: 'new-look', kind: 'moment', owner: 'dad',
    words: /\b(?:shav(?:ed|es|ing)|cut|chopp(?:ed|ing)) (?:off )?(?:his|her|their) (?:big |bushy |long )?(?:beard|moustache|mustache)\b|\b(?:beard|moustache|mustache) (?:is )?(?:gone|off)\b|\b(?:grew|grown|growing|grows|grow) (?:a )?(?:big |bushy )?(?:beard|moustache|mustache)\b|\b(?:dyed|dyes|dye|dying|coloured|colored) (?:his|her|their) hair\b/i,
    name: 'the new look', setting: 'home', lesson: 'being-yourself',
    variants: [
      {
        said: /\b(?:grew|grown|growing|grows|grow)\b/i,
        title: ['{who}\'s Scratchy Beard', 'Who Is That?'],
        opening: ['{who} had been growing a beard, and now it was big and bushy, and {who}\'s kisses were scratchy.', '{who} had a big, bushy beard.'],
        details: [
          ['The beard was scratchy like a doormat, and a bit of breakfast had got stuck in it.', 'The beard was scratchy like a doormat.'],
          ['{who} let {hero} brush the beard with a little brush, this way and that.', '{hero} brushed the beard.'],
          ['Under the beard, {who}\'s smile was the same smile.', 'Under the beard, the same smile.'],
          ['When {who} laughed, the whole beard wobbled, and {hero} laughed too.', 'The beard wobbled when {who} laughed.'],
        ],
        worry: ['"It\'s too scratchy!" said {hero}, and wriggled away from the kiss. "Where did {who}\'s face go?"', '"Too scratchy!" said {hero}.'],
        tries: [
          ['{hero} hid behind the sofa and peeped, and the beard still looked like someone else\'s.', '{hero} hid behind the sofa and peeped.'],
          ['{hero} turned {his} cheek away at bedtime, so the kiss landed on {his} ear.', '{hero} turned {his} cheek away.'],
          ['{hero} tried to find {who}\'s chin under all the hair with one finger, and could not.', '{hero} looked for the chin. All hair!'],
        ],
        ownSetback: ['Then {who} bent down for a kiss, and it was scratchy like a doormat, and {hero} pulled away.', 'Then the kiss was scratchy.'],
        ownChoice: ['{hero} could keep hiding or come and stroke the beard, and {he} chose to stroke it.', '{hero} could hide or stroke it, and {he} chose to stroke the beard.'],
        ownDoubt: ['{hero} looked at the big beard. "I don\'t know you," {he} said, very quietly.', '"I don\'t know you," said {hero}.'],
        end: ['At bath time, {hero} made a bubble beard, and {who} said they were twins now.', 'At bath time, {hero} made a bubble beard too.'],
      },
      {
        said: /\b(?:dyed|dyes|dye|dying|coloured|colored)\b/i,
        title: ['{who}\'s New Hair', 'A New Colour'],
        opening: ['{who} came home from the hairdresser with bright new hair, a colour {hero} had never seen on {who} before.', '{who} had bright new hair!'],
        details: [
          ['The new hair was as bright as a lolly, and it shone under the kitchen light.', 'The new hair shone like a lolly.'],
          ['{hero} touched it, and it was soft, the same soft as always.', 'It was soft, the same as always.'],
          ['{who} said the colour would fade a bit in every wash, like a sunset.', 'It would fade, like a sunset.'],
          ['{hero} drew a picture of {who} with a crayon the very same colour.', '{hero} drew {who} in the same colour.'],
        ],
        worry: ['"That\'s not {who}\'s hair," said {hero}, and hid {his} face. "I want the old one back."', '"That\'s not {who}!" said {hero}.'],
        tries: [
          ['{hero} hid behind the sofa and peeped, and the bright hair still looked wrong.', '{hero} hid behind the sofa and peeped.'],
          ['{hero} looked at {who}\'s old photo on the fridge, and then at the new hair, and frowned.', '{hero} looked at the old photo, and frowned.'],
          ['{hero} put a tea towel over {who}\'s head to hide it, and {who} laughed under it.', '{hero} put a tea towel on it.'],
        ],
        ownSetback: ['Then {who} bent down for a kiss, and the new hair tickled {hero}\'s nose and smelled of the hairdresser\'s.', 'Then the new hair tickled {hero}\'s nose.'],
        ownChoice: ['{hero} could keep hiding or come and touch the new hair, and {he} chose to touch it.', '{hero} could hide or touch it, and {he} chose to touch it.'],
        ownDoubt: ['{hero} looked at the bright hair. "I don\'t like it," {he} said, very quietly.', '"I don\'t like it," said {hero}.'],
        end: ['At bath time, {hero} gave {who} a bubble hat, just for fun, and they both had new hair.', 'At bath time, {hero} made {who} a bubble hat.'],
      },
    ],
    title: ['Where Did {who}\'s Beard Go?', 'Who Is That?'],
    opening: ['{who} came down to breakfast looking different: the big beard was gone, and there was a whole chin underneath.', '{who}\'s beard was gone!'],
    worry: ['"That\'s not {who}," said {hero}, and hid {his} face. "I want the old one back."', '"That\'s not {who}!" said {hero}.'],
    tries: [
      ['{hero} hid behind the sofa and peeped, and the face still looked wrong.', '{hero} hid behind the sofa and peeped.'],
      ['{hero} looked in the bathroom for the beard, in case it could go back on, but there was only a bit of shaving foam in the sink.', '{hero} looked for the beard. Only foam in the sink.'],
      ['{hero} would not sit on {who}\'s knee at breakfast, and ate {his} toast very slowly, watching.', '{hero} would not sit on {who}\'s knee.'],
    ],
    turn: ['{who} sang the silly song, the one with the noises, in exactly the same voice, and {hero} knew: it was still {who}, just with a new face on the outside.', '{who} sang the silly song, the same as always. It was still {who}!'],
    details: [
      ['{hero} touched {who}\'s chin. It was smooth as an egg, and not one bit scratchy.', 'The chin was smooth as an egg.'],
      ['There was a tiny blob of shaving foam still behind one ear, and {hero} giggled.', 'A blob of foam behind one ear!'],
      ['{who}\'s laugh was the same laugh, and {who}\'s cuddle was the same cuddle.', 'The same laugh. The same cuddle.'],
      ['In the photo on the fridge, {who} had a beard, and {hero} looked from one to the other.', '{hero} looked at the old photo, and back.'],
    ],
    win: '{hero} knew {who} again, by the song, the laugh and the cuddle',
    end: ['At bath time, {hero} gave {who} a bubble beard, just for fun, and {who} said, "Maybe I\'ll grow it back one day."', 'At bath time, {hero} made {who} a bubble beard.'],
    ownDoubt: ['{hero} looked at the new face. "I don\'t know you," {he} said, very quietly.', '"I don\'t know you," said {hero}.'],
  },
  setback: ['Then {who} bent down for a kiss, and it did not feel scratchy, and {hero} pulled away.', 'Then the kiss did not feel scratchy.'],
  choice: ['{hero} could keep hiding or come out and touch the new chin, and {he} chose to touch it.', '{hero} could hide or touch it, and {he} chose to touch the new chin.'],
  subplot: themeSubplot('{hero} saw that a face can change and the person stays the same.', '{pal} did not know {palhis} own auntie with her new short hair.', 'a look and a listen', '{hero} told {pal} to listen for the voice, and {pal} knew {palhis} auntie straight away.'),
};

/** Photo day at nursery or school: the comb, the stool, the flash, a cheesy grin that is not a smile, then a real laugh. */
const PHOTO_DAY: OwnEntry = {
  entry: {
    id: 'photo-day', kind: 'event',
    // School photo day is school-life's (`school-life.ts`); this is the little ones' at nursery or playgroup.
    words: /\b(?:nursery|preschool|pre-school|playgroup) (?:photos?|photographs?|pictures?)(?: day)?\b|\b(?:photo|picture) ?day at (?:nursery|preschool|pre-school|playgroup)\b|\bnursery photographer\b|\b(?:having|getting|get|had) (?:my|his|her|their) (?:nursery )?photo taken\b/i,
    name: 'photo day', setting: 'city', dropOff: 'in the morning', lesson: 'being-yourself',
    title: ['{hero}\'s Photo Day', 'Say Cheese!'],
    opening: ['It was photo day, and {grownup} brushed {hero}\'s hair twice, and {hero} wore the best top, the one with no jam on it.', 'It was photo day!'],
    worry: ['"What if my smile goes wrong?" said {hero}. "What if I blink?"', '"What if I blink?" said {hero}.'],
    tries: [
      ['On the stool, {hero} did {his} biggest cheesy grin, so big that {his} eyes squeezed shut.', '{hero} did a big cheesy grin. Eyes shut!'],
      ['Then the flash went pop, and {hero} blinked, right at the wrong moment.', 'Pop went the flash. Blink!'],
      ['Then {hero} looked at the big white umbrella instead of the camera, and the photographer laughed, "Over here!"', '{hero} looked at the umbrella. "Over here!"'],
    ],
    turn: ['The photographer held up a squeaky rubber duck on top of the camera and said, "Say wobbly jelly!" and {hero} laughed a real laugh, and click, that was the one.', '"Say wobbly jelly!" {hero} laughed a real laugh. Click!'],
    details: [
      ['The photographer had a big camera on three legs, and a white umbrella that shone.', 'A big camera on three legs.'],
      ['{hero} sat on a little stool in front of a blue cloth, with {his} hands in {his} lap.', '{hero} sat on the little stool.'],
      ['Everyone in the class had a turn, and the line went all the way to the door.', 'Everyone had a turn.'],
      ['Weeks later, the photo came home in a card frame, and {hero}\'s real laugh was in it.', 'The photo came home, with a real laugh.'],
    ],
    win: 'the photo caught {hero}\'s real laugh, not the cheesy one',
    end: ['The photo went in a frame on the shelf, and {grownup} sent one to Grandma, and {hero} said it looked exactly like {him}.', 'The photo went in a frame on the shelf.'],
    ownDoubt: ['{hero} sat on the stool. "My face won\'t do it right," {he} said.', '"My face won\'t do it," said {hero}.'],
  },
  setback: ['Then {hero}\'s fringe stuck up at the back, and would not lie down.', 'Then {hero}\'s hair stuck up.'],
  choice: ['{hero} could say cheese again or just think of something funny, and {he} chose something funny.', '{hero} could say cheese or think of something funny, and {he} chose something funny.'],
  subplot: themeSubplot('{hero} saw that a real smile comes by itself when you feel happy.', '{pal} did not want a photo because of a missing tooth.', 'a gappy grin', '{hero} did a gappy grin too, and {pal} laughed, and smiled with the gap.'),
};

/** The ice cream van: the tune, shoes on, coins, waiting on the pavement (never the road), the window, a flake, the drips. */
const ICE_CREAM_VAN: OwnEntry = {
  entry: {
    id: 'ice-cream-van', kind: 'activity',
    words: /\bice[- ]?cream (?:vans?|m[ae]n|trucks?|lorr(?:y|ies)|lady)\b|\bmr\.? whippy\b/i,
    name: 'the ice cream van', setting: 'city', lesson: 'patience', petsStayHome: true,
    title: ['{hero} and the Ice Cream Van', 'The Ice Cream Van!'],
    opening: ['Somewhere down the street, a tinkly tune was playing: the ice cream van was coming!', 'Tinkle, tinkle: the ice cream van!'],
    worry: ['"Quick! What if it goes before we get there?" said {hero}, hopping from foot to foot.', '"Quick!" said {hero}.'],
    tries: [
      ['{hero} put {his} shoes on so fast they went on the wrong feet, and had to start again.', '{hero}\'s shoes went on the wrong feet.'],
      ['{hero} ran to the window, and the tune was already going round the corner.', 'The tune went round the corner.'],
      ['{hero} wanted to run ahead, but {grownup} said, "Not near the road. We walk, and we hold hands."', '"We walk, and hold hands," said {grownup}.'],
    ],
    turn: ['{hero} held {grownup}\'s hand and walked, and the van had stopped by the green, and they waited in the queue on the pavement, and nobody went round the road side of the van.', 'They walked, and waited on the pavement, and the van was there.'],
    details: [
      ['From the window, {hero} could see the top of the van, white, with pictures of lollies all down the side.', 'The van had lollies painted on the side.'],
      ['The van\'s tune was the same every time, tinkly, and a little bit wrong in the middle.', 'The van played its tinkly tune.'],
      ['{hero} had a cone with a flake stuck in the top, like a flag.', 'A cone with a flake, like a flag.'],
      ['It was a hot day, and drips ran down {hero}\'s fingers faster than {he} could lick.', 'Drips ran down {hero}\'s fingers!'],
    ],
    win: '{hero} got a swirly ice cream with a flake, and ate every drip',
    end: ['The van drove off playing its tune, and {hero} hummed it all the way home, sticky and happy.', '{hero} hummed the tune all the way home.'],
    ownDoubt: ['{hero} listened. The tune was getting quieter. "We\'re too late," {he} said.', '"Too late," said {hero}.'],
  },
  setback: ['Then {grownup} could not find the purse, and had to look in every pocket.', 'Then where was the purse?'],
  choice: ['{hero} could carry the coins or hold the door, and {he} chose the coins, held tight in one hand.', '{hero} chose to carry the coins.'],
  subplot: themeSubplot('{hero} saw that walking and waiting still got you there.', '{pal} dropped {palhis} ice cream on the pavement, splat.', 'a lick of a cone', '{hero} shared {his} cone with {pal}, one lick each.'),
};

/** The window cleaner: the ladder, the bucket and the squeegee, the child inside the glass, the mirror game, the squeak. */
const WINDOW_CLEANER: OwnEntry = {
  entry: {
    id: 'window-cleaner', kind: 'activity',
    words: /\bwindow ?cleaners?\b|\b(?:cleaning|clean|cleaned|washing|wash|washed) (?:the |our |all the )?windows\b/i,
    name: 'the window cleaner', setting: 'home', lesson: 'helping',
    title: ['{hero} and the Window Cleaner', 'Squeak, Squeak!'],
    opening: ['The window cleaner had come, with a ladder, a bucket of bubbles and a squeegee, and {hero} watched from inside the glass.', 'The window cleaner came, with a ladder and bubbles!'],
    worry: ['"I want to help!" said {hero}. "Why can\'t I go up the ladder too?"', '"I want to help!" said {hero}.'],
    tries: [
      ['{hero} knocked on the window, and the window cleaner jumped, and then laughed and pulled a face.', '{hero} knocked. The window cleaner jumped, then laughed.'],
      ['{hero} ran to the back window to wave, but he was already round the front again.', '{hero} ran to wave, but he had gone round.'],
      ['{hero} drew with a finger in the soapy bubbles, but the bubbles were on the outside.', '{hero} drew on the glass. The bubbles were outside.'],
    ],
    turn: ['{grownup} gave {hero} a cloth, and from inside, {hero} wiped exactly where the window cleaner wiped, swish for swish, like a mirror, while {grownup} kept {him} away from the open window.', '{hero} wiped inside, swish for swish, like a mirror.'],
    details: [
      ['The ladder leaned against the wall, and a mat stopped its feet from slipping.', 'The ladder leaned on the wall.'],
      ['The soapy water ran down the glass in bubbly rivers, with rainbows in them.', 'Soapy rivers, with rainbows.'],
      ['The squeegee went squeak, squeak, and left the glass so clear it looked like no glass at all.', 'Squeak, squeak went the squeegee.'],
      ['The window cleaner whistled the whole time, and waved from the top of the ladder.', 'He whistled, and waved from the top.'],
    ],
    win: 'every window shone, inside and out, and the window cleaner gave {hero} a thumbs-up',
    end: ['After he had gone, the sun came through the shiny windows, and {hero} said, "We did that."', '"We did that," said {hero}.'],
    ownDoubt: ['{hero} pressed {his} nose on the glass. "He doesn\'t want my help," {he} said.', '"He doesn\'t want me," said {hero}.'],
  },
  setback: ['Then a big drip ran down right where {hero} had just wiped, on the wrong side.', 'Then a big drip ran down.'],
  choice: ['{hero} could watch from the sofa or wipe from inside, and {he} chose to wipe from inside.', '{hero} could watch or wipe, and {he} chose to wipe from inside.'],
  subplot: themeSubplot('{hero} saw that there is a way to help even when you can\'t do the big part.', '{pal} wanted to climb the ladder.', 'a job on the ground', '{hero} gave {pal} the job of holding the cloth bucket, well back from the ladder, and {pal} was very proud.'),
};

/** Someone comes to mend the house (the plumber, the electrician): the cold house, the toolbox, standing back, holding the torch still. */
const FIXER_VISIT: OwnEntry = {
  entry: {
    id: 'fixer-visit', kind: 'activity',
    words: /\b(?:plumbers?|electricians?|heating engineers?|gas (?:m[ae]n|engineers?)|boiler (?:m[ae]n|engineers?|lady)|repair ?(?:m[ae]n|lady|person)|handym[ae]n)\b|\b(?:someone|somebody|a man|a lady|a woman|the man|the lady) (?:came|is coming|comes|coming) to (?:fix|mend|repair)\b|\b(?:boiler|heating|hot water)\b[^.]*\b(?:broke|broken|stopped working|isn'?t working|went off|went out|packed up)\b/i,
    name: 'the plumber', setting: 'home', lesson: 'helping',
    variants: [{
      said: /\belectric\w*|\blights?\b|\bfuse\b|\bsockets?\b/i,
      name: 'the electrician', title: ['{hero} and the Electrician', 'Lights On!'],
      opening: ['The lights in the kitchen had gone pop and stayed off, and today the electrician was coming, with a van full of wires.', 'The kitchen lights had gone pop. The electrician was coming!'],
      worry: ['"Will it be dark for ever?" asked {hero}. "Can I help fix it?"', '"Can I help?" asked {hero}.'],
      details: [
        ['The electrician had a belt full of screwdrivers and a little tester that beeped.', 'The electrician had a belt full of screwdrivers.'],
        ['She turned the power off first, at the big box by the door, because electricity is only for grown-ups who know how.', 'Power off first. Only for grown-ups who know how.'],
        ['She stood on her steps with her head in the ceiling, and {hero} could only see her boots.', 'Only the electrician\'s boots showed.'],
        ['Click went the switch, and the kitchen was bright again, brighter than before.', 'Click! The lights came on.'],
      ],
      turn: ['{hero} stood on the spot {grownup} showed {him}, held the torch in both hands, and kept the light very still on the wires while the electrician fixed the last one, and then she flicked the switch.', '{hero} held the torch very still, and the electrician flicked the switch.'],
      ownSetback: ['Then the electrician needed a new switch from the van, and the kitchen stayed dark a little bit longer.', 'Then the electrician needed a switch from the van.'],
      win: 'the lights came back on, and the electrician called {hero} the best torch-holder in town',
      end: ['That night, {hero} switched the kitchen light on and off, just once, and said, "We fixed it."', '"We fixed it," said {hero}.'],
    }],
    title: ['{hero} and the Plumber', 'Fix It!'],
    opening: ['The boiler had stopped, and the house was cold, and there was no hot water for the bath. Today the plumber was coming, with a van and a big toolbox.', 'The boiler had stopped, and the house was cold. The plumber was coming!'],
    worry: ['"Will it be cold for ever?" asked {hero}. "Can I help fix it?"', '"Can I help?" asked {hero}.'],
    tries: [
      ['{hero} fetched {his} plastic toolbox and banged on the cupboard with the toy hammer, and {grownup} said, "That\'s the plumber\'s job. We stand back."', '{hero} banged with the toy hammer. "We stand back," said {grownup}.'],
      ['{hero} asked, "Is it fixed yet?" eleven times, and it was not fixed any quicker.', '"Is it fixed yet?" asked {hero}, again and again.'],
      ['{hero} held the big torch, but it wobbled, and shone right in the plumber\'s eyes.', '{hero} held the torch, but it wobbled.'],
    ],
    turn: ['{hero} stood on the spot {grownup} showed {him}, held the torch in both hands, and kept the light very still on the pipe while the plumber turned the last nut, and then: whoosh, the boiler lit up.', '{hero} held the torch very still. Whoosh! The boiler lit up.'],
    details: [
      ['The plumber\'s toolbox opened up like stairs, with a spanner for every size.', 'The toolbox opened up like stairs.'],
      ['The plumber lay on the kitchen floor with her head in the cupboard, and only her boots stuck out.', 'Only the plumber\'s boots stuck out!'],
      ['The pipes went knock, knock, gurgle, and then the radiators began to tick as they got warm.', 'Tick, tick went the warm radiators.'],
      ['That night there was a hot, bubbly bath, and it felt like the best bath ever.', 'That night, a hot, bubbly bath!'],
    ],
    win: 'the house was warm again, and the plumber called {hero} the best torch-holder in town',
    end: ['After that, {hero} fixed teddy\'s pretend boiler every day with a plastic spanner, and held the torch very, very still.', '{hero} fixed teddy\'s pretend boiler every day.'],
    ownDoubt: ['{hero} put a hand on the cold radiator. "It\'s going to be cold for ever," {he} said.', '"It\'s cold for ever," said {hero}.'],
  },
  setback: ['Then the plumber said she needed a part from the van, and the house stayed cold a little bit longer.', 'Then the plumber needed a part from the van.'],
  choice: ['{hero} could play in the other room or stand still on the spot and watch, and {he} chose to stand and watch.', '{hero} could play or watch, and {he} chose to stand and watch.'],
  subplot: themeSubplot('{hero} saw that a small job done well is real help.', '{pal} wanted to touch the tools.', 'a job of {palhis} own', '{hero} gave {pal} the job of counting the spanners back into the box, and {pal} counted every one.'),
};

/** Bitten at nursery: it hurts, the cold cloth, staying away, then words said out loud ("Stop! No biting!") and a grown-up. */
const BITTEN_AT_NURSERY: OwnEntry = {
  entry: {
    id: 'bitten-at-nursery', kind: 'moment', toAge: '3-5',
    words: /\b(?:bit|bites|biting|bitten)\b[^.]*\b(?:nursery|playgroup|preschool|pre-school|childminder'?s?|creche|daycare|day care)\b|\b(?:nursery|playgroup|preschool|pre-school|childminder|creche|daycare)\b[^.]*\b(?:bit|bites|biting|bitten)\b|\bbit(?:es|ing)? (?:other |the other )?(?:children|kids|babies|friends)\b|\b(?:friend|boy|girl|child|toddler|baby) bit (?:her|him|me|them)\b/i,
    name: 'the bite', setting: 'city', lesson: 'kindness', petsStayHome: true, owner: 'mum', ownerAway: true,
    palMet: '{pal} had the peg next to {hero}\'s, with a picture of a green frog on it.',
    variants: [{
      said: /\b(?:he|she|they|my (?:son|daughter|boy|girl|toddler)) (?:keeps |has been |started |is )?(?:bit(?:es|ing)?)\b(?! (?:her|him|me)\b)|\bbit(?:es|ing)? (?:other |the other )?(?:children|kids|babies|friends)\b/i,
      title: ['Teeth Are for Apples', '{hero} Uses Words'],
      opening: ['At nursery, when somebody took {hero}\'s tractor, a big hot feeling came up, and {hero} bit, and the other child cried.', 'Somebody took the tractor, and {hero} bit.'],
      worry: ['{hero}\'s face went hot. "Mine!" {he} said, and {his} chin wobbled, because {he} knew biting hurts.', '"Mine!" said {hero}, and {his} chin wobbled.'],
      tries: [
        ['The next time, the big feeling came again, and {hero} growled like a lion, which made everybody jump.', '{hero} growled like a lion.'],
        ['{hero} hid in the book corner and would not come out for snack.', '{hero} hid in the book corner.'],
        ['{hero} squeezed the teddy in the quiet corner so hard that its ears went flat.', '{hero} squeezed the teddy, hard.'],
      ],
      turn: ['When the big feeling came again, {hero} stamped {his} feet, put up one hand and said, loud and clear, "Stop! That\'s mine!" and the teacher came straight over.', '{hero} stamped, held up a hand and said, "Stop! That\'s mine!"'],
      details: [
        ['The teacher knelt down and said, "Teeth are for apples and carrots. Hands and words are for telling."', '"Teeth are for apples," said the teacher.'],
        ['The teacher showed {hero} how to stamp {his} feet and squeeze {his} hands when the feeling came.', 'Stamp, stamp, squeeze.'],
        ['{hero} gave the other child a gentle stroke on the arm and a sticker, for sorry.', '{hero} gave a gentle stroke, for sorry.'],
        ['At home time, the teacher told {who}, "{hero} used words today," and {hero} went pink and proud.', '"{hero} used words today!"'],
      ],
      win: '{hero} used words instead of teeth, and the teacher came',
      end: ['At home, {hero} crunched an apple at tea and said, "Teeth are for apples," and {who} laughed.', '"Teeth are for apples," said {hero}, crunch.'],
      ownDoubt: ['{hero} looked at the other child crying. "I\'m a bad one," {he} whispered.', '"I\'m bad," whispered {hero}.'],
    }],
    title: ['{hero} and the Bite', 'Ouch!'],
    opening: ['At nursery, another child wanted {hero}\'s tractor, and instead of asking, bit {hero} on the arm. Ouch!', 'Ouch! Another child bit {hero} on the arm.'],
    worry: ['"It hurts!" cried {hero}. "I don\'t want to go back. What if it happens again?"', '"It hurts!" cried {hero}.'],
    tries: [
      ['{hero} cried and cried, and would not let anybody see the arm.', '{hero} cried and hid the arm.'],
      ['The next morning {hero} held on to {who}\'s coat at the nursery door and would not let go.', '{hero} held on to {who} at the door.'],
      ['{hero} played right over in the corner, all alone, so that nobody could come near.', '{hero} played alone in the corner.'],
    ],
    turn: ['When the other child reached for the tractor again, {hero} put up one hand and said, loud and clear, "Stop! No biting!" and the teacher came straight over.', '{hero} held up a hand and said, "Stop! No biting!"'],
    details: [
      ['The teacher held a cold wet cloth on the mark, and it went from red to pink.', 'A cold cloth on the arm.'],
      ['The teacher said the other child was little and still learning to use words, not teeth.', '"Still learning to use words," said the teacher.'],
      ['The other child said sorry, very quietly, and gave {hero} a stroke on the arm.', 'A quiet sorry, and a gentle stroke.'],
      ['By home time, the mark had faded, and {hero} and the other child were building a tower together.', 'By home time, they built a tower together.'],
    ],
    win: '{hero} said "Stop!" in a big voice, and the teacher came, and nobody bit',
    end: ['At home, {hero} showed {who} the "Stop!" hand, and {who} said it was the bravest hand in the whole nursery.', '{hero} showed the "Stop!" hand at home.'],
    ownDoubt: ['{hero} looked at the mark on {his} arm. "Nursery is not nice any more," {he} said.', '"Nursery is not nice," said {hero}.'],
  },
  setback: ['Then, at snack time, the same child sat right next to {hero}, and {hero}\'s tummy went tight.', 'Then the same child sat next to {hero}.'],
  choice: ['{hero} could hide in the corner or play at the big table near the teacher, and {he} chose the big table.', '{hero} could hide or play near the teacher, and {he} chose the big table.'],
  subplot: themeSubplot('{hero} saw that a loud, clear word is stronger than teeth or tears.', '{pal} was scared of the same child.', 'a jigsaw to share', '{hero} shared a jigsaw with {pal}, side by side, and the scared feeling got smaller.'),
};

/** The first day of spring: a walk with a spotter card, too early and too fast, then slow looking: shoots, buds, a bee, lambs. */
const SIGNS_OF_SPRING: OwnEntry = {
  entry: {
    id: 'signs-of-spring', kind: 'activity',
    words: /\bfirst day of spring\b|\bsigns of spring\b|\bspring ?time\b(?! (?:fair|show|concert|fete))|\bspring (?:is (?:here|coming|in the air)|has sprung)\b|\bspring (?:walks?|flowers|lambs|blossom)\b|\bwelcom(?:e|ing) (?:in )?(?:the )?spring\b|^\s*(?:the )?spring(?:time)?\s*$/i,
    name: 'the signs of spring', setting: 'city', lesson: 'patience',
    title: ['{hero} Finds the Spring', 'Hello, Spring!'],
    opening: ['It was the first day of spring, and {grownup} gave {hero} a card with pictures to find: a daffodil, a bud, a bee, a bird with a twig, and a lamb.', 'Spring was here! {hero} had a card of things to find.'],
    worry: ['"But it still looks like winter," said {hero}. "What if spring isn\'t really here?"', '"Where is spring?" said {hero}.'],
    tries: [
      ['{hero} ran all the way down the path to find everything at once, and found only mud and a crisp packet.', '{hero} ran fast, and found only mud.'],
      ['{hero} looked for lambs in the park, but there were only pigeons and a dog in a coat.', 'No lambs in the park, only pigeons.'],
      ['{hero} wanted to pick the first daffodil, but {grownup} said, "Flowers in the park are for everyone. We look, and leave them."', '"We look, and leave them," said {grownup}.'],
    ],
    turn: ['{hero} slowed right down and crouched by the hedge, and looked very closely, and there they were: tiny green shoots, a fat bud about to open, and a bumblebee, still sleepy, on a crocus.', '{hero} crouched and looked closely: green shoots, a bud, a sleepy bee!'],
    details: [
      ['The air was cold at the edges, but the sun was warm on {hero}\'s face for the first time in ages.', 'The sun was warm on {hero}\'s face.'],
      ['A blackbird hopped past with a long piece of grass in its beak, for its nest.', 'A blackbird carried grass for its nest.'],
      ['The daffodils by the gate had yellow trumpets, and the blossom on the tree was pink and white like popcorn.', 'Yellow daffodils. Pink blossom like popcorn.'],
      ['On the way home, over the fence by the farm road, two lambs were jumping straight up in the air, boing, boing.', 'Two lambs went boing, boing!'],
    ],
    win: '{hero} found every sign of spring on the card, the lambs last of all',
    end: ['At home, {hero} put a daffodil from the shop in a jar on the table and said, "Hello, spring."', '"Hello, spring," said {hero}.'],
    ownDoubt: ['{hero} looked at the bare brown trees. "Spring forgot to come," {he} said.', '"Spring forgot," said {hero}.'],
  },
  setback: ['Then a cold wind blew, and a few drops of rain came down, and it felt like winter all over again.', 'Then a cold wind blew.'],
  choice: ['{hero} could go home to get warm or take the long way past the farm road, and {he} chose the long way.', '{hero} could go home or go the long way, and {he} chose the long way.'],
  subplot: themeSubplot('{hero} saw that spring comes slowly, a tiny bit at a time, if you look closely.', '{pal} could not find a single bee.', 'a look through cupped hands', '{hero} showed {pal} how to look through cupped hands at the crocus, and there was the bee.'),
};

export const ROUND_15_YOUNG_KITS: readonly OwnEntry[] = [GOT_LOST, BUZZING_INDOORS, TOY_MENDED, PARCEL, NEW_LOOK, PHOTO_DAY, ICE_CREAM_VAN, WINDOW_CLEANER, FIXER_VISIT, BITTEN_AT_NURSERY, SIGNS_OF_SPRING];
