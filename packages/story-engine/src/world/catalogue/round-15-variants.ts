import { themeSubplot } from './subplots';
import type { Variant } from './theme-entry';

/**
 * Round 15's variants, from words parents add that change an entry's day (read 29): a holiday in a caravan, a ride
 * through the car wash, a pet's operation, a baby's first birthday, a turn on the swings, a first plate of spaghetti,
 * and going into town or to the shops without a grown-up. Each tells the day as said, never the entry's usual tent,
 * bucket and sponge, check-up, party of a five-year-old, seed in a pot, broccoli or walk to school.
 */

/** A caravan or a motorhome: the fold-down table that becomes a bed, the tiny kitchen, rain on the roof, the site. */
const CARAVAN: Variant = {
  said: /\bcaravan(?:s|ning)?\b|\bmotorhome\b|\bcamper ?vans?\b/i,
  setting: 'beach',
  title: '{hero}\'s Caravan Holiday',
  name: 'the caravan holiday',
  opening: 'This week {hero} was on holiday in a caravan with {grownup}, a little house on wheels with everything folded up inside.',
  worry: '"Where will I sleep?" asked {hero}, looking round. "There\'s no room for a bed!"',
  tries: ['{hero} opened every cupboard to find the beds, and found the cups, the pans and a lot of tea towels.', 'In the night, the rain drummed on the roof so loudly that {hero} sat up and could not get back to sleep.', 'On the first morning, {hero} ran off to the campsite playground and could not find the way back: all the caravans looked the same.'],
  turn: '{grownup} showed {hero} how the table folded down and the seats slid together into a bed, and {hero} tied {his} red sock to the door handle, so {he} would always know which caravan was theirs.',
  details: ['The kitchen was so small that {grownup} could stir the beans and open the fridge without moving.', 'At night, the seats turned into a bed, and the windows had little curtains that snapped shut.', 'The campsite had a shop that sold milk, ice lollies and fishing nets.', 'Rain on the caravan roof went pitter-patter, and then it was a cosy sound.'],
  win: 'the little house on wheels felt like home',
  end: 'At home, {hero}\'s bed felt enormous, and {he} missed the rain on the roof.',
  ownDoubt: '{hero} looked at all the caravans in a row. "Which one is ours?" {he} said, in a small voice.',
  ownSetback: 'Then the wind got under the awning, and it flapped and banged until {grownup} went out in the rain to peg it down again.',
  ownChoice: '{hero} could sleep on the top bunk or the bottom one, and {he} chose the top, right under the roof where the rain was.',
};

/** Driving through the car wash, sitting inside: the brushes, the foam on the windows, the noise, the dark, the dryer. */
const THROUGH_THE_CAR_WASH: Variant = {
  said: /\b(?:through|to|at|in|into) (?:the|a) (?:automatic |drive-through )?car ?wash\b|\bautomatic car ?wash\b/i,
  setting: 'city',
  title: '{hero} and the Car Wash',
  name: 'the car wash',
  opening: 'Today {grownup} was driving the muddy car through the car wash, and {hero} was sitting inside for the whole thing.',
  worry: '"What if the water gets in?" asked {hero}, and held on to the seat belt.',
  tries: ['When the big brushes started spinning towards the car, {hero} ducked right down in {his} seat.', 'The foam covered every window, and it went dark and swishy, and {hero} wanted to get out.', 'The dryer roared like a giant blowing, and {hero} put {his} hands over {his} ears.'],
  turn: '{grownup} held {hero}\'s hand between the seats and said, "The windows are shut tight, the water stays outside, and we are dry in here." {hero} looked, and it was true.',
  details: ['{grownup} pushed a token into the machine, and a green light said GO.', 'The brushes were red and blue and floppy, and they slapped the windows: flap, flap, flap.', 'Pink foam slid down the glass in long stripes, and the whole car went swish, swish.', 'Then the water rinsed it all away, the dryer blew, and the light at the end said FINISHED.'],
  senses: ['Inside the car it was dim and blue, and the brushes sounded like rain on a drum.', 'The seat belt felt warm, and the windows were wet only on the outside.'],
  win: 'the car came out shining, and {hero} had stayed dry all the way through',
  end: 'After that, {hero} asked to go through the car wash every time the car was muddy.',
  ownDoubt: 'The brushes came round again. "Is it nearly over?" {hero} whispered.',
  ownSetback: 'Halfway through, everything stopped, and the car sat in the dark with foam on every window, while the machine clicked.',
  ownChoice: '{hero} could shut {his} eyes or watch the brushes, and {he} chose to watch, through {his} fingers.',
  ownHint: 'The water is on the outside, and we are on the inside, safe and dry',
  ownSubplot: themeSubplot('{hero} saw that the brushes only looked scary; they were soft, and they stopped at the glass.', '{pal} was worried the brushes would take the aerial off.', 'the window seat', 'The aerial came out of the car wash still on the roof, shining.'),
};

/** A pet's operation: no breakfast, left with the vet for the day, the phone call, the cone, the quiet days after. */
const PET_OPERATION: Variant = {
  said: /\b(?:operation|surgery|stitches|neutered|spayed|an op)\b/i,
  title: '{hero} Looks After the {Pet}',
  name: 'the operation',
  opening: 'Today {thepet} was having an operation at the vet\'s, and {hero} had to say goodbye at the door of the vet\'s.',
  worry: '"What if {thepet} is scared without us?" asked {hero}. "What if it doesn\'t get better?"',
  tries: ['That morning, {thepet} was not allowed any breakfast, and {hero} had to hide the food bowl, which felt mean.', 'At the vet\'s, {hero} did not want to let go of the lead, and held on until the nurse said it was time.', 'All day, {hero} kept looking at the phone, waiting for it to ring.'],
  turn: 'When the phone rang, the vet said {thepet} was awake and fine, and {hero} made a soft bed by the radiator, ready for the way home.',
  details: ['The vet nurse wrote {thepet}\'s name on a card and clipped it to a cage with a soft blanket in it.', 'The vet drew it on a piece of paper: a small operation, done while {thepet} was fast asleep and could not feel a thing.', 'At home, {thepet}\'s bed and blanket waited by the radiator.', 'The lead hung on its hook by the door, and {hero} kept looking at it.'],
  senses: ['The vet\'s smelled of soap and dog biscuits.', 'The house was so quiet that {hero} could hear the clock.'],
  win: '{thepet} came home sleepy and wobbly, with a neat row of stitches and a big plastic cone, and went straight to sleep in the bed by the radiator',
  end: 'Ten days later the stitches came out, and when the cone came off, {thepet} shook all over, and {hero} laughed and laughed.',
  ownDoubt: '{hero} looked at the empty bed by the radiator. "It\'s too quiet at home," {he} said.',
  ownSetback: 'Then the vet phoned to say the operation was taking a little longer than they thought, and {hero} could not eat {his} tea.',
  ownChoice: '{hero} could go to school or wait by the phone, and {he} chose school, because the vet said the waiting would be long.',
};

/** A baby's first birthday, told to a listener of up to two: wrapping paper, one candle, cake in the hands. */
const FIRST_BIRTHDAY: Variant = {
  said: /$^/,
  saidUnderSix: /\bfirst birthday\b|\b1st birthday\b|\bturn(?:s|ing)? one\b|\bis one\b|\bone today\b/i,
  title: '{hero} Is One!',
  name: 'the first birthday',
  opening: ['Today {hero} was one year old! Happy birthday, {hero}!', 'Today {hero} was one!'],
  worry: ['So many people came, and so much singing! {hero} held on tight to {grownup}.', 'So many people! {hero} held on to {grownup}.'],
  tries: [
    ['{hero} got a present, and liked the crinkly paper best of all. Crinkle, crinkle!', 'Crinkly paper! Crinkle, crinkle!'],
    ['A red balloon bobbed up high. {hero} reached, and reached, and could not get it.', 'A balloon! Up high! Reach, reach!'],
    ['The candle went flicker, flicker. {hero} looked and looked, and did not blow.', 'One candle. Flicker, flicker!'],
  ],
  turn: ['{grownup} blew the candle out with {hero}, whoosh, and {hero} put both hands right in the cake. Squish!', '{grownup} blew the candle out. Whoosh! Hands in the cake. Squish!'],
  details: [
    ['Everyone sang "Happy Birthday to you", and {hero} clapped, clap, clap.', 'Happy birthday to you! Clap, clap!'],
    ['There was cake on {hero}\'s nose, and on {his} toes, and in {his} hair.', 'Cake on {his} nose! Cake on {his} toes!'],
    ['{grownup} tied the red balloon to the high chair, right where {hero} could hold the string.', 'The balloon came down. Hold on!'],
    ['The best present of all was a big cardboard box to sit in.', 'The box was the best present!'],
  ],
  win: '{hero} was one, with cake from head to toe',
  end: ['At bedtime, {hero} had a bath to wash off the cake, and fell asleep, one year old.', 'Bath time. Bedtime. Night-night, big one-year-old!'],
  noPalMet: true,
  ownSetback: ['Then the balloon string slipped, and the red balloon floated up to the ceiling. Oh!', 'Oh! The balloon went up, up!'],
  ownChoice: ['{hero} could hold the new teddy or the crinkly paper, and {he} chose the paper.', 'Teddy or paper? Paper!'],
  ownHint: 'Here, hold my hand, and we will blow together',
  ownDoubt: ['The candle was so bright and so close. {hero} did not know what to do, and looked at {grownup}.', 'So bright! {hero} looked at {grownup}.'],
  ownSubplot: themeSubplot(['The singing was loud, but {grownup} was right there.', '{grownup} was right there.'], ['Grandma could not find her glasses to see the cake.', 'Where were Grandma\'s glasses?'], 'the crinkly paper', ['Grandma found her glasses on her head, and laughed.', 'Glasses on her head!']),
};

/** Waiting for a turn on the swings or the slide: the line, counting, a push for someone else, then up high. */
const A_TURN: Variant = {
  said: /\b(?:(?:a|my|our|his|her|their|your) (?:turn|go) on\b|wait(?:ing|ed)? (?:for )?(?:a|my|our|his|her|their) (?:turn|go)\b|taking turns\b|turn[- ]taking\b|take turns\b)/i,
  setting: 'city',
  title: '{hero} Waits for a Turn',
  name: 'waiting for a turn',
  opening: 'At the park, {hero} wanted a go on the swings, right now, but every swing had somebody on it.',
  worry: '"When is it my turn?" said {hero}. "They\'ve been on for ages!"',
  tries: ['{hero} stood right in front of the swing and said, "Get off, it\'s my go!", and the girl on it only held on tighter.', '{hero} ran to the slide instead, but there was a line for the slide too.', '{hero} stamped and huffed by the fence, and the waiting felt even longer.'],
  turn: '{grownup} said they could count to twenty, slowly, for each turn, and {hero} counted out loud with the girl on the swing, and at twenty she jumped off and said, "Your go!"',
  details: ['The swings creaked, squeak, squeak, high and low.', 'There was a line by the slide, and everybody could see whose turn was next.', 'While {he} waited, {hero} gave a little boy a push, and he squealed, "Higher!"', 'On {his} turn, {hero} went so high {his} feet touched the sky, and when the count got to twenty, {he} got off for the next one.'],
  win: 'everyone had a turn, and {hero} had two',
  end: 'After that, {hero} counted the turns at the park, and nobody had to wait for ever.',
  lesson: 'sharing',
  ownDoubt: '{hero} looked at the swings, still full. "I\'ll never get a go," {he} said.',
  ownSetback: 'Just as it was nearly {hero}\'s turn, a big boy pushed in front, and {hero}\'s face went hot.',
  ownChoice: '{hero} could wait by the swings or have a go on the roundabout first, and {he} chose to wait, counting.',
};

/** A first plate of spaghetti or noodles: slurping, twirling, sauce everywhere, a bib and a bath. */
const NOODLES: Variant = {
  said: /\bspaghetti\b|\bnoodles?\b|\bpasta\b|\bramen\b|\budon\b/i,
  title: ['{hero} and the Spaghetti', '{hero} Eats Spaghetti'],
  name: 'the spaghetti',
  opening: ['On {hero}\'s plate was a big tangle of spaghetti, long and wriggly, with red sauce on top.', 'Spaghetti! Long and wriggly, with red sauce!'],
  worry: ['"It\'s too long!" said {hero}. "How do I get it in my mouth?"', '"Too long!" said {hero}.'],
  tries: [
    ['{hero} picked up a piece with {his} fingers, and it slithered away, back onto the plate.', '{hero} picked up a piece. It slithered away!'],
    ['{hero} stabbed it with a fork, and only one little bit came up.', 'Stab! Only one little bit.'],
    ['{hero} tried to eat the whole tangle at once, and the sauce went on {his} cheeks, and {his} chin, and {his} nose.', 'Sauce on {his} cheeks! Sauce on {his} nose!'],
  ],
  turn: ['{grownup} showed {hero} how to twirl the fork round and round, and {hero} twirled, and twirled, and slurped the last bit in. Slurp!', 'Twirl, twirl, twirl. Slurp!'],
  details: [
    ['The spaghetti was warm and soft and slippery.', 'Warm and soft and slippery!'],
    ['{hero} wore {his} biggest bib, and it was not big enough.', 'A big bib!'],
    ['A long piece of spaghetti went slurp, and the end flicked sauce on {grownup}.', 'Slurp! Flick! Sauce on {grownup}!'],
    ['Afterwards, there was sauce in {hero}\'s hair, so it was straight into the bath.', 'Sauce in {his} hair. Bath time!'],
  ],
  win: '{hero} had eaten a whole plate of spaghetti',
  end: ['Next time there was spaghetti, {hero} held out {his} bowl and said, "More, please!"', 'More spaghetti, please!'],
};

/** Going to the shops or into town without a grown-up, for the first time: the rules agreed, a phone, the time to be back. */
const IN_TOWN_WITHOUT_A_GROWN_UP: Variant = {
  said: /\b(?:town|shops?|corner shop|high street|city centre|town centre|shopping centre|newsagents?)\b[\w' -]{0,30}\b(?:without (?:a |any )?(?:grown-?ups?|adults?|parents?|mum|dad)|on (?:my|our|his|her|their) own|by (?:my|our)sel(?:f|ves))\b|\b(?:without (?:a |any )?(?:grown-?ups?|adults?|parents?)|on (?:my|our) own)\b[\w' -]{0,30}\b(?:town|shops?|high street|city centre|shopping centre)\b/i,
  fromAge: '9-12',
  setting: 'city',
  title: '{hero} Goes into Town',
  name: 'going into town without a grown-up',
  opening: 'Today, for the first time, {hero} was going into town without a grown-up, and the rules had been agreed at breakfast: stay together, phone on, back by four.',
  worry: '"What if something goes wrong and there\'s nobody to ask?" thought {hero}, and did not say it, because {he} had argued for weeks to be allowed.',
  tries: ['At the bus stop, {hero} counted {his} money three times, and still nearly got on the bus going the wrong way.', 'In the shop, {hero} wanted to go one way and the others another, and for a moment they nearly split up, which was the one rule that mattered.', 'At twenty to four, the phone buzzed: "Where are you?" and {hero} realised nobody had been looking at the time.'],
  turn: '{hero} stopped in the middle of the pavement, looked at the time, and said, "Right. Bus stop. Now," and for once everybody listened, and they walked back together the way they had come.',
  details: ['The bus driver printed the tickets without looking up, and {hero} held on to {his} as if it were gold.', 'The high street was louder than it ever seemed with a grown-up, and full of people who were not looking out for anyone.', 'They bought one milkshake and shared it three ways, which was not the plan, but the money had gone on bus fares.', 'Walking through the door at five to four, {hero} felt about a foot taller.'],
  win: 'they were home by four, with every rule kept',
  end: 'Next Saturday, {grownup} said yes before {hero} had even finished asking.',
  ownDoubt: '{hero} looked at the bus timetable, which made no sense at all. "It\'s fine," {he} said, which was not true yet.',
  ownSetback: 'Then the bus home did not come, and the next one was not for half an hour, and the time to be back was getting closer.',
  ownChoice: '{hero} could text home to say they would be late or hope nobody noticed, and {he} texted, before anyone could talk {him} out of it.',
};

/** World Book Day as the costume the parent names ("she wants to go as the Gruffalo"), never the entry's big bad wolf. */
const NAMED_COSTUME: Variant = {
  said: /\b(?:go(?:es|ing)?|went|dress(?:ed|es|ing)?(?: up)?|be(?:ing)?) as (?!(?:a |her |his |their |my )?(?:favou?rite )?(?:book |story )?characters?\b)(?:(?:the|a|an) )?[\p{L}'-]+/iu,
  opening: ['It was World Book Day, and everyone was going to school dressed as someone from a book. {hero} was going as {costume}, in a costume {he} had made with {grownup}.', 'It was World Book Day, and {hero} was going as {costume}.'],
  worry: ['"What if nobody knows who I am?" said {hero}. "What if they guess wrong all day?"', '"What if nobody knows who I am?" said {hero}.'],
  tries: [
    ['At the school gate, {hero} did {costume}\'s voice, very loudly, and a little one from the baby class hid behind her mum.', '{hero} did the voice at the gate, and a little one hid.'],
    ['{hero} kept telling people, "I\'m {costume}, from the story," but they kept guessing somebody else.', 'Everybody guessed somebody else.'],
    ['In the parade round the hall, {hero} walked behind two princesses and a dragon, and felt very small.', 'In the parade, {hero} felt small.'],
  ],
  turn: ['When it was {his} turn, {hero} held up the book, opened it at the first page and read it out loud in {costume}\'s own voice, and the whole class knew at once.', '{hero} held up the book and read it in {costume}\'s voice.'],
  senses: ['The costume was hot, and it rustled when {he} walked.', 'The hall smelled of face paint and new books.'],
  win: 'everyone knew exactly who {hero} was: {costume}, from the story',
  end: ['At bedtime, {hero} read {costume}\'s story once more, still half in costume.', 'At bedtime, {hero} read the story again.'],
  ownSetback: 'Then part of the costume came unstuck in the playground, and somebody trod on it.',
  ownDoubt: '{hero} held the squashed bit of costume. "Now I\'m not anybody," {he} said.',
  ownChoice: '{hero} could have face paint or keep {his} own face, and {he} chose the face paint.',
};

/** Tonsils (or adenoids, grommets) out: no breakfast, the gown, the sleepy medicine, a sore throat, an ice lolly, a quiet week. */
const TONSILS: Variant = {
  said: /\btonsils?\b|\badenoids?\b|\bgrommets?\b/i,
  title: '{hero}\'s Tonsils',
  name: 'the operation',
  opening: 'Today {hero} was going into hospital to have {his} tonsils out, the two little lumps at the back of the throat that kept making {him} poorly.',
  worry: '"Will I be awake?" asked {hero}. "Will it hurt?"',
  tries: ['There was no breakfast allowed, not even a sip of juice, and {hero}\'s tummy rumbled all the way to the hospital.', 'The hospital gown tied at the back and flapped, and {hero} did not want to put it on.', 'When the nurse brought the numbing cream for {his} hand, {hero} hid the hand behind {his} back.'],
  turn: '{hero} held {grownup}\'s hand, counted to five with the nurse, breathed the sleepy air through the soft mask, and fell asleep before five.',
  details: ['The nurse put a bracelet on {hero}\'s wrist with {his} name on it, and a picture of a smiley sun.', 'The bed went up and down with a button, and {hero} was allowed to press it.', 'When {hero} woke up, {his} throat was sore and scratchy, and the first thing {he} had was an ice lolly.', 'At home there was a week of soft food: soup, jelly, ice cream, and a lot of films on the sofa.'],
  win: 'the tonsils were out, and {hero} had been brave the whole way through',
  end: 'A week later, {hero}\'s throat was better, and {he} ate toast for the first time, crunchy and loud.',
  ownSetback: 'Then the operation before {hero}\'s took longer than planned, and there was more waiting, with a tummy still rumbling.',
  ownChoice: '{hero} could have the red ice lolly or the orange one, and {he} chose red.',
  ownDoubt: '{hero} looked at the gown. "I want to go home," {he} said.',
};

/** Waving at the trains: the bridge or the fence, the rumble, counting carriages, the driver's hoot and wave. */
const WAVING_AT_TRAINS: Variant = {
  said: /\b(?:wav\w*|watch\w*|see\w*|look\w* at) (?:at )?(?:the )?trains?\b|\btrains? go(?:ing)? (?:by|past)\b|\blevel crossing\b|\btrain ?spotting\b/i,
  title: ['{hero} Waves at the Trains', 'Toot, Toot, {hero}!'],
  name: 'waving at the trains',
  opening: ['Today {hero} and {grownup} were going to the bridge over the railway, to wave at the trains.', 'Today {hero} was going to wave at the trains!'],
  worry: ['"What if no trains come?" said {hero}.', '"Where are the trains?" said {hero}.'],
  tries: [
    ['{hero} waved at the empty track, just in case, but nothing came.', '{hero} waved. No train!'],
    ['A long train rattled by so fast that {hero} forgot to wave at all.', 'Whoosh! A train! Too fast!'],
    ['{hero} waved at a train full of boxes, but there was nobody at the windows to wave back.', 'A train of boxes. Nobody waved.'],
  ],
  turn: ['{grownup} said to listen for the rails humming first, and when they hummed, {hero} was ready, both hands up, and the driver waved and tooted back.', 'The rails hummed. {hero} waved. The driver waved back! Toot, toot!'],
  details: [
    ['From the bridge, the tracks went on and on, shiny and straight.', 'The tracks were long and shiny.'],
    ['At the crossing, the lights flashed and the bells went ding, ding, ding, and the barrier came down.', 'Ding, ding, ding! The barrier came down.'],
    ['{hero} counted the carriages: one, two, three, four, five!', 'One, two, three, four, five carriages!'],
    ['The last train of the day had a red light on the back, going away, away.', 'A red light on the back. Bye-bye, train!'],
  ],
  win: ['the driver had waved back, and tooted, just for {hero}', 'the driver waved back, just for {hero}'],
  end: ['At home, {hero} lined up {his} toy train and waved at it, and tooted.', 'At home, {hero} waved at {his} toy train. Toot, toot!'],
  ownSetback: ['Then it began to drizzle, and {grownup} said two more trains and then home.', 'Drizzle! Two more trains, then home.'],
  ownChoice: ['{hero} could wave with one hand or two, and {he} chose two.', 'One hand or two? Two!'],
  ownDoubt: ['{hero} looked down the empty track. "No more trains," {he} said.', '"No more trains," said {hero}.'],
};

/** Feeding the squirrels: a bag of nuts, holding very still, the twitchy tail, one brave squirrel from the hand. */
const SQUIRRELS: Variant = {
  said: /\bsquirrels?\b/i,
  title: ['{hero} and the Squirrels', '{hero} Feeds the Squirrels'],
  name: 'the squirrels',
  opening: ['Today {hero} and {grownup} were going to the park with a little bag of nuts, to feed the squirrels.', 'Today {hero} had nuts for the squirrels!'],
  worry: ['"What if they run away?" said {hero}.', '"Will they come?" said {hero}.'],
  tries: [
    ['{hero} ran at the first squirrel with the nuts, and it shot straight up a tree.', '{hero} ran. Up the tree went the squirrel!'],
    ['{hero} called, "Here, squirrel!" very loudly, and every squirrel hid.', '"Here, squirrel!" Every squirrel hid.'],
    ['{hero} threw a whole handful at once, and a pigeon came and ate them all.', 'A pigeon ate them all!'],
  ],
  turn: ['{hero} crouched down very low, put one nut on the grass, held still as a statue, and waited, and a squirrel came, twitch, twitch, and took it.', '{hero} crouched down and held still. A squirrel came, twitch, twitch!'],
  details: [
    ['The squirrels were grey, with tails like feather dusters that twitched and flicked.', 'Grey squirrels, with fluffy tails.'],
    ['A squirrel sat up on its back legs and held a nut in its tiny hands, and nibbled, nibble, nibble.', 'Nibble, nibble, nibble!'],
    ['One squirrel buried its nut in the grass and patted the earth down, to find it later.', 'One squirrel buried its nut.'],
    ['{grownup} said squirrels like nuts best, never bread, and never to touch them, only to watch.', 'Nuts, please. Just watch, no touching.'],
  ],
  win: ['a squirrel had come right up close and taken a nut from the grass by {hero}\'s shoe', 'a squirrel came close'],
  senses: ['The leaves crunched, and somewhere up high a squirrel chattered, chk-chk-chk.', 'The nuts rattled in the little paper bag.'],
  end: ['At home, {hero} wriggled {his} nose and twitched like a squirrel all the way to bed.', 'Night-night, squirrels!'],
  ownSetback: ['Then a big dog bounded past, and every squirrel ran up the trees.', 'Woof! Up the trees they ran.'],
  ownChoice: ['{hero} could sit on the bench or crouch on the grass, and {he} chose the grass.', 'Bench or grass? Grass!'],
  ownDoubt: ['{hero} looked at the empty grass. "They don\'t like me," {he} said.', '"They don\'t like me," said {hero}.'],
};

/** A first fish: the tank set up first, the bag floated to warm, a pinch of food, no tapping on the glass. */
const NEW_FISH: Variant = {
  said: /\b(?:gold)?fish\b/i,
  title: ['{hero}\'s First Fish', '{hero} and the New Fish'],
  name: 'the new fish',
  opening: ['Today {hero} was getting a fish of {his} very own, and the tank had been ready and bubbling for a whole week.', 'Today {hero} was getting a fish!'],
  worry: ['"What if it\'s lonely in there?" said {hero}. "What if it doesn\'t know I\'m its friend?"', '"Will it like me?" said {hero}.'],
  tries: [
    ['{hero} wanted to tip the fish straight into the tank, but {grownup} said the bag had to float first, so the water could warm up slowly.', '{hero} wanted to tip it in, but the bag had to float first.'],
    ['{hero} tapped on the glass to say hello, and the fish shot behind the plant and stayed there.', '{hero} tapped the glass. The fish hid!'],
    ['{hero} wanted to give it lots of food, so it would be happy, but {grownup} said only a pinch, or the water would go cloudy.', 'Lots of food? No, only a pinch.'],
  ],
  turn: ['{hero} sat very still by the tank, with {his} nose not quite touching the glass, and after a while the fish swam out from the plant and came right up to look at {him}.', '{hero} sat very still. The fish swam out to look!'],
  details: [
    ['The tank had blue gravel, a green plant that waved, and a little castle with a door.', 'Blue stones, a plant and a little castle.'],
    ['The filter hummed, and tiny bubbles went up and up in a silver line.', 'Bubbles went up and up.'],
    ['The fish was orange and gold, with a tail like a floaty scarf.', 'An orange fish with a floaty tail.'],
    ['{grownup} showed {hero} the pinch of flakes, once in the morning and once at teatime, and the fish came up to gulp them.', 'A pinch of flakes. Gulp, gulp!'],
  ],
  senses: ['The tank glowed in the dark room like a little window.', 'The water smelled of pond, just a bit.'],
  win: ['the fish swam right up to the glass to say hello', 'the fish came to say hello'],
  end: ['At bedtime, {hero} whispered goodnight to the tank, and the fish blew one bubble back.', 'Night-night, fish!'],
  ownSetback: ['Then the fish stopped by the castle and did not move at all, and {hero} was sure something was wrong, until it flicked its tail and swam on.', 'Then the fish stopped still. Oh no! Then, flick, it swam on.'],
  ownChoice: ['{hero} could call the fish Goldie or Bubbles, and {he} chose Bubbles.', 'Goldie or Bubbles? Bubbles!'],
  ownDoubt: ['{hero} looked at the empty-looking tank. "It doesn\'t like me," {he} said.', '"It doesn\'t like me," said {hero}.'],
  ownHint: 'Fish are shy at first; sit still, and let it come to you',
  noPalMet: true,
};

/** A first hamster or guinea pig: the cage and its sawdust, the quiet first days, a sunflower seed from a flat hand. */
const NEW_SMALL_PET: Variant = {
  said: /\b(?:hamsters?|guinea pigs?|gerbils?|pet mice|pet mouse|pet rats?)\b/i,
  title: ['{hero}\'s New {Pet}', '{hero} and the {Pet}'],
  name: 'the new {pet}',
  opening: ['Today a {pet} was coming to live with {hero}, in a cage with a wheel and a little wooden house.', 'Today a {pet} was coming home!'],
  worry: ['"What if it bites me?" said {hero}. "What if it doesn\'t want to be my friend?"', '"Will it like me?" said {hero}.'],
  tries: [
    ['{hero} opened the cage straight away to pick it up, and the {pet} dived into the house and buried itself in the bedding.', '{hero} opened the cage. The {pet} hid in its house!'],
    ['{hero} called its name again and again, loudly, and it stayed hidden.', '{hero} called and called. It stayed hidden.'],
    ['{hero} poked a finger through the bars, and the {pet} did not come out at all.', '{hero} poked a finger in. It did not come out.'],
  ],
  turn: ['{hero} waited two quiet days, like {grownup} said, and then held a sunflower seed on a flat hand, very still, and the {pet} came out, sniffed, and took it.', '{hero} held a seed on a flat hand, very still. The {pet} took it!'],
  details: [
    ['The cage had soft sawdust, a water bottle with a silver spout and a wooden house with a round door.', 'Sawdust, a water bottle and a little house.'],
    ['The {pet}\'s whiskers twitched all the time, and its tiny paws were pink.', 'Twitchy whiskers and tiny pink paws.'],
    ['{grownup} said the {pet} needed a few quiet days to get used to its new home, with no picking up yet.', 'A few quiet days first, no picking up.'],
    ['At night, the wheel went round and round, squeak, squeak.', 'Squeak, squeak went the wheel at night.'],
  ],
  senses: ['The cage smelled of sawdust and hay.', 'There was a tiny rustle every time the {pet} moved.'],
  win: ['the {pet} took the seed from {hero}\'s hand', 'the {pet} took the seed'],
  end: ['Every evening after that, {hero} held out one seed, and the {pet} came to the door of its house to fetch it.', 'One seed every evening. Night-night, {pet}!'],
  ownSetback: ['Then {hero}\'s little cousin banged on the cage, and the {pet} hid for the rest of the day.', 'Bang! The {pet} hid all day.'],
  ownChoice: ['{hero} could put the cage by the window or by the bookcase, and {he} chose the bookcase, out of the bright sun.', 'Window or bookcase? Bookcase, out of the sun.'],
  ownDoubt: ['{hero} looked at the pile of bedding. "It\'s never coming out," {he} said.', '"It\'s never coming out," said {hero}.'],
  ownHint: 'Give it a few quiet days, then hold a seed very still',
};

export const ROUND_15_VARIANTS: Readonly<Record<string, readonly Variant[]>> = {
  camping: [CARAVAN],
  'car-wash': [THROUGH_THE_CAR_WASH],
  vet: [PET_OPERATION],
  birthday: [FIRST_BIRTHDAY],
  patience: [A_TURN],
  'new-food': [NOODLES],
  'walk-to-school': [IN_TOWN_WITHOUT_A_GROWN_UP],
  'world-book-day': [NAMED_COSTUME],
  hospital: [TONSILS],
  trains: [WAVING_AT_TRAINS],
  'feeding-ducks': [SQUIRRELS],
  'new-pet': [NEW_FISH, NEW_SMALL_PET],
};
