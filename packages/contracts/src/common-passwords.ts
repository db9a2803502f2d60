/**
 * The most common passwords of public breach corpora (8+ characters, since shorter ones
 * already fail the length rule). Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '111111111', '11111111', '00000000',
  '87654321', '987654321', '0987654321', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwerty1234', 'qwertyui', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'password',
  'password1', 'password12', 'password123', 'password!', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word',
  'iloveyou', 'iloveyou1', 'princess', 'princess1', 'sunshine', 'sunshine1', 'football', 'football1',
  'baseball', 'basketball', 'superman', 'batman123', 'starwars', 'whatever', 'trustno1', 'letmein1',
  'letmein123', 'welcome1', 'welcome123', 'welcome!', 'changeme', 'changeme1', 'abc12345', 'abcd1234',
  'abcdefgh', 'abcdef123', 'aa123456', 'a1234567', 'a12345678', 'michelle', 'jennifer', 'jordan23',
  'computer', 'internet', 'monkey123', 'dragon123', 'shadow123', 'master123', 'mustang1', 'charlie1',
  'samsung1', 'pokemon1', 'liverpool', 'chelsea1', 'arsenal1', 'manchester', 'midnight', 'maverick',
  'qazwsxedc', '1qazxsw2', 'admin123', 'administrator', 'root1234', 'test1234', 'testtest', 'guest123',
  'secret123', 'lovely123', 'babygirl1', 'butterfly', 'chocolate', 'cookie123', 'freedom1', 'hello123',
  'helloworld', 'hunter22', 'jessica1', 'loveyou1', 'matrix123', 'myspace1', 'nicole12', 'password2',
  'password01', 'q1w2e3r4', 'q1w2e3r4t5', 'qwer1234', 'soccer12', 'summer123', 'winter123', 'spring123',
  'autumn123', 'tinkerbell', 'unicorn1', 'storybook', 'storybook1', '11223344', '12344321', '12341234',
  '123qweasd', '123qweasdzxc', '1234qwer', '147258369', '159753456', '19841984', '20202020', '88888888',
  '66666666', '55555555', '22222222', '99999999', '77777777', '44444444', '33333333', 'aaaaaaaa',
  'iloveu123', 'football123', 'baseball1', 'superman1', 'letmeinnow', 'openup123', 'azerty123', 'azertyuiop',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
