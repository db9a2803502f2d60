/**
 * Lessons as parents type them, in their own words, across values (round 12: winning and losing, kindness, honesty,
 * patience, courage, love across distance, grief, gratitude, self-worth, difference, perseverance, responsibility,
 * forgiveness, new things, listening, sharing, saying no, asking for help). All but the three examples ("Winning isn't everything", "Be proud of who you are", "Do the right thing") are new:
 * `lesson-by-meaning.test.ts` holds a floor on how many are acted, and `run-lesson-census.ts` writes them into books.
 */
export const OWN_LESSON_CENSUS: readonly string[] = [
  'Winning isn\'t everything', 'It\'s ok to lose', 'Everyone is different and that\'s ok', 'You can be brave and scared at the same time',
  'Mistakes are how we learn', 'Be proud of who you are', 'It doesn\'t matter who wins', 'Play fair', 'Be a good sport',
  'Losing is part of playing', 'Always be a good loser', 'Treat others how you want to be treated', 'A kind word goes a long way',
  'Be gentle with little ones', 'Always tell the truth, even when it\'s hard', 'Honesty is the best policy',
  'Don\'t tell fibs', 'Good things take time', 'Wait your turn', 'Slow down and enjoy the moment', 'Being brave doesn\'t mean not being scared',
  'Face your fears', 'Try even when you\'re scared', 'Love has no distance', 'Grandma loves you even when she\'s far away',
  'We are always connected by love', 'Distance can\'t stop love', 'It\'s okay to miss someone', 'Love never goes away',
  'The people we love stay in our hearts', 'Be thankful for what you have', 'Count your blessings', 'Say thank you to the people who help you',
  'You are enough', 'You matter', 'Love yourself', 'Different is beautiful', 'It\'s good to be different',
  'Everyone belongs', 'Don\'t give up on your dreams', 'Keep trying until you get it', 'Hard work pays off',
  'Clean up after yourself', 'Look after your things', 'Take care of your little sister', 'Forgive and forget',
  'Say sorry when you\'re wrong', 'Everyone deserves a second chance', 'Give new things a try', 'Don\'t be afraid to try something new',
  'New things can be fun', 'Listen before you speak', 'Use your listening ears', 'Share your toys', 'Sharing is caring',
  'Take turns with your friends', 'It\'s okay to say no', 'Your body belongs to you', 'Ask for help when you need it',
  'It\'s brave to ask for help', 'Do the right thing', 'Include everyone', 'Be a good friend', 'Stand up for others',
  'Believe in yourself', 'Be honest about your feelings',
];
