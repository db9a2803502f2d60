/** Words a question is made of that say nothing about what is asked ("how many … does a …"). */
export const HELP_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an the of to for in on at by and or is are be it its i me my we you your can could do does did how what when where which who why will would many much there this that with from'.split(' '),
);

/** Words a parent may use for what the help answers call otherwise; each group finds the others. */
const GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'pay', 'charge', 'fee', 'expensive'],
  ['credit', 'token'],
  ['book', 'story', 'storybook'],
  ['print', 'printed', 'copy', 'paperback', 'hardcover'],
  ['picture', 'image', 'illustration', 'drawing'],
  ['cancel', 'stop'],
  ['refund', 'money back'],
  ['delete', 'remove', 'erase'],
  ['deliver', 'delivery', 'shipping', 'post', 'arrive'],
  ['plan', 'subscription'],
  ['password', 'login', 'sign'],
  ['photo', 'photograph'],
  ['page', 'pages', 'length', 'long'],
];

export const HELP_SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map(
  GROUPS.flatMap((group) => group.map((word) => [word, group.filter((other) => other !== word).flatMap((other) => other.split(' '))] as const)),
);
