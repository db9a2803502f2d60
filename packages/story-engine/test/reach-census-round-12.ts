/**
 * Round 12's phrasings, as parents type them and not in `catalogue-reach-census.ts` before: "my son is ...", "help her
 * with ...", misspellings, and compound themes (a place with an occasion, "a school trip to the farm", or the person who
 * is with the hero, "first time at the swimming pool with grandpa"). Each with the entry whose story is true to it, and,
 * where the words name them, who or what pages 1-3 must carry too (`with`: a word of the page text).
 */
export const ROUND_12_REACH: ReadonlyArray<readonly [typed: string, entry: string, withWord?: RegExp]> = [
  // "my son is ...", "help her ..."
  ['my son is scared of the dark', 'fear-of-the-dark'], ['help her with being brave at the dentist', 'dentist'], ['my daughter wont sleep in her own bed', 'own-bed'],
  ['he is starting nursery next week', 'first-day'], ['she is nervous about starting school', 'first-day'], ['my son is getting a new baby sister', 'new-baby'],
  ['help him share his toys', 'sharing'], ['help her be less shy', 'shyness'], ['my daughter has a loose tooth', 'wobbly-tooth'],
  ['our dog biscuit died last week', 'pet-goodbye'], ['grandad passed away', 'grandparent-goodbye'], ['my son is being bullied', 'being-bullied'],
  ['help him make friends at school', 'friendship'], ['help her calm down when she is angry', 'anger'], ['dealing with big emotions', 'anger'],
  ['she wont eat her dinner', 'new-food'], ['my daughter is getting glasses', 'glasses'], ['he broke his arm on the trampoline', 'broken-arm'],
  ['we are going to the hospital for an operation', 'hospital'], ['my daughter is going to be a big sister', 'new-baby'],
  ['mummy and daddy are getting divorced', 'two-homes'], ['his dad lives in another house', 'two-homes'], ['hates brushing his teeth', 'brushing-teeth'],
  ['doesnt like having his hair cut', 'haircut'], ['scared of the bath', 'bath-time'], ['the tooth fairy is coming tonight', 'wobbly-tooth'],
  // misspellings
  ['potty traning', 'potty'], ['going to the dentits', 'dentist'], ['dinosuars', 'dinosaurs'], ['going to the libary', 'library'],
  ['scared of the nieghbours dog', 'fear-of-dogs'], ['Afraid of the neighbours dog', 'fear-of-dogs'], ['scared of the dog next door', 'fear-of-dogs'],
  ['first day at nursary', 'first-day'], ['chrismas eve', 'christmas'], ['a trip to the dentist for a check up', 'dentist'],
  // the first snow, as typed
  ['the first snow', 'snow-day'], ['first snow', 'snow-day'], ['our first snowy day', 'snow-day'], ['the first snow of winter', 'snow-day'],
  // a place with an occasion: the school, the nursery, the class
  ['a school trip to the farm', 'farm', /\b(?:school|class|teacher)\b/i], ['a school trip to the museum', 'museum', /\b(?:school|class|teacher)\b/i],
  ['class trip to the aquarium', 'aquarium', /\b(?:school|class|teacher)\b/i], ['nursery trip to the farm', 'farm', /\b(?:nursery|teacher)\b/i],
  ['a day at the zoo with the school', 'zoo', /\b(?:school|class|teacher)\b/i], ['school trip to the beach', 'beach-day', /\b(?:school|class|teacher)\b/i],
  ['a trip to the science museum with her class', 'museum', /\b(?:school|class|teacher)\b/i],
  // the person who is with the hero
  ['first time at the swimming pool with grandpa', 'learning-to-swim', /\bgrandpa\b/i], ['going to the beach with nana', 'beach-day', /\bnana\b/i],
  ['a trip to the aquarium with dad', 'aquarium', /\bdad\b/i], ['camping in the garden with daddy', 'camping', /\bdaddy\b/i],
  ['going to the seaside with granny', 'beach-day', /\bgranny\b/i], ['a visit to the farm with grandma', 'farm', /\bgrandma\b/i],
  ['a visit to the zoo with grandpa', 'zoo', /\bgrandpa\b/i], ['feeding the ducks with grandad', 'feeding-ducks', /\bgrandad\b/i],
  ['a walk in the forest with mummy', 'woods-walk', /\bmummy\b/i], ['baking cookies with grandma', 'baking', /\bgrandma\b/i],
  ['going fishing with uncle tom', 'fishing', /\b(?:uncle|tom)\b/i], ['a bike ride with mum', 'bike-ride', /\bmum\b/i],
  // more everyday phrasings
  ['a day at the seaside', 'beach-day'], ['scared of the hoover', 'fear-of-loud-noises'], ['scared of hand dryers', 'fear-of-loud-noises'],
  ['worried about going to the doctors', 'doctor'], ['going on an aeroplane to see grandma', 'first-flight'], ['a long drive to cornwall', 'car-journey'],
  ['the new baby is here', 'new-baby'], ['learning to ride her bike', 'learning-to-ride'], ['riding a bike with no stabilisers', 'learning-to-ride'],
  ['first swimming lesson', 'learning-to-swim'], ['our first christmas in the new house', 'christmas'], ['going to the hairdressers for the first time', 'haircut'],
  ['grandma is coming to visit', 'grandparent-visit'], ['a rainy day at home', 'rainy-day'], ['stuck inside on a rainy day', 'rainy-day'],
  ['afraid of thunderstorms', 'storm'], ['a piano exam next week', 'music-exam'], ['nap time at nursery', 'nap-time'],
  ['first time at the cinema', 'cinema'], ['first day at big school', 'first-day'],
  // a second batch, read after the first fixes: who is missed, who is gone to see, a place with a festival
  ['christmas at the beach', 'christmas'], ['halloween with my cousins', 'halloween'], ['first time at the dentist with daddy', 'dentist', /\bdaddy\b/i],
  ['my son is starting big school in september', 'first-day'], ['help him get used to his new baby sister', 'new-baby'], ['a sleepover at nannas house', 'sleepover'],
  ['going to the park with her best friend', 'playground'], ['a trip to the library with granny', 'library', /\bgranny\b/i],
  ['my daughter is scared of going to the swimming pool', 'learning-to-swim'], ['scared of the hairdresser', 'haircut'], ['nervous about his first football match', 'football-match'],
  ['a visit to the fire station', 'fire-engines'], ['eid with grandma and grandad', 'eid'], ['our holiday to spain on a plane', 'first-flight'],
  ['a rainy day at grandmas', 'rainy-day'], ['a day at the beach with uncle joe', 'beach-day'], ['visiting nanny in hospital', 'hospital-visit'],
  ['my son is worried about going to the dentist', 'dentist'], ['she is scared of the vacum cleaner', 'fear-of-loud-noises'], ['starting at a new nursary', 'first-day'],
  ['first christmas without grandad', 'grandparent-goodbye'], ['the first birthday without grandma', 'grandparent-goodbye'], ['missing daddy', 'parent-away'],
  ['going to see grandma', 'grandmas-house'], ['we are going to see granny and grandad', 'grandmas-house'], ['a trip to the dentisst', 'dentist'],
  // round 12c (read 21): a theme the catalogue has a story for, worded as a family says it. Moving in with a grandparent,
  ['our family is moving in with grandpa', 'moving-house', /\bgrandpa\b/i], ['we are moving in with nana', 'moving-house', /\bnana\b/i], ['moving into grandmas house', 'moving-house'],
  ['going to live with granny and grandad', 'moving-house'], ['we moved in with my grandparents', 'moving-house'], ['living with nanny for a while', 'moving-house'],
  ['moving in with grandma because of money', 'moving-house'], ['we are going to live at grandpas', 'moving-house'],
  // a parent away with the forces or for work,
  ['Daddy is going away with the army', 'parent-away', /\bdaddy\b/i], ['mummy is away with the navy', 'parent-away', /\bmummy\b/i], ['dad has joined the army', 'parent-away'],
  ['my dad is a soldier and has to go away', 'parent-away'], ['mum is away on a business trip', 'parent-away'], ['daddy is away for a month', 'parent-away'],
  ['dad goes away with the RAF', 'parent-away'], ['mummy is off with the air force', 'parent-away'], ['papa is away for work a lot', 'parent-away'],
  // sunflowers, which are the garden's,
  ['planting sunflowers with grandpa', 'gardening', /\bsunflower/i], ['growing a sunflower', 'gardening', /\bsunflower/i], ['planting seeds with nana', 'gardening'],
  ['the tallest sunflower', 'gardening'], ['our sunflower competition', 'gardening'],
  // a best friend who found someone new,
  ['my best friend got a new best friend', 'jealousy'], ['my best friend has a new best friend', 'jealousy'], ['her best friend is playing with someone else', 'jealousy'],
  ['my best mate found a new mate', 'jealousy'], ['my friend has new friends now', 'jealousy'], ['someone stole my best friend', 'jealousy'],
  ['his best friend sits with another boy now', 'jealousy'], ['my best friend hangs out with the new girl', 'jealousy'],
  ['making a new best friend', 'friendship'], ['finding a best friend', 'friendship'],
  // and a brother or sister who breaks things or will not leave the hero be.
  ['my little sister keeps breaking my things', 'falling-out'], ['my little brother knocks down my towers', 'falling-out'], ['my sister ruined my drawing', 'falling-out'],
  ['her brother keeps wrecking her lego', 'falling-out'], ['my little brother scribbled on my book', 'falling-out'], ['my sister keeps taking my toys', 'falling-out'],
  ['my brother keeps annoying me', 'falling-out'], ["my sister won't leave me alone", 'falling-out'], ['my little brother copies everything', 'falling-out'],
  ['my twin sister broke my model', 'falling-out'], ['my little brother keeps taking my stuff', 'falling-out'], ['my big sister snatches my things', 'falling-out'],
];
