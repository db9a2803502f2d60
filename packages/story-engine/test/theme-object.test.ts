import { describe, expect, it } from 'vitest';
import { themeObject } from '../src/world/theme-object';

describe('the thing a theme names', () => {
  it.each([
    ['a lost kite', 'kite'],
    ['My favourite teddy bear', 'teddy bear'],
    ['dinosaurs', 'toy dinosaur'],
    ['trains', 'toy train'],
    ['puppies', 'toy puppy'],
    ['toy robots', 'toy robot'],
    ['dolls', 'doll'],
    ['a red balloon', 'red balloon'],
    ['a compass', 'compass'],
    ['a magic shell', 'magic shell'],
    ['a box of crayons', 'box of crayons'],
    ['a snowman', 'snowman'],
  ])('"%s" is about a %s', (theme, thing) => expect(themeObject(theme)).toBe(thing));

  it.each(['the first snow of winter', 'a birthday surprise', 'a magic garden', 'rainbows', 'being brave at school', 'boxes', 'big red shiny fast cars', '123', 'a talent show', 'the science fair', 'a camping trip', 'splashing in puddles', 'pirates and a lost island', 'cats or dogs', 'being brave', 'sharing', 'bath time', 'a power cut', 'homework', 'a broken arm', 'noise', 'the dark', 'clouds', 'a lost dog', 'books', 'cats', 'hens'])(
    '"%s" is not a thing to lose and find',
    (theme) => expect(themeObject(theme)).toBeUndefined(),
  );
});
