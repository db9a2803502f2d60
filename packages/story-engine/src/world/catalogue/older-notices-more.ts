import type { OlderLines } from './older-lines';

/**
 * What a nine-to-twelve's hero notices about THIS thing (issue 28, round 16), for the entries `older-notices.ts` left
 * without: the school year's own days, a pet gone missing, the days out and rides, the family's changes, the festivals
 * and the feelings a parent of an older child types. Without a notice of its own, a thin page and the page meeting the
 * friends fell back on a kind's nameless lines ("tucked that away, to think about later", "watched the grown-ups'
 * faces"), which read 33 times in 60 books of read 31's census, whatever the theme. Each line is true on any page of the
 * day (it may be said on the friends' page, before the first detail), and never needs a grown-up or friend by name.
 */
export const OLDER_NOTICES_MORE: Readonly<Record<string, Partial<Pick<OlderLines, 'notices'>>>> = {
  // The school year's own days.
  'secondary-school': { notices: ['{hero} noticed that the Year 7 blazers were all a size too big, as if every parent had been told the same thing about growing into it.', 'Nobody at secondary school walked in a line, and nobody said where to stand; people simply knew, or pretended to.', 'The bell at secondary school was a proper electric ring, and nobody but the Year 7s jumped at it.'] },
  'team-captain': { notices: ['{hero} noticed that being captain mostly meant remembering things: the bibs, the ball pump, who had not had a go in goal.', 'The armband was looser than it looked, and {hero} kept pushing it back up {his} arm.'] },
  'school-report': { notices: ['{hero} noticed that the teacher had written "a pleasure to have in class" on the line where there was nothing else to say.', 'The envelope was sealed, addressed to the grown-ups, and somehow heavier than a piece of paper had any right to be.'] },
  'school-council': { notices: ['{hero} noticed that every speech promised longer playtimes, and that nobody had ever explained how.', 'The ballot box was a shoebox with a slot cut in the lid, and {hero} could not stop looking at it.'] },
  'parents-evening': { notices: ['{hero} noticed that the classroom looked different with the chairs set out for grown-ups, who sat on them with their knees up.', 'The teacher had a list of names and ten minutes for each, and kept glancing at the clock between them.'] },
  leavers: { notices: ['{hero} noticed that the Year 6s signed each other\'s shirts in the same three words, and meant them every time.', 'The hall looked smaller than it had in Reception, though the teachers said it had not changed at all.'] },
  'school-disco': { notices: ['{hero} noticed that the boys stood along one wall and the girls along the other, as if the middle of the hall were a pond.', 'The disco lights turned everybody\'s white socks purple, and the teachers danced worst of all, on purpose.'] },
  'non-uniform-day': { notices: ['{hero} noticed that without uniform everybody looked a bit more like who they were at weekends.', 'The pound coins went into a bucket at the door, and by nine o\'clock it was too heavy to lift.'] },
  'supply-teacher': { notices: ['{hero} noticed that the supply teacher did not know where anything was kept, and that the class suddenly knew everything.', 'The supply teacher read the register slowly, and got three names wrong, and nobody corrected the third.'] },
  'forgotten-kit': { notices: ['{hero} noticed that the spare kit box smelled of every PE lesson since about the year {he} was born.', 'The lost-property shorts came in exactly two sizes: far too big and far too small.'] },
  homework: { notices: ['{hero} noticed that the reading record had a box for a grown-up\'s signature, and that some signatures in the class looked very like their owners\' handwriting.', 'The book was easier to read in {hero}\'s head than out loud, where every word had to be the right one.'] },
  'new-kid': { notices: ['{hero} noticed that everybody else already had a place on the carpet, a peg and a way of saying the teacher\'s name.', 'Nobody told the new one the small rules: which tap worked, which door to use at lunch.'] },
  'first-day': { notices: ['{hero} noticed that every teacher had a different voice for the first day, brighter than the one they would use by Friday.', 'The new pencil case still had its cardboard in it, and {hero} kept it that way a little longer.'] },
  // A pet gone missing: the search's own sights.
  'lost-pet': { notices: ['{hero} noticed how many cats there were in the street when {he} was looking for one, sitting on walls as if they had always been there.', 'The food bowl by the back door looked worse full than it ever had empty.', 'The street looked different at the height a lost pet would see it: under cars, behind bins, along the tops of walls.'] },
  'pet-escaped': { notices: ['{hero} noticed that the gap in the fence was much bigger from the garden side than it had looked from the house.', 'Every rustle in the hedge sounded exactly like the right one, until it was not.'] },
  // Days out and rides.
  'boat-trip': { notices: ['{hero} noticed that the people who worked on the boat never held on to anything, and walked about as if the deck were a kitchen floor.', 'On the water the land looked like a picture of itself, small and very far off.'] },
  'woods-walk': { notices: ['{hero} noticed that the woods were never quiet, only quiet in a different way from the street: birds, leaves, something moving.', 'The path had been made by people walking it, and the shortcuts had been made by people in a hurry.'] },
  fishing: { notices: ['{hero} noticed that the real fishermen hardly talked, and when they did it was about the weather or the bait.', 'The float bobbed every few seconds for no reason at all, and every time {hero}\'s heart jumped with it.'] },
  'bike-ride': { notices: ['{hero} noticed that a hill that looked flat from a car was not flat at all on a bike.', 'The grown-ups who cycled a lot all had the same shorts, and the same way of nodding at each other as they passed.'] },
  'train-ride': { notices: ['{hero} noticed that the people who took the train every day did not look out of the window once.', 'The announcements said the name of every station in the same bored voice, even the ones with the best names.'] },
  cinema: { notices: ['{hero} noticed that the adverts were louder than the film, and that grown-ups talked all the way through them.', 'The popcorn cost more than the ticket, and smelled better than it tasted.'] },
  'ice-skating': { notices: ['{hero} noticed that the people who were good at skating looked bored, and the people who were bad at it were having the best time.', 'The ice was wet on top and hard underneath, and it was very cold to sit on, which {hero} found out early.'] },
  // Also the walk into town without a grown-up (a variant): true of any street walked, no lollipop lady.
  'walk-to-school': { notices: ['{hero} noticed that on foot the same streets had twice as many corners as they did from a car, and something new round each one.', 'On foot there was far more to see than from a car: a cat on a wall, a cracked paving stone, a smell of toast from a window.'] },
  'kite-flying': { notices: ['{hero} noticed that the wind at the top of the hill was a different wind from the one at the bottom, stronger and not as friendly.', 'The string hummed in {hero}\'s hands when the kite pulled, as if it were alive.'] },
  'den-building': { notices: ['{hero} noticed that every den had the same problem, the roof, and that every grown-up had a different answer to it.', 'Inside a den, even an ordinary afternoon sounded far away.'] },
  'car-journey': { notices: ['{hero} noticed that the motorway services all sold the same sandwiches, and all had the same smell of coffee and floor cleaner.', 'The sat nav said "in two miles" as if two miles were nothing, which from the back seat it was not.'] },
  // The family's news and the child's own body.
  'money-tight': { notices: ['{hero} noticed that the grown-ups had started saying "we\'ll see", which always meant no, but more gently.', 'The heating clicked off earlier in the evenings now, and nobody said anything about it.'] },
  'home-alone': { notices: ['{hero} noticed that the house made noises when nobody else was in it: the fridge, the pipes, a creak on the stairs.', 'The clock in the kitchen was very loud, and very slow, and {hero} checked it more often than {he} needed to.'] },
  'group-chat': { notices: ['{hero} noticed that nobody in the group chat ever said what they meant, only a picture of a face that nearly did.', 'The three dots that meant somebody was typing came and went, and came and went, and then nothing.'] },
  scouting: { notices: ['{hero} noticed that the older Scouts tied knots without looking, while talking about something else.', 'The badges on the leaders\' shirts went all the way down one arm, and every one had a story.'] },
  'friend-ill': { notices: ['{hero} noticed how quiet the seat next to {him} was, and how much of the day had gone through it.', 'The get-well card had room for a lot more words than {hero} knew how to write.'] },
  'step-family': { notices: ['{hero} noticed that the new house had its own way of doing everything, even the way the toast was cut.', 'There were two different shampoos in the bathroom now, and nobody had said which one was whose.'] },
  'new-country': { notices: ['{hero} noticed that even the crisps were different here, and the birds, and the way people queued for the bus.', 'At first every word around {hero} was just noise, and then, one day, a word {he} knew jumped out of it.'] },
  'two-homes': { notices: ['{hero} noticed that each house had its own toothbrush for {him}, and its own way of saying goodnight.', 'The bag went backwards and forwards every week, and something always got left at the other house.'] },
  hospital: { notices: ['{hero} noticed that the nurses walked fast but never ran, and knew everybody\'s name by lunchtime.', 'The hospital bed went up and down with a button, and the grown-ups were trying not to play with it too.'] },
  dentist: { notices: ['{hero} noticed that the dentist asked questions at exactly the moment nobody could answer them.', 'There was a picture of a beach on the ceiling, put there for people lying back with their mouths open.', 'The dentist\'s mirror was so small it was hard to believe it could see anything at all.'] },
  'screen-time': { notices: ['{hero} noticed that an hour on the tablet went in about five minutes, and five minutes of waiting took about an hour.', 'The game always had one more level, and was made that way on purpose.', 'The room looked greyer for a minute after the screen went off, and then it looked like a room again.'] },
  storm: { notices: ['{hero} noticed that {he} had started counting between the flash and the thunder without deciding to.', 'The grown-ups checked the windows twice and said it was nothing, which was what they said about things that were something.'] },
  'power-cut': { notices: ['{hero} noticed how quiet a house is with everything switched off: no fridge, no hum, no little red lights.', 'Every street light was out too, and the stars were suddenly all there, as if they had been waiting.'] },
  // Festivals and days of the year.
  christmas: { notices: ['{hero} noticed that the grown-ups seemed to enjoy watching the little ones open presents more than opening their own.', 'Some of Christmas was exactly the same every year, and {hero} found {he} would have minded if any of it had changed.', 'The wrapping paper went everywhere in about four minutes, after somebody had spent hours putting it on.'] },
  birthday: { notices: ['{hero} noticed that a birthday felt the same as any other day when {he} woke up, until somebody said it.', 'The cards on the shelf all said much the same thing, and {hero} read every one twice anyway.', 'Everybody sang Happy Birthday in a slightly different key, and nobody ever minded.'] },
  halloween: { notices: ['{hero} noticed that the houses with the scariest decorations gave out the best sweets, as if to apologise.', 'The little ones were more frightened of the costumes than of the dark, and the big ones were the other way round.', 'By the end of the street the pumpkins had started to smell of cooked pumpkin.'] },
  wedding: { notices: ['{hero} noticed that everybody cried at the bit they said they would not cry at.', 'The grown-ups danced at the wedding in a way they never danced at home, and seemed to know it.'] },
  // The interests and the things made.
  football: { notices: ['{hero} noticed that the best players talked all the time on the pitch, mostly saying one word: "Yes!" or "Man on!"', 'A ball kicked in the garden and a ball kicked in a real game were somehow not the same ball.'] },
  baking: { notices: ['{hero} noticed that a recipe said "a pinch" and "until golden" as if everybody already knew what that meant.', 'The kitchen smelled of baking a long time before anything was ready, which was almost unfair.'] },
  'cooking-dinner': { notices: ['{hero} noticed that cooking was mostly waiting and washing up, with a very short exciting bit in the middle.', 'Everything needed doing at once at the end: the pasta, the sauce, the plates, the table.'] },
  // A third look for the themes parents of nine-to-twelves type most, whose two were spent on the friends' page and the
  // first detail before the middle's thin pages came (added to `older-notices.ts`'s own by `withNotices`).
  'new-school': { notices: ['The dinner hall had its own rules nobody wrote down: where the big ones sat, which queue was quicker, when to put the tray back.'] },
  sleepover: { notices: ['At somebody else\'s house even the cereal came in a different box, and the milk went in first.'] },
  'school-play': { notices: ['The costumes smelled of every play the school had ever done, mothballs and hairspray and old paint.'] },
  'test-worry': { notices: ['The hall had been turned into rows of single desks, and the PE mats were stacked at the back as if they were in trouble.'] },
  'football-match': { notices: ['The pitch was bigger than it looked from the touchline, and the wind changed sides at half-time.'] },
  'sports-day': { notices: ['The egg-and-spoon eggs were potatoes this year, and everybody pretended not to know.'] },
  farm: { notices: ['Everything on the farm had a job, even the cats, who were there for the mice and knew it.'] },
  'moving-house': { notices: ['Everything they owned fitted into fewer boxes than {hero} would have guessed, and all of it was heavier.'] },
  residential: { notices: ['The dormitory had bunk beds with names scratched into the wood by years of children who had slept there before.'] },
  museum: { notices: ['The museum was quiet in a way that made people whisper even when nobody had asked them to.'] },
  zoo: { notices: ['The keepers talked about the animals by name, the way people talk about neighbours.'] },
  'first-phone': { notices: ['The phone had forty settings, and {hero} had changed the ringtone six times before lunch.'] },
  'left-out': { notices: ['At lunch the tables had places that were somebody\'s without anybody ever saying so.'] },
  chess: { notices: ['Every table had the same little clock, and every clock was ticking for somebody, so the hall sounded like a room full of crickets.'] },
  'music-recital': { notices: ['The audience clapped for every player exactly the same, the wobbly ones and the perfect ones, which was kinder than it sounded.'] },
  aquarium: { notices: ['The glass was cold to touch, and so thick that the fish on the other side looked slightly bent.'] },
  parade: { notices: ['Between the bands there were long gaps where nothing came, and the crowd filled them by cheering at a man with a broom.'] },
  'lost-phone': { notices: ['Everybody had a different idea of where to look, and all of them started with "Have you checked…"'] },
  // The festivals a parent of a nine-to-twelve types: what an older child sees of the day (their kind's lines turn only
  // on the name, and two were spent before the middle's thin pages came).
  diwali: { notices: ['{hero} noticed that the older relatives lit the diyas without hurrying, as if the lighting were the point, not the light.', 'Every house in the street seemed to be trying to out-sparkle the next one, and nobody would admit it.', 'The sweets came in boxes so pretty it felt rude to open them, and everybody opened them anyway.'] },
  eid: { notices: ['{hero} noticed that everybody at the mosque was wearing their best, and kept glancing at everybody else\'s.', 'The aunties knew exactly how much Eid money every child had been given, without being told.'] },
  hanukkah: { notices: ['{hero} noticed that the grown-ups watched the candles burn down as closely as the children did.', 'The latkes were best straight from the pan, which meant somebody always burnt their fingers, and it was usually the same somebody.'] },
  'lunar-new-year': { notices: ['{hero} noticed that the grown-ups were careful not to say anything unlucky all day, and got very good at changing the subject.', 'The red envelopes were handed over with two hands, and taken with two hands, and {hero} had been practising.'] },
  easter: { notices: ['{hero} noticed that the grown-ups who hid the eggs could never remember afterwards where they had put them all.', 'The little ones ran at the egg hunt; the older ones walked, slowly, and looked under things.'] },
  ramadan: { notices: ['{hero} noticed that the whole house went quiet in the afternoon, when the fasting was hardest, and loud again just before sunset.', 'At iftar everybody reached for the dates first, and for a minute nobody said anything at all.'] },
  holi: { notices: ['{hero} noticed that after five minutes of Holi nobody could tell who anybody was, which seemed to be the point.', 'The grown-ups who said they would not join in were the first to be covered in pink.'] },
  thanksgiving: { notices: ['{hero} noticed that every family at Thanksgiving had one dish nobody liked and nobody was allowed to stop making.', 'The grown-ups went round the table saying what they were thankful for, and some of them meant it so much their voices went funny.'] },
  'mothers-day': { notices: ['{hero} noticed that the shops had decided what every mum wanted, and it was mostly flowers and mugs.', 'A present made by hand took four times as long as one from a shop, and was worth about a hundred times more.'] },
  'fathers-day': { notices: ['{hero} noticed that every card in the shop assumed dads liked only golf, barbecues and sleeping in a chair.', 'A present made by hand took four times as long as one from a shop, and was worth about a hundred times more.'] },
  // The feelings' own days (a party next door, a rope bridge, a vase broken): what a nine-to-twelve sees in them.
  shyness: { notices: ['{hero} noticed that at a party everybody else seemed to know what to do with their hands.', 'The loudest children at the party were not the happiest; they were just the loudest.', 'The grown-ups at the party said "Go on, go and play" as if playing were a room you could just walk into.'] },
  courage: { notices: ['{hero} noticed that the children who ran across the bridge without looking were not brave, exactly; they just had not thought about it.', 'The bridge swung a little more with every step anyone took, and {hero} could feel each one from the platform.'] },
  anger: { notices: ['{hero} noticed that being cross made {his} ears hot before anything else, like a warning light.', 'The angry feeling wanted {him} to do something big and fast, and it never had a good idea what.'] },
  sadness: { notices: ['{hero} noticed that the sad feeling was heavier in the morning and lighter after something to eat, which seemed unfair on the feeling.', 'Everybody else\'s day seemed to be going on exactly as usual, as if nobody could tell.'] },
  honesty: { notices: ['{hero} noticed how loud the house went after a crash, and how quiet just after.', 'A secret made everything else harder to think about, even tea.'] },
  'saying-sorry': { notices: ['{hero} noticed that "sorry" was the shortest word to say and the longest to get round to.', 'Being in the wrong made {hero} want to explain, and explaining was not the same as saying sorry.'] },
  kindness: { notices: ['{hero} noticed that the smallest kind things were the ones people remembered: a door held, a name remembered.', 'Nobody said thank you for most of it, and that turned out not to matter as much as {hero} had thought.'] },
  friendship: { notices: ['{hero} noticed that the child on the swings was pretending not to watch the others, the way {hero} sometimes did.', 'Saying hello to somebody new took about one second, and deciding to took much longer.'] },
  'being-different': { notices: ['{hero} noticed that everybody doing the same thing looked braver than they were, because there were more of them.', 'The teacher had a list, and {hero}\'s name was the only one with something different written next to it.'] },
  mistakes: { notices: ['{hero} noticed that the recipe never said what to do when it went wrong, as if it never did.', 'A mistake looked much bigger to the person who made it than to anybody else in the kitchen.'] },
  bored: { notices: ['{hero} noticed that the clock went slowest of all when {he} kept checking it.', 'There were a hundred things in the house to do, and none of them was the right one.'] },
  sharing: { notices: ['{hero} noticed that the colours {he} never used were the ones {he} minded lending most.', 'Sharing something new was harder than sharing something old, and {hero} was not proud of that.'] },
  patience: { notices: ['{hero} noticed that looking at the pot every five minutes did not make anything grow, but it was hard to stop.', 'The soil looked exactly the same as yesterday, which was the most annoying thing about it.'] },
  'new-food': { notices: ['{hero} noticed that the grown-ups ate the green things without looking at them, as if that were the trick.', 'A new food looked stranger on the fork than on the plate.'] },
  'fear-of-dogs': { notices: ['{hero} noticed that the dog\'s owner talked to it in an ordinary voice, as if it were a person, and it listened.', 'A wagging tail made the whole back half of a dog wag with it.'] },
  'fear-of-the-dark': { notices: ['{hero} noticed that the shadows in the room were all made by things {he} knew: the chair, the dressing gown, the lamp.', 'The house made small noises at night that it must have made in the day too, when nobody was listening.'] },
  'fear-of-heights': { notices: ['{hero} noticed that everything looked smaller from the top, even the grown-ups.', 'The ladder was fine until {hero} looked down, and worse when {he} thought about looking down.'] },
  'fear-of-spiders': { notices: ['{hero} noticed that the spider kept very still whenever anybody shouted, as if it were the scared one.', 'Up close, a spider\'s legs had little hairs on them, which {hero} had not wanted to know.'] },
  'fear-of-loud-noises': { notices: ['{hero} noticed that a noise {he} was expecting was never as bad as one that came from nowhere.', 'The hand dryer was loudest in the small toilets, where the walls threw it back.'] },
  'being-bullied': { notices: ['{hero} noticed that the unkind names were always said when the teachers were looking the other way.', 'The people who laughed along did not look as if they thought it was funny.'] },
  'standing-up': { notices: ['{hero} noticed that everybody who laughed looked round first to see if the others were laughing.', 'Nobody who saw it said anything, and everybody saw it.'] },
  blamed: { notices: ['{hero} noticed that once a grown-up had decided who did it, every word {he} said sounded like an excuse.', 'The broken pieces were still on the side, as if waiting for somebody to own up.'] },
  // The child's own firsts and the family's days.
  'learning-to-swim': { notices: ['{hero} noticed that the pool smelled the same as every pool, and that the lifeguard never once sat down.', 'Under the water everything went quiet and green, and the shouting on the side sounded miles away.', 'The deep end had a line of black tiles along the bottom, and it looked much further down than it was.'] },
  'new-pet': { notices: ['{hero} noticed that the whole house looked different with a new animal in it, as if it were seeing it for the first time too.', 'Everybody in the family used a new voice for the new pet, even the ones who said they would not.'] },
  vet: { notices: ['{hero} noticed that every animal in the waiting room was pretending the others were not there.', 'The vet said hello to {thepet} before saying hello to anybody else, and that was when {hero} decided the vet would do.'] },
  'old-pet': { notices: ['{hero} noticed that the old pet still knew the sound of the lead, and the time of tea, even when it could not get up quickly any more.', 'The grey hairs round its nose had come in so slowly that {hero} could not say when.'] },
  'poorly-pet': { notices: ['{hero} noticed how quiet the house was without the usual noises from the basket.', 'The bowl had hardly been touched, and everybody kept looking at it.'] },
  'someone-starts-school': { notices: ['{hero} noticed that the new little ones\' book bags were nearly as big as they were.', 'The grown-ups at the gate were more nervous than the children, and hid it worse.'] },
  'new-baby': { notices: ['{hero} noticed that everybody who came to see the baby said it looked like somebody, and nobody agreed who.', 'A baby that small made everybody in the room talk more quietly, even the loud ones.', 'The baby could not do anything at all, and somehow the whole house had rearranged itself round it.'] },
  'sick-day': { notices: ['{hero} noticed that daytime television was very strange, and mostly about houses.', 'The house sounded different on a school day: the bin lorry, the post, a dog two gardens down.'] },
  jab: { notices: ['{hero} noticed that the nurse talked about something else the whole time on purpose, and that it nearly worked.', 'The waiting was longer than the jab, by about twenty minutes, which nobody had mentioned.'] },
  'car-breakdown': { notices: ['{hero} noticed how fast the other cars went past when you were standing still beside them.', 'The breakdown man had seen this a hundred times, and was more interested in his sandwich.'] },
  'back-to-work': { notices: ['{hero} noticed that the mornings were quicker now, and that somebody\'s keys were always missing.', 'The work bag had come down from the top of the cupboard before anybody said anything.'] },
  // The feelings an older child names.
  jealousy: { notices: ['{hero} noticed that being jealous made {him} notice everything: who laughed, who was asked first, who got the last one.', 'The jealous feeling was worst when nobody had done anything wrong at all, which made it harder to be cross with anyone.'] },
  embarrassed: { notices: ['{hero} noticed that everybody else seemed to have forgotten it by lunchtime, and that {he} had not.', 'A red face got redder the more {hero} told it not to.'] },
  'losing-a-game': { notices: ['{hero} noticed that the winners were quieter about it than {he} would have been.', 'Losing felt bigger in {hero}\'s chest than it looked on the scoreboard.'] },
  worries: { notices: ['{hero} noticed that the worry was smallest in the middle of the day and biggest at bedtime, always.', 'Saying the worry out loud in {hero}\'s head made it sound sillier than it felt, and that did not help.'] },
};

/**
 * What the grown-up and the friend say on the first try, for the themes parents of nine-to-twelves type most (round 16):
 * the kinds' lines ("Nobody remembers the scores … who shook hands", "You've gone the colour of porridge") were said in a
 * chess tournament, a recital and a gala alike. Each turns on a thing only this day has, and says something of who
 * says it: a grown-up who has done it before, a friend who knows the hero. And why the day matters to THIS hero
 * (`stakes`), where the kinds' "knowing had not made it smaller" and "it would only happen once" were one book in three's.
 */
export const OLDER_SAYS: Readonly<Record<string, Partial<Pick<OlderLines, 'grownUpSays' | 'palSays' | 'stakes'>>>> = {
  chess: {
    stakes: '{hero} had won plenty of games at the kitchen table, and was beginning to suspect some of them had been handed over; today nobody would hand {him} anything.',
    grownUpSays: ['"Sit on your hands," said {grownup}, "until you have looked at every piece that can take yours. I once lost a whole tournament by not sitting on mine."', '"The clock is not your enemy," said {grownup}. "The hurry is."'],
    palSays: '"Do the thing where you stare at the board like it owes you money," said {pal}. "It scares people."',
  },
  'music-recital': {
    stakes: '{hero} had played the piece so often at home that the family hummed it in the bath; playing it for strangers was a different piece altogether.',
    grownUpSays: ['"If you play a wrong note, play the next one right," said {grownup}. "Nobody in that room can hear backwards."', '"I listened to you practise all week through the kitchen wall," said {grownup}. "You know it better than you think."'],
    palSays: '"If you play a wrong note, just make a face like it was meant to be there," said {pal}. "That\'s what I do in recorder."',
  },
  'choir-audition': {
    stakes: '{hero} sang all the time, in the shower, on the stairs, under {his} breath in maths; nobody had ever listened on purpose before.',
    grownUpSays: '"Sing to the back wall," said {grownup}. "Not to the teacher. The teacher is not the one who needs to hear it."',
    palSays: '"You sing in the car all the time," said {pal}. "Just pretend the piano is a car."',
  },
  'swimming-gala': {
    stakes: 'All the early mornings at the pool came down to one length, and {hero} could still smell the chlorine in {his} hair from the last one.',
    grownUpSays: '"Don\'t look at the next lane," said {grownup}. "The next lane is not swimming your race."',
    palSays: '"I\'ll be the one screaming your name and slipping over on the side," said {pal}.',
  },
  'test-worry': {
    stakes: '{hero} knew perfectly well it was one test on one morning; {his} stomach had not been told.',
    grownUpSays: ['"Read the question twice," said {grownup}. "Half of the marks I ever lost were questions I answered that nobody had asked."', '"It is one morning," said {grownup}, "and you have had a lot of mornings."'],
    palSays: '"If you forget everything, write your name really neatly," said {pal}. "They have to give you something for that."',
  },
  'secondary-school': {
    stakes: 'At primary {hero} had known where everything was, down to the dent in the PE cupboard door; here {he} would have to learn it all again, in front of everyone.',
    grownUpSays: '"Everybody in that building was new once," said {grownup}. "Even the teachers. Especially the teachers."',
    palSays: '"Text me which room you\'re in," said {pal}, "and I\'ll tell you if it\'s the one with the broken radiator."',
  },
  'lost-pet': {
    stakes: '{hero} kept thinking of the last time {he} had seen {thepet}, and could not remember whether {he} had said goodbye properly, because you never do.',
    grownUpSays: '"Wherever {thepet} has got to," said {grownup}, "I bet it is somewhere warm. Pets know the way home better than we do."',
    palSays: '"I\'ll do the posters," said {pal}. "You do the calling. You\'re the voice it knows."',
  },
  museum: {
    stakes: '{hero} had been to the museum when {he} was small and remembered only the gift shop; this time {he} meant to see it properly.',
    grownUpSays: '"Pick three things," said {grownup}. "Not everything. Three things, properly, and you will remember them for ever."',
    palSays: '"If we get lost, meet at the whale," said {pal}. "Everyone can find the whale."',
  },
  farm: {
    stakes: '{hero} had only ever seen most of these animals in books, and books had not mentioned the smell.',
    grownUpSays: '"Animals can tell if you\'re in a hurry," said {grownup}. "So don\'t be. Nobody on a farm is in a hurry except the hens."',
    palSays: '"If the goat looks at you, don\'t look back," said {pal}. "That\'s how it starts."',
  },
  'boat-trip': {
    grownUpSays: '"Look at the land, not the water," said {grownup}. "The land keeps still, and your stomach likes something that keeps still."',
    palSays: '"If you\'re sick, do it over the side facing away from me," said {pal}. "That\'s all I ask."',
  },
  'woods-walk': {
    grownUpSays: '"Every path in here goes somewhere," said {grownup}. "The trick is knowing which somewhere you want."',
    palSays: '"If we get lost, we follow the stream," said {pal}. "I read it in a book. Or a film. Something."',
  },
  sleepover: {
    stakes: '{hero} had been to plenty of houses for tea; staying the night was different, because there was no going home at bedtime.',
    grownUpSays: '"You can ring me at any time, even three in the morning," said {grownup}. "Especially three in the morning."',
    palSays: '"My mum says lights out at ten," said {pal}, "which means eleven, which means we whisper."',
  },
  'new-school': {
    stakes: 'At {his} old school {hero} had been somebody: the one who was good at drawing, the one who knew the dinner ladies; here {he} was nobody yet.',
    grownUpSays: '"Learn one name today," said {grownup}. "Just one. Tomorrow, learn another."',
    palSays: '"Sit near the window," said {pal}. "Then at least you\'ve got something to look at."',
  },
  'school-play': {
    stakes: '{hero} knew every line, and everybody else\'s; what {he} did not know was what {his} voice would do with the whole school looking.',
    grownUpSays: '"If you forget a line, say something your character would say," said {grownup}. "Nobody in the audience has read the script."',
    palSays: '"If you forget your line, look at me," said {pal}. "I know everybody\'s. I\'ve been mouthing them for weeks."',
  },
  'football-match': {
    stakes: '{hero} had played a hundred matches in the playground with a jumper for a post; this one had a referee, and white lines, and people watching.',
    grownUpSays: '"Talk to your team," said {grownup}. "The quiet ones never get passed to."',
    palSays: '"If you miss, just point at the grass like it was a bump," said {pal}. "Professionals do it all the time."',
  },
  'sports-day': {
    stakes: '{hero} was not the fastest in the class, and everybody knew it, including {hero}; {he} wanted to run well anyway, for {him}self.',
    grownUpSays: '"Run through the line, not to it," said {grownup}. "Everybody slows down a step too soon."',
    palSays: '"I\'m in the sack race," said {pal}, "so whatever happens to you, it will not be the worst thing today."',
  },
  'moving-house': {
    stakes: '{hero} had lived in the old house all {his} life, and had never once thought about it until the boxes came.',
    grownUpSays: '"Pack one box of things you can\'t do without," said {grownup}, "and put your name on it twice."',
    palSays: '"You\'re only moving across town," said {pal}. "I can still annoy you on Saturdays."',
  },
  residential: {
    stakes: '{hero} had never been away from home for more than a night, and this was three, with no grown-up from home at all.',
    grownUpSays: '"Put your torch in your shoe," said {grownup}. "Then you always know where both of them are."',
    palSays: '"Bagsy top bunk," said {pal}. "No, actually, you have it. I fall out of things."',
  },
  'first-phone': {
    stakes: '{hero} had wanted a phone for two years; now that it was here, {he} was finding it came with more rules than anything {he} had ever owned.',
    grownUpSays: '"It lives in the kitchen at night," said {grownup}. "Not because I don\'t trust you. Because I don\'t trust the group chat."',
    palSays: '"Don\'t put three kisses," said {pal}. "Nobody puts three kisses."',
  },
  dentist: {
    stakes: '{hero} had always liked the dentist, because the dentist always said everything was fine; today it was not fine, and that was the trouble.',
    grownUpSays: '"Raise your hand if it hurts," said {grownup}. "They always stop. I\'ve tested it."',
    palSays: '"Count the ceiling tiles," said {pal}. "There are forty-two at mine. I counted them twice."',
  },
  camping: {
    stakes: '{hero} had slept in a lot of beds, but never on the ground with only a sheet of green nylon between {him} and everything outside.',
    grownUpSays: '"Pegs in at an angle, away from the tent," said {grownup}. "It\'s the only thing I know about camping, so I say it a lot."',
    palSays: '"If something goes past the tent in the night, it\'s a fox," said {pal}. "It\'s always a fox. Probably."',
  },
  'learning-to-ride': {
    stakes: 'Half of {his} class could already ride, and {hero} had stopped saying {he} could not, which was not the same as being able to.',
    grownUpSays: '"Look where you want to go," said {grownup}. "The bike goes where your eyes go. It\'s very obedient like that."',
    palSays: '"Everyone falls off," said {pal}. "I fell off into a hedge. The hedge was fine."',
  },
  'talent-show': {
    stakes: '{hero} had practised in front of the mirror so often that the mirror was bored; the hall would not be.',
    grownUpSays: '"Smile at the start, even if you don\'t feel like it," said {grownup}. "By the end you will."',
    palSays: '"Whatever happens, you\'re better than the boy doing the yo-yo," said {pal}. "He\'s been doing the same trick since Year 3."',
  },
  'spelling-bee': {
    stakes: '{hero} could spell almost anything written down; out loud, one letter at a time, with a microphone, words had a way of changing shape.',
    grownUpSays: '"Ask for it in a sentence," said {grownup}. "You\'re allowed. It buys you ten seconds to think."',
    palSays: '"Spell it in your head first," said {pal}, "with your eyes shut. That\'s how I do my times tables."',
  },
  'home-alone': { stakes: '{hero} had asked to be left on {his} own for months; now that it was actually happening, twenty minutes seemed a very long time.' },
  'school-report': { stakes: '{hero} had tried hard all year, mostly, and did not know whether the report would say so, or only say mostly.' },
  'team-captain': { stakes: 'Being picked was the easy part, {hero} was finding; now everybody looked at {him} whenever anything needed deciding.' },
};
