/**
 * Round 13's census of themes about another person and what they do to the hero's days, as parents and children type
 * them, none of them the examples the relation frame was built on: persons (family, friends, classmates, neighbours, a
 * name, "nobody"), tenses, negatives, "keeps", "always", "won't". Each with how it must be told: 'relation' (the relation
 * frame, `plots/the-relation.ts`) or the catalogue entry whose story is true to it. Read by `test/relation-census.test.ts`.
 */
export const RELATION_PHRASINGS: ReadonlyArray<readonly [typed: string, told: string]> = [
  // keeping things, taking things
  ["my brother wont share his toys with me", 'relation'], ["my big brother never lets me play on his xbox", 'relation'],
  ['my cousin always takes the best seat', 'relation'], ['Maya took my favourite pencil and won\'t give it back', 'relation'],
  ["my sister doesn't let me in her room", 'relation'], ['the boy next door keeps taking my ball', 'relation'],
  // bossing, needing to win
  ['my best friend is so bossy', 'relation'], ['Ella keeps telling me what to do', 'relation'], ['my cousin always has to win', 'relation'],
  ['my friend cheats at every game', 'relation'], ['my older sister always wants to be in charge', 'relation'], ['a girl in my class always has to be first', 'relation'],
  // copying
  ['a girl in my class keeps copying me', 'relation'], ['my little brother copies everything I say', 'relation'], ['my friend copied my drawing', 'relation'],
  ['Leo copies my work at school', 'relation'],
  // leaving out, no time
  ['my sister never plays with me anymore', 'relation'], ["my best friend wants to play with someone else", 'jealousy'],
  ['my brother ignores me when his friends come round', 'relation'], ["my cousins won't wait for me", 'relation'],
  ['my big brother has no time for me since he got his phone', 'relation'], ['my friend wont sit next to me at lunch', 'relation'],
  // shining brighter
  ['my twin sister is better at reading than me', 'relation'], ['my brother always gets more attention', 'relation'],
  ['Oliver always beats me at chess', 'relation'], ['my cousin is the favourite', 'relation'], ['my little sister gets everything she wants', 'relation'],
  // going away
  ['my best friend is moving to Scotland', 'relation'], ['my friend is changing schools', 'relation'], ['my best friend is going to a new school after summer', 'relation'],
  // saying the wrong thing
  ['my brother laughs at me when I get things wrong', 'relation'], ['grandma keeps calling me the wrong name', 'relation'],
  ['my cousin makes fun of my glasses', 'relation'], ['my sister teases me about my hair', 'being-bullied'],
  // a trouble of their own
  ['the boys next door always shout', 'relation'], ['my cousins argue all the time', 'falling-out'], ['the twins in my class always fight', 'relation'],
  ['my little brother hits me', 'falling-out'], ['my brother bites when he is cross', 'relation'],
  // anything else the child is in
  ['my sister reads my diary', 'relation'], ['my brother keeps waking me up in the night', 'relation'], ['Sam always sits in my seat', 'relation'],
  // the catalogue's own, which keep their entry
  ['nobody wants to play with me at playtime', 'left-out'], ['my friend moved away', 'friend-far-away'], ['my little sister keeps breaking my toys', 'falling-out'],
  ['a boy at school is bullying me', 'being-bullied'],
  // not this frame's: the child's own habit, a change in the family, an illness
  ['my son wont share his toys', 'not-relation'], ['my brother is moving out', 'not-relation'], ['grandad is in hospital', 'not-relation'],
  ['my sister is learning to swim', 'not-relation'], ['mum is having a baby', 'not-relation'],
];
