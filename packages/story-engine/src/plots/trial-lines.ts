/**
 * A team's trials ("football trials", "trying out for the netball team") told as what they are: no judges' table and no
 * places, but numbered bibs, the sport's drills (`world/trial-drills.ts`: {drill}, {skill}), a coach with a clipboard, a
 * practice game, a list on the board at the end, and a call-back for some. In the shape of the contest frame's lines.
 */
export const TRIAL_LINES = {
  worry: ['"What if I don\'t get picked?" said {hero}.', '"What if my name isn\'t on the list?" said {hero}.'],
  arrive: ['At {contest}, everybody got a bib with a number on the back, and the coach had a clipboard with all the names on it.', 'At {contest}, there were far more children than {hero} had expected, all in numbered bibs, and a coach with a clipboard.'],
  tries: [
    ['The first drill was {drill}, and {hero} went too fast and lost the ball twice.', 'In the first drill, {drill}, {hero} kept ending up at the back of the line.'],
    ['Next was {skill}, and {hero}\'s first go went wide, while the coach was looking straight at {him}.', 'When it was time for {skill}, {hero} tried too hard, and {his} first go went nowhere near.'],
    ['In the practice game, {hero} hung back at first, and the ball never came {his} way.', 'When the practice game started, {hero} ran everywhere and hardly touched the ball.'],
  ],
  setback: ['Some of the others already played for a club, and had the proper boots and the proper words for everything.', 'The coach wrote something on the clipboard right after {hero}\'s worst go, and {hero} was sure it was a cross.'],
  choice: ['{hero} could stay out of the way where it was safe, or call for the ball, and {he} chose to call for it.', '{hero} could try the fancy thing {he} had seen on the telly or do the simple thing well, and {he} chose the simple thing.'],
  turn: ['{hero} stopped watching the coach\'s pen, called for the ball, and passed it on quickly, the way {he} had practised.', '{hero} stopped trying to be noticed, listened to what the coach said, and did exactly that, every time.'],
  going: ['At the end, the coach pinned a list on the board by the door, and everybody crowded round it.', 'At the end, everyone sat on the grass while the coach read the names from the clipboard.'],
  detail: ['The coach walked up and down with the clipboard, and wrote something down every time somebody did something.', 'Every few minutes, the coach blew the whistle and moved everybody on to the next drill.'],
  results: {
    won: { win: '{hero}\'s name was on the list for the squad', detail: 'The coach said, "See you at training on Tuesday," and {hero} walked to the car very calmly, and then not calmly at all.', end: 'At home, {hero} packed the kit bag for Tuesday, though Tuesday was days away.' },
    placed: { win: '{hero} was asked back for a second trial the week after', detail: 'Not in yet, and not out. "I want to see more of you next week," said the coach, and {hero} decided that was a good thing to hear.', end: 'At home, {hero} practised {skill} in the garden until it was too dark to see.' },
    out: { win: '{hero}\'s name was not on the list this time', detail: 'Afterwards, the coach found {hero} and said the passing had been good, and that training was open to everyone on Thursdays.', end: 'At home, {hero} was quiet for a while, and then got the ball out, because Thursday was only three days away.' },
  },
} as const;
