/**
 * Round 14's census of themes whose centre is a grown-up or another child of the family (a grandparent, a cousin, an
 * uncle, a friend) and often their place ("grandpa's allotment", "nana's house"), as parents type them. Each names
 * the person the story must be told with. Read by `test/fresh/run-people-census.ts` and `test/people-census.test.ts`.
 */
export const PEOPLE_PHRASINGS: ReadonlyArray<readonly [typed: string, person: string]> = [
  ["grandpa's allotment", 'grandpa'], ['helping grandma in her garden', 'grandma'], ["a day at nana's house", 'nana'],
  ['sleepover at granny and grandads', 'granny'], ["grandad's shed", 'grandad'], ["nanny's garden", 'nanny'],
  ['my cousin is coming to stay', 'cousin'], ['a day out with my uncle', 'uncle'], ["staying at dad's for the weekend", 'dad'],
  ['my best friend is poorly', 'friend'], ['a new friend at school', 'friend'], ["grandma's cat", 'grandma'],
  ["looking at grandpa's old photos", 'grandpa'], ['grandma teaches me to knit', 'grandma'], ['baking with nana', 'nana'],
  ["great grandma's 100th birthday", 'great grandma'], ['going fishing with grandad', 'grandad'], ['my auntie is visiting from Australia', 'auntie'],
  ['playing with my cousins at the park', 'cousin'], ['a sleepover at my friends house', 'friend'], ['my friend is coming for tea', 'friend'],
  ["nana's biscuit tin", 'nana'], ['grandpa tells the best stories', 'grandpa'], ['gardening with grandad', 'grandad'],
  ["visiting granny's farm", 'granny'], ['my uncle takes me to the football', 'uncle'], ['spending the day with grandma', 'grandma'],
  ['going to see great granny in her care home', 'great granny'], ['my cousin Lily', 'cousin'], ["a weekend at grandma and grandpa's caravan", 'grandma'],
  ["nonna's kitchen", 'nonna'], ['grandad picks me up from school', 'grandad'], ['my friend from nursery', 'friend'],
  ['making pancakes with grandpa', 'grandpa'], ["helping at grandad's allotment", 'grandad'], ['a walk with grandma and her dog', 'grandma'],
  ['my big cousin is getting married', 'cousin'], ['a day with my auntie', 'auntie'], ['my best friend and me', 'friend'],
  ["staying at nanna's house for the first time", 'nanna'], ["grandpa's boat", 'grandpa'], ['my friend has a new baby brother', 'friend'],
  ["uncle Dev's birthday", 'uncle'], ["my godmother's house", 'godmother'],
];
