import type { CatalogueTheme, Wording } from '../world/catalogue';
import type { RelationTrouble } from '../understand/read-relation';

/**
 * What the hero says, tries and comes to see for each kind of trouble another person makes (`RelationTrouble`): two tries
 * that do not work (shouting or grabbing, then hiding, sulking or telling tales), a third that starts to help (asking, a
 * grown-up's idea), a turn where the hero says how it feels and sees the other's side, and an ending where the other
 * person is still who they are. {rel} is the other person as a sentence names them, {relhe}, {relhim}, {relhis} and
 * {relwas} their pronouns and verb; the hero's own are the catalogue's {hero}, {he}, {him}, {his}.
 */
export interface RelationLines extends Pick<CatalogueTheme, 'worry' | 'tries' | 'turn' | 'details' | 'win' | 'end'> {
  lesson: string;
  setback: Wording;
  choice: Wording;
  /** What the hero sees, thinking back over the tries, where the kind's tries were no shouting ("waiting to be noticed"). */
  taught?: Wording;
  /** The first detail and the end where what they do names its thing ({thing}: "his lego", "chess"). */
  withThing?: { detail: Wording; end: Wording };
}

export const RELATION_LINES: Readonly<Record<Exclude<RelationTrouble, 'habit'>, RelationLines>> = {
  keeps: {
    worry: ['"It\'s not fair, I only wanted a turn," said {hero}.', '"Why can\'t I have a go, just one go?" said {hero}.'],
    tries: [
      '{hero} grabbed for it, shouting that it was {his} turn, but {rel} held on tighter, and in the end nobody played at all.',
      '{hero} ran to tell {grownup}, but telling tales only made {rel} crosser, and the door banged shut.',
      '{hero} sat near the door and asked if {he} could just watch, and {rel} shrugged, which was not quite a no.',
    ],
    turn: ['{hero} took a breath and said, "I feel left out when you keep it all to yourself." {rel} went quiet, and then said it was special, and {relhe} did not want it spoiled. {hero} had not known that.', '{hero} said, quite quietly, "It makes me sad when I can\'t join in." {rel} said {relhe} {relwas} scared it would get broken. So they made a rule: {hero} could help, if {he} was careful.'],
    details: ['{hero} watched from the doorway, and wanted a turn so much it felt like an itch.', 'Afterwards, {hero} sat on the stairs with {his} chin on {his} knees.', '{grownup} found an old box of spare bits and put it on the floor between them.', 'They made one small thing together, {rel} showing {hero} the tricky part.'],
    win: '{hero} got a turn, a careful one',
    end: '{rel} still said "Don\'t touch!" sometimes. But now {hero} knew to ask, and sometimes the answer was yes.',
    lesson: 'sharing',
    setback: 'Then {hero} knocked a piece off by accident, and {rel} said, "See? This is why."',
    choice: '{hero} could stomp off for good or say sorry and try again, and {he} chose sorry.',
    withThing: {
      detail: '{hero} watched {rel} with {thing} from the doorway, and wanted a turn so much it felt like an itch.',
      end: '{rel} still said "Don\'t touch!" about {thing} sometimes. But now {hero} knew to ask, and sometimes the answer was yes.',
    },
  },
  bosses: {
    worry: ['"It\'s never what I want, not ever," said {hero}.', '"Why does it always have to be {relhis} way?" said {hero}.'],
    tries: [
      '{hero} shouted that it was not fair and stamped off, and the game went on without {him}.',
      '{hero} hid under the table and sulked, but sulking only made the afternoon longer.',
      '{hero} told {grownup}, who said, "Try saying what you\'d like, instead of what you don\'t."',
    ],
    turn: ['{hero} said, "I want to choose sometimes too. It makes me feel small when I never can." {rel} looked surprised. Maybe nobody had said it before. "You choose the next one, then," said {rel}.', '{hero} said, "Can we take turns being in charge?" {rel} thought about it. Then {relhe} said, "Only if I go first." {hero} laughed. That was fair enough.'],
    details: ['Every game was {relhis} game, with {relhis} rules, and the rules kept changing.', 'Under the table it was dark and dusty, and {hero} could hear the others laughing.', '{grownup} said that people who need to be in charge are often a little bit worried underneath.', 'They played {hero}\'s game next, and {rel} even liked it, though {relhe} tried not to show it.'],
    win: 'they took turns, most of the time',
    end: '{rel} was still bossy, some days. But {hero} knew how to say "My turn to choose" now, and {rel} mostly listened.',
    lesson: 'teamwork',
    setback: 'Then {rel} changed the rules, right in the middle, again.',
    choice: '{hero} could give up and go home or say so, calmly, and {he} chose to say so.',
  },
  copies: {
    worry: ['"Stop copying me, it\'s MY idea!" said {hero}.', '"Everything I do gets copied, and it\'s not fair," said {hero}.'],
    tries: [
      '{hero} called {relhim} a copycat, loudly, and got told off for shouting.',
      '{hero} hid {his} drawing behind {his} arm, but it is very hard to draw with an arm in the way.',
      '{hero} told {grownup}, who thought for a moment and said, "Maybe it means your ideas are good ones."',
    ],
    turn: ['{hero} had never thought of it like that. So the next time, {he} said, "Do you want to make one together?" {rel} went pink, and said yes.', '{hero} looked at {rel}, who was sitting on {relhis} own. Maybe copying was a way of saying, "Can I be your friend?" So {hero} said, "We could do it together."'],
    details: ['Whatever {hero} drew, a picture just like it turned up a minute later.', '{hero} sat with {his} arms folded and frowned at nothing.', '{grownup} said copying is what people do when they are not sure of their own ideas yet.', 'They made one picture between them, half each, and it was better than either.'],
    win: 'they made something together, and it was better than either',
    end: '{rel} still copied, a bit. But now, sometimes, {hero} copied back, and they both laughed.',
    lesson: 'kindness',
    setback: 'Then {rel} copied the one thing {hero} had wanted to keep as a surprise.',
    choice: '{hero} could tear {his} picture up or keep going, and {he} chose to keep going.',
  },
  'leaves-out': {
    worry: ['"Nobody wants me," said {hero}, very quietly.', '"It\'s like I\'m not even there," said {hero}.'],
    tries: [
      '{hero} shouted, "I don\'t care anyway!", which was not true at all.',
      '{hero} hid in {his} room and waited for somebody to notice, and nobody did.',
      '{grownup} sat on the bed and said, "What if you asked, instead of waiting to be asked?"',
    ],
    turn: ['So {hero} asked. {he} said, "I miss you. Can we do something, just a small thing?" And it turned out {rel} had been busy and muddled, not cross at all.', '{hero} said how it felt, in plain words: "I feel left out." {rel} had not noticed, and said sorry, a bit awkwardly. {hero} saw that {relhe} had troubles of {relhis} own.'],
    details: ['{hero} hung about nearby, waiting, and {rel} did not even look round.', 'In {his} room, {hero} could hear everyone else, busy without {him}.', '{grownup} said that sometimes people are so full of their own things that they forget to look up.', 'It was only a small thing, ten minutes, but {hero} was in it.'],
    win: '{hero} was in, not out',
    end: 'It was not every day. But {hero} knew how to ask now, and that was something {he} could keep.',
    lesson: 'friendship',
    setback: 'Then it happened again, the very next day.',
    choice: '{hero} could give up or ask once more, and {he} chose to ask once more.',
  },
  outshines: {
    worry: ['"Nobody ever notices me," said {hero}.', '"I\'m never the one, not ever," said {hero}.'],
    tries: [
      '{hero} tried to do it even bigger and louder, and it went wrong in front of everyone.',
      '{hero} sulked on the stairs and said {he} did not care, not one bit.',
      '{grownup} sat down on the stairs too and said, "Tell me what you\'re good at. Take your time."',
    ],
    turn: ['{hero} thought, and the list was longer than {he} expected. And then {he} saw {rel} looking over, just for a second, as if {relhe} wished {relhe} could do some of those things too.', '{hero} told {grownup} how it felt, the whole of it. {grownup} listened, and then said, "There is room for both of you." {hero} looked at {rel} and saw that {relhe} {relwas} trying hard too, all the time.'],
    details: ['Everybody clapped for {rel}, and {hero} clapped too, more slowly.', 'On the stairs, {hero} counted the banisters, and then counted them again.', '{grownup} said that being good at something is not a race, and that everyone gets a turn to shine.', 'That evening it was {hero}\'s turn, and {rel} clapped the loudest.'],
    win: '{hero} had {his} own turn to shine',
    end: '{rel} was still good at it, maybe always would be. {hero} was good at other things, and that was fine.',
    lesson: 'being-yourself',
    setback: 'Then {rel} got praised again, for the very same thing.',
    choice: '{hero} could give up trying or find {his} own thing, and {he} chose {his} own thing.',
    withThing: {
      detail: 'At {thing}, everybody clapped for {rel}, and {hero} clapped too, more slowly.',
      end: '{rel} was still good at {thing}, maybe always would be. {hero} was good at other things, and that was fine.',
    },
  },
  leaving: {
    worry: ['"But who will I play with?" said {hero}.', '"Nothing will be the same," said {hero}.'],
    tries: [
      '{hero} said, "Then I don\'t want to be friends any more," and wished straight away that {he} had not.',
      '{hero} stayed away at playtime, so that it would hurt less, and it hurt more.',
      '{grownup} said, "People can stay friends from two places. Let\'s think how."',
    ],
    turn: ['{hero} said sorry, and said the real thing: "I\'ll miss you." {rel} said, "I\'ll miss you too. I\'m scared about it." {hero} had not thought that {rel} might be scared too.', '{hero} went to find {rel} and said, "I\'m sad you\'re going." {rel} said that {relhe} {relwas} sad too, and a bit scared of being new. {hero} knew all about being new.'],
    details: ['Everyone was talking about it, and {hero} did not want to talk about it at all.', 'At playtime, {hero} stood by the fence on {his} own, which was worse.', '{grownup} helped {him} make a card with the phone number on it, and a drawing.', 'They made a plan: a visit once a month, and a drawing in the post in between.'],
    win: 'they made a plan to stay friends',
    end: 'It was still sad when the day came. But a drawing came in the post the very next week, and {hero} drew one back.',
    lesson: 'friendship',
    setback: 'Then {hero} heard that the new place was a long way away.',
    choice: '{hero} could stay cross or make the most of the days left, and {he} chose the days left.',
  },
  says: {
    worry: ['"I don\'t like it," said {hero}, but only to {him}self.', '"Why?" said {hero}, and {his} cheeks went hot.'],
    tries: [
      '{hero} shouted at {relhim} to stop it, and then felt worse, not better.',
      '{hero} pretended not to hear, but it kept happening anyway.',
      '{grownup} said, "Have you told {relhim} how it feels? Not shouting. Just telling."',
    ],
    turn: ['So {hero} said it, calmly: "I don\'t like that. It makes me feel like I don\'t count." {rel} looked surprised, then sorry. {relhe} had not meant it the way it felt.', '{hero} took a breath and said, "Please don\'t. It hurts my feelings." {rel} said sorry, and said {relhe} had not known. {hero} saw that {relhe} had not meant it unkindly.'],
    details: ['It happened again at tea, and everyone else laughed, but {hero} did not.', '{hero} sat very still and looked at {his} plate.', '{grownup} said the best way is often the simplest: say what it feels like, and what you would like instead.', 'The next time, {rel} stopped halfway, and got it right, and they both smiled.'],
    win: '{rel} listened',
    end: '{rel} still got it wrong now and then. But {hero} knew how to say so now, and {rel} knew to listen.',
    lesson: 'listening',
    setback: 'Then it happened again, in front of everyone.',
    choice: '{hero} could shout again or try the calm way once more, and {he} chose the calm way.',
  },
  'their-own': {
    worry: ['"I don\'t understand it," said {hero}.', '"Why is it always like that?" said {hero}.'],
    tries: [
      '{hero} put {his} hands over {his} ears and hoped it would go away, and it did not.',
      '{hero} ran to tell {grownup}, but it was not {hero}\'s trouble to tell.',
      '{hero} wondered, for the first time, what it was like to be {rel}.',
    ],
    turn: ['{hero} went over and said, "Are you all right?" It was the first time anyone had asked. {rel} did not say much, but {relhe} did not go away either.', '{hero} said, "Do you want to play?" {rel} looked up, surprised. {hero} saw that {relhe} might have been waiting for someone to ask.'],
    details: ['{hero} watched {rel} from a little way off, and wondered.', '{hero} thought about it all through tea, and said nothing.', '{grownup} said that everybody has their own reasons, even when we cannot see them.', 'They played for a little while, not for long, but it was a start.'],
    win: '{hero} had been kind, and it had helped a little',
    end: '{rel} did not change overnight. Nobody does. But {hero} knew how to say "Are you all right?" now.',
    lesson: 'kindness',
    setback: 'Then it all started up again, just when things had gone quiet.',
    choice: '{hero} could keep away or go a little closer, and {he} chose a little closer.',
  },
  other: {
    worry: ['"I don\'t like it," said {hero}, but only very quietly.', '"I wish it would stop," said {hero}.'],
    tries: [
      '{hero} shouted, and shouting only made it worse.',
      '{hero} went off to sulk, but sulking did not change a thing.',
      '{grownup} said, "Have you told {relhim} how it makes you feel?"',
    ],
    turn: ['So {hero} told {rel}, plainly, how it made {him} feel. {rel} listened, and said sorry, and said what it was like on {relhis} side too. {hero} had not thought of that.', '{hero} said, "I feel sad when that happens." {rel} went quiet, and then explained. It was not the whole answer, but it was a start.'],
    details: ['{hero} stood very still and did not know what to do.', 'Later, {hero} sat on {his} own and thought about it.', '{grownup} said that telling someone how you feel, calmly, is braver than shouting.', 'The next day was a little better, and the day after that a little better still.'],
    win: 'they understood each other a little better',
    end: '{rel} was still {rel}. But {hero} knew how to say how {he} felt now, and that made all the difference.',
    lesson: 'listening',
    setback: 'Then it happened again, just when {hero} thought it had stopped.',
    choice: '{hero} could shout again or try talking, and {he} chose talking.',
  },
};
