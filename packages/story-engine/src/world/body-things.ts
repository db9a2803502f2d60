import type { Wording } from './catalogue/theme-entry';

/**
 * Body and health moments parents write books about, that no catalogue entry tells: nits, eczema, an inhaler, an
 * allergy, a nosebleed, braces, stitches, a graze. Each is what it is, how it is noticed, what it feels like, what the
 * child tries, who helps and what helps, what others say, and getting used to it, read from the parent's words by
 * `understand/read-body.ts` and told by `plots/the-body.ts`. Safe and true: medicine and an EpiPen only from a grown-up,
 * a nosebleed leaned forward with the soft part pinched, nothing frightening said to a little one.
 */
export interface BodyThing {
  id: string;
  /** The thing in the parent's words as plain roots (`understand/plain-words.ts`: "nosebleeds" → "nosebleed"). */
  means: RegExp;
  /** How a sentence names it: "the nits". */
  name: string;
  title: Wording;
  /** How it is noticed, on the first page. */
  opening: Wording;
  /** What it feels like, in the hero's words. */
  worry: Wording;
  /** What the hero tries first, what is hard about it, and the asking for help. */
  tries: readonly [Wording, Wording, Wording];
  /** What helps, done by the hero with the one who helps. */
  turn: Wording;
  /** Who helps, a true fact of it, what others say, and getting used to it. */
  details: readonly [Wording, Wording, Wording, Wording];
  win: Wording;
  end: Wording;
  /** What goes wrong again in the middle, true of it. */
  setback: Wording;
  /** The part of the body its lines name as {part} ("chin"), unless the parent's words name another ("stitches in his forehead"). */
  part?: string;
  /** Where {part} is read from in the parent's words, when it is not a part of the body (an allergy's food: "egg"). */
  partSaid?: RegExp;
}

/** Foods a child is allergic to, as a label says them: "egg" is "eggs", "dairy" is "milk". */
export const ALLERGENS = /\b(peanuts?|tree nuts?|nuts?|eggs?|milk|dairy|sesame|wheat|gluten|fish|shellfish|prawns?|soya|kiwis?|strawberr(?:y|ies))\b/i;

/** Parts of the body a parent names where a cut, a graze or a sting was. */
export const BODY_PARTS = /\b(chin|forehead|eyebrow|lip|head|knee|elbow|hand|finger|thumb|arm|leg|foot|toe|cheek|nose|ankle|wrist)s?\b/i;

/** A body thing of a grown-up's (a grandad's new hearing aid, a mum's bad back): the hero notices, learns and helps. */
export interface GrownUpBodyThing {
  id: string;
  means: RegExp;
  name: string;
  /** What it is, after "{Who} …": "had a new hearing aid, a tiny curl of plastic that sat behind {their} ear". */
  has: string;
  /** What the hero noticed before, after "For a while, {Who} …": "had kept saying "Pardon?"". */
  noticed: string;
  /** What is still hard for the grown-up, after "At first, …". */
  hard: string;
  /** What the hero tries first that is no help, kindly meant, after "{hero} wanted to help, and …". */
  wrongHelp: string;
  /** What the hero learns to do that helps. */
  helps: string;
  /** A true detail of it. */
  fact: string;
  /** What the hero and the grown-up do together at the end. */
  together: string;
}

export const BODY_THINGS: readonly BodyThing[] = [
  {
    id: 'nits', means: /\bnit\b|\bhead ?lice\b|\blouse\b|\bnit comb\b/, name: 'the nits',
    title: '{hero} and the Nits',
    opening: '{hero}\'s head itched, and itched, and itched, and when {grownup} looked closely, there were tiny nits in {his} hair.',
    worry: '"Nits? In MY hair?" said {hero}. "Will everyone think I\'m dirty?"',
    tries: ['{hero} scratched and scratched, but that only made {his} head itch more.', '{hero} tried to hide under a hat, but the itch came too.', '"Can we make them go away?" {hero} asked.'],
    turn: '{hero} sat very still on a towel while the special comb went through {his} hair, bit by bit, with lots of conditioner.',
    details: ['The nit comb had teeth so close together that nothing could slip through.', 'Nits like clean hair just as much as messy hair. They just walk from one head to the next.', 'At school, a friend said, "I had nits last year. Everybody gets them."', 'They combed again every few days, and each time there were fewer, until there were none.'],
    win: '{hero}\'s head had stopped itching at last',
    end: 'Now {hero} tied {his} hair back for school, and did not mind the comb at all.',
    setback: 'The next morning, {hero}\'s head itched even more, and {he} did not want to go to school.',
  },
  {
    id: 'eczema', means: /\beczema\b|\bdry skin\b|\bitchy skin\b/, name: 'the eczema',
    title: '{hero}\'s Itchy Skin',
    opening: 'The skin in the backs of {hero}\'s knees had gone dry and red and itchy. "That\'s your eczema," said {grownup}.',
    worry: '"It itches so much," said {hero}. "I just want to scratch it all off."',
    tries: ['{hero} scratched, and for a moment it felt better, and then it felt much worse.', 'A woolly jumper made it itch even more, so {hero} pulled it off.', '"What can I do instead of scratching?" {hero} asked.'],
    turn: '{hero} rubbed on the thick white cream, gently, downwards, all by {him}self, and patted the itch instead of scratching.',
    details: ['The cream lived in a big pump bottle by the bath, and it felt cool going on.', 'Eczema is not catching. It is just skin that gets dry and cross.', 'A friend asked what it was, and {hero} said, "It\'s just my eczema. It\'s not catching."', 'Soft cotton clothes, short nails and cream twice a day helped the skin calm down.'],
    win: '{hero}\'s skin was soft again, and hardly itched at all',
    end: 'Now, every night after the bath, {hero} did {his} cream without being asked.',
    setback: 'Then one night, the itch came back, and {hero} scratched in {his} sleep before {he} could stop.',
  },
  {
    id: 'asthma', means: /\basthma\b|\binhaler\b|\bpuffer\b|\bspacer\b|\bwheez\w*/, name: 'the inhaler',
    title: '{hero}\'s Inhaler',
    opening: 'When {hero} ran about, {his} chest went tight and wheezy. The doctor said it was asthma, and gave {him} an inhaler.',
    worry: '"What if my chest goes tight at school?" said {hero}.',
    tries: ['{hero} tried to keep running, but {his} breath went whistly and short.', 'The inhaler looked strange, with its plastic tube called a spacer.', '"Will you show me how it works?" {hero} asked.'],
    turn: '{hero} breathed out, put the spacer to {his} lips, and took slow, deep breaths while {grownup} pressed the inhaler and counted.',
    details: ['The inhaler was blue, and the puff went into the spacer, and {hero} breathed it in slowly, like blowing up a balloon backwards.', 'The teacher kept a spare inhaler in the classroom, just in case, and knew what to do.', 'A friend said, "My cousin has one too. He plays football every Saturday."', 'After a few weeks, {hero} knew the steps by heart: shake, breathe out, breathe in slowly.'],
    win: '{hero}\'s chest felt loose and easy again',
    end: 'At playtime, {hero} ran and ran, and knew just what to do if {his} chest went tight.',
    setback: 'Then a cold made {hero}\'s chest tight again, and {he} needed the inhaler more often for a few days.',
  },
  {
    id: 'allergy', means: /\ballerg\w*|\bepi ?pens?\b|\bnut[- ]free\b|\banaphyla\w*/, name: 'the allergy',
    // The food the parent names ("her egg allergy"): never nuts for an egg allergy (round 17).
    part: 'nuts', partSaid: ALLERGENS,
    title: '{hero} Checks First',
    opening: '{hero} had an allergy to {part}, and even a tiny bit could make {him} poorly, so {he} always had to check first.',
    worry: '"Why can\'t I just eat what everyone else eats?" said {hero}.',
    tries: ['At a party, {hero} nearly took a biscuit, and then remembered to ask.', 'Reading the tiny words on the packet was hard, and some said "may contain {part}".', '"Will you help me check?" {hero} asked.'],
    turn: '{hero} asked, "Does this have {part} in?" and waited for a grown-up to read the label, before {he} took a single bite.',
    details: ['{hero}\'s bag always had {his} EpiPen in it, and the grown-ups knew how to use it if {he} ever needed it.', 'The school kitchen made {hero}\'s lunch with no {part}, and the cook knew {his} name.', 'A friend said, "I\'ll check too!" and read out the label, very seriously.', 'Asking first got easier every time, until {hero} did it without thinking.'],
    win: '{hero} had kept {him}self safe, by checking first',
    end: 'Now {hero} was the best label-checker in the family, and always asked first.',
    setback: 'At a friend\'s house, there was cake, and nobody knew what was in it, so {hero} had to say no thank you.',
  },
  {
    id: 'verruca', means: /\bverruca\w*|\bwart\b|\bplantar\b/, name: 'the verruca',
    title: '{hero}\'s Verruca',
    opening: 'On the bottom of {hero}\'s foot was a little hard spot with tiny dots in it. "A verruca," said {grownup}.',
    worry: '"It feels like a tiny stone in my shoe," said {hero}.',
    tries: ['{hero} tried to walk on {his} tiptoes, and that made {his} legs ache.', '{hero} picked at it, and {grownup} said, "Leave it be, or it might spread."', '"Can I still go swimming?" {hero} asked.'],
    turn: '{hero} put on the little rubber sock, and jumped into the pool with everyone else.',
    details: ['Every night, a dab of gel went on the verruca, and a plaster over the top.', 'Verrucas are very common, and they go away in the end.', 'A friend said, "I had one of those. It went away."', 'Week by week, the spot got smaller, and then one day it was gone.'],
    win: 'the verruca had gone, and {hero}\'s foot was smooth again',
    end: 'Now {hero} wore {his} flip-flops at the pool, and padded about happily.',
    setback: 'Then the verruca seemed to get bigger, not smaller, and {hero} sighed.',
  },
  {
    id: 'stitches', means: /\b(?:get|getting|got|have|having|had|need|needs|needed|take|taking)\b (?:\w+ )?stitch(?:es)?\b|\bstitch(?:es)? (?:in|out|on)\b|\bsteri[- ]?strips?\b/, name: 'the stitches',
    title: '{hero}\'s Stitches',
    opening: '{hero} had bumped {his} {part} on the edge of the slide, and it had a little cut that needed stitches.', part: 'chin',
    worry: '"Will it hurt?" said {hero}, holding {grownup}\'s hand very tight.',
    tries: ['{hero} wanted to look in the mirror, and did not want to look, both at once.', 'The nurse put on cream so the skin would go numb, and it felt strange and fuzzy.', '"Can you hold my hand the whole time?" {hero} asked.'],
    turn: '{hero} held {grownup}\'s hand and counted the ceiling tiles, and before {he} reached twenty, the stitches were done.',
    details: ['The nurse had gentle hands, and a tray of tiny, neat things, and a sticker for afterwards.', 'The nurse said, "Keep it dry for a few days, and it will mend all by itself."', 'A friend wanted to see, and said, "Wow. You were so brave."', 'A week later, the stitches came out, and it only tickled, and only a thin pink line was left.'],
    win: 'the stitches were done, tiny and neat, under a clean dressing',
    end: 'Now {hero} showed everyone {his} tiny scar, and told the story of the slide.',
    setback: 'Then the waiting room got busy, and they had to wait a long time, and {hero} got wriggly and scared all over again.',
  },
  {
    id: 'graze', means: /\bgraze\w*\b|\bcut (?:\w+ )?(?:knee|finger|hand|elbow|leg)\b|\b(?:knee|finger|hand|elbow) (?:is |was )?cut\b|\bplaster\b(?! cast)|\bband[- ]?aid\b|\bscab\b|\bscraped? (?:\w+ )?(?:knee|elbow)\b/, name: 'the plaster',
    title: '{hero}\'s Plaster',
    opening: '{hero} tripped on the path and grazed {his} {part}, and it stung, and there was a little bit of blood.', part: 'knee',
    worry: '"Ow! It stings!" said {hero}. "I don\'t want anyone to touch it."',
    tries: ['{hero} held {his} {part} tight and would not let go.', '{hero} did not want it washed, because washing might sting more.', '"Will a plaster make it better?" {hero} asked, in a small voice.'],
    turn: '{hero} let {grownup} wash the graze with cool water, and chose a plaster with stars on it.',
    details: ['A graze is where the top of the skin gets scraped. It stings, but it mends fast.', 'Under a plaster, skin gets on with mending, all by itself.', 'A friend said, "Can I see your plaster? It\'s a good one."', 'A few days later, there was a scab, and then new pink skin underneath.'],
    win: '{hero}\'s {part} had mended, and it did not sting any more',
    end: 'Now {hero} knew that a wash and a plaster made a sore {part} better.',
    setback: 'Then {hero} bumped the sore {part} on the table, and it stung all over again.',
  },
  {
    id: 'sore-throat', means: /\bsore throat\b|\btonsillitis\b|\bthroat (?:is |was )?sore\b|\bcough\b|\bcroup\b|\b(?:lost|losing|lose) (?:my |a |the )?voice\b|\blaryngitis\b|\bcroaky voice\b/, name: 'the sore throat',
    title: '{hero}\'s Sore Throat',
    opening: '{hero} woke up with a scratchy, sore throat, and it hurt to swallow.',
    worry: '"My throat feels like sandpaper," said {hero}, in a croaky voice.',
    tries: ['{hero} tried to eat toast, and it scratched all the way down.', '{hero} tried to talk, and {his} voice came out as a squeak.', '"What will make it better?" {hero} whispered.'],
    turn: '{hero} sipped warm water with a little honey, slowly, and rested {his} voice by drawing instead of talking.',
    details: ['{grownup} gave {hero} medicine from the bottle with the measuring spoon. Only a grown-up gives medicine.', 'Cool things helped too: a yoghurt, and an ice lolly.', 'A friend sent a card: "Get well soon, croaky!"', 'Day by day, the scratch went away, and {hero}\'s voice came back.'],
    win: '{hero}\'s throat had stopped hurting',
    end: 'When {hero}\'s voice came back, the first thing {he} did was sing, very loudly.',
    setback: 'In the night, a cough woke {hero} up, and {he} needed a drink and a cuddle.',
  },
  {
    id: 'temperature', means: /\b(?:high |a )temperature\b|(?<!\bhay ?)fever\b/, name: 'the temperature',
    title: '{hero} Has a Temperature',
    opening: '{hero} felt hot and shivery both at once, and {grownup} felt {his} forehead and said, "You\'ve got a temperature."',
    worry: '"I feel all floppy," said {hero}. "Even my arms are tired."',
    tries: ['{hero} wanted to play, but lay down on the sofa instead.', '{hero} kicked the blanket off, then pulled it back on.', '"Will you stay with me?" {hero} asked.'],
    turn: '{hero} lay still, sipped water little and often, and let {his} body do the work of getting better.',
    details: ['The thermometer beeped in {hero}\'s ear, and showed a number.', 'Only a grown-up gave {hero} medicine, the right amount at the right time.', '{gran} rang and said, "Rest is the best medicine."', 'The next day, {hero}\'s head felt cool again.'],
    win: 'the temperature had gone down',
    end: 'When {hero} felt better, {he} ate a whole bowl of soup and asked for more.',
    setback: 'In the evening, the hot feeling came back, and {hero} had to rest again.',
  },
  {
    id: 'diabetes', means: /\bdiabet\w*|\bblood sugar\b|\binsulin\b|\bfinger prick\b|\bglucose\b/, name: 'the blood sugar',
    title: '{hero}\'s Sugar Checks',
    opening: '{hero} had type 1 diabetes, which meant {his} body needed help with sugar, so there were checks to do every day.',
    worry: '"Why do I have to do checks when nobody else does?" said {hero}.',
    tries: ['{hero} forgot {his} snack at playtime, and felt wobbly and shaky.', 'The sensor on {his} arm buzzed in the middle of the story.', '"Can I learn to do it myself?" {hero} asked.'],
    turn: '{hero} read the numbers on the little screen, and told the grown-up what they said, just the way {he} had practised.',
    details: ['The sensor on {hero}\'s arm sent the numbers to a phone, and a grown-up gave the insulin.', 'When the number was low, {hero} had a juice box and a biscuit, and soon felt better.', 'A friend said, "That is like a robot arm. Cool!"', 'The checks became part of the day, like brushing teeth.'],
    win: '{hero} knew {his} numbers and what to do',
    end: 'Now {hero} did {his} checks like a pro, and then ran off to play.',
    setback: 'On sports day, {hero}\'s sugar went low, and {he} had to sit out for a little while.',
  },
  {
    id: 'nosebleed', means: /\bnose ?bleed\w*|\bbleeding nose\b|\bnose (?:is |was )?bleed\w*/, name: 'the nosebleed',
    title: '{hero}\'s Nosebleed',
    opening: 'In the middle of the morning, {hero}\'s nose started to bleed, drip, drip, onto {his} sleeve.',
    worry: '"My nose is bleeding!" said {hero}. "Is that bad?"',
    tries: ['{hero} tipped {his} head back, but that is not the way to do it.', '{hero} wiped {his} nose on {his} sleeve, and it kept on dripping.', '"What do I do?" {hero} asked, and held out {his} hand.'],
    turn: 'A grown-up showed {hero} how: lean forward, and pinch the soft part of the nose, and breathe through the mouth. {hero} held it and counted slowly.',
    details: ['A grown-up always helps with a nosebleed, with tissues and a calm voice. Nobody has to do it alone.', 'Nosebleeds happen to lots of children. Little veins in the nose are very thin.', 'A friend said, "That happened to me once. You did it right."', 'After that, {hero} knew just what to do: lean forward, pinch, and tell a grown-up.'],
    win: 'the nosebleed had stopped, and {hero} had known what to do',
    end: 'The next time, {hero} leaned forward, pinched the soft part, and told a grown-up straight away.',
    setback: 'Later that week, it happened again, just as {hero} sat down for lunch.',
  },
  {
    id: 'braces', means: /\bbrace\b|\bbraces\b|\borthodontist\b|\bretainer\b/, name: 'the braces',
    title: '{hero} Gets Braces',
    opening: 'Today {hero} was getting braces, to help {his} teeth grow straight.',
    worry: '"What if I look silly? What if I talk funny?" said {hero}.',
    tries: ['In the orthodontist\'s chair, {hero} kept {his} mouth open wide for a long time.', 'The first night, {his} teeth felt sore and pushed about, and only soup was easy.', '{hero} tried to smile without showing {his} teeth, and it looked odd.'],
    turn: '{hero} looked in the mirror, smiled a real smile, braces and all, and chose bright colours for the little bands next time.',
    details: ['The orthodontist fixed a tiny bracket to each tooth, and threaded a thin wire through them all.', 'Brushing took longer now, with a special little brush between the wires.', 'A friend said, "Can I see? They\'re cool. My sister had them."', 'After a week, the soreness was gone, and {hero} hardly noticed the braces at all.'],
    win: '{hero} could smile with {his} braces and not mind',
    end: 'At school, {hero} smiled {his} biggest smile, and the coloured bands shone.',
    setback: 'When the wire was tightened, {hero}\'s teeth ached again for a couple of days.',
  },
  {
    id: 'hearing-aid', means: /\bhearing aids?\b|\bcochlear\b/, name: 'the hearing aids',
    title: '{hero}\'s New Hearing Aids',
    opening: '{hero} had been saying "Pardon?" a lot, and after a hearing test, {he} got two little hearing aids.',
    worry: '"Everything sounds so LOUD," said {hero}. "And what if people ask about them?"',
    tries: ['The tap dripped like a drum, and the crisp packet crackled like thunder.', '{hero} wanted to take them out, and put them in {his} pocket instead.', '"Does it get easier?" {hero} asked.'],
    turn: '{hero} wore the hearing aids a little longer every day, and one morning, {he} heard a bird singing outside that {he} had never heard before.',
    details: ['The hearing aids curled behind {hero}\'s ears, and {he} could choose the colours.', 'At night they went into their little box, to rest and charge.', 'A friend asked what they were, and {hero} said, "They help me hear. Do you want to see?"', 'Soon the loud sounds felt normal, and the quiet ones felt like presents.'],
    win: '{hero} could hear the whispers and the birds and the jokes',
    end: 'Now {hero} heard every word of the bedtime story, even the whispered bits.',
    setback: 'One day, a battery ran out in the middle of the lesson, and everything went quiet again.',
  },
  {
    id: 'wheelchair', means: /\bwheelchair\b/, name: 'the new wheelchair',
    title: '{hero}\'s New Wheels',
    opening: 'Today {hero}\'s new wheelchair arrived, fitted just for {him}, with bright wheels and a cushion of {his} own.',
    worry: '"What if I can\'t steer it? What if people stare?" said {hero}.',
    tries: ['{hero} pushed too hard on one wheel, and went round in a circle.', 'The kerb by the shop was too high, and {hero} had to find another way.', '"Can you show me how to do the turns?" {hero} asked.'],
    turn: '{hero} practised the turns in the hall, push and hold, push and hold, until {he} could spin neatly on the spot.',
    details: ['The wheelchair had big wheels to push and little wheels at the front for turning.', 'Ramps and wide doors were the best, and {hero} learnt where they all were.', 'A friend said, "Can I push you?" and {hero} said, "No thanks, I\'ve got it. But you can race me."', 'Week by week, the wheelchair felt less like a new thing and more like {hero}\'s own.'],
    win: '{hero} could go where {he} wanted, on {his} own wheels',
    end: 'At the park, {hero} zoomed down the smooth path, and {his} friends ran to keep up.',
    setback: 'A wheel caught in a crack in the path, and {hero} got stuck and felt cross.',
  },
  {
    id: 'eye-patch', means: /\beye ?patch\b|\blazy eye\b|\bsquint\b/, name: 'the eye patch',
    title: '{hero}\'s Eye Patch',
    opening: 'The eye doctor said {hero}\'s lazy eye needed to work harder, so {hero} had to wear a patch over the other eye.',
    worry: '"I can\'t see properly with it on," said {hero}. "Everything looks wobbly."',
    tries: ['{hero} bumped into the door frame, because one eye did not judge the distance well yet.', '{hero} tried to peek round the side of the patch.', '"Do I have to wear it all day?" {hero} asked.'],
    turn: '{hero} played a pirate game with the patch on, and the lazy eye had to do all the looking.',
    details: ['The patches came in a box with spots and stars and stripes.', 'Every day, a few hours with the patch made the lazy eye a little stronger.', 'A friend said, "Ahoy! Can I be a pirate too?"', 'At the next check, the eye doctor said, "This eye is working much better."'],
    win: '{hero}\'s eye was getting stronger',
    end: 'Now {hero} wore {his} patch like a pirate captain, and counted down the weeks.',
    setback: 'One day the patch pulled when it came off, and {hero} said, "I don\'t want to wear it any more!"',
  },
  {
    id: 'sting', means: /\bbee sting\b|\bwasp sting\b|\bstung\b|\bsting\b|\bsplinter\b|\bstung by (?:a )?nettles?\b/, name: 'the sting',
    title: '{hero} and the Ouch',
    opening: 'In the garden, {hero} suddenly felt a sharp ouch on {his} {part}, and it went red and puffy.', part: 'hand',
    worry: '"Ow! It really hurts," said {hero}. "Make it stop!"',
    tries: ['{hero} rubbed the sore spot, and that made it hurt more.', '{hero} held {his} {part} away and would not let anyone look.', '"Can you help?" {hero} asked at last.'],
    turn: '{hero} held {his} {part} still while a grown-up gently took the little bit out, and then {hero} held a cold cloth on it.',
    details: ['A sting or a splinter feels hot and sharp at first, and then it fades.', 'Bees and wasps only sting when they are frightened. Nettles have tiny hairs that tickle then sting.', 'A friend said, "You were brave. I would have yelled."', 'By teatime, the red spot was small, and {hero} had almost forgotten it.'],
    win: 'the ouch had gone',
    end: 'Now {hero} knew to keep still near a buzzing bee, and let it fly away.',
    setback: 'Then the spot started to itch, and {hero} had to leave it alone.',
  },
  {
    id: 'hay-fever', means: /\bhay ?fever\b|\bsneez\w*|\bsniffl\w*|\brunny nose\b|\bitchy eyes\b/, name: 'the hay fever',
    title: '{hero}\'s Sneezy Summer',
    opening: 'When the grass grew tall, {hero}\'s eyes went itchy and {his} nose went runny. "Hay fever," said {grownup}.',
    worry: '"Aaa-CHOO! I can\'t stop sneezing!" said {hero}.',
    tries: ['{hero} rubbed {his} eyes, and they got more itchy.', '{hero} rolled in the long grass, and sneezed ten times in a row.', '"How do I make the sneezes stop?" {hero} asked.'],
    turn: '{hero} took the medicine {grownup} gave {him} each morning, wore sunglasses, and washed {his} face after playing outside.',
    details: ['Hay fever is the body being cross with pollen, the tiny dust from grass and flowers.', 'The pollen count on the weather forecast said which days would be sneezy.', 'A friend counted {hero}\'s sneezes, and they both laughed.', 'After a few days of the medicine, the sneezes grew quieter.'],
    win: '{hero} could play outside without sneezing',
    end: 'On a sunny day, {hero} played outside all afternoon, with only one small sneeze.',
    setback: 'On a windy day full of pollen, the sneezes came back.',
  },
  {
    id: 'bump', means: /\bbump (?:on|to) (?:\w+ )?head\b|\bbump(?:ed)? (?:\w+ )?head\b|\bbruise\w*/, name: 'the bump',
    title: '{hero}\'s Bump',
    opening: '{hero} was running, and bumped {his} head on the table, and a bump came up like an egg.',
    worry: '"Ow! My head!" said {hero}.',
    tries: ['{hero} cried, and then cried some more.', '{hero} touched the bump, and it was tender.', '"Is it going to get bigger?" {hero} asked.'],
    turn: '{hero} sat on a grown-up\'s lap and held a bag of frozen peas wrapped in a tea towel on the bump.',
    details: ['Bumps on the head come up fast, like a little egg, and go down slowly.', 'A grown-up kept an eye on {hero} all afternoon, to be sure {he} was all right.', 'A friend said, "Does it hurt? You can have my sticker."', 'The bump turned purple, then green, then yellow, then it was gone.'],
    win: 'the bump had gone down',
    end: 'Now {hero} walked round the table, not through it.',
    setback: 'The next morning, the bump was a bright purple bruise, and {hero} did not like it.',
  },
];

export const GROWN_UP_BODY_THINGS: readonly GrownUpBodyThing[] = [
  {
    id: 'their-hearing-aid', means: /\bhearing aid\w*|\bdeaf\b|\bhard of hearing\b/, name: 'the hearing aid',
    has: 'had a new hearing aid, a tiny curl that sat behind the ear', noticed: 'had kept saying "Pardon?" and turning the telly up very loud',
    hard: 'the new hearing aid whistled and squeaked, and everything sounded too loud', wrongHelp: 'shouted very loudly, right next to {who}\'s ear, and {who} jumped', helps: 'to face {who} and speak clearly, not shout, so {who} could see {his} lips too',
    fact: 'The hearing aid had a tiny battery that had to be changed, and {hero} helped find the little packet.', together: 'whispered a secret, and {who} heard every word',
  },
  {
    id: 'their-glasses', means: /\bglasses\b|\bspectacles\b|\breading glasses\b/, name: 'the new glasses',
    has: 'had new glasses', noticed: 'had held the newspaper far away and squinted',
    hard: 'the new glasses kept going missing, on top of the head, in a pocket, by the kettle', wrongHelp: 'tried the glasses on, and everything went swimmy and blurry', helps: 'to be the glasses finder, and to look in all the usual places',
    fact: 'The glasses came in a case that snapped shut, with a cloth for cleaning.', together: 'read a whole book together, and {who} could see every word',
  },
  {
    id: 'their-walking-stick', means: /\bwalking stick\b|\bwalking frame\b|\bzimmer\b|\bcrutch\b|\bcrutches\b|\bbad (?:knee|hip)\b|\bnew hip\b/, name: 'the walking stick',
    has: 'had to use a walking stick now', noticed: 'had walked more slowly, and held on to the walls',
    hard: 'the stick was one more thing to carry, and slow walks felt very slow', wrongHelp: 'ran on ahead, and had to keep running back', helps: 'to walk at {who}\'s speed, and to notice the things that slow walks find',
    fact: 'The stick had a rubber foot, so it did not slip.', together: 'went on a slow walk and found a snail, a feather and a shiny conker',
  },
  {
    id: 'their-wheelchair', means: /\bwheelchair\b/, name: 'the wheelchair',
    has: 'used a wheelchair now', noticed: 'had found walking far too tiring',
    hard: 'some doors were too narrow, and some shops had steps', wrongHelp: 'pushed too fast, and {who} said, "Whoa, slow down!"', helps: 'to look for the ramps and hold the doors wide',
    fact: 'The wheelchair had big wheels to push and little wheels at the front for turning.', together: 'went to the park, and {hero} rode on {who}\'s lap down the smooth path',
  },
  {
    id: 'their-cast', means: /\bbroken (?:foot|toe|leg|arm|wrist|ankle)\b|\b(?:foot|leg|arm|wrist|ankle) in a (?:boot|cast|sling)\b/, name: 'the plaster cast',
    has: 'had a broken bone, and now it was in a big, heavy cast', noticed: 'had always been the one who fetched everything and ran for the bus',
    hard: 'the cast was heavy, the stairs were slow, and everything had to be fetched', wrongHelp: 'carried the tea too fast, and slopped it on the carpet', helps: 'to fetch and carry, and to bring the cup of tea slowly, without spilling it',
    fact: 'The doctor said the bone would mend by itself, if it was rested for six weeks.', together: 'went to the park, slowly, and sat on the bench to feed the ducks',
  },
  {
    id: 'their-back', means: /\bbad back\b|\bsore back\b|\bback (?:is |was )?(?:sore|bad)\b|\bhurt (?:\w+ )?back\b/, name: 'the sore back',
    has: 'had a bad back', noticed: 'had not been able to bend down to pick things up',
    hard: 'lifting was not allowed, and sitting on the floor to play was too hard', wrongHelp: 'tried to pull {who} up off the sofa, and that was no help at all', helps: 'to fetch and carry, and to bring the games up to the table',
    fact: 'The doctor said gentle walks and rest would help the back mend.', together: 'played a board game at the table, and {who} won',
  },
  {
    id: 'their-diabetes', means: /\bdiabet\w*|\bblood sugar\b|\binsulin\b/, name: 'the sugar checks',
    has: 'had diabetes, and had to check the sugar in the blood every day', noticed: 'had sometimes felt shaky and needed a snack quickly',
    hard: 'there were checks to remember, and some treats to say no to', wrongHelp: 'brought {who} a huge slice of cake, and {who} smiled and said, "Just a little piece for me"', helps: 'to remember where the snacks were kept, in case {who} felt shaky',
    fact: 'The check was a tiny finger prick, and a little machine showed a number.', together: 'made a fruit salad together, the best pudding of all',
  },
];
