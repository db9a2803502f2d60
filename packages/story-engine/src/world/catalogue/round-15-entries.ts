import { themeSubplot } from './subplots';
import type { EntryKit } from './round-13-kit';

/**
 * Round 15's entries, for held-out read 29's school themes that fell to a stock plot: forgetting the PE kit (or the
 * reading book, the lunchbox, the homework), being made team captain, and a school report that is not the one hoped
 * for. Each its own true day, with the lines an older reader hears.
 */
type OwnEntry = Pick<EntryKit, 'entry' | 'setback' | 'choice' | 'subplot'>;

/** Something left at home on the day it is needed: the sinking feeling, telling the teacher, the spare-kit box, a plan. */
const FORGOTTEN_KIT: OwnEntry = {
  entry: {
    id: 'forgotten-kit', kind: 'moment',
    words: /\b(?:forg(?:et|ot|ets|etting|otten)|left|leaving|leaves) (?:my|his|her|their|the|our) (?:pe|p\.e\.|gym|swimming|swim|football|games|school) (?:kit|bag|things|stuff|costume)\b|\b(?:forg(?:et|ot|ets|etting|otten)) (?:my|his|her|their|the) (?:homework|reading book|book bag|lunch ?box|packed lunch|water bottle|recorder|library book)\b/i,
    name: 'the forgotten kit', setting: 'city', lesson: 'mistakes',
    title: ['{hero} Forgot {his} Kit', 'The Day {hero} Forgot'],
    opening: ['It was PE after lunch, and when {hero} opened {his} bag in the cloakroom, {his} kit was not in it. It was still on the bedroom floor at home.', 'It was PE day, and {hero}\'s kit was at home.'],
    worry: ['"Everyone will look at me," thought {hero}. "And what if I\'m in trouble?"', '"What if I\'m in trouble?" thought {hero}.'],
    tries: [
      ['{hero} checked the bag again, and then again, as if the kit might have crept back in.', '{hero} checked the bag again, and again.'],
      ['{hero} thought about saying {he} felt poorly, so {he} would not have to say anything at all.', '{hero} thought about saying {he} felt poorly.'],
      ['{hero} hid at the back of the line, hoping nobody would notice {his} school shoes.', '{hero} hid at the back of the line.'],
    ],
    turn: ['{hero} went up to the teacher before the lesson and said it straight: "I forgot my kit." The teacher only nodded and pointed at the spare-kit box.', '{hero} told the teacher, "I forgot my kit," and the teacher pointed at the spare-kit box.'],
    details: [
      ['The cloakroom smelled of wet coats, and everyone else was pulling on their shorts and trainers.', 'Everyone else was getting changed.'],
      ['The PE teacher had a whistle on a string and a voice that carried right across the hall.', 'The PE teacher had a whistle.'],
      ['In the hall, nobody cared what anyone was wearing once the beanbags came out.', 'In the hall, nobody cared what anyone wore.'],
      ['That evening, {hero} wrote a list and stuck it on the bedroom door: Monday, PE kit; Wednesday, library book; Friday, spelling book.', '{hero} stuck a list on the door: Monday, PE kit.'],
    ],
    win: '{hero} did PE in the spare kit, and it was fine, better than fine',
    end: ['On Sunday night, {hero} packed {his} bag by the list, and the kit went in first.', 'On Sunday night, the kit went in first.'],
    ownDoubt: '{hero} stood in the cloakroom with the empty bag. "Why do I always forget?" {he} muttered.',
  },
  setback: ['Then {hero}\'s friend said, "You forgot it last week too," which was true, and which did not help.', 'Then a friend said, "You forgot it last week too."'],
  choice: ['{hero} could hide in the toilets or go into the hall with everyone, and {he} chose the hall, very slowly.', '{hero} chose the hall.'],
  subplot: themeSubplot('{hero} saw that saying it straight away was much smaller than hiding it.', '{pal} had forgotten {palhis} water bottle and was too shy to ask for a cup.', 'the first drink from the tap', '{hero} showed {pal} where the cups were, and they drank together after the game.'),
};

/** Being made captain: the armband, the warm-up to lead, a teammate who sulks, losing and shaking hands first. */
const TEAM_CAPTAIN: OwnEntry = {
  entry: {
    id: 'team-captain', kind: 'event',
    words: /\b(?:team|club|house|class|school|football|netball|cricket|rugby|hockey|basketball)\s+captain\b|\b(?:made|picked|chosen|named|being|be|as)\s+(?:the\s+)?(?:team\s+)?captain\b(?!\s+(?:hook|of the (?:ship|boat|pirates?)))|\bvice[- ]captain\b/i,
    name: 'being captain', setting: 'city', lesson: 'teamwork',
    title: ['Captain {hero}', '{hero} Is Captain'],
    opening: ['On Friday, the coach read out the team for Saturday, and then said, "And the captain is {hero}."', 'The coach said, "The captain is {hero}!"'],
    worry: ['"What if I say the wrong thing and everyone laughs?" thought {hero}. "What if we lose and it\'s my fault?"', '"What if we lose and it\'s my fault?" thought {hero}.'],
    tries: [
      ['At the warm-up, {hero} shouted instructions so fast that nobody could follow them, and half the team jogged the wrong way.', '{hero} shouted so fast that nobody followed.'],
      ['{hero} tried to do everything: take every throw-in, every free kick, every corner, and was out of breath by half-time.', '{hero} tried to do everything, and was out of breath.'],
      ['When a teammate grumbled about being put in defence, {hero} snapped back, and the grumbling got worse.', '{hero} snapped at a teammate, and it got worse.'],
    ],
    turn: ['At half-time, {hero} stopped giving orders and asked a question instead: "What do we each need?" and then listened, and gave the free kicks to the one who was best at them.', 'At half-time, {hero} asked everyone what they needed, and listened.'],
    details: [
      ['The armband was red and a bit too big, and {hero} kept pushing it back up {his} arm.', 'The armband was red and a bit too big.'],
      ['Before kick-off, {hero} went to the middle for the coin toss, and shook hands with the other captain, who was taller.', '{hero} shook hands with the other captain.'],
      ['The coach said a captain\'s job was mostly to notice: who was tired, who was quiet, who needed the ball.', 'The coach said a captain notices things.'],
      ['At the end, {hero} led the line of handshakes, "Well played, well played," all the way down.', '{hero} led the handshakes: "Well played!"'],
    ],
    win: 'the team played together, and {hero} had been the captain they needed',
    end: ['On the way home, {hero} gave the armband a wash in the sink, ready for next week, whoever wore it.', '{hero} washed the armband, ready for next week.'],
    ownDoubt: '{hero} tugged at the armband. "Maybe someone else should have it," {he} said quietly.',
  },
  setback: ['Then the other team scored, and three heads turned to look at {hero}, as if {he} should know what to do.', 'Then the other team scored, and everyone looked at {hero}.'],
  choice: ['{hero} could take the last penalty or give it to the one who had practised all week, and {he} gave it away.', '{hero} gave the penalty to the one who had practised.'],
  subplot: themeSubplot('{hero} saw that a captain who listened got more out of the team than one who shouted.', '{pal} had been dropped to the bench and was pretending not to mind.', 'the chance to go on first', '{hero} asked the coach to bring {pal} on first after half-time, and {pal} ran on grinning.'),
};

/** A school report that is not the one hoped for: the envelope, one comment that stings, telling it at home, a plan. */
const SCHOOL_REPORT: OwnEntry = {
  entry: {
    id: 'school-report', kind: 'moment',
    words: /\b(?:school|bad|disappointing|rubbish|poor|end[- ]of[- ](?:year|term)) reports?\b|\breport cards?\b|\b(?:my|his|her|their) (?:school )?report\b(?! (?:on|about))/i,
    name: 'the school report', setting: 'home', lesson: 'honesty',
    title: ['{hero}\'s School Report', 'The Report'],
    opening: ['On the last day of term, {hero} carried the school report home in a brown envelope, and {he} had already read it on the bus.', '{hero} brought the school report home in an envelope.'],
    worry: ['"They\'ll be so disappointed," thought {hero}, with the envelope going soft in {his} hot hand.', '"They\'ll be disappointed," thought {hero}.'],
    tries: [
      ['{hero} left the envelope at the bottom of the bag, under the PE kit, and said there had been no post from school.', '{hero} hid the envelope at the bottom of the bag.'],
      ['{hero} read the good parts out loud at tea, very fast, and skipped the rest.', '{hero} read only the good parts out loud.'],
      ['{hero} argued that the teacher just did not like {him}, though {he} knew that was not really it.', '{hero} said the teacher did not like {him}.'],
    ],
    turn: ['{hero} put the report on the table, pointed at the line that stung, "Needs to focus and hand homework in on time," and said, "That one\'s true. Can we make a plan?"', '{hero} put the report on the table and said, "That part is true. Can we make a plan?"'],
    details: [
      ['The report had a box for every subject, and most of them said "working towards", which sounded like somewhere {hero} had not got to yet.', 'The report had a box for every subject.'],
      ['In art, the teacher had written, "A real eye for colour," and {hero} read that line four times.', 'In art, it said, "A real eye for colour."'],
      ['{grownup} read it slowly, all the way through, and then read the art part out loud, twice.', '{grownup} read it all, and the art part twice.'],
      ['The plan went up on the kitchen noticeboard: homework on the kitchen table straight after school, then out.', 'The plan went up on the noticeboard.'],
    ],
    win: 'the report was out in the open, and there was a plan',
    end: ['By half-term, the homework box on the next report said "on time", and {hero} pinned that one up on the noticeboard too.', 'The next report said "on time", and it went up on the noticeboard.'],
    ownDoubt: '{hero} looked at the envelope on the bed. "It\'s not even that bad," {he} said, and did not believe it.',
  },
  setback: ['Then {grownup} found the envelope while emptying the bag for the wash, and that was worse than if {hero} had just said.', 'Then {grownup} found the envelope in the bag.'],
  choice: ['{hero} could keep quiet about the homework or tell what had really been happening, and {he} told.', '{hero} chose to tell what had happened.'],
  subplot: themeSubplot('{hero} saw that the report was only a list of where to start.', '{pal} had a glowing report and was scared to say so, in case {hero} felt worse.', 'the first go at reading it aloud', '{hero} asked to hear {pal}\'s report and cheered at every line.'),
};

export const ROUND_15_KITS: readonly OwnEntry[] = [FORGOTTEN_KIT, TEAM_CAPTAIN, SCHOOL_REPORT];
