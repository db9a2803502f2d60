/**
 * Round 13b's census of the making family (issue 28): 44 phrasings a parent types of a creative project made with friends
 * or family (a film, a comic, a band, a show, a newspaper, a game, a book), none of them the brief's own examples.
 * `test/making.test.ts` reads each with `readTheme` alone and counts how many are told as the story: by a catalogue entry
 * or by the making frame (`plots/the-making.ts`).
 */
export const MAKING_PHRASINGS: readonly string[] = [
  'making a movie with her cousins', 'filming a film in the garden', 'making a short film with his dad', 'shooting a monster movie with friends',
  'drawing a comic book with her best friend', 'making comics with grandad', 'creating a superhero comic', 'writing a comic strip about our cat',
  'starting a rock band with his mates', 'forming a band with her sister', 'we started a band in the garage', 'making a band with my cousins',
  'putting on a play for grandma', 'doing a show for mum and dad', 'putting on a puppet show for the neighbours', 'making a puppet theatre with his sister',
  'filming a video for youtube', 'making a cooking video with mum', 'recording a video for her vlog', 'making a music video with friends',
  'writing a newspaper for our class', 'making a family newsletter', 'starting a school magazine', 'making a street newspaper with the kids next door',
  'putting on a magic show for the family', 'doing magic tricks for grandpa', 'making up a dance routine with her friends', 'choreographing a dance with his sister',
  'making a board game with her brother', 'inventing a card game', 'designing a computer game with dad', 'coding a game with his friend',
  'making a stop motion movie with lego', 'making an animation with plasticine', 'writing a story book with grandma', 'writing her own book',
  'making a podcast with her dad', 'recording a radio show with his cousin', 'putting on a circus in the garden', 'doing a concert for the neighbours',
  'making a museum in her bedroom', 'writing a song with her friends', 'making a comic with my best friend', 'writing a play with her friends',
];
